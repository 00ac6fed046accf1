import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// 1. Each child in order is asked for its ideal size on the constrained axes (the proposal
///    is kept on the others).
/// 2. The first child whose ideal size fits the proposal on every constrained axis is chosen
///    (an unspecified proposal fits anything); if none fits, the last child is. With no
///    constrained axes the first child is chosen.
/// 3. The view has the chosen child's size for the proposal; the other children are not shown.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let layout: _ViewThatFitsLayout
    let content: Content

    /// Produces a view constrained in the given dimensions from the first child that fits.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        layout = _ViewThatFitsLayout(axes: axes)
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileContainer(ViewThatFits<Content>.self, view.layout, view.content, node, inputs)
    }
}

/// The layout of `ViewThatFits`.
public struct _ViewThatFitsLayout: Layout, Equatable {
    let axes: Axis.Set

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    // Step 1-2
    private func chosenIndex(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        guard !axes.isEmpty else { return subviews.startIndex }
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let idealProposal = ProposedViewSize(
            width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(idealProposal)
            let fitsWidth = !horizontal || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !vertical || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.index(before: subviews.endIndex)
    }

    // Step 3
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosenIndex(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = chosenIndex(proposal, subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: bounds.origin, proposal: proposal)
            } else {
                subviews[index].collapse(at: bounds.origin)
            }
        }
    }
}
