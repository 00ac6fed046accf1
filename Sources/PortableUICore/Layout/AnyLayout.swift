import Foundation

/// A type-erased instance of the layout protocol.
///
/// Switching the layout of an `AnyLayout` container keeps the identity (and state) of its
/// subviews.
public struct AnyLayout: Layout {
    let storage: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? layout
    }

    /// The wrapped layout's box, kept while the wrapped type stays the same.
    public struct Cache {
        var box: AnyLayoutBox
    }

    public static var _explicitGuidesComeFromSubviews: Bool { false }

    /// The stack orientation of the wrapped layout, which spacers and dividers inside an
    /// `AnyLayout` container follow.
    var stackOrientation: Axis? { type(of: storage).layoutProperties.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(box: Self.makeBox(storage))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if !Self.update(cache.box, with: storage) {
            cache.box = Self.makeBox(storage)
        }
        cache.box.markCacheStale()
    }

    private static func makeBox<L: Layout>(_ layout: L) -> AnyLayoutBox { LayoutBox(layout) }

    private static func update<L: Layout>(_ box: AnyLayoutBox, with layout: L) -> Bool {
        guard let typed = box as? LayoutBox<L> else { return false }
        _ = typed.update(layout)
        return true
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.box.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.box.placeSubviews(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.box.spacing(subviews)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        cache.box.explicitAlignment(guide.key, in: bounds, proposal, subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        cache.box.explicitAlignment(guide.key, in: bounds, proposal, subviews)
    }
}
