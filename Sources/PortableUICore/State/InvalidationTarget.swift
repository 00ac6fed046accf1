import Foundation

/// A node as change handlers that may run on any thread see it (Observation's `onChange`,
/// a stored setting's notification observer): weakly held, and only ever invalidated, which
/// is thread-safe (``BodyNode``, rule 4).
struct InvalidationTarget: @unchecked Sendable {
    private weak var host: DynamicPropertyHost?

    init(_ host: DynamicPropertyHost) {
        self.host = host
    }

    /// Marks the node's body for evaluation in the next update, if the node still exists.
    func invalidate() {
        host?.invalidateBody()
    }
}
