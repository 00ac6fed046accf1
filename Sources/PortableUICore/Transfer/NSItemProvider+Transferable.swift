import Foundation
import UniformTypeIdentifiers

// CoreTransferable's additions to NSItemProvider.

extension NSItemProvider {
    /// Asynchronously loads a value of a transferable type, through the first of the type's
    /// importing representations that a registered type conforms to. The completion handler
    /// is called from a task, with an error in ``errorDomain`` when no representation fits
    /// or loading fails. The progress completes when the handler runs; cancelling it first
    /// gives the handler Apple's cancellation error (and drops the value loaded). (Not
    /// `@discardableResult`, as Apple's.)
    public func loadTransferable<T: Transferable>(
        type transferableType: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
        let item = TransferItem(provider: self)
        let wanted = T.importableContentTypes.first?.identifier ?? "\(T.self)"
        let load = NSItemProviderLoad { completionHandler(.failure($0)) }
        Task {
            nonisolated(unsafe) let loaded = await item.load(T.self)
            load.finish { completionHandler(loaded.map { .success($0) } ?? .failure(Self.error(.itemUnavailableError, wanted))) }
        }
        return load.progress
    }

    /// Adds the representations of a transferable value: each type it exports, most preferred
    /// first. The value is made (and exported, in a task) when one of them is loaded.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        for entry in T.transferEntries {
            guard let export = entry.exportData else { continue }
            registerDataRepresentation(for: entry.contentType) { try await export(transferable()) }
        }
    }
}
