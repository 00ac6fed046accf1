import Foundation
import Synchronization

/// A node whose content is built by evaluating its view (a custom view's `body`, a
/// timeline's content for its date), and evaluated again on its own when something it read
/// changes.
///
/// Rules:
/// 1. A change (state, an observed property, a timeline entry) marks the node dirty and
///    queues it in the graph's update queue once; a change to a node already dirty only adds
///    its transaction's animation to the pending update, so an animated change is never lost
///    behind a plain one made in the same update.
/// 2. The graph calls ``updateIfDirty()`` shallowest first: the node evaluates its content
///    again, in the transaction scope it was built in, and tells the container above when the
///    layout nodes it contributes changed.
/// 3. An unmounted node ignores changes.
/// 4. A change may arrive on any thread (a model changed by a background task, a stored
///    setting written by another process): ``invalidateBody()`` is thread-safe, through the
///    node's atomic state and the graph's locked update queue; everything else is the main
///    actor's.
class BodyNode: DynamicPropertyHost, CompositeNodeProtocol {
    var inputs: _ViewInputs
    /// ``dirtyFlag`` and ``unmountedFlag``, changed atomically (rule 4).
    private let state = Atomic<UInt8>(0)
    private static let dirtyFlag: UInt8 = 1
    private static let unmountedFlag: UInt8 = 2

    /// Whether the node waits to be evaluated again.
    final var isDirty: Bool { state.load(ordering: .acquiring) & Self.dirtyFlag != 0 }
    private var isUnmounted: Bool { state.load(ordering: .acquiring) & Self.unmountedFlag != 0 }

    /// The graph's update queue, which a change from any thread reaches (``inputs`` is the
    /// main actor's; the queue is the graph's for the node's life).
    private let updates: UpdateQueue?

    init(inputs: _ViewInputs) {
        self.inputs = inputs
        updates = inputs.updates
    }

    /// Builds or updates the content (overridden by each kind of node).
    @MainActor
    func evaluateContent() {
        preconditionFailure("\(type(of: self)) does not evaluate content")
    }

    /// Evaluates the content now and marks the node clean.
    @MainActor
    final func evaluate() {
        state.bitwiseAnd(~Self.dirtyFlag, ordering: .acquiringAndReleasing)
        evaluateContent()
    }

    // Rule 1
    override final func invalidateBody() {
        let before = state.bitwiseOr(Self.dirtyFlag, ordering: .acquiringAndReleasing).oldValue
        if before & Self.unmountedFlag != 0 { return }
        if before & Self.dirtyFlag != 0 {
            updates?.recordCurrentTransaction()
            return
        }
        updates?.schedule(self)
    }

    // Rule 2
    @MainActor
    final func updateIfDirty() {
        guard isDirty, !isUnmounted else { return }
        let before = units
        // Evaluated on its own, the node is in the transaction scope it was built in.
        TransactionScope.reconcile(in: inputs.transactionScope) { evaluate() }
        let after = units
        if before.count != after.count || zip(before, after).contains(where: { $0 !== $1 }) {
            parent?.childUnitsChanged()
        }
    }

    final var depth: Int { inputs.depth }

    override final var environment: EnvironmentValues { inputs.environment }

    // Rule 3
    @MainActor override func unmount() {
        state.bitwiseOr(Self.unmountedFlag, ordering: .acquiringAndReleasing)
        super.unmount()
    }
}
