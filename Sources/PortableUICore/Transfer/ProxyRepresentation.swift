import Foundation
import UniformTypeIdentifiers

/// A transfer representation that uses another type's transfer representation as its own:
/// each content type of the proxy's becomes one of the item's.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Creates a transfer representation that's imported and exported by proxy through
    /// another transfer representation.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Creates a transfer representation that's exported by proxy through another transfer
    /// representation.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Creates a transfer representation that's imported by proxy through another transfer
    /// representation.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public var _transferEntries: [Any] {
        ProxyRepresentation.transferEntries.map(mapped)
    }

    /// The proxy's entry as one of the item's: export through the proxy, import into it.
    private func mapped(_ proxy: _TransferEntry<ProxyRepresentation>) -> _TransferEntry<Item> {
        var entry = _TransferEntry<Item>(contentType: proxy.contentType, suggestedFileName: proxy.suggestedFileName)
        if let exporting, let export = proxy.exportData {
            entry.exportData = { item in try await export(try await exporting(item)) }
        }
        if let importing, let load = proxy.importData {
            entry.importData = { data in try await importing(try await load(data)) }
        }
        if let importing, let load = proxy.importFile {
            entry.importFile = { file in try await importing(try await load(file)) }
        }
        return entry
    }
}
