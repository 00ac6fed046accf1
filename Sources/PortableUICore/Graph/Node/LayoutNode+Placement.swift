import Foundation

/// Placement: a node records its frame and places its subviews where its layout puts them
/// (the layout contract's second step, see ``LayoutNode``), keeping window frames as sums of
/// local origins.
extension LayoutNode {
    /// Places the node at `offeredFrame` for `proposal`, then its subviews. The frame is
    /// relative to the origin of the layout parent's frame, which lies at `parentOrigin` in the
    /// window now and lay at `parentOldOrigin` before this layout pass. (A pass that only
    /// brings recorded proposals up to date keeps the recorded safe areas: frames, and so safe
    /// areas, do not change in it.)
    @inline(never)
    func place(
        in offered: CGRect, proposal offeredProposal: ProposedViewSize, safeArea offeredSafeArea: CGRect,
        parentOrigin: CGPoint, parentOldOrigin: CGPoint
    ) {
        // (Placement recurses through this function, ``placeSubviews(_:in:safeArea:)`` and one
        // of the ways of placing the subviews; all else is out of line, so that along a deep
        // tree's path each level holds only what placing its subviews needs.)
        guard
            let placed = placeItself(
                in: offered, proposal: offeredProposal, safeArea: offeredSafeArea, parentOrigin: parentOrigin,
                parentOldOrigin: parentOldOrigin)
        else { return }
        let frame = frame(inParentAt: parentOrigin)
        let safeArea = safeArea(offeredSafeArea)
        if containerSize == nil {
            placeSubviews(placed, in: frame, safeArea: safeArea)
        } else {
            placeSubviewsInContainer(placed, in: frame, safeArea: safeArea)
        }
    }

    /// Places the subviews of a node that is a container for them (out of line: few nodes
    /// are containers).
    @inline(never)
    private func placeSubviewsInContainer(_ placed: NodePlacement, in frame: CGRect, safeArea: CGRect) {
        // The container's length comes from its proposal, as when it was sized: from its
        // frame, a container that hugs its content (a vertical scroll view's width) would
        // size container-relative content from that content's last size, ever larger.
        withContainer(for: LayoutValidation.sanitized(placedProposal, in: self)) {
            placeSubviews(placed, in: frame, safeArea: safeArea)
        }
    }

    /// How a node was placed, for placing its subviews (besides its frame, proposal and safe
    /// area): its window origin before this layout pass; `resized` tells that it was placed
    /// before with another size or proposal (it then keeps its placements in a
    /// ``PlacementCache``), `placedAsBefore` that it was placed before at the same frame,
    /// proposal and safe area. (Small, so that it comes back in registers.)
    private struct NodePlacement {
        let oldOrigin: CGPoint
        let resized: Bool
        let placedAsBefore: Bool
    }

    /// The safe area the node is placed in when offered `offeredSafeArea`: a pass that only
    /// brings recorded proposals up to date keeps the recorded one.
    @inline(__always)
    private func safeArea(_ offeredSafeArea: CGRect) -> CGRect {
        LayoutPass.current.refreshesProposals ? extras?.safeArea ?? offeredSafeArea : offeredSafeArea
    }

