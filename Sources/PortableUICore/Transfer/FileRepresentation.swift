import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that transfer as a file URL.
///
/// Within a window the file's contents travel (the exporter's file is read); a file dropped
/// from the desktop is handed to the importer as it is, marked as the original.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let entry: _TransferEntry<Item>

    /// Creates a transfer representation for importing and exporting a file.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = _TransferEntry(
            contentType: contentType, exportData: Self.reading(exporting), importData: Self.writing(importing),
            importFile: importing)
    }

    /// Creates a transfer representation for exporting a file.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        entry = _TransferEntry(contentType: exportedContentType, exportData: Self.reading(exporting))
    }

    /// Creates a transfer representation for importing a file.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = _TransferEntry(contentType: importedContentType, importData: Self.writing(importing), importFile: importing)
    }

    public var _transferEntries: [Any] { [entry] }

    /// Exports as the contents of the file the exporter gives.
    private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
        -> @Sendable (Item) async throws -> Data
    {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    /// Imports data by writing it to a temporary file the importer receives (not the original).
    private static func writing(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
        -> @Sendable (Data) async throws -> Item
    {
        { data in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
            try data.write(to: file)
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }
}

/// A file that the sender of a transfer exports.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may access the file in place (a hint; PortableUI always copies).
    public var allowAccessingOriginalFile: Bool

    /// Creates a file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file that the receiver of a transfer imports.
public struct ReceivedTransferredFile: Sendable {
    /// The received file on disk.
    public let file: URL
    /// Whether the file is the original one (a file dropped from the desktop) rather than a copy.
    public let isOriginalFile: Bool

    init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}
