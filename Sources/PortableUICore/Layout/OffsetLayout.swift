import Foundation

/// The layout of `offset(x:y:)`: the view keeps its size and alignment guides; only where its
/// content appears moves.
public struct _OffsetLayout: Layout, Equatable {
    let offset: CGSize

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            child.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
        }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}

extension View {
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        let finite = CGSize(
            width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        if finite != offset { Diagnostics.report("Invalid offset (NaN or infinite) is treated as 0.") }
        return modifier(_LayoutModifier(_OffsetLayout(offset: finite)))
    }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}

extension _OffsetLayout: LayoutPriorityForwarding {}
