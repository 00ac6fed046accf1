import Foundation

/// The algorithm shared by `HStack` and `VStack` (and their `Layout` forms): one axis is the
/// major (stacking) axis, the other the minor (alignment) axis.
///
/// 1. Gaps: the explicit spacing between every pair, or the pair's preferred spacing
///    (`ViewSpacing.distance`), 8 between plain views and 0 next to a spacer.
/// 2. An unspecified major proposal gives every child its ideal length.
/// 3. Otherwise the children are ordered by layout priority (highest first), then by
///    flexibility (length at an infinite proposal minus length at zero; least flexible
///    first; between two infinitely flexible children the one with the larger minimum first).
/// 4. The space left after the gaps, minus the minimum lengths of all lower-priority children,
///    goes to the highest-priority group; each later group gets its minimums back.
/// 5. Within a group each child in order is offered an equal share of what remains (never
///    less than zero) and what it takes is subtracted.
/// 6. The stack's length is the sum of the children's lengths and the gaps; its thickness is
///    the extent of the children aligned on the minor-axis guide.
/// 7. Children are placed in declaration order, aligned on the guide.
/// 8. When placing, the stack distributes again with the proposal it received; an
///    unspecified minor proposal is replaced by the stack's own thickness.
///
/// It runs for every stack on every layout pass, so it measures and places the subview nodes
/// directly (what the `LayoutSubview` proxies do) and keeps its working arrays in the cache.
/// It also keeps its last distribution there and asks the children only what their
/// ``_ProposalDependence`` says may have changed: a child whose length does not depend on
/// its share is asked once (not at zero, infinity and its share); a proposal that differs from
/// the last one only across the axis, where no child's size depends on it, changes the
/// children's proposals and nothing else; one that differs along the axis keeps step 3's order
/// and asks again only the children whose size depends on their share.
struct StackLayoutCore: Equatable {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    typealias Cache = _StackLayoutCache

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
        cache.gaps.reserveCapacity(subviews.count)
        cache.candidates.reserveCapacity(subviews.count)
        cache.guides.reserveCapacity(subviews.count)
        let nodes = subviews.nodes
        for index in nodes.indices {
            let gap: CGFloat
            if index == nodes.startIndex {
                gap = 0
            } else if let spacing {
                gap = spacing
            } else {
                gap = preferredGap(between: nodes[index - 1], and: nodes[index])
            }
            cache.gaps.append(gap)
            cache.totalGap += gap
        }
        return cache
    }

    /// Step 1 for one pair: the distance the two views' spacing preferences ask for. (Out of
    /// line: spacing recurses through the subtrees, and a small frame here keeps deep trees
    /// within the stack.)
    @inline(never)
    private func preferredGap(between previous: LayoutNode, and next: LayoutNode) -> CGFloat {
        previous.spacingBox.distance(to: next.spacingBox, along: axis)
    }

    // Step 1-5: the proposal and size of each child, kept in the cache. The cache's arrays
    // are reused from one distribution to the next, so a layout pass allocates nothing here.
    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        let count = subviews.count
        if cache.lastSizes.count == count, let last = cache.lastProposal {
            if last == proposal || reuseDistribution(of: last, for: proposal, subviews, &cache) {
                cache.lastProposal = proposal
                return
            }
        }
        cache.lastProposal = nil
        cache.size = nil
        cache.extent = nil
        if cache.lastSizes.count != count {
            cache.lastProposals = [ProposedViewSize](repeating: .unspecified, count: count)
            cache.lastSizes = [CGSize](repeating: .zero, count: count)
        }
        let minor = proposal[axis.other]
        if let major = proposal[axis] {
            orderCandidates(minor: minor, subviews, &cache, sizesKnown: false)
            shareOut(major - cache.totalGap, minor: minor, subviews, &cache)
        } else {
            // Step 2
            cache.candidatesAreCurrent = false
            let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
            let nodes = subviews.nodes
            for offset in 0..<count {
                cache.lastProposals[offset] = childProposal
                cache.lastSizes[offset] = nodes[nodes.startIndex + offset].sizeThatFits(childProposal)
            }
        }
        cache.lastProposal = proposal
    }

    /// Adapts the last distribution, made for `last`, to `proposal` when the children's
    /// lengths at zero and at infinity cannot differ between the two (by the children's
    /// ``_ProposalDependence``, across the axis): then the order of step 3 stands, and only
    /// what depends on the length along the axis is done again, asking only the children
    /// whose size depends on it (none, often: their sizes stay, and only their proposals
    /// change). Returns whether it could.
    private func reuseDistribution(
        of last: ProposedViewSize, for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache
    ) -> Bool {
        let children = childrenDependence(subviews, &cache)
        let minor = proposal[axis.other]
        guard last[axis.other] == minor || !children.reads(axis.other) else { return false }
        let readsMajor = children.reads(axis)
        if last[axis] == proposal[axis] {
            for offset in cache.lastProposals.indices { cache.lastProposals[offset][axis.other] = minor }
            return true
        }
        guard let major = proposal[axis] else {
            // Step 2 with the sizes known.
            guard !readsMajor else { return false }
            let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for offset in cache.lastProposals.indices { cache.lastProposals[offset] = childProposal }
            return true
        }
        if !cache.candidatesAreCurrent {
            guard !readsMajor else { return false }
            orderCandidates(minor: minor, subviews, &cache, sizesKnown: true)
        }
        if readsMajor {
            cache.size = nil
            cache.extent = nil
        }
        shareOut(major - cache.totalGap, minor: minor, subviews, &cache)
        return true
    }

    /// The union of the children's proposal dependences, kept in the cache (which is made
    /// again whenever a child is invalidated).
    private func childrenDependence(_ subviews: LayoutSubviews, _ cache: inout Cache) -> _ProposalDependence {
        if let known = cache.childrenDependence { return known }
        let children = _ProposalDependence.union(of: subviews)
        cache.childrenDependence = children
        return children
    }

    /// What step 3 orders: a child's priority and flexibility along the axis. (The offset is
    /// 32 bits wide so that the flag fits beside it: a candidate takes 32 bytes.)
    struct Candidate {
        private let storedOffset: Int32
        /// Whether the child's length does not depend on the length proposed along the axis:
        /// its size, kept in the cache's `lastSizes`, is the same at every share.
        let hasFixedLength: Bool
        let priority: Double
        let minimum: CGFloat
        let flexibility: CGFloat

        init(offset: Int, priority: Double, minimum: CGFloat, flexibility: CGFloat, hasFixedLength: Bool) {
            storedOffset = Int32(offset)
            self.priority = priority
            self.minimum = minimum
            self.flexibility = flexibility
            self.hasFixedLength = hasFixedLength
        }

        /// The child's position among the subviews.
        var offset: Int { Int(storedOffset) }
    }

    /// Step 3: the children in the order they get their shares, kept in the cache. With
    /// `sizesKnown`, no child's size depends on the length proposed along the axis and the
    /// cache's `lastSizes` hold them: they are not asked again.
    private func orderCandidates(
        minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout Cache, sizesKnown: Bool
    ) {
        cache.candidates.removeAll(keepingCapacity: true)
        let zero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let infinite = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        let nodes = subviews.nodes
        for offset in 0..<nodes.count {
            let node = nodes[nodes.startIndex + offset]
            let priority = node.traits.priority
            if sizesKnown || !node.proposalDependence.reads(axis) {
                // A length that does not depend on the share is the same at zero, at infinity
                // and at any share: one answer gives all three.
                if !sizesKnown { cache.lastSizes[offset] = node.sizeThatFits(zero) }
                let length = cache.lastSizes[offset][axis]
                cache.candidates.append(
                    Candidate(
                        offset: offset, priority: priority, minimum: length, flexibility: length - length,
                        hasFixedLength: true))
                continue
            }
            let minimum = node.sizeThatFits(zero)[axis]
            let maximum = node.sizeThatFits(infinite)[axis]
            cache.candidates.append(
                Candidate(
                    offset: offset, priority: priority, minimum: minimum, flexibility: maximum - minimum,
                    hasFixedLength: false))
        }
        if !Self.isOrdered(cache.candidates) { cache.candidates.sort(by: Self.precedes) }
        cache.candidatesAreCurrent = true
    }

    /// Steps 4-5: the share of `length` each child in step 3's order is offered, and its size.
    private func shareOut(_ length: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        // Step 4
        var available = length
        let topPriority = cache.candidates.first?.priority ?? 0
        for candidate in cache.candidates where candidate.priority < topPriority {
            available -= candidate.minimum
        }
        let nodes = subviews.nodes
        let count = cache.candidates.count
        var start = 0
        while start < count {
            let priority = cache.candidates[start].priority
            var end = start
            while end < count && cache.candidates[end].priority == priority { end += 1 }
            if start > 0 {
                for index in start..<end { available += cache.candidates[index].minimum }
            }
            // Step 5
            var remaining = end - start
            for index in start..<end {
                let candidate = cache.candidates[index]
                let offset = candidate.offset
                let share = Swift.max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize(major: share, minor: minor, axis: axis)
                cache.lastProposals[offset] = childProposal
                if !candidate.hasFixedLength {
                    cache.lastSizes[offset] = nodes[nodes.startIndex + offset].sizeThatFits(childProposal)
                }
                available -= cache.lastSizes[offset][axis]
                remaining -= 1
            }
            start = end
        }
    }

    /// Whether the candidates are already in step 3's order (the common case: equal
    /// priorities and flexibilities), so that no sort is needed.
    private static func isOrdered(_ candidates: [Candidate]) -> Bool {
        var index = 1
        while index < candidates.count {
            if !precedes(candidates[index - 1], candidates[index]) { return false }
            index += 1
        }
        return true
    }

    /// Higher priority first; then less flexible first; between two infinitely flexible
    /// children the larger minimum first; declaration order otherwise.
    private static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility.isInfinite && b.flexibility.isInfinite && a.minimum != b.minimum {
            return a.minimum > b.minimum
        }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        return a.offset < b.offset
    }

    /// Step 6-7: the minor-axis guide value of each child and the extent the children span
    /// when aligned on it (both kept in the cache).
    private func alignGuides(_ subviews: LayoutSubviews, _ cache: inout Cache) -> (low: CGFloat, high: CGFloat) {
        cache.guides.removeAll(keepingCapacity: true)
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        let minorAxis = axis.other
        let nodes = subviews.nodes
        for offset in 0..<nodes.count {
            let size = cache.lastSizes[offset]
            let guide = guideValue(of: nodes[nodes.startIndex + offset], size: size, proposal: cache.lastProposals[offset])
            cache.guides.append(guide)
            low = Swift.min(low, -guide)
            high = Swift.max(high, size[minorAxis] - guide)
        }
        cache.extent = (low, high)
        return (low, high)
    }

    /// The value of the alignment guide in a child of `size`: its explicit value when the
    /// child's subtree may define one, the guide's default otherwise.
    @inline(__always)
    private func guideValue(of node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        let dimensions = ViewDimensions(size: size, node: node.hasExplicitGuides(for: alignment) ? node : nil, proposal: proposal)
        return dimensions[alignment]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        distribute(proposal, subviews, &cache)
        if let size = cache.size { return size }
        var major = cache.totalGap
        for size in cache.lastSizes { major += size[axis] }
        let (low, high) = cache.extent ?? alignGuides(subviews, &cache)
        let size = CGSize(major: major, minor: high - low, axis: axis)
        cache.size = size
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        // Step 8
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        distribute(placing, subviews, &cache)
        let low = (cache.extent ?? alignGuides(subviews, &cache)).low
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let nodes = subviews.nodes
        for offset in 0..<nodes.count {
            position += cache.gaps[offset]
            let minor = minorOrigin - low - cache.guides[offset]
            // (The size is the one just distributed for this proposal: it is not asked again.)
            LayoutSubviews.place(
                nodes[nodes.startIndex + offset], at: CGPoint(major: position, minor: minor, axis: axis),
                size: cache.lastSizes[offset], proposal: cache.lastProposals[offset], recorder: subviews.recorder)
            position += cache.lastSizes[offset][axis]
        }
    }

    /// The stack's dependence on its proposal: its children's, combined as
    /// ``_ProposalDependence/stacked(along:)`` explains.
    func proposalDependence(_ subviews: LayoutSubviews) -> _ProposalDependence {
        _ProposalDependence.union(of: subviews).stacked(along: axis)
    }

    /// The spacing argument of a stack: NaN or infinite spacing is reported and replaced by
    /// the preferred spacing (`nil`).
    static func validated(_ spacing: CGFloat?) -> CGFloat? {
        guard let spacing, !spacing.isFinite else { return spacing }
        Diagnostics.report("Invalid stack spacing \(formatLength(spacing)); the preferred spacing is used.")
        return nil
    }

    /// The stack's own spacing preferences: across the stack axis the union of every child's;
    /// along it the first child's leading (top) edge and the last child's trailing (bottom) edge.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        // The union of standard preferences is the standard preferences.
        if subviews.nodes.allSatisfy({ $0.spacingBox.isStandard }) { return ViewSpacing() }
        var result = ViewSpacing()
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return result
    }

    static func == (lhs: StackLayoutCore, rhs: StackLayoutCore) -> Bool {
        lhs.axis == rhs.axis && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing
    }
}