    /// Records the node's frame for its offered frame and proposal (see ``place(in:proposal:safeArea:parentOrigin:parentOldOrigin:)``)
    /// and returns how its subviews are to be placed, or `nil` when they need no placing: it
    /// has none, or it keeps the frames below from its last placement.
    @inline(never)
    private func placeItself(
        in offered: CGRect, proposal offeredProposal: ProposedViewSize, safeArea offeredSafeArea: CGRect,
        parentOrigin: CGPoint, parentOldOrigin: CGPoint
    ) -> NodePlacement? {
        var offeredFrame = offered
        var proposal = offeredProposal
        if !Self.isFinite(offered) { makeFinite(&offeredFrame, &proposal) }
        let safeArea = safeArea(offeredSafeArea)
        if extras?.contentBuilder == nil && !needsPlacement && Self.sameSize(offeredFrame, self.offeredFrame)
            && !ReferenceLayout.isActive && keepsPlacement(for: proposal)
        {
            if proposal != placedProposal { takeWithoutPlacingSubviews(proposal) }
            let parentMoved = parentOrigin.x != parentOldOrigin.x || parentOrigin.y != parentOldOrigin.y
            if !parentMoved && offeredFrame.isSame(as: self.offeredFrame) && keepsSafeArea(safeArea) {
                return nil
            }
            if !LayoutPass.current.mayAnimate && !dependsOnPosition {
                move(to: offeredFrame, safeArea: safeArea, parentOrigin: parentOrigin, parentOldOrigin: parentOldOrigin)
                return nil
            }
        }
        LayoutStatistics.placements &+= 1
        let oldFrame = frame(inParentAt: parentOldOrigin)
        hasStaleSubviewProposals = false
        let resized = hasBeenPlaced && (!Self.sameSize(offeredFrame, self.offeredFrame) || proposal != placedProposal)
        // Whether the node is placed again as it was, so that a layout that changed only for
        // one subview may place that one alone (``placeChangedSubviewAlone(_:)``).
        let placedAsBefore =
            hasBeenPlaced && !resized && offeredFrame.isSame(as: self.offeredFrame)
            && parentOrigin.x == parentOldOrigin.x && parentOrigin.y == parentOldOrigin.y && keepsSafeArea(safeArea)
        setLocalFrame(adjusted(offeredFrame, parentOrigin: parentOrigin, safeArea: safeArea))
        record(offeredFrame: offeredFrame, safeArea: safeArea)
        let frame = frame(inParentAt: parentOrigin)
        animateIfNeeded(from: oldFrame, to: frame)
        placedProposal = proposal
        needsPlacement = false
        isLayoutValid = true
        contentBuilder?(self)
        guard !subviews.isEmpty else { return nil }
        return NodePlacement(oldOrigin: oldFrame.origin, resized: resized, placedAsBefore: placedAsBefore)
    }

    @inline(__always)
    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// A frame with a non-finite length or position (a view proposed an infinite size in
    /// placement takes it, and aligning it gives NaN) is replaced, with a diagnostic: the node
    /// takes its size for the proposal with its infinite lengths unspecified (its ideal size
    /// along them), and a non-finite position becomes zero. (Out of line, as the diagnostics.)
    @inline(never)
    private func makeFinite(_ frame: inout CGRect, _ proposal: inout ProposedViewSize) {
        Diagnostics.report(
            "\(LayoutValidation.name(of: self)) was placed at (\(formatLength(frame.origin.x)), \(formatLength(frame.origin.y)), \(formatLength(frame.size.width)), \(formatLength(frame.size.height))) for the proposal \(proposal); it is placed at its size with infinite proposed lengths unspecified."
        )
        if !frame.size.width.isFinite || !frame.size.height.isFinite {
            if proposal.width == .infinity { proposal.width = nil }
            if proposal.height == .infinity { proposal.height = nil }
            let size = sizeThatFits(proposal)
            frame.size = CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        }
        if !frame.origin.x.isFinite { frame.origin.x = 0 }
        if !frame.origin.y.isFinite { frame.origin.y = 0 }
    }

    /// Keeps the offered frame when a safe-area-ignoring layout extended it (else it is the
    /// local frame), and the safe area when the node reads its position (``dependsOnPosition``).
    @inline(__always)
    private func record(offeredFrame: CGRect, safeArea: CGRect) {
        let extended = !offeredFrame.isSame(as: localFrame)
        let reads = dependsOnPosition
        if extended || reads || extras != nil { recordInExtras(offeredFrame, extended: extended, safeArea, reads: reads) }
    }

