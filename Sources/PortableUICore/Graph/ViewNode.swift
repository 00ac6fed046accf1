/// A persistent node of the view graph.
///
/// The graph keeps one node per view in the hierarchy, identified by its structural position
/// (and explicit `id`). Re-running an update with new view values reuses the nodes whose
/// identity is unchanged. Nodes that take part in layout are ``LayoutNode``s; the others
/// (custom views, tuples, conditionals, `ForEach`…) are transparent and contribute the layout
/// nodes below them to the container above.
public class _ViewNode {
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
}

/// The node of a view that contributes nothing.
final class EmptyNode: _ViewNode {}
