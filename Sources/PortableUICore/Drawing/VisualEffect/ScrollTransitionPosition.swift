import Foundation

/// Where a placed view is in the visible region of its nearest enclosing scroll view, along
/// the transition's axis: the edge it is nearer (by its center against the scroll view's)
/// and how far it has come in past that edge toward the threshold.
struct ScrollTransitionPosition {
    /// `.topLeading` or `.bottomTrailing`.
    let edge: ScrollTransitionPhase
    /// 0 while the view is hidden beyond the edge, 1 once it has reached the threshold,
    /// linear in between.
    let progress: Double

    /// The position of `node`, or nil when it is in no scroll view or its geometry is not
    /// finite.
    @MainActor
    init?(
        of node: LayoutNode, axis: Axis?, topLeading: ScrollTransitionConfiguration.Threshold,
        bottomTrailing: ScrollTransitionConfiguration.Threshold
    ) {
        guard let scrollView = Self.enclosingScrollView(of: node), let state = scrollView.scrollState else { return nil }
        let vertical = (axis ?? (state.axes == .horizontal ? .horizontal : .vertical)) == .vertical
        let view = node.frame
        let container = scrollView.frame
        let (viewMin, viewMax) = vertical ? (view.minY, view.maxY) : (view.minX, view.maxX)
        let (containerMin, containerMax) = vertical ? (container.minY, container.maxY) : (container.minX, container.maxX)
        guard [viewMin, viewMax, containerMin, containerMax].allSatisfy({ $0.isFinite }) else { return nil }
        let nearTopLeading = viewMin + viewMax < containerMin + containerMax
        // How far the view has moved in past the edge it is nearer.
        let entered = Double(nearTopLeading ? viewMax - containerMin : containerMax - viewMin)
        let threshold = (nearTopLeading ? topLeading : bottomTrailing).distance(
            viewLength: Double(viewMax - viewMin), containerLength: Double(containerMax - containerMin))
        edge = nearTopLeading ? .topLeading : .bottomTrailing
        progress = threshold > 0 ? Swift.min(Swift.max(entered / threshold, 0), 1) : (entered > threshold ? 1 : 0)
    }

    /// The nearest scroll view the node is inside (not the node itself).
    private static func enclosingScrollView(of node: LayoutNode) -> LayoutNode? {
        var current = node.layoutParent
        while let candidate = current {
            if candidate.scrollState != nil { return candidate }
            current = candidate.layoutParent
        }
        return nil
    }
}
