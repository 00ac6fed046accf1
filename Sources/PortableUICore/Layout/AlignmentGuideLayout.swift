import Foundation

/// The layout of `alignmentGuide(_:computeValue:)`: the view keeps its child's size and
/// position and gives the guide an explicit value computed from the child's dimensions.
public struct _AlignmentWritingLayout: Layout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            child.place(at: bounds.origin, proposal: proposal)
        }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        value(for: guide.key, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        value(for: guide.key, proposal: proposal, subviews: subviews)
    }

    private func value(for guide: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        guard guide == key else { return dimensions.explicitValue(guide) }
        let value = computeValue(dimensions)
        guard value.isFinite else {
            Diagnostics.report("An alignment guide computed \(formatLength(value)); the default value is used.")
            return nil
        }
        return value
    }
}

extension View {
    /// Sets the view's horizontal alignment guide to the value `computeValue` returns.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(_LayoutModifier(_AlignmentWritingLayout(key: g.key, computeValue: computeValue)))
    }

    /// Sets the view's vertical alignment guide to the value `computeValue` returns.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(_LayoutModifier(_AlignmentWritingLayout(key: g.key, computeValue: computeValue)))
    }
}

extension _AlignmentWritingLayout: LayoutPriorityForwarding {}
