import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that provide their own binary data conversion.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    private var entry: _TransferEntry<Item>

    /// Creates a representation that allows transporting an item as binary data.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        entry = _TransferEntry(contentType: contentType, exportData: exporting, importData: importing)
    }

    /// Creates a representation that allows importing an item from binary data.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = _TransferEntry(contentType: importedContentType, importData: importing)
    }

    /// Creates a representation that allows exporting an item as binary data.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = _TransferEntry(contentType: exportedContentType, exportData: exporting)
    }

    public var _transferEntries: [Any] { [entry] }

    /// Provides a filename to use if the receiver chooses to write the item to disk.
    public func suggestedFileName(_ fileName: String) -> DataRepresentation<Item> {
        var copy = self
        copy.entry.suggestedFileName = fileName
        return copy
    }
}