    /// The rest of ``record(offeredFrame:safeArea:)``. (Out of line, as the extras it makes:
    /// placement recurses through its caller.)
    @inline(never)
    private func recordInExtras(_ offeredFrame: CGRect, extended: Bool, _ safeArea: CGRect, reads: Bool) {
        if extended || extras?.offeredFrame != nil { madeExtras.offeredFrame = extended ? offeredFrame : nil }
        if reads || extras?.safeArea != nil { madeExtras.safeArea = reads ? safeArea : nil }
    }

    /// Whether a node placed with the same frame can ignore `safeArea`: it is the one recorded,
    /// or neither the node nor a node below reads it. (A node that has such nodes below but
    /// does not read the safe area itself records none, and visits them.)
    @inline(__always)
    private func keepsSafeArea(_ safeArea: CGRect) -> Bool {
        if let recorded = extras?.safeArea { return safeArea.isSame(as: recorded) }
        return !needsMoveVisits
    }

    /// Whether the frames below the node, placed at its size, are the same for `proposal` as
    /// for the proposal it was placed with: the proposals are equal, or differ only in
    /// dimensions that no frame below depends on (``placementReads``).
    @inline(__always)
    private func keepsPlacement(for proposal: ProposedViewSize) -> Bool {
        if proposal == placedProposal { return true }
        if LayoutPass.current.refreshesProposals { return false }
        let reads = placementReads
        if reads.contains(.horizontal) && proposal.width != placedProposal.width { return false }
        return !reads.contains(.vertical) || proposal.height == placedProposal.height
    }

    /// Takes a new proposal that leaves the frames below as they are (``keepsPlacement(for:)``)
    /// without placing the subviews again; the proposals recorded below are brought up to date
    /// when they are read (``refreshSubviewProposals(in:)``).
    private func takeWithoutPlacingSubviews(_ proposal: ProposedViewSize) {
        placedProposal = proposal
        if !subviews.isEmpty { hasStaleSubviewProposals = true }
    }

    /// Which dimensions of the node's proposal the frames of the nodes below it depend on,
    /// given the node's size. A leaf has none. A layout that places its subviews from its size
    /// and their sizes only (stacks, frames, padding), proposing each along an axis a length
    /// that follows from its own proposal along that axis, passes on the dimensions its
    /// subviews' sizes depend on (``_ProposalDependence``) and those their own subviews' frames
    /// depend on, less the axes along which it proposes fixed lengths
    /// (``AnyLayoutBox/axesWithFixedSubviewProposals``); any other node with subviews depends
    /// on both.
    var placementReads: Axis.Set {
        if let knownPlacementReads { return knownPlacementReads }
        return findPlacementReads()
    }

    /// Finding it marks the layout as used, so that an invalidation below reaches this node and
    /// forgets it.
    @inline(never)
    private func findPlacementReads() -> Axis.Set {
        deriveBottomUp(isUnknown: { $0.knownPlacementReads == nil }, descendsInto: { !$0.dependsOnPosition }) {
            $0.knownPlacementReads = $0.placementReadsOfKnownSubviews()
            $0.isLayoutValid = true
        }
        return knownPlacementReads ?? [.horizontal, .vertical]
    }

    private func placementReadsOfKnownSubviews() -> Axis.Set {
        let all: Axis.Set = [.horizontal, .vertical]
        if subviews.isEmpty { return [] }
        if dependsOnPosition { return all }
        var reads: Axis.Set = []
        for subview in subviews {
            let dependence = subview.proposalDependence
            if dependence.readsWidth { reads.insert(.horizontal) }
            if dependence.readsHeight { reads.insert(.vertical) }
            reads.formUnion(subview.knownPlacementReads ?? all)
            if reads == all { break }
        }
        return reads.subtracting(box.axesWithFixedSubviewProposals)
    }

