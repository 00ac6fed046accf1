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
/// directly (what the `LayoutSubview` proxies do) and keeps its last distribution in the
/// cache: per child the length proposed along the axis and the size (the first two in the
/// cache itself, see ``StackChildren``), and step 3's order only when it is not
/// declaration order with one priority. What it needs only while distributing (step 3's
/// candidates) lives in storage shared by every stack.
/// It asks the children only what their ``_ProposalDependence`` says may have changed: a
/// child whose length does not depend on its share is asked once (not at zero, infinity and
/// its share); a proposal that differs from the last one only across the axis, where no
/// child's size depends on it, changes the children's proposals and nothing else; one that
/// differs along the axis keeps step 3's order and asks again only the children whose size
/// depends on their share.
struct StackLayoutCore: Equatable {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    typealias Cache = _StackLayoutCache

    func makeCache(subviews: LayoutSubviews) -> Cache {
        var cache = Cache()
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
            cache.appendGap(gap, at: index - nodes.startIndex)
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
    // are reused from one distribution to the next, so a layout pass allocates nothing here
    // (but step 3's order when it is not declaration order).
    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        let count = subviews.count
        if cache.children.count == count, let last = cache.lastProposal {
            if last == proposal || reuseDistribution(of: last, for: proposal, subviews, &cache) {
                cache.lastProposal = proposal
                return
            }
        }
        cache.lastProposal = nil
        cache.forgetSize()
        if cache.children.count != count { cache.children.reset(count: count) }
        let minor = proposal[axis.other]
        if let major = proposal[axis] {
            orderCandidates(minor: minor, subviews, &cache, sizesKnown: false)
            shareOut(major - cache.totalGap(count), minor: minor, subviews, &cache)
        } else {
            // Step 2
            cache.order = nil
            let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
            let nodes = subviews.nodes
            for offset in 0..<count {
                cache.children[offset].size = nodes[nodes.startIndex + offset].sizeThatFits(childProposal)
            }
        }
        cache.lastProposal = proposal
    }

    /// Brings the cache up to date, before it is used for `proposal`, after a change inside
    /// the child at `offset` alone (its size and spacing may differ; the children are the
    /// same): step 1's gaps on either side of it are found again (the cache is made again when
    /// one differs), and when the last distribution was made for the same proposal, the child
    /// is asked again for its part of it. The distribution holds for every other child when
    /// the child's length was and still is fixed and is the same (step 3 orders it as before,
    /// and step 5 leaves the same length to the others); otherwise, or for another proposal,
    /// the stack distributes again. (The child is asked only what distributing for `proposal`
    /// would ask it: a lazy container realizes rows for what it is asked.)
    /// Returns whether the distribution, size and extent stand for every other child, so that
    /// only this child's placement can differ.
    @inline(never)
    func refreshChild(
        at offset: Int, for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache
    ) -> Bool {
        cache.childrenDependence = nil
        guard gapsStand(around: offset, subviews, cache) else {
            cache = makeCache(subviews: subviews)
            return false
        }
        guard cache.lastProposal == proposal, cache.children.count == subviews.count,
            let previous = remeasureChild(at: offset, for: proposal, subviews, &cache)
        else {
            cache.lastProposal = nil
            cache.forgetSize()
            return false
        }
        guard extentStands(afterChildAt: offset, changedFrom: previous, subviews, cache) else {
            cache.forgetSize()
            return false
        }
        return true
    }

    /// Step 7 for one child: where ``placeSubviews(in:proposal:subviews:cache:)`` puts the
    /// child at `offset` in `bounds`, with the last distribution (made for the proposal it
    /// places with), its size and extent in the cache. (The same additions in the same order,
    /// so that the position is the same to the last bit.)
    func placement(ofChildAt offset: Int, in bounds: CGRect, _ cache: Cache) -> Placement {
        let placing = cache.lastProposal ?? .unspecified
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for earlier in 0..<offset {
            position += cache.gap(at: earlier)
            position += cache.children[earlier].size[axis]
        }
        position += cache.gap(at: offset)
        let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let low = cache.extent?.low ?? 0
        let minor = minorOrigin - low - alignedGuide(at: offset, cache)
        let child = cache.children[offset]
        return Placement(
            origin: CGPoint(major: position, minor: minor, axis: axis), size: child.size,
            proposal: ProposedViewSize(major: placing[axis] == nil ? nil : child.major, minor: placing[axis.other], axis: axis))
    }

