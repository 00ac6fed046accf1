import Foundation

/// The layout of a symbol image: its size at the environment's font and image scale (or,
/// when resizable, the proposal with unspecified dimensions replaced by that size), with
/// text baselines where the font's baseline would be, so that
/// `HStack(alignment: .firstTextBaseline)` lines a symbol up with its label.
public struct _SymbolImageLayout: Layout, Equatable {
    let size: CGSize
    /// The distance from the top of the natural frame to the baseline.
    let baseline: CGFloat
    let isResizable: Bool

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline, size.height > 0 else { return nil }
        return bounds.minY + baseline * bounds.height / size.height
    }
}
