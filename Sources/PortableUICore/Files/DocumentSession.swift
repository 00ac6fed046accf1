import Foundation
import Observation
import UniformTypeIdentifiers

/// How a document group reads and writes its documents: the document type's content types
/// and its reading and writing, whatever the kind of document (a value or an object).
@_spi(Hosting) public struct _DocumentIO<Model> {
    let readableContentTypes: [UTType]
    let writableContentTypes: [UTType]
    let read: (FileWrapper, UTType) throws -> Model
    let write: @MainActor (Model, UTType) throws -> FileWrapper
}

extension _DocumentIO where Model: FileDocument {
    /// The reading and writing of a value document.
    @_spi(Hosting) public static var value: _DocumentIO<Model> {
        _DocumentIO(
            readableContentTypes: Model.readableContentTypes, writableContentTypes: Model.writableContentTypes,
            read: { file, type in try Model(configuration: FileDocumentReadConfiguration(contentType: type, file: file)) },
            write: { document, type in
                try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
            })
    }
}

extension _DocumentIO where Model: ReferenceFileDocument {
    /// The reading and writing of a reference document (written from a snapshot).
    @_spi(Hosting) public static var reference: _DocumentIO<Model> {
        _DocumentIO(
            readableContentTypes: Model.readableContentTypes, writableContentTypes: Model.writableContentTypes,
            read: { file, type in try Model(configuration: FileDocumentReadConfiguration(contentType: type, file: file)) },
            write: { document, type in
                let snapshot = try document.snapshot(contentType: type)
                return try document.fileWrapper(
                    snapshot: snapshot, configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
            })
    }
}

/// One document window's document: the model (nil in a viewer before a file is opened),
/// the file it was read from or saved to, and whether it changed since.
@_spi(Hosting) @MainActor @Observable
public final class DocumentSession<Model> {
    var model: Model?
    var fileURL: URL?
    var isEdited = false
    /// The last error reading or writing, shown in the window.
    var failure: String?
    @ObservationIgnored let io: _DocumentIO<Model>

    /// A session for a new document (`model`), or for the file at `url`.
    public init(io: _DocumentIO<Model>, model: Model?, url: URL? = nil) {
        self.io = io
        self.model = model
        if let url { open(url) }
    }

    /// The type of a file, from its extension, among the readable ones.
    private func readableType(of url: URL) -> UTType {
        let type = FileBrowserListing.contentType(ofFileNamed: url.lastPathComponent)
        return io.readableContentTypes.first { type.conforms(to: $0) } ?? io.readableContentTypes.first ?? .data
    }

    /// Reads the document at `url` into this window.
    func open(_ url: URL) {
        do {
            model = try io.read(try FileWrapper(url: url), readableType(of: url))
            fileURL = url
            isEdited = false
            failure = nil
        } catch {
            failure = "“\(url.lastPathComponent)” could not be opened."
        }
    }

    /// Writes the document to `url` (its file from now on).
    func save(to url: URL) {
        guard let model else { return }
        let type = io.writableContentTypes.first ?? .data
        do {
            try io.write(model, type).write(to: url, options: .atomic, originalContentsURL: fileURL)
            fileURL = url
            isEdited = false
            failure = nil
        } catch {
            failure = "“\(url.lastPathComponent)” could not be saved."
        }
    }

    /// Whether the window holds a new document nobody has touched, which an opened file
    /// may replace.
    var isUntouched: Bool { fileURL == nil && !isEdited }
}