    /// Places the subviews again with the proposals a full placement gives them, when a
    /// placement left them alone (``keepsPlacement(for:)``); `frame` is the node's window
    /// frame. Their frames do not change: only the proposals they record do. It runs after
    /// the layout pass, so it sets up the containers the pass placed the subviews in.
    func refreshSubviewProposals(in frame: CGRect) {
        guard hasStaleSubviewProposals else { return }
        hasStaleSubviewProposals = false
        let enclosing = LayoutPass.current.containerSizes
        LayoutPass.current.containerSizes = placedContainerSizes()
        LayoutPass.current.refreshesProposals = true
        defer {
            LayoutPass.current.refreshesProposals = false
            LayoutPass.current.containerSizes = enclosing
        }
        placeSubviews(
            NodePlacement(oldOrigin: frame.origin, resized: false, placedAsBefore: false), in: frame,
            safeArea: safeArea)
    }

    /// The container sizes the node's subviews were placed with, outermost first: those of the
    /// node and its ancestors that are containers, each for the proposal it was placed with.
    private func placedContainerSizes() -> [CGSize] {
        var sizes: [CGSize] = []
        var node: LayoutNode? = self
        while let current = node {
            if let containerSize = current.containerSize {
                sizes.append(containerSize(LayoutValidation.sanitized(current.placedProposal, in: current)))
            }
            node = current.layoutParent
        }
        return sizes.reversed()
    }

    /// The offered frame as a safe-area-ignoring layout extends it (both relative to the
    /// layout parent, whose frame lies at `parentOrigin` in the window).
    private func adjusted(_ offeredFrame: CGRect, parentOrigin: CGPoint, safeArea: CGRect) -> CGRect {
        guard box.hooks.contains(.frameAdjusting) else { return offeredFrame }
        let offered = Self.offset(offeredFrame, parentOrigin.x, parentOrigin.y)
        let frame = box.adjustedFrame(offered, safeArea: safeArea, window: LayoutPass.current.window)
        return Self.offset(frame, -parentOrigin.x, -parentOrigin.y)
    }

    /// Records a move, or a new safe area, of a node that keeps its size and proposal and whose
    /// subviews keep their frames relative to it: only the subtrees below that read their
    /// window position or the safe area are visited.
    @inline(never)
    private func move(to offeredFrame: CGRect, safeArea: CGRect, parentOrigin: CGPoint, parentOldOrigin: CGPoint) {
        let oldOrigin = frame(inParentAt: parentOldOrigin).origin
        setLocalFrame(offeredFrame)
        guard needsMoveVisits else { return }
        let origin = frame(inParentAt: parentOrigin).origin
        for subview in subviews where !subview.isCollapsed && subview.needsMoveVisits {
            subview.place(
                in: subview.offeredFrame, proposal: subview.placedProposal, safeArea: safeArea, parentOrigin: origin,
                parentOldOrigin: oldOrigin)
        }
    }

    /// Places the subviews where the layout puts them, the node placed as `placed` says at
    /// `frame` (its window frame) in `safeArea`, for its placed proposal.
    @inline(__always)
    private func placeSubviews(_ placed: NodePlacement, in frame: CGRect, safeArea: CGRect) {
        let context = SubviewPlacement(
            bounds: placesRelative ? CGRect(origin: .zero, size: frame.size) : frame, origin: frame.origin,
            oldOrigin: placed.oldOrigin, safeArea: box.safeAreaForSubviews(safeArea, in: frame))
        // (Each way of placing is out of line and called last, so that the recursion passes
        // through one small frame of its own; with one or two subviews, the buffer goes back
        // before they are placed: along a tree's deepest path, mostly of such nodes, the
        // recursion would otherwise hold one buffer per level.)
        switch subviewPlacements(placed, in: context.bounds, size: frame.size) {
        case .changedSubviewAlone(let offset, let placement): place(subviews[offset], at: placement, context)
        case .cached(let placements): replay(placements, context, reversed: box.placesLastSubviewFirst)
        case .laidOut(let placements):
            switch subviews.count {
            case 1: placeOne(placements, context)
            case 2: placePair(placements, context, reversed: box.placesLastSubviewFirst)
            default: placeAll(placements, context, reversed: box.placesLastSubviewFirst)
            }
        }
    }