/// The cache of a stack layout: the gaps between its subviews and its last distribution.
public struct _StackLayoutCache {
    /// The gap before each child (0 before the first).
    var gaps: [CGFloat] = []
    var totalGap: CGFloat = 0
    /// The last distribution, reused when placing with the same proposal.
    var lastProposal: ProposedViewSize?
    var lastProposals: [ProposedViewSize] = []
    var lastSizes: [CGSize] = []
    /// The stack's size for the last distribution, and the extent of its children aligned on
    /// the guide (`nil` until computed; the same sizes give the same alignment).
    var size: CGSize?
    var extent: (low: CGFloat, high: CGFloat)?
    /// The union of the children's proposal dependences, once asked.
    var childrenDependence: _ProposalDependence?
    /// The children in the order of step 3 for the last distribution, when it had a length
    /// to share (`candidatesAreCurrent`); the arrays are reused to avoid allocating.
    var candidates: [StackLayoutCore.Candidate] = []
    var candidatesAreCurrent = false
    var guides: [CGFloat] = []
}


/// A horizontal container that you can use in conditional layouts.
///
/// The layout behind `HStack`; see ``StackLayoutCore`` for the algorithm.
public struct HStackLayout: Layout, Equatable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for their preferred spacing.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = StackLayoutCore.validated(spacing)
    }

    var core: StackLayoutCore { StackLayoutCore(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { core.makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        core.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        core.spacing(subviews)
    }

    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        core.proposalDependence(subviews)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        core.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A vertical container that you can use in conditional layouts.
///
/// The layout behind `VStack`; see ``StackLayoutCore`` for the algorithm.
public struct VStackLayout: Layout, Equatable {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for their preferred spacing.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = StackLayoutCore.validated(spacing)
    }

    var core: StackLayoutCore { StackLayoutCore(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { core.makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        core.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        core.spacing(subviews)
    }

    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        core.proposalDependence(subviews)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache
    ) {
        core.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
