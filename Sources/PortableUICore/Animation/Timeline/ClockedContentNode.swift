import Foundation

/// A node whose one child is content it builds for the graph's clock (``TimelineNode``,
/// ``AnimatableNode``): while mounted, a node that is ``TimelineDriven`` is registered with the
/// graph's ``TimelineRegistry``, and it leaves it when unmounted.
class ClockedContentNode: BodyNode {
    /// The node of the content last built.
    var content: _ViewNode?

    @MainActor override func unmount() {
        if let driven = self as? any TimelineDriven {
            MainActor.assumeIsolated { inputs.graph?.timelines.remove(driven) }
        }
        super.unmount()
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        content?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
    }
}
