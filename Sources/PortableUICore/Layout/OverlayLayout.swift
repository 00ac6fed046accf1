import Foundation

/// The layout of `overlay` and `background`: the primary view alone decides the size; the
/// secondary view is proposed the primary's size and aligned with it.
///
/// Subview order is drawing order: for an overlay the primary comes first, for a background
/// the secondary. Spacing and explicit guides are the primary's.
public struct _OverlayLayout: Layout, Equatable {
    let alignment: Alignment
    let isBackground: Bool

    private var primaryIndex: Int { isBackground ? 1 : 0 }
    private var secondaryIndex: Int { isBackground ? 0 : 1 }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func primary(_ subviews: Subviews) -> LayoutSubview? {
        let index = subviews.startIndex + primaryIndex
        return index < subviews.endIndex ? subviews[index] : nil
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        primary(subviews)?.sizeThatFits(proposal) ?? .zero
    }

    /// The primary view's.
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        primary(subviews)?.node.proposalDependence ?? []
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = primary(subviews) else { return }
        let main = primary.dimensions(in: proposal)
        primary.place(at: bounds.origin, proposal: proposal)
        let index = subviews.startIndex + secondaryIndex
        guard index < subviews.endIndex else { return }
        let secondary = subviews[index]
        let secondaryProposal = ProposedViewSize(bounds.size)
        let dimensions = secondary.dimensions(in: secondaryProposal)
        secondary.place(
            at: CGPoint(
                x: bounds.minX + main[alignment.horizontal] - dimensions[alignment.horizontal],
                y: bounds.minY + main[alignment.vertical] - dimensions[alignment.vertical]),
            proposal: secondaryProposal)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        primary(subviews)?.spacing ?? ViewSpacing()
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        primary(subviews)?.dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        primary(subviews)?.dimensions(in: proposal)[explicit: guide]
    }
}

/// The modifier behind `overlay` and `background`: the secondary content is laid out as a
/// `ZStack` with the alignment, once per view of the primary content.
public struct _OverlayModifier<Secondary: View>: ViewModifier {
    public typealias Body = Never
    let secondary: Secondary
    let layout: _OverlayLayout

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let modified = node as? ModifierNode ?? ModifierNode()
        modified.content = reconcileChild(content, modified.content, inputs.insideLayoutNode)
        var secondaryInputs = inputs.insideLayoutNode
        secondaryInputs.stackAxis = nil
        let stack = ZStack(alignment: modifier.layout.alignment) { modifier.secondary }
        modified.updateInstances(
            modifier.layout, viewType: Self.self, inputs: inputs,
            secondary: { reconcileChild(stack, $0, secondaryInputs) },
            secondaryFirst: modifier.layout.isBackground)
        return modified
    }
}

extension View {
    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), layout: _OverlayLayout(alignment: alignment, isBackground: false)))
    }

    /// Layers a secondary view in front of this view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: overlay, layout: _OverlayLayout(alignment: alignment, isBackground: false)))
    }

    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), layout: _OverlayLayout(alignment: alignment, isBackground: true)))
    }

    /// Layers the given view behind this view. (A value that is also a shape style, like a
    /// `Color`, picks the shape-style overload, which extends into the safe area.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(
            _OverlayModifier(secondary: background, layout: _OverlayLayout(alignment: alignment, isBackground: true)))
    }

    /// Adds a border to this view with the specified style and width, drawn inside its bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

extension _OverlayLayout: LayoutPriorityForwarding {}
