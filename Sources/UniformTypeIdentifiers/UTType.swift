// On platforms without Apple's UniformTypeIdentifiers, `import UniformTypeIdentifiers`
// resolves to this module, so code that names content types (`onInsert(of:perform:)`,
// file importers) compiles unchanged.
import Foundation

/// A structure that represents a type of data to load, send, or receive.
///
/// The system's types here are a fixed table of common public types with their parents,
/// filename extensions and MIME types (UTType's documentation names each identifier and
/// parent); there is no system database of declared types, so `init?(_:)`,
/// `init?(filenameExtension:)` and `init?(mimeType:)` find those types only. A type the app
/// declares (`init(exportedAs:conformingTo:)`, `init(importedAs:conformingTo:)`) carries its
/// own parent.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The string that represents the type.
    public let identifier: String
    private let parents: [String]
    /// The preferred filename extension for the type.
    public let preferredFilenameExtension: String?
    /// The preferred MIME type for the type.
    public let preferredMIMEType: String?
    /// Whether the system declares the type (a type of the table).
    public let isDeclared: Bool

    private init(_ identifier: String, _ parents: [String], extension: String? = nil, mime: String? = nil, declared: Bool = true) {
        self.identifier = identifier
        self.parents = parents
        preferredFilenameExtension = `extension`
        preferredMIMEType = mime
        isDeclared = declared
    }

    /// Creates a type based on an identifier; nil unless the system declares it.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier.lowercased() == identifier.lowercased() }) else { return nil }
        self = known
    }

    /// Creates a type your app owns based on an identifier.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, [(parentType ?? .data).identifier], declared: false)
    }

    /// Creates a type your app uses, but doesn't own, based on an identifier.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, [(parentType ?? .data).identifier], declared: false)
    }

    /// Creates a type that represents the specified filename extension.
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// Creates a type that represents the specified filename extension and conforms to an
    /// existing type.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let wanted = filenameExtension.lowercased()
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == wanted && $0.conforms(to: supertype) })
        else { return nil }
        self = known
    }

    /// Creates a type that represents the specified MIME type.
    public init?(mimeType: String) {
        self.init(mimeType: mimeType, conformingTo: .data)
    }

    /// Creates a type that represents the specified MIME type and conforms to an existing type.
    public init?(mimeType: String, conformingTo supertype: UTType) {
        let wanted = mimeType.lowercased()
        guard let known = Self.known.first(where: { $0.preferredMIMEType == wanted && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// The set of types the type directly or indirectly conforms to.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Returns a Boolean value that indicates whether a type conforms to the specified type
    /// (every type conforms to itself).
    public func conforms(to type: UTType) -> Bool {
        identifier.lowercased() == type.identifier.lowercased() || supertypes.contains { $0.identifier == type.identifier }
    }

    /// Returns a Boolean value that indicates whether a type is higher in a hierarchy than the
    /// type you specify.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// Returns a Boolean value that indicates whether a type is lower in a hierarchy than the
    /// type you specify.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// Whether the type's identifier is in Apple's public domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(importedAs: identifier)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension UTType {
    /// A generic base type for most things (files, directories).
    public static let item = UTType("public.item", [])
    /// A base type for anything containing user-viewable document content.
    public static let content = UTType("public.content", [])
    /// A base type for all physical hierarchies.
    public static let data = UTType("public.data", ["public.item"])
    /// A type that represents any text.
    public static let text = UTType("public.text", ["public.data", "public.content"])
    /// A type that represents text with no markup and an unspecified encoding.
    public static let plainText = UTType("public.plain-text", ["public.text"], extension: "txt", mime: "text/plain")
    /// A type that represents plain text encoded as UTF-8.
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["public.plain-text"])
    /// A type that represents JavaScript Object Notation (JSON) data.
    public static let json = UTType("public.json", ["public.text"], extension: "json", mime: "application/json")
    /// A type that represents comma-separated values.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ["public.text"], extension: "csv", mime: "text/csv")
    /// A type that represents a URL.
    public static let url = UTType("public.url", ["public.data"])
    /// A type that represents a URL to a file.
    public static let fileURL = UTType("public.file-url", ["public.url"])
    /// A base type for images.
    public static let image = UTType("public.image", ["public.data", "public.content"])
    /// A type that represents a PNG image.
    public static let png = UTType("public.png", ["public.image"], extension: "png", mime: "image/png")
    /// A type that represents a JPEG image.
    public static let jpeg = UTType("public.jpeg", ["public.image"], extension: "jpeg", mime: "image/jpeg")
    /// A type that represents Adobe Portable Document Format (PDF) documents.
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.content"], extension: "pdf", mime: "application/pdf")
    /// A type that represents a scalable vector graphics (SVG) image.
    public static let svg = UTType("public.svg-image", ["public.image"], extension: "svg", mime: "image/svg+xml")
    /// A type that represents audio that doesn't contain video.
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    /// A base type for media formats that may contain both video and audio.
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    /// A type that represents a media format that may contain both video and audio.
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    /// A base type for a user-browsable directory.
    public static let folder = UTType("public.folder", ["public.directory"])
    /// A type that represents a file system directory.
    public static let directory = UTType("public.directory", ["public.item"])

    /// The system's types (see the type's documentation).
    private static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .commaSeparatedText, .url, .fileURL, .image, .png,
        .jpeg, .pdf, .svg, .audio, .audiovisualContent, .movie, .folder, .directory,
    ]
}