    /// Where the subviews go, as ``subviewPlacements(_:in:size:)`` finds them.
    private enum SubviewPlacements {
        /// The layout changed for one subview only, and places that one alone.
        case changedSubviewAlone(offset: Int, Placement)
        /// The node's ``PlacementCache`` kept them for its size and proposal (by subview index).
        case cached([Placement])
        /// The layout placed them now (by subview index).
        case laidOut([Placement?])
    }

    /// Where the subviews go in `bounds`: where a layout that changed for one subview places
    /// it, where the placement cache kept them, or where the layout puts them now.
    @inline(never)
    private func subviewPlacements(_ placed: NodePlacement, in bounds: CGRect, size: CGSize) -> SubviewPlacements {
        let proposal = placedProposal
        if placed.placedAsBefore && placesRelative && !ReferenceLayout.isActive,
            let (offset, placement) = box.placementOfOnlyChangedSubview(in: bounds, proposal, subviewProxies),
            othersNeedNoPlacement(besides: offset)
        {
            return .changedSubviewAlone(offset: offset, placement)
        }
        let caches = placesRelative && !dependsOnPosition && !ReferenceLayout.isActive
        if caches, let placements = sizeCache.placements(makingIfNeeded: false)?.placements(for: size, proposal),
            placements.count == subviews.count
        {
            return .cached(placements)
        }
        return .laidOut(placementsOfSubviews(in: bounds, size: size, proposal, caches: caches, resized: placed.resized))
    }

    /// Whether no subview but the one at `offset` needs placing again: none is marked for it,
    /// and none builds content from its geometry at each placement (a geometry reader).
    private func othersNeedNoPlacement(besides offset: Int) -> Bool {
        var index = -1
        return !subviews.containsUnretained { subview in
            index += 1
            return index != offset && (subview.needsPlacement || subview.extras?.contentBuilder != nil)
        }
    }

    /// Places the subviews where a ``PlacementCache`` kept them (by subview index).
    @inline(never)
    private func replay(_ placements: [Placement], _ context: SubviewPlacement, reversed: Bool) {
        let count = subviews.count
        for step in 0..<count {
            let index = Self.subviewIndex(atStep: step, of: count, reversed: reversed)
            place(subviews[index], at: placements[index], context)
        }
    }

    /// Places the one subview where `placed` says, after handing the buffer back.
    @inline(never)
    private func placeOne(_ placed: consuming [Placement?], _ context: SubviewPlacement) {
        let placement = placed[0].unsafelyUnwrapped
        PendingPlacements.recycle(placed)
        place(subviews[0], at: placement, context)
    }

    /// Places two subviews where `placed` says, after handing the buffer back.
    @inline(never)
    private func placePair(_ placed: consuming [Placement?], _ context: SubviewPlacement, reversed: Bool) {
        let first = Self.subviewIndex(atStep: 0, of: 2, reversed: reversed)
        let firstPlacement = placed[first].unsafelyUnwrapped
        let secondPlacement = placed[1 - first].unsafelyUnwrapped
        PendingPlacements.recycle(placed)
        place(subviews[first], at: firstPlacement, context)
        place(subviews[1 - first], at: secondPlacement, context)
    }

    /// Places every subview where `placed` says, then hands the buffer back.
    @inline(never)
    private func placeAll(_ placed: consuming [Placement?], _ context: SubviewPlacement, reversed: Bool) {
        let count = subviews.count
        for step in 0..<count {
            let index = Self.subviewIndex(atStep: step, of: count, reversed: reversed)
            place(subviews[index], at: placed[index].unsafelyUnwrapped, context)
        }
        PendingPlacements.recycle(placed)
    }

