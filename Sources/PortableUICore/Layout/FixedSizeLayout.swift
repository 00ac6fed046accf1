import Foundation

/// The layout of `fixedSize(horizontal:vertical:)`: the child is proposed `nil` (its ideal
/// size) on the fixed axes and the proposal on the others, and the view reports the child's size.
public struct _FixedSizeLayout: Layout, Equatable {
    let horizontal: Bool
    let vertical: Bool

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            child.place(at: bounds.origin, proposal: childProposal(proposal))
        }
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_LayoutModifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

extension _FixedSizeLayout: LayoutPriorityForwarding {}
