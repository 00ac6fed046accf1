import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
///
/// Its minimum length defaults to the system spacing (8), it prefers no gap next to itself,
/// and it gets space only after every other child of its stack (its layout priority is −∞).
public struct Spacer: View {
    public typealias Body = Never
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let isNew = !(node is LayoutNode)
        let leaf = reconcileLeaf(Spacer.self, _SpacerLayout(minLength: view.minLength, axis: inputs.stackAxis), node, inputs)
        if isNew { leaf.traits.setLowestPriority() }
        return leaf
    }
}

/// The layout of a `Spacer`: `max(proposal, minLength)` along the stack axis and 0 across it;
/// `max(proposal, minLength)` on both axes outside a stack. An unspecified proposal gives the
/// minimum length.
public struct _SpacerLayout: Layout, Equatable {
    let minLength: CGFloat?
    let axis: Axis?

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private var minimum: CGFloat {
        guard let minLength, minLength.isFinite else { return ViewSpacing.defaultValue }
        return Swift.max(minLength, 0)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func expand(_ length: CGFloat?) -> CGFloat { Swift.max(length ?? -.infinity, minimum) }
        switch axis {
        case .horizontal: return CGSize(width: expand(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: expand(proposal.height))
        case nil: return CGSize(width: expand(proposal.width), height: expand(proposal.height))
        }
    }

    /// Along the stack axis only (each axis outside a stack).
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        switch axis {
        case .horizontal: .widthOnWidth
        case .vertical: .heightOnHeight
        case nil: .separate
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    /// No gap along the stack axis (both axes outside a stack); no preference across it.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        switch axis {
        case .horizontal: ViewSpacing(0, on: .horizontal)
        case .vertical: ViewSpacing(0, on: .vertical)
        case nil: .zero
        }
    }
}
