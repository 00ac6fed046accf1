import Foundation
import UniformTypeIdentifiers

/// One item on its way from a drag source (or the desktop, or the clipboard) to a receiver:
/// the value itself when it comes from this process, the content types it can be had as, the
/// file it is when it is one, and the item provider it came from when it did.
///
/// A receiver asking for `T` gets, in this order:
/// 1. the value itself when it is a `T` (a drag within the app, no conversion);
/// 2. otherwise, for each of `T`'s importing representations (most preferred first), the
///    first of the item's types that conforms to it: a file read in place when `T` imports
///    files and the item is a file, else the item's data in that type, imported.
struct TransferItem: @unchecked Sendable {
    /// A content type the item can be exported as, with how to get its data.
    struct Representation: @unchecked Sendable {
        let contentType: UTType
        let data: @Sendable () async throws -> Data
    }

    /// The value itself: the dragged value, a dropped file's URL, dropped text.
    let value: Any?
    let representations: [Representation]
    /// The file the item is (a file dropped from the desktop), with its type.
    let file: (url: URL, contentType: UTType)?
    /// The item provider the item came from (an `onDrag` view's), which receivers of item
    /// providers get as it is.
    let provider: NSItemProvider?

    /// An item of this process: the value and its exported representations.
    init<T: Transferable>(_ value: T) {
        self.value = value
        nonisolated(unsafe) let sent = value
        representations = T.transferEntries.compactMap { entry in
            guard let export = entry.exportData else { return nil }
            return Representation(contentType: entry.contentType, data: { try await export(sent) })
        }
        file = nil
        provider = nil
    }

    /// An item offered through an item provider (`onDrag`): the provider's types, loaded
    /// through it when a receiver asks.
    init(provider: NSItemProvider) {
        value = nil
        file = nil
        self.provider = provider
        representations = provider.registeredTypeIdentifiers.map { identifier in
            Representation(contentType: UTType.declared(identifier), data: { try await provider.loadData(forTypeIdentifier: identifier) })
        }
    }

    /// A file from outside: its URL (as a file URL) and its contents (as its extension's type).
    init(file url: URL) {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        value = url
        file = (url, type)
        provider = nil
        // The contents first: a receiver of data (or of the file's type) wants them, not the
        // URL's bytes; URL receivers take the value itself.
        representations = [
            Representation(contentType: type, data: { try Data(contentsOf: url) }),
            Representation(contentType: .fileURL, data: { Data(url.absoluteString.utf8) }),
        ]
    }

    /// Text from outside (text dropped from another application).
    init(text: String) {
        value = text
        file = nil
        provider = nil
        representations = [Representation(contentType: .utf8PlainText, data: { Data(text.utf8) })]
    }

    /// Whether the item can be had as a `T` (decided without loading anything).
    func conforms<T: Transferable>(to type: T.Type) -> Bool {
        if value is T { return true }
        return T.transferEntries.contains { route(for: $0) != nil }
    }

    /// Whether the item can be had as one of `types`.
    func conforms(toAnyOf types: [UTType]) -> Bool {
        representations.contains { item in types.contains { item.contentType.conforms(to: $0) } }
    }

    /// The item as a `T`, or nil when it cannot be had as one (or loading failed).
    func load<T: Transferable>(_ type: T.Type) async -> T? {
        if let value = value as? T { return value }
        for entry in T.transferEntries {
            guard let route = route(for: entry) else { continue }
            if let loaded = try? await route() { return loaded }
        }
        return nil
    }

    /// How to import the item through `entry`, if one of its types fits.
    private func route<T>(for entry: _TransferEntry<T>) -> (() async throws -> T)? {
        if let importFile = entry.importFile, let file, file.contentType.conforms(to: entry.contentType) {
            let received = ReceivedTransferredFile(file: file.url, isOriginalFile: true)
            return { try await importFile(received) }
        }
        guard let importData = entry.importData,
            let representation = representations.first(where: { $0.contentType.conforms(to: entry.contentType) })
        else { return nil }
        return { try await importData(try await representation.data()) }
    }

    /// An item provider offering the item's representations (for `onDrop` and `onInsert`).
    func itemProvider() -> NSItemProvider {
        if let provider { return provider }
        let provider = NSItemProvider()
        provider.suggestedName = file?.url.lastPathComponent
        for representation in representations {
            if let file, representation.contentType == file.contentType {
                // The file itself, which loads in place (`loadInPlaceFileRepresentation`)
                // rather than as a copy; from a task, as the other dropped representations.
                let url = file.url
                provider.registerFileRepresentation(for: file.contentType, openInPlace: true) { completion in
                    nonisolated(unsafe) let completion = completion
                    Task { completion(url, false, nil) }
                    return nil
                }
            } else {
                provider.registerDataRepresentation(for: representation.contentType, loading: representation.data)
            }
        }
        return provider
    }
}
