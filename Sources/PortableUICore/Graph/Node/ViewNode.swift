/// A persistent node of the view graph.
///
/// The graph keeps one node per view in the hierarchy, identified by its structural position
/// (and explicit `id`). Re-running an update with new view values reuses the nodes whose
/// identity is unchanged. Nodes that take part in layout are ``LayoutNode``s; the others
/// (custom views, tuples, conditionals, `ForEach`…) are transparent and contribute the layout
/// nodes below them to the container above.
public class _ViewNode {
    /// The structural parent (set when the parent reconciles this node). Unowned, not
    /// unsafe: a node that outlives its parent (a task still holds it) keeps the parent's
    /// memory, never a dangling pointer; it is read only while the node is mounted.
    unowned var parent: _ViewNode?

    /// Appends the layout nodes this node contributes to its container, in order.
    func collectUnits(into units: inout [LayoutNode]) {}

    /// The layout nodes this node contributes to its container.
    final var units: [LayoutNode] {
        var units: [LayoutNode] = []
        collectUnits(into: &units)
        return units
    }

    /// Visits each structural child (for inspection and later passes).
    func forEachChild(_ body: (_ViewNode) -> Void) {}

    /// Called when the layout nodes a child contributes changed after the child was updated
    /// on its own (a state change); transparent nodes pass it up to the container.
    func childUnitsChanged() {
        parent?.childUnitsChanged()
    }

    /// Builds or updates the child of the branch `code` of the conditional content whose
    /// node this is (see `BranchNode`).
    @MainActor
    func reconcileBranch<V: View>(_ view: V, code: Int, _ inputs: _ViewInputs) {
        preconditionFailure("\(type(of: self)) is not the node of conditional content")
    }

    /// Shows no child, for the branch `code` of the conditional content whose node this is.
    @MainActor func clearBranch(code: Int) {
        preconditionFailure("\(type(of: self)) is not the node of conditional content")
    }

    /// Called when the node leaves the graph: lifecycle nodes fire `onDisappear` and cancel
    /// their tasks; everything below is unmounted too.
    @MainActor func unmount() {
        forEachChild { $0.unmount() }
    }
}

/// The node of a view that contributes nothing.
final class EmptyNode: _ViewNode {}

/// A node with one content child whose layout nodes it passes on unchanged: the node of a
/// modifier that adds no layout (traits, environment, lifecycle, input, render effects…).
class PassThroughNode: _ViewNode {
    var content: _ViewNode?

    override func collectUnits(into units: inout [LayoutNode]) {
        content?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
    }
}