    /// Steps 6-7 after a change of one child's size: the stack's size and the extent of its
    /// children aligned on the guide stand when the child's length along the axis is the same,
    /// no child defines the guide explicitly, and the child neither reached nor reaches past
    /// an end of the extent (the other children make both ends).
    private func extentStands(
        afterChildAt offset: Int, changedFrom previous: CGSize, _ subviews: LayoutSubviews, _ cache: Cache
    ) -> Bool {
        guard previous[axis] == cache.children[offset].size[axis], let extent = cache.extent, cache.size != nil,
            cache.guides.isEmpty,
            !subviews.nodes[subviews.nodes.startIndex + offset].hasExplicitGuides(for: alignment)
        else { return false }
        let minorAxis = axis.other
        func reach(_ size: CGSize) -> (low: CGFloat, high: CGFloat) {
            let guide = defaultGuide(size: size)
            return (-guide, size[minorAxis] - guide)
        }
        let before = reach(previous)
        let after = reach(cache.children[offset].size)
        return before.low > extent.low && before.high < extent.high && after.low >= extent.low
            && after.high <= extent.high
    }

    /// The proposal the stack distributes for when placing (step 8): an unspecified length
    /// across the axis is the stack's own thickness.
    func placingProposal(_ proposal: ProposedViewSize, in bounds: CGRect) -> ProposedViewSize {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        return placing
    }

    /// Whether the gaps before and after the child at `offset` are the ones kept (explicit
    /// spacing never changes with a child).
    private func gapsStand(around offset: Int, _ subviews: LayoutSubviews, _ cache: Cache) -> Bool {
        guard spacing == nil else { return true }
        let nodes = subviews.nodes
        let child = nodes.startIndex + offset
        if offset > 0, preferredGap(between: nodes[child - 1], and: nodes[child]) != cache.gap(at: offset) {
            return false
        }
        if offset + 1 < nodes.count, preferredGap(between: nodes[child], and: nodes[child + 1]) != cache.gap(at: offset + 1) {
            return false
        }
        return true
    }

