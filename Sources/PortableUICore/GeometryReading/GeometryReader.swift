import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// 1. It takes the whole proposal (an unspecified dimension becomes 10), and it has the
///    standard spacing preferences and no explicit alignment guides.
/// 2. When placed, it builds its content with a proxy for its placed geometry, and places
///    the content at its top-leading corner, proposing its own size.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let reader = reconcileLeaf(GeometryReader<Content>.self, _GeometryReaderLayout(), node, inputs)
        let content = view.content
        reader.setNeedsPlacement()
        reader.contentBuilder = { node in
            MainActor.assumeIsolated {
                let proxy = GeometryProxy(node: node)
                node.content = reconcileChild(content(proxy), node.content, inputs)
                node.content?.parent = node
                node.replaceSubviewsDuringPlacement(node.content?.units ?? [])
            }
        }
        return reader
    }
}

/// The layout of a `GeometryReader`: the whole proposal; content at the top-leading corner.
public struct _GeometryReaderLayout: Layout, Equatable {
    public static var _explicitGuidesComeFromSubviews: Bool { true }

    /// The standard preferences, whatever the content: the content is built when the reader
    /// is placed, after its container has spaced it, so preferences taken from the content
    /// would make the first layout differ from every later one.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        ViewSpacing()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// None, whatever the content, for the reason of ``spacing(subviews:cache:)``: an
    /// alignment guide in the content would align the reader in every layout but the first.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    /// None, whatever the content (see the horizontal guides).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? { nil }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
public struct GeometryProxy {
    let node: LayoutNode

    /// The size of the container view.
    public var size: CGSize { node.frame.size }

    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { node.safeAreaInsets }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        node.frame(in: coordinateSpace)
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        node.frame(in: coordinateSpace.coordinateSpace)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local
    /// coordinate space, or nil when no ancestor defines it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let ancestor = node.ancestor(named: coordinateSpace.name) else { return nil }
        return ancestor.frame.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
    }

    /// Resolves the value of an anchor to the container view.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(in: node)
    }
}
