import Foundation

/// A type-erased layout together with its cache: the one virtual call the engine makes into
/// a node's layout.
class AnyLayoutBox {
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        preconditionFailure("abstract")
    }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        preconditionFailure("abstract")
    }
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { preconditionFailure("abstract") }
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        preconditionFailure("abstract")
    }
    /// Marks the layout's cache for `updateCache` before its next use.
    func markCacheStale() {}
    var stackOrientation: Axis? { nil }
    /// Whether the subviews' subtrees are placed last to first (a background is placed after
    /// the view it is behind, so that it can read that view's preferences).
    var placesLastSubviewFirst: Bool { false }
    /// The node's frame for the frame its container gave it (a safe-area-ignoring layout
    /// extends it into the unsafe area).
    func adjustedFrame(_ frame: CGRect, safeArea: CGRect, window: CGRect) -> CGRect { frame }
    /// The safe rectangle the subviews are placed in, given the node's own.
    func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect { safeArea }
    /// Whether the layout may define explicit guides of its own (beyond its subviews').
    var definesOwnExplicitGuides: Bool { true }
    var layoutType: Any.Type { Void.self }
}

/// The concrete box for a layout of type `L`.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    private(set) var layout: L
    private var cache: L.Cache?
    private var cacheIsStale = false

    init(_ layout: L) {
        self.layout = layout
    }

    /// Replaces the layout value; returns whether it may lay out differently.
    func update(_ newLayout: L) -> Bool {
        let changed = !areEqual(layout, newLayout)
        layout = newLayout
        if changed { cacheIsStale = true }
        return changed
    }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache == nil {
            cache = layout.makeCache(subviews: subviews)
        } else if cacheIsStale {
            layout.updateCache(&cache!, subviews: subviews)
        }
        cacheIsStale = false
        return body(&cache!)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &cache)
            }
            return layout.explicitAlignment(
                of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func markCacheStale() {
        if cache != nil { cacheIsStale = true }
    }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    override var placesLastSubviewFirst: Bool { (layout as? _OverlayLayout)?.isBackground ?? false }

    override func adjustedFrame(_ frame: CGRect, safeArea: CGRect, window: CGRect) -> CGRect {
        (layout as? FrameAdjustingLayout)?.adjustedFrame(frame, safeArea: safeArea, window: window) ?? frame
    }

    override func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        (layout as? SafeAreaAdjustingLayout)?.safeAreaForSubviews(safeArea, in: frame) ?? safeArea
    }
    override var definesOwnExplicitGuides: Bool { !L._explicitGuidesComeFromSubviews }
    override var layoutType: Any.Type { L.self }
}

/// Whether two values are equal, for types that are `Equatable`; `false` for others, which
/// are then treated as changed.
func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let equatable = lhs as? any Equatable else { return false }
    return equatable.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
