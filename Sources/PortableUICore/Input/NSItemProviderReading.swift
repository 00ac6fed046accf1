import Foundation
import UniformTypeIdentifiers

/// A protocol that defines how to create an object from an item provider's data (Foundation's
/// on Apple platforms; Foundation on Linux lacks it). `NSString` and `NSURL` conform, so
/// `loadObject(ofClass:)` also loads `String` and `URL`, which bridge to them.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class can read, most faithful first; a registered type
    /// conforming to one of them can be read.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Creates an object from data in a type; throws when the data cannot be read as one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderReading {
    /// Any text (plain text is read as UTF-8).
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }

    /// The data as a UTF-8 string; data that is not UTF-8 throws.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return Self(string: string)
    }
}

extension NSURL: NSItemProviderReading {
    /// A URL (a file URL is one).
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// The URL whose absolute string the data is in UTF-8; anything else throws (as does a
    /// subclass, which has no initializer from a string to call).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(decoding: data, as: UTF8.self)
        guard !text.isEmpty, let url = NSURL(string: text) as? Self else { throw CocoaError(.fileReadCorruptFile) }
        return url
    }
}