    /// Runs the layout's `placeSubviews` and returns where it put each subview, by subview
    /// index (a subview it did not place where ``unplacedPlacement(of:in:)`` says); keeps them
    /// in the ``PlacementCache`` when `caches`. (Out of line: the placement recursion runs
    /// through the caller, whose stack frame stays small without the layout call's.)
    @inline(never)
    private func placementsOfSubviews(
        in bounds: CGRect, size: CGSize, _ proposal: ProposedViewSize, caches: Bool, resized: Bool
    ) -> [Placement?] {
        var placed = PendingPlacements.collect(for: self) {
            guaranteedBox { $0.placeSubviews(in: bounds, proposal, subviewProxies) }
        }
        for index in placed.indices where placed[index] == nil {
            placed[index] = unplacedPlacement(of: subviews[index], in: bounds)
        }
        guard caches, let placementCache = sizeCache.placements(makingIfNeeded: resized) else { return placed }
        placementCache.store(placed.map { $0.unsafelyUnwrapped }, for: size, proposal)
        return placed
    }

    /// Where a node's subviews are placed: the bounds its layout placed them in (at the origin
    /// for layouts that place relative to their frame, else the window frame), the window
    /// origin of its frame now and before this layout pass, and their safe area.
    private struct SubviewPlacement {
        let bounds: CGRect
        let origin: CGPoint
        let oldOrigin: CGPoint
        let safeArea: CGRect
    }

    /// Places one subview where the layout put it.
    @inline(__always)
    private func place(_ subview: LayoutNode, at placement: Placement, _ context: SubviewPlacement) {
        subview.isCollapsed = placement.isCollapsed
        if placement.isCollapsed {
            subview.needsPlacement = true
            return
        }
        var rect = mirroredIfNeeded(placement, in: context.bounds)
        if !placesRelative { rect = Self.offset(rect, -context.origin.x, -context.origin.y) }
        subview.place(
            in: rect, proposal: placement.proposal, safeArea: context.safeArea, parentOrigin: context.origin,
            parentOldOrigin: context.oldOrigin)
    }

    /// The index of the subview placed at `step` of `count`: last to first when the layout
    /// places the last subview first (a background after the view it is behind).
    @inline(__always)
    private static func subviewIndex(atStep step: Int, of count: Int, reversed: Bool) -> Int {
        reversed ? count - 1 - step : step
    }

    /// Whether the layout places the subviews as a function of its size only (the built-in
    /// stacks, frames and padding): it is given bounds at the origin, and the subviews' frames
    /// relative to this node do not change when it moves. Other layouts (custom ones, scroll
    /// views, safe-area layouts) are given the node's window frame.
    @inline(__always)
    private var placesRelative: Bool {
        box.hooks.contains(.placesRelative)
    }

    /// Whether the node must be placed again when its window position changes, even when its
    /// frame relative to its parent does not: it reads its window position or the safe area
    /// (geometry readers, scroll views, lazy stacks, safe-area layouts, container-relative
    /// frames, containers that offer a size), animates its frame, or its layout places its
    /// subviews in window coordinates (see ``placesRelative``).
    private var dependsOnPosition: Bool {
        if let extras, extras.dependsOnPosition { return true }
        if dependsOnContainer { return true }
        let hooks = box.hooks
        if hooks.contains(.frameAdjusting) || hooks.contains(.safeAreaAdjusting) { return true }
        return !subviews.isEmpty && !hooks.contains(.placesRelative)
    }

    /// Whether this node or a node below it depends on its window position
    /// (``dependsOnPosition``), so that a move of an ancestor must visit it; found once, then
    /// kept until the subtree changes.
    @inline(__always)
    private var needsMoveVisits: Bool {
        switch positionDependents {
        case .absent: false
        case .present: true
        case .unknown: findPositionDependents()
        }
    }

    /// A node that depends on its position itself is not asked about the nodes below it.
    @inline(never)
    private func findPositionDependents() -> Bool {
        deriveBottomUp(isUnknown: { $0.positionDependents == .unknown }, descendsInto: { !$0.dependsOnPosition }) {
            let present = $0.dependsOnPosition || $0.subviews.contains { $0.positionDependents == .present }
            $0.positionDependents = present ? .present : .absent
        }
        return positionDependents == .present
    }

