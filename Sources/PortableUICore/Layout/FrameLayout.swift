import Foundation

/// The layout of `frame(width:height:alignment:)`.
///
/// 1. With both dimensions fixed, the frame has exactly that size and the child's size does
///    not matter; otherwise the child is proposed the fixed dimensions and the frame's
///    proposal for the others, and the frame takes the child's size in those.
/// 2. The child is aligned in the frame on the alignment's guides (it may overflow).
/// 3. Fixed edges reset the spacing preferences of the child to the default (a spacer
///    child keeps its own).
public struct _FrameLayout: Layout, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = Self.validated(width, "width")
        self.height = Self.validated(height, "height")
        self.alignment = alignment
    }

    private static func validated(_ length: CGFloat?, _ name: String) -> CGFloat? {
        guard let length else { return nil }
        guard length.isFinite, length >= 0 else {
            Diagnostics.report("Invalid frame dimension (negative or non-finite): \(name) \(formatLength(length)) is ignored.")
            return nil
        }
        return length
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        guard let child = subviews.nodes.first else {
            return CGSize(width: width ?? 0, height: height ?? 0)
        }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The child's dependence, less the fixed dimensions: they neither depend on the proposal
    /// nor pass it on.
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        var fixed: Axis.Set = []
        if width != nil { fixed.insert(.horizontal) }
        if height != nil { fixed.insert(.vertical) }
        if fixed == [.horizontal, .vertical] { return [] }
        return (subviews.nodes.first?.proposalDependence ?? []).fixing(fixed)
    }

    /// The fixed dimensions: the child is proposed them whatever the frame's proposal.
    var axesWithFixedSubviewProposals: Axis.Set {
        var axes: Axis.Set = []
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        return axes
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let proposal = childProposal(proposal)
        for index in subviews.indices {
            placeAligned(subviews[index], in: bounds, proposal: proposal, alignment: alignment)
        }
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        spacingBox(subviews).spacing
    }

    /// The spacing preferences in their box: the child's, with the edges of the fixed
    /// dimensions reset (see ``frameSpacingBox(_:resetting:)``).
    func spacingBox(_ subviews: Subviews) -> ViewSpacingBox {
        var fixed: Edge.Set = []
        if width != nil { fixed.formUnion(.horizontal) }
        if height != nil { fixed.formUnion(.vertical) }
        return frameSpacingBox(subviews, resetting: fixed)
    }
}

/// The spacing of a frame, in its box: its child's, with the constrained edges reset to the
/// default. A spacer keeps its own preferences (a framed spacer still prefers no gap), as in
/// SwiftUI.
func frameSpacingBox(_ subviews: LayoutSubviews, resetting edges: Edge.Set) -> ViewSpacingBox {
    guard let child = subviews.first else { return .standard }
    if child.node.box.layoutType == _SpacerLayout.self { return child.node.spacingBox }
    // With every edge reset the child's preferences do not show: they are not computed.
    if edges == .all { return .standard }
    return child.node.spacingBox.resetting(edges)
}

/// Places `child` in `bounds` so that its alignment guides meet those of `bounds`.
func placeAligned(_ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
    let dimensions = child.dimensions(in: proposal)
    let frame = ViewDimensions(size: bounds.size, node: nil, proposal: proposal)
    // (The size is the one the dimensions were measured at: it is not asked for again.)
    LayoutSubviews.place(
        child.node,
        at: CGPoint(
            x: bounds.minX + frame[alignment.horizontal.key] - dimensions[alignment.horizontal],
            y: bounds.minY + frame[alignment.vertical.key] - dimensions[alignment.vertical]),
        size: dimensions.size, proposal: proposal, recorder: child.recorder)
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// A dimension you leave `nil` takes this view's sizing behaviour.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier(_FrameLayout(width: width, height: height, alignment: alignment)))
    }

    /// Positions this view within an invisible frame (deprecated form without arguments).
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}
