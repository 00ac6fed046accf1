import Foundation

extension ViewHost {
    /// Scrolls a scroll view by `delta` points (positive y scrolls down), as a user's drag or
    /// wheel would, clamped to its content. `identifier` picks the scroll view marked with
    /// that accessibility identifier; without one, the first scroll view is scrolled.
    public func scroll(by delta: CGPoint, in identifier: String? = nil) {
        layoutIfNeeded()
        guard let scrollView = scrollView(identifier) else {
            Diagnostics.report("scroll(by:): no scroll view\(identifier.map { " marked \"\($0)\"" } ?? "") to scroll.")
            return
        }
        if scrollView.scroll(by: delta) { setNeedsLayout() }
        layoutIfNeeded()
    }

    /// Scrolls a scroll view so that its content offset is `offset`, clamped to its content
    /// (programmatically: no paging or view alignment applies).
    public func scroll(to offset: CGPoint, in identifier: String? = nil) {
        layoutIfNeeded()
        guard let scrollView = scrollView(identifier) else {
            Diagnostics.report("scroll(to:): no scroll view\(identifier.map { " marked \"\($0)\"" } ?? "") to scroll.")
            return
        }
        if scrollView.setOffset(offset) { setNeedsLayout() }
        layoutIfNeeded()
    }

    /// The content offset of a scroll view (the first one, or the one marked `identifier`).
    public func contentOffset(of identifier: String? = nil) -> CGPoint? {
        layoutIfNeeded()
        return scrollView(identifier)?.scrollState?.offset
    }

    private func scrollView(_ identifier: String?) -> LayoutNode? {
        var found: LayoutNode?
        forEachNode { node in
            guard found == nil, node.scrollState != nil else { return }
            if identifier == nil || node.accessibilityIdentifier == identifier { found = node }
        }
        return found
    }
}