    /// Forgets what this node and its ancestors know about position-dependent nodes below
    /// them. A node whose answer is unknown has ancestors whose answer is unknown too, or
    /// depends on its position itself (an answer is found from the subviews' answers, which
    /// such a node does not need), so the walk stops at the first unknown one.
    func positionDependenceChanged() {
        positionDependents = .unknown
        var node = layoutParent
        while let current = node, current.positionDependents != .unknown {
            current.positionDependents = .unknown
            node = current.layoutParent
        }
    }

    /// The frame in window coordinates: the local origins of the node and its ancestors added
    /// from the root down, as placement adds them.
    var frame: CGRect {
        guard layoutParent != nil else { return frame(inParentAt: .zero) }
        var ancestors: [LayoutNode] = []
        var node = layoutParent
        while let current = node {
            ancestors.append(current)
            node = current.layoutParent
        }
        var origin = CGPoint.zero
        for ancestor in ancestors.reversed() { origin = ancestor.frame(inParentAt: origin).origin }
        return frame(inParentAt: origin)
    }

    /// The frame in window coordinates, given the window origin of the layout parent's frame
    /// (walks down the tree carry it).
    @inline(__always)
    func frame(inParentAt origin: CGPoint) -> CGRect {
        CGRect(
            x: origin.x + localFrame.origin.x, y: origin.y + localFrame.origin.y, width: localFrame.size.width,
            height: localFrame.size.height)
    }

    /// Runs `body` with this node's container size on the container stack, when the node is
    /// a container; invalidates the container-relative views below when the size changed.
    @inline(__always)
    func withContainer<T>(for proposal: ProposedViewSize, _ body: () -> T) -> T {
        guard let containerSize else { return body() }
        let size = containerSize(proposal)
        if let lastContainerSize, lastContainerSize != size { invalidateContainerDependents() }
        lastContainerSize = size
        LayoutPass.current.containerSizes.append(size)
        defer { LayoutPass.current.containerSizes.removeLast() }
        return body()
    }

    /// Invalidates the container-relative views below (they depend on their position too, so
    /// only subtrees that hold position-dependent nodes are searched).
    @inline(never)
    private func invalidateContainerDependents() {
        var stack = subviews.array
        while let node = stack.popLast() {
            guard node.needsMoveVisits else { continue }
            if node.dependsOnContainer { node.invalidateLayout() }
            stack.append(contentsOf: node.subviews)
        }
    }

    /// The subview's frame; in a right-to-left layout its x position is flipped within the
    /// bounds, so layouts compute left-to-right and the result mirrors automatically.
    private func mirroredIfNeeded(_ placement: Placement, in bounds: CGRect) -> CGRect {
        var rect = CGRect(origin: placement.origin, size: placement.size)
        if layoutDirection == .rightToLeft {
            rect.origin.x = bounds.minX + bounds.maxX - rect.maxX
        }
        return rect
    }


    @inline(__always)
    private static func sameSize(_ a: CGRect, _ b: CGRect) -> Bool {
        a.size.width == b.size.width && a.size.height == b.size.height
    }

    /// `rect` moved by (`dx`, `dy`) (Foundation's `offsetBy` standardizes the rectangle first).
    @inline(__always)
    private static func offset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
        CGRect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width, height: rect.size.height)
    }

    /// A subview the layout did not place goes to the centre of the container with the
    /// container's proposal (Apple, `LayoutSubview.place(at:anchor:proposal:)`).
    private func unplacedPlacement(of subview: LayoutNode, in bounds: CGRect) -> Placement {
        Diagnostics.report(
            "\(LayoutValidation.name(of: self)) did not place its subview \(LayoutValidation.name(of: subview)); it is centred in its container with the container's proposal."
        )
        let size = subview.sizeThatFits(placedProposal)
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        return Placement(origin: origin, size: size, proposal: placedProposal)
    }
}
