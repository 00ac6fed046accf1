import Foundation
import UniformTypeIdentifiers

/// A type that you use to serialize documents to and from file: a value type, read whole
/// from a ``FileWrapper`` and written back whole.
@preconcurrency
public protocol FileDocument {
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to (by default, the
    /// readable ones).
    static var writableContentTypes: [UTType] { get }
    /// Creates a document and initializes it with the contents of a file.
    init(configuration: ReadConfiguration) throws
    /// Serializes a document snapshot to a file wrapper.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration for serializing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The properties of an open file document.
public struct FileDocumentReadConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the document content.
    public let file: FileWrapper

    init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The properties of a document to be saved.
public struct FileDocumentWriteConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the current document content (nil if the document is
    /// unsaved).
    public let existingFile: FileWrapper?

    init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
