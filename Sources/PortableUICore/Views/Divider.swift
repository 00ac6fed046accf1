import Foundation

/// A visual element that can be used to separate other content.
///
/// A hairline (one pixel: `1 / displayScale` points) across the stack axis: vertical in an
/// `HStack`, horizontal elsewhere; it fills the space offered along its length.
public struct Divider: View {
    public typealias Body = Never

    public init() {}

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        // In an open menu a divider separates groups of items as a section does.
        if inputs.environment.menuContext != nil { return reconcileChild(_MenuSeparator(), node, inputs) }
        let thickness = inputs.environment.pixelLength
        let layout = _DividerLayout(isVertical: inputs.stackAxis == .horizontal, thickness: thickness)
        let leaf = reconcileLeaf(Divider.self, layout, node, inputs)
        leaf.drawing = ShapeDrawing.separator
        return leaf
    }
}

/// The layout of a `Divider`: its thickness across, the proposal (or 10) along its length.
public struct _DividerLayout: Layout, Equatable {
    let isVertical: Bool
    let thickness: CGFloat

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let flexible = proposal.replacingUnspecifiedDimensions()
        return isVertical
            ? CGSize(width: thickness, height: flexible.height) : CGSize(width: flexible.width, height: thickness)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
