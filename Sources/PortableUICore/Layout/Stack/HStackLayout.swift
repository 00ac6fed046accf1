import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// The layout behind `HStack`; see ``StackLayoutCore`` for the algorithm.
public struct HStackLayout: Layout, Equatable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for their preferred spacing.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = StackLayoutCore.validated(spacing)
    }

    var core: StackLayoutCore { StackLayoutCore(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { core.makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        core.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        core.spacing(subviews)
    }

    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        core.proposalDependence(subviews)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        core.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
