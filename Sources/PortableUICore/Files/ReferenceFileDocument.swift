import Foundation
import UniformTypeIdentifiers

/// A type that you use to serialize reference type documents to and from file: an
/// observable object whose state is copied into a ``Snapshot`` before it is written.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject {
    /// A type that represents the document's stored content.
    associatedtype Snapshot
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to (by default, the
    /// readable ones).
    static var writableContentTypes: [UTType] { get }
    /// Creates a document and initializes it with the contents of a file.
    init(configuration: ReadConfiguration) throws
    /// Creates a snapshot that represents the current state of the document.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Serializes a document snapshot to a file wrapper.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// The configuration for serializing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