    /// Asks the child at `offset` again for its part of the last distribution, made for
    /// `proposal`: returns the size it had when the distribution holds for the other children,
    /// `nil` otherwise.
    private func remeasureChild(
        at offset: Int, for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache
    ) -> CGSize? {
        let node = subviews.nodes[subviews.nodes.startIndex + offset]
        let minor = proposal[axis.other]
        let previous = cache.children[offset].size
        guard proposal[axis] != nil else {
            // Step 2: each child has its ideal length, whatever the others have.
            cache.children[offset].size = node.sizeThatFits(ProposedViewSize(major: nil, minor: minor, axis: axis))
            return previous
        }
        // Step 3 orders a child of fixed length by that length alone, measured at zero.
        guard let order = cache.order, order.hasFixedLength(at: offset), !node.proposalDependence.reads(axis) else {
            return nil
        }
        let size = node.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))
        guard size[axis] == previous[axis] else { return nil }
        cache.children[offset].size = size
        return previous
    }

    /// Adapts the last distribution, made for `last`, to `proposal` when the children's
    /// lengths at zero and at infinity cannot differ between the two (by the children's
    /// ``_ProposalDependence``, across the axis): then the order of step 3 stands, and only
    /// what depends on the length along the axis is done again, asking only the children
    /// whose size depends on it (none, often: their sizes stay, and only their proposals
    /// change). Returns whether it could. (The children's proposals follow from the
    /// proposal the caller records: see ``_StackLayoutCache/proposal(at:_:)``.)
    private func reuseDistribution(
        of last: ProposedViewSize, for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache
    ) -> Bool {
        let children = childrenDependence(subviews, &cache)
        let minor = proposal[axis.other]
        guard last[axis.other] == minor || !children.reads(axis.other) else { return false }
        let readsMajor = children.reads(axis)
        if last[axis] == proposal[axis] { return true }
        guard let major = proposal[axis] else {
            // Step 2 with the sizes known.
            return !readsMajor
        }
        if cache.order == nil {
            guard !readsMajor else { return false }
            orderCandidates(minor: minor, subviews, &cache, sizesKnown: true)
        }
        if readsMajor { cache.forgetSize() }
        shareOut(major - cache.totalGap(subviews.count), minor: minor, subviews, &cache)
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
    /// 32 bits wide so that the flag fits beside it in the same word.)
    struct Candidate {
        private let storedOffset: Int32
        /// Whether the child's length does not depend on the length proposed along the axis:
        /// its size, kept in the cache, is the same at every share.
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

    /// Step 3: the order in which the children get their shares, kept in the cache (the
    /// candidates themselves are made in the pass's ``StackScratch`` storage and kept only
    /// when there are several priorities). With `sizesKnown`, no child's size depends on the
    /// length proposed along the axis and the cache holds them: they are not asked again.
    private func orderCandidates(
        minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout Cache, sizesKnown: Bool
    ) {
        let zero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let infinite = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        let nodes = subviews.nodes
        let base = LayoutPass.current.stackScratch.candidates.count
        for offset in 0..<nodes.count {
            let node = nodes[nodes.startIndex + offset]
            let priority = node.traits.priority
            if sizesKnown || !node.proposalDependence.reads(axis) {
                // A length that does not depend on the share is the same at zero, at infinity
                // and at any share: one answer gives all three.
                if !sizesKnown { cache.children[offset].size = node.sizeThatFits(zero) }
                let length = cache.children[offset].size[axis]
                LayoutPass.current.stackScratch.append(
                    Candidate(
                        offset: offset, priority: priority, minimum: length, flexibility: length - length,
                        hasFixedLength: true))
                continue
            }
            let minimum = node.sizeThatFits(zero)[axis]
            let maximum = node.sizeThatFits(infinite)[axis]
            LayoutPass.current.stackScratch.append(
                Candidate(
                    offset: offset, priority: priority, minimum: minimum, flexibility: maximum - minimum,
                    hasFixedLength: false))
        }
        cache.order = LayoutPass.current.stackScratch.order(ofCandidatesFrom: base)
    }

    /// Steps 4-5: the share of `length` each child in step 3's order is offered, and its size.
    private func shareOut(_ length: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout Cache) {
        switch cache.order {
        case .declaration(let fixedLengths):
            shareOutInOneGroup(length, minor: minor, subviews, &cache) { ($0, fixedLengths) }
        case .permuted(let entries):
            shareOutInOneGroup(length, minor: minor, subviews, &cache) { StackOrder.decode(entries[$0]) }
        case .prioritized(let ranks):
            shareOut(length, minor: minor, by: ranks, subviews, &cache)
        case nil:
            preconditionFailure("a stack shares out a length in step 3's order")
        }
    }

    /// Steps 4-5 when every child has the same priority: there are no lower-priority
    /// minimums to set aside. `entry` gives the offset of the child `index`-th in step 3's
    /// order and whether its length is fixed.
    @inline(__always)
    private func shareOutInOneGroup(
        _ length: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout Cache,
        entry: (Int) -> (offset: Int, fixedLength: Bool)
    ) {
        let nodes = subviews.nodes
        var available = length
        var remaining = nodes.count
        for index in 0..<nodes.count {
            let (offset, fixedLength) = entry(index)
            available -= offerShare(Swift.max(available / CGFloat(remaining), 0), minor: minor, to: offset, fixedLength: fixedLength, nodes, &cache)
            remaining -= 1
        }
    }

    /// Steps 4-5 with children of several priorities, in step 3's order.
    private func shareOut(
        _ length: CGFloat, minor: CGFloat?, by ranks: [StackOrder.Rank], _ subviews: LayoutSubviews, _ cache: inout Cache
    ) {
        // Step 4
        var available = length
        for rank in ranks where rank.isSetAside {
            available -= rank.minimum
        }
        let nodes = subviews.nodes
        let count = ranks.count
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && !ranks[end].startsGroup { end += 1 }
            if start > 0 {
                for index in start..<end { available += ranks[index].minimum }
            }
            // Step 5
            var remaining = end - start
            for index in start..<end {
                let rank = ranks[index]
                let share = Swift.max(available / CGFloat(remaining), 0)
                available -= offerShare(share, minor: minor, to: rank.offset, fixedLength: rank.hasFixedLength, nodes, &cache)
                remaining -= 1
            }
            start = end
        }
    }

    /// Step 5 for one child: proposes it `share` along the axis (asking it again unless its
    /// length is fixed) and returns the length it takes.
    @inline(__always)
    private func offerShare(
        _ share: CGFloat, minor: CGFloat?, to offset: Int, fixedLength: Bool, _ nodes: Slice<SubviewList>,
        _ cache: inout Cache
    ) -> CGFloat {
        cache.children[offset].major = share
        if !fixedLength {
            let childProposal = ProposedViewSize(major: share, minor: minor, axis: axis)
            cache.children[offset].size = nodes[nodes.startIndex + offset].sizeThatFits(childProposal)
        }
        return cache.children[offset].size[axis]
    }

    /// Whether the candidates are already in step 3's order (the common case: equal
    /// priorities and flexibilities), so that no sort is needed.
    static func isOrdered(_ candidates: ArraySlice<Candidate>) -> Bool {
        var index = candidates.startIndex + 1
        while index < candidates.endIndex {
            if !precedes(candidates[index - 1], candidates[index]) { return false }
            index += 1
        }
        return true
    }

    /// Higher priority first; then less flexible first; between two infinitely flexible
    /// children the larger minimum first; declaration order otherwise.
    static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility.isInfinite && b.flexibility.isInfinite && a.minimum != b.minimum {
            return a.minimum > b.minimum
        }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        return a.offset < b.offset
    }

    /// Step 6-7: the extent the children span when aligned on the minor-axis guide, kept in
    /// the cache, with each child's guide value when a child may define it explicitly (its
    /// default otherwise, which placing computes again).
    private func alignGuides(_ subviews: LayoutSubviews, _ cache: inout Cache) -> (low: CGFloat, high: CGFloat) {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        // A child infinite across the stack (measured at an infinite proposal) makes the stack
        // infinite across too: its guide is infinite, and ∞ − ∞ would make the extent NaN.
        var unbounded = false
        let minorAxis = axis.other
        let nodes = subviews.nodes
        let keepsGuides = nodes.contains { $0.hasExplicitGuides(for: alignment) }
        cache.guides.removeAll(keepingCapacity: true)
        for offset in 0..<nodes.count {
            let size = cache.children[offset].size
            let guide = guideValue(of: nodes[nodes.startIndex + offset], at: offset, cache)
            if keepsGuides { cache.guides.append(guide) }
            if size[minorAxis] == .infinity { unbounded = true }
            low = Swift.min(low, -guide)
            high = Swift.max(high, size[minorAxis] - guide)
        }
        let extent = unbounded ? (low: CGFloat(0), high: CGFloat.infinity) : (low, high)
        cache.extent = extent
        return extent
    }

    /// The value of the alignment guide in the child at `offset`, at its size in the last
    /// distribution: its explicit value when the child's subtree may define one, the guide's
    /// default otherwise.
    @inline(__always)
    private func guideValue(of node: LayoutNode, at offset: Int, _ cache: Cache) -> CGFloat {
        let size = cache.children[offset].size
        guard node.hasExplicitGuides(for: alignment) else { return defaultGuide(size: size) }
        return ViewDimensions(size: size, node: node, proposal: cache.proposal(at: offset, axis))[alignment]
    }

    /// The guide value of the child at `offset` that alignment found: kept when a child may
    /// define it explicitly, its default otherwise.
    @inline(__always)
    private func alignedGuide(at offset: Int, _ cache: Cache) -> CGFloat {
        if !cache.guides.isEmpty { return cache.guides[offset] }
        return defaultGuide(size: cache.children[offset].size)
    }

    /// The guide's default value in a view of `size` (which only its size gives: the
    /// proposal matters only to explicit values).
    @inline(__always)
    private func defaultGuide(size: CGSize) -> CGFloat {
        alignment.defaultValue(in: ViewDimensions(size: size, node: nil, proposal: .unspecified))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        distribute(proposal, subviews, &cache)
        if let size = cache.size { return size }
        return size(of: subviews, &cache)
    }

    /// Step 6 for the distribution in the cache, which keeps it. (Out of line: sizing the
    /// children recurses through the caller.)
    @inline(never)
    private func size(of subviews: LayoutSubviews, _ cache: inout Cache) -> CGSize {
        var major = cache.totalGap(subviews.count)
        for offset in 0..<cache.children.count { major += cache.children[offset].size[axis] }
        let (low, high) = cache.extent ?? alignGuides(subviews, &cache)
        let size = CGSize(major: major, minor: high - low, axis: axis)
        cache.size = size
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        // Step 8
        let placing = placingProposal(proposal, in: bounds)
        distribute(placing, subviews, &cache)
        let low = (cache.extent ?? alignGuides(subviews, &cache)).low
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let nodes = subviews.nodes
        let hasMajor = placing[axis] != nil
        for offset in 0..<nodes.count {
            position += cache.gap(at: offset)
            let minor = minorOrigin - low - alignedGuide(at: offset, cache)
            let child = cache.children[offset]
            // (The size is the one just distributed for this proposal: it is not asked again.)
            LayoutSubviews.place(
                nodes[nodes.startIndex + offset], at: CGPoint(major: position, minor: minor, axis: axis),
                size: child.size, proposal: ProposedViewSize(major: hasMajor ? child.major : nil, minor: placing[axis.other], axis: axis),
                recorder: subviews.recorder)
            position += child.size[axis]
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
