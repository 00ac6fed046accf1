import Foundation
import UniformTypeIdentifiers

/// What the file exporter and mover do once the user has chosen where: write documents,
/// move files.
enum FileTransfer {
    /// Moves `files` into `folder` under their names; the new URLs, in order. A file
    /// already there under that name is an error (nothing is replaced).
    static func move(_ files: [URL], into folder: URL) throws -> [URL] {
        guard !files.isEmpty else { throw CocoaError(.fileNoSuchFile) }
        return try files.map { file in
            let destination = folder.appendingPathComponent(file.lastPathComponent)
            try FileManager.default.moveItem(at: file, to: destination)
            return destination
        }
    }

    /// Writes `document` to `url` as `type`.
    static func write<D: FileDocument>(_ document: D, as type: UTType, to url: URL) throws -> URL {
        let configuration = FileDocumentWriteConfiguration(contentType: type, existingFile: nil)
        try document.fileWrapper(configuration: configuration).write(to: url, options: .atomic, originalContentsURL: nil)
        return url
    }

    /// Writes a snapshot of `document` to `url` as `type`.
    @MainActor
    static func write<D: ReferenceFileDocument>(_ document: D, as type: UTType, to url: URL) throws -> URL {
        let snapshot = try document.snapshot(contentType: type)
        let configuration = FileDocumentWriteConfiguration(contentType: type, existingFile: nil)
        try document.fileWrapper(snapshot: snapshot, configuration: configuration)
            .write(to: url, options: .atomic, originalContentsURL: nil)
        return url
    }

    /// `count` URLs in `folder` for new files of `type`: "Untitled", "Untitled 2"… (with
    /// the type's extension), skipping names already taken.
    static func newFiles(_ count: Int, of type: UTType, in folder: URL) -> [URL] {
        let suffix = type.preferredFilenameExtension.map { "." + $0 } ?? ""
        var urls: [URL] = []
        var number = 1
        while urls.count < count {
            let name = (number == 1 ? "Untitled" : "Untitled \(number)") + suffix
            let url = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path) { urls.append(url) }
            number += 1
        }
        return urls
    }

    /// The type an export writes: the first requested one, else the document's first
    /// writable type.
    static func exportType(_ requested: [UTType], writable: [UTType]) -> UTType {
        requested.first ?? writable.first ?? .data
    }
}
