import Foundation

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
class BodyNode: DynamicPropertyHost, CompositeNodeProtocol {
    var inputs: _ViewInputs
    private(set) var isDirty = false
    private var isUnmounted = false

    init(inputs: _ViewInputs) {
        self.inputs = inputs
    }

    /// Builds or updates the content (overridden by each kind of node).
    @MainActor
    func evaluateContent() {
        preconditionFailure("\(type(of: self)) does not evaluate content")
    }

    /// Evaluates the content now and marks the node clean.
    @MainActor
    final func evaluate() {
        isDirty = false
        evaluateContent()
    }

    // Rule 1
    override final func invalidateBody() {
        guard !isUnmounted else { return }
        guard !isDirty else {
            inputs.updates?.recordCurrentTransaction()
            return
        }
        isDirty = true
        inputs.updates?.schedule(self)
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
    override func unmount() {
        isUnmounted = true
        super.unmount()
    }
}
