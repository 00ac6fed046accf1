import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let nodes: Slice<SubviewList>
    /// Where `place(at:anchor:proposal:)` writes: the subview nodes themselves, or a recorder
    /// when the engine only asks where the layout would put them.
    let recorder: PlacementRecorder?
    /// The node whose layout these are the subviews of, for the built-in layouts that read
    /// its placed geometry (the bars read its safe-area insets). It is passed with the
    /// subviews, not kept anywhere, so that it is always the node being laid out. (Not
    /// retained: it is read only by those layouts while the node runs them, and every layout
    /// call makes or copies subviews, so holding it would cost each of them a retain.)
    unowned(unsafe) let container: LayoutNode?

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    /// The size the nearest enclosing container (the window, a scroll view, a navigation
    /// stack, a list…) offers the views in it, as the layout pass in progress places them:
    /// what `containerRelativeFrame` measures against.
    var containerSize: CGSize? { LayoutPass.current.containerSizes.last }

    init(
        nodes: Slice<SubviewList>, recorder: PlacementRecorder?, layoutDirection: LayoutDirection,
        container: LayoutNode? = nil
    ) {
        self.nodes = nodes
        self.recorder = recorder
        self.layoutDirection = layoutDirection
        self.container = container
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, recorder: recorder)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes[bounds], recorder: recorder, layoutDirection: layoutDirection, container: container)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }

    /// Places the subview `node` (what `LayoutSubview.place(at:anchor:proposal:)` does): the
    /// placement goes to the node, or to the recorder when there is one.
    @inline(__always)
    static func place(
        _ node: LayoutNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize,
        recorder: PlacementRecorder?
    ) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        place(node, at: origin, size: size, proposal: proposal, recorder: recorder)
    }

    /// Places the subview `node` with its top-leading corner at `origin`, given its size for
    /// `proposal` (which the caller already asked for).
    @inline(__always)
    static func place(
        _ node: LayoutNode, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, recorder: PlacementRecorder?
    ) {
        let placement = Placement(origin: origin, size: size, proposal: proposal)
        if let recorder {
            recorder.placements.append((node, placement))
        } else {
            PendingPlacements.receive(placement, for: node)
        }
    }

    /// Runs `place` against a recorder and merges the explicit values of `key` of the
    /// placed subviews into one value in the coordinates of `bounds`.
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, place: (LayoutSubviews) -> Void
    ) -> CGFloat? {
        guard nodes.contains(where: { $0.hasExplicitGuides(for: key) }) else { return nil }
        let recording = PlacementRecorder()
        place(LayoutSubviews(nodes: nodes, recorder: recording, layoutDirection: layoutDirection, container: container))
        var values: [CGFloat] = []
        for (node, placement) in recording.placements {
            guard let value = node.explicitAlignment(key, size: placement.size, proposal: placement.proposal) else {
                continue
            }
            let origin = key.axis == .horizontal ? placement.origin.x - bounds.minX : placement.origin.y - bounds.minY
            values.append(origin + value)
        }
        return key.combine(values)
    }
}

/// Where a layout put a subview: its origin in the container's bounds space, its size and
/// the proposal it was given.
struct Placement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
    /// Whether the container leaves the subview out (not drawn, not found, not hit).
    var isCollapsed = false
}

/// Collects placements instead of applying them.
final class PlacementRecorder {
    var placements: [(LayoutNode, Placement)] = []
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder?

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        // A subtree without explicit guides answers every guide with its default value, so
        // the dimensions need not ask it (nor hold it).
        ViewDimensions(
            size: node.sizeThatFits(proposal), node: node.hasExplicitGuides ? node : nil, proposal: proposal)
    }

    /// The layout priority of the subview.
    public var priority: Double { node.traits.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Gets the value for the subview that's associated with the specified key.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.value(key)
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        LayoutSubviews.place(node, at: position, anchor: anchor, proposal: proposal, recorder: recorder)
    }

    /// Leaves the subview out of this placement: a container that shows only some of its
    /// subviews (like `ViewThatFits`) collapses the others.
    func collapse(at position: CGPoint) {
        let placement = Placement(origin: position, size: .zero, proposal: .zero, isCollapsed: true)
        if let recorder {
            recorder.placements.append((node, placement))
        } else {
            PendingPlacements.receive(placement, for: node)
        }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}
