import Foundation

/// The layout of `padding(_:_:)`.
///
/// 1. The child is proposed the proposal minus the insets (unspecified stays unspecified,
///    never below zero).
/// 2. The padded view is the child's size plus the insets (never below zero, as negative
///    insets can make it); the child sits at (leading, top).
/// 3. Edges with a non-zero inset reset the child's spacing preferences to the default.
public struct _PaddingLayout: Layout, Equatable {
    /// The default padding: 16 points on every edge, as on iOS.
    static let defaultInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

    let insets: EdgeInsets

    init(edges: Edge.Set, insets: EdgeInsets?) {
        let chosen = (insets ?? Self.defaultInsets).restricted(to: edges)
        self.insets = Self.validated(chosen)
    }

    private static func validated(_ insets: EdgeInsets) -> EdgeInsets {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        guard values.allSatisfy(\.isFinite) else {
            Diagnostics.report("Invalid padding (NaN or infinite) is treated as 0.")
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            return EdgeInsets(
                top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
                trailing: finite(insets.trailing))
        }
        return insets
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - insets.horizontal, 0) },
            height: proposal.height.map { Swift.max($0 - insets.vertical, 0) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.nodes.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: Swift.max(child.width + insets.horizontal, 0), height: Swift.max(child.height + insets.vertical, 0))
    }

    /// The child's: each length is the child's plus the insets, for the proposal less the insets.
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        subviews.nodes.first?.proposalDependence ?? []
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origin = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        let proposal = childProposal(proposal)
        for index in subviews.indices {
            subviews[index].place(at: origin, proposal: proposal)
        }
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        spacingBox(subviews).spacing
    }

    /// The spacing preferences in their box: the child's, with the padded edges reset.
    func spacingBox(_ subviews: Subviews) -> ViewSpacingBox {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        // With every edge padded the child's preferences do not show: they are not computed.
        if padded == .all { return .standard }
        return (subviews.first?.node.spacingBox ?? .standard).resetting(padded)
    }
}

extension View {
    /// Adds a different padding amount to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier(_PaddingLayout(edges: .all, insets: insets)))
    }

    /// Adds an equal padding amount to specific edges of this view; `nil` uses the default (16).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_LayoutModifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, $0) })))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the tight default padding (8 points) to every edge.
    public func _tightPadding() -> some View {
        padding(8)
    }
}
