import Foundation
import UniformTypeIdentifiers

// The conformances CoreTransferable and SwiftUI give the standard types.

extension String: Transferable {
    /// Plain text in UTF-8; any plain text (a dropped `.txt` file) is read as UTF-8 too.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .utf8PlainText, exporting: { Data($0.utf8) },
            importing: { String(decoding: $0, as: UTF8.self) })
        DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
    }
}

extension Data: Transferable {
    /// The bytes as they are.
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's absolute string; a file dropped from the desktop arrives as its file URL
    /// (the file URL type conforms to the URL type).
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: URL.decoded)
    }

    @Sendable private static func decoded(_ data: Data) throws -> URL {
        guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.fileReadCorruptFile) }
        return url
    }
}

extension Image: Transferable {
    /// A PNG or JPEG image travels as its file's bytes; a system symbol, or an image that
    /// could not be loaded, has no bytes to send and fails to export.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(contentType: .image, exporting: Image.encoded, importing: Image.decoded)
    }

    @Sendable private static func encoded(_ image: Image) throws -> Data {
        guard case .source(let source) = image.content else { throw CocoaError(.fileWriteUnknown) }
        return source.data
    }

    @Sendable private static func decoded(_ data: Data) throws -> Image {
        guard ImageSource(data: data, name: "transferred image").format != .unknown else { throw CocoaError(.fileReadCorruptFile) }
        return Image(data: data)
    }
}
