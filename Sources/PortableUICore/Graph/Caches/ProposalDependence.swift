/// Which dimensions of a proposal a view's size depends on, for each dimension of the size.
///
/// A layout node keys its size cache with the proposal dimensions its size depends on only:
/// a framed 10×10 leaf, or a stack of such leaves, answers every proposal from one entry, and
/// a grid row of cells that are flexible in width only answers every proposed height from
/// the entry of its width. The dependence is derived from the structure, never by sampling
/// proposals: each built-in layout says how its size follows from the proposal and from its
/// subviews' dependences (``Layout/_proposalDependence(subviews:)``); any other layout, and
/// any subtree that may define explicit alignment guides or reads its container's size,
/// depends on everything.
public struct _ProposalDependence: OptionSet, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The width depends on the proposed width.
    static let widthOnWidth = _ProposalDependence(rawValue: 1)
    /// The width depends on the proposed height.
    static let widthOnHeight = _ProposalDependence(rawValue: 2)
    /// The height depends on the proposed width.
    static let heightOnWidth = _ProposalDependence(rawValue: 4)
    /// The height depends on the proposed height.
    static let heightOnHeight = _ProposalDependence(rawValue: 8)

    /// Every dimension of the size may depend on every dimension of the proposal.
    public static let all: _ProposalDependence = [.widthOnWidth, .widthOnHeight, .heightOnWidth, .heightOnHeight]
    /// Each dimension of the size depends on the same dimension of the proposal only (shapes,
    /// colors: they take the length offered, or a default length when there is none).
    static let separate: _ProposalDependence = [.widthOnWidth, .heightOnHeight]

    /// Whether the size depends on the proposed width.
    var readsWidth: Bool { !isDisjoint(with: [.widthOnWidth, .heightOnWidth]) }
    /// Whether the size depends on the proposed height.
    var readsHeight: Bool { !isDisjoint(with: [.widthOnHeight, .heightOnHeight]) }

    /// Whether the size depends on the length proposed along `axis`.
    func reads(_ axis: Axis) -> Bool { axis == .horizontal ? readsWidth : readsHeight }

    /// The dependence with the roles of width and height exchanged.
    var transposed: _ProposalDependence {
        var result: _ProposalDependence = []
        if contains(.widthOnWidth) { result.insert(.heightOnHeight) }
        if contains(.heightOnHeight) { result.insert(.widthOnWidth) }
        if contains(.widthOnHeight) { result.insert(.heightOnWidth) }
        if contains(.heightOnWidth) { result.insert(.widthOnHeight) }
        return result
    }

    /// The union of the subviews' dependences (what a layout that proposes each subview its own
    /// proposal, or a share of it, can depend on).
    static func union(of subviews: LayoutSubviews) -> _ProposalDependence {
        var union: _ProposalDependence = []
        for index in subviews.nodes.indices {
            // (Read without retaining: the list holds the node, and deriving its dependence
            // replaces no subview.)
            unowned(unsafe) let node = subviews.nodes[index]
            union.formUnion(node.proposalDependence)
            if union == .all { break }
        }
        return union
    }

    /// The dependence of a stack along `axis` whose children's dependences combine to `self`.
    ///
    /// Each child is proposed the stack's proposal across the axis, and along it a share that
    /// depends on the stack's proposal along the axis and on the children's lengths (asked at
    /// zero and infinity with the same cross proposal). So, along the axis as "major" and
    /// across it as "minor": the stack's length depends on its major proposal when a child's
    /// length depends on its own major proposal, and on the minor proposal when a child's
    /// length does; its thickness depends on the major proposal when a child's thickness
    /// depends on its major proposal, and on the minor proposal when a child's thickness
    /// depends on it directly, or through the shares (a thickness that depends on the major
    /// proposal while some length depends on the minor one).
    func stacked(along axis: Axis) -> _ProposalDependence {
        let children = axis == .horizontal ? self : transposed
        var result = children.intersection([.widthOnWidth, .widthOnHeight, .heightOnWidth])
        if children.contains(.heightOnHeight) || children.contains([.heightOnWidth, .widthOnHeight]) {
            result.insert(.heightOnHeight)
        }
        return axis == .horizontal ? result : result.transposed
    }

    /// The dependence of a view that proposes its child fixed lengths along `fixed` and takes
    /// those lengths itself (`frame(width:height:)`), given the child's dependence `self`.
    func fixing(_ fixed: Axis.Set) -> _ProposalDependence {
        var result = self
        if fixed.contains(.horizontal) { result.subtract([.widthOnWidth, .widthOnHeight, .heightOnWidth]) }
        if fixed.contains(.vertical) { result.subtract([.heightOnHeight, .heightOnWidth, .widthOnHeight]) }
        return result
    }
}
