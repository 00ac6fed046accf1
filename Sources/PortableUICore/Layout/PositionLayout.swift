import Foundation

/// The layout of `position(x:y:)`.
///
/// 1. The view takes the whole proposal (an unspecified dimension falls back to the child's).
/// 2. The child is proposed that size and placed with its centre at the point, in the
///    view's own coordinates.
/// 3. It has the default spacing preferences (its child's are not projected).
public struct _PositionLayout: Layout, Equatable {
    let position: CGPoint

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    /// A position view prefers the default spacing on every edge, whatever its child prefers.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        ViewSpacing()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            child.place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        let finite = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        if finite != position { Diagnostics.report("Invalid position (NaN or infinite) is treated as 0.") }
        return modifier(_LayoutModifier(_PositionLayout(position: finite)))
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
