import Foundation

/// A node that takes part in layout: a leaf (shape, color, text, spacer), a container
/// (stack, grid, custom `Layout`) or one application of a layout modifier (frame, padding…).
///
/// Its layout contract:
/// 1. `sizeThatFits` sanitizes the proposal, answers from the per-proposal cache when it can,
///    otherwise asks the layout and validates the answer (no NaN, no negative sizes).
/// 2. `place(in:proposal:safeArea:parentOrigin:parentOldOrigin:)` records the frame and,
///    unless the frame, the proposal and the subtree are unchanged, runs the layout's
///    `placeSubviews` and places each subview where the layout put it.
/// 3. A change invalidates the node and its ancestors only (`invalidateLayout`).
///
/// Frames are kept relative to the layout parent (``localFrame``): the built-in layouts that
/// place their subviews as a function of their size (stacks, frames, padding) are asked to
/// place them in bounds at the origin, so a subview's frame does not change when its container
/// moves, and a node that only moved does not place its subviews again (only the subtrees that
/// read their window position are visited, see ``dependsOnPosition``). A window frame is the
/// sum of the local origins from the root down (``frame``, ``frame(inParentAt:)``), computed
/// the same way when a node is placed and when its frame is read, so that both agree to the
/// last bit.
final class LayoutNode: _ViewNode {
    /// The view type the node was made for (for descriptions).
    let viewType: Any.Type
    private(set) var box: AnyLayoutBox
    /// The structural content whose layout nodes become this node's subviews (containers).
    var content: _ViewNode?
    private(set) var subviews = SubviewList.empty
    /// The node whose subview this node is. It never outlives that node: a node that stops
    /// being a subview forgets it (``adopt(_:)``), and so do the subviews of a node that goes
    /// (``deinit``); so it can be read without reference counting.
    unowned(unsafe) private(set) var layoutParent: LayoutNode?

    @exclusivity(unchecked) var traits = LayoutTraits()
    /// The state few nodes have, made when one of them is first set (see ``LayoutNodeExtras``).
    @exclusivity(unchecked) private var extras: LayoutNodeExtras?

    /// What the node draws itself, in its frame (leaves: shapes, colors, images, text).
    var drawing: (any DrawingContent)? {
        get { drawingBox?.content }
        set { setDrawingBox(newValue.map(DrawingBox.init)) }
    }
    /// The drawing, held by reference (see ``DrawingBox``).
    private(set) var drawingBox: DrawingBox?

    /// Sets the drawing's box; a change of a shape's style animates.
    func setDrawingBox(_ box: DrawingBox?) {
        let oldValue = drawing
        drawingBox = box
        guard DrawingAnimation.animates(from: oldValue, to: drawing), let oldValue else { return }
        let context = LayoutAnimationContext.self
        let transaction = Transaction.current.disablesAnimations ? nil : Transaction.current.animation
        drawingChange = DrawingAnimation(
            from: drawingChange?.drawing(toward: oldValue, at: context.time) ?? oldValue, start: context.time,
            animation: transaction ?? context.graph?.updates.peekAnimation(), update: context.update)
    }

    // The layout state below is read and written on every layout of the node. A node is never
    // entered re-entrantly for the same state, so these properties opt out of the dynamic
    // exclusivity checks that class properties otherwise pay for on each access.
    // (The one-byte properties are declared together, after the eight-byte ones before them,
    // so that they fill one eight-byte slot rather than leave padding between larger ones:
    // Swift lays stored properties out in declaration order. A layout node that stays within
    // 168 bytes takes a 176-byte block of the allocator.)
    @exclusivity(unchecked) var sizeCache = SizeCache()
    @exclusivity(unchecked) var explicitGuides = ExplicitGuides.unknown
    /// Which proposal dimensions the node's size depends on, once derived (see
    /// ``_ProposalDependence``); known only while the node's layout is valid.
    @exclusivity(unchecked) var knownDependence: _ProposalDependence?
    var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { invalidateLayout() } }
    }
    /// Which dimensions of the node's proposal the frames below it depend on, once found (see
    /// ``placementReads``); known only while the node's layout is valid.
    @exclusivity(unchecked) private var knownPlacementReads: Axis.Set?
    /// Whether this node or one below it depends on its window position (see
    /// ``needsMoveVisits``).
    @exclusivity(unchecked) private var positionDependents = PositionDependents.unknown
    @exclusivity(unchecked) private var flags: LayoutNodeFlags = [.needsPlacement]

    /// Whether a layout result of this node was used since its last invalidation.
    var isLayoutValid: Bool {
        get { flags.contains(.layoutValid) }
        set { flags.set(.layoutValid, to: newValue) }
    }
    var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { flags.set(.hidden, to: newValue) }
    }
    private var hasBeenPlaced: Bool {
        get { flags.contains(.placed) }
        set { flags.set(.placed, to: newValue) }
    }
    /// Whether the node was placed with a new proposal without placing its subviews again
    /// (their frames could not change), so that their recorded proposals may be out of date.
    private var hasStaleSubviewProposals: Bool {
        get { flags.contains(.staleSubviewProposals) }
        set { flags.set(.staleSubviewProposals, to: newValue) }
    }
    /// Whether the node's size depends on its container's size (`containerRelativeFrame`):
    /// such nodes are not cached per proposal.
    var dependsOnContainer: Bool {
        get { flags.contains(.dependsOnContainer) }
        set {
            guard newValue != dependsOnContainer else { return }
            flags.set(.dependsOnContainer, to: newValue)
            positionDependenceChanged()
        }
    }
    /// Whether this node's subviews are where a view-aligned scroll view rests.
    var isScrollTargetLayout: Bool {
        get { flags.contains(.scrollTargetLayout) }
        set { flags.set(.scrollTargetLayout, to: newValue) }
    }
    /// Whether the container left this node out of its last placement.
    private(set) var isCollapsed: Bool {
        get { flags.contains(.collapsed) }
        set { flags.set(.collapsed, to: newValue) }
    }
    private var needsPlacement: Bool {
        get { flags.contains(.needsPlacement) }
        set { flags.set(.needsPlacement, to: newValue) }
    }
    /// The frame after the last placement, relative to the origin of the layout parent's
    /// frame (the root's: window coordinates).
    @exclusivity(unchecked) private(set) var localFrame: CGRect = .zero
    @exclusivity(unchecked) private var placedProposalBits = CompactProposal(.unspecified)

    /// The frame the container gave (before a safe-area-ignoring layout extended it), relative
    /// to the container's origin: the local frame, unless the layout extended it.
    private var offeredFrame: CGRect { extras?.offeredFrame ?? localFrame }

    /// The safe rectangle (window coordinates) the node was placed in. It is kept on the nodes
    /// that read their position (``dependsOnPosition``: geometry readers, scroll views,
    /// safe-area and navigation layouts…); the others, whose placement does not depend on it,
    /// answer the infinite rectangle.
    var safeArea: CGRect { extras?.safeArea ?? .infinite }

    /// The scrolling state, for a scroll view's node.
    var scrollState: ScrollState? {
        get { extras?.scrollState }
        set { setExtra(\.scrollState, newValue) }
    }
    /// The realized rows, for a lazy stack's node.
    var lazyState: LazyStackState? {
        get { extras?.lazyState }
        set { setExtra(\.lazyState, newValue) }
    }

    /// The proposal of the last placement.
    private(set) var placedProposal: ProposedViewSize {
        get { placedProposalBits.proposal }
        set { placedProposalBits = CompactProposal(newValue) }
    }

    /// The extras, made on first use.
    private var madeExtras: LayoutNodeExtras {
        if let extras { return extras }
        let made = LayoutNodeExtras()
        extras = made
        return made
    }

    /// What input the node takes part in: gestures, hit-testing shape, hover, focus, keys.
    var input: NodeInput? {
        get { extras?.input }
        set { if newValue != nil || extras != nil { madeExtras.input = newValue } }
    }
    /// The render-only effects of the modifiers applied to this node (opacity, clip…).
    var renderEffects: RenderEffects {
        get { extras?.renderEffects ?? RenderEffects() }
        set { if !newValue.isEmpty || extras != nil { madeExtras.renderEffects = newValue } }
    }
    /// The preferences this node's view sets, innermost first.
    var preferenceWriters: [PreferenceWriter] {
        get { extras?.preferenceWriters ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.preferenceWriters = newValue } }
    }
    /// The accessibility identifier of the view (`.accessibilityIdentifier(_:)`).
    var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { if newValue != nil || extras != nil { madeExtras.accessibilityIdentifier = newValue } }
    }

    /// What accessibility modifiers and the view's control say about it.
    var accessibility: AccessibilityProperties? {
        get { extras?.accessibility }
        set { if newValue != nil || extras != nil { madeExtras.accessibility = newValue } }
    }
    /// A change of the drawing in progress (a color animating).
    var drawingChange: DrawingAnimation? {
        get { extras?.drawingChange }
        set { if newValue != nil || extras != nil { madeExtras.drawingChange = newValue } }
    }
    /// The transition the view enters and leaves with (`.transition(_:)`).
    var transition: AnyTransition? {
        get { extras?.transition }
        set { setExtra(\.transition, newValue) }
    }
    /// The fade of an insertion transition: from, to, start time, animation.
    private var opacityAnimation: (Double, Double, AnimationRun<Double>)? {
        get { extras?.opacityAnimation }
        set { if newValue != nil || extras != nil { madeExtras.opacityAnimation = newValue } }
    }
    /// The animation moving the frame, if one is running.
    private(set) var frameAnimation: FrameAnimation? {
        get { extras?.frameAnimation }
        set { setExtra(\.frameAnimation, newValue) }
    }
    /// An animation that `.animation(_:value:)` asked for in one update.
    var pendingAnimation: (animation: Animation, update: Int)? {
        get { extras?.pendingAnimation }
        set { setExtra(\.pendingAnimation, newValue) }
    }
    /// For containers (scroll views, navigation stacks, tabs…): the size they offer to
    /// `containerRelativeFrame` below them, given their proposal.
    var containerSize: ((ProposedViewSize) -> CGSize)? {
        get { extras?.containerSize }
        set { setExtra(\.containerSize, newValue) }
    }
    private var lastContainerSize: CGSize? {
        get { extras?.lastContainerSize }
        set { if newValue != nil || extras != nil { madeExtras.lastContainerSize = newValue } }
    }
    /// Builds content that depends on the node's placed geometry (a `GeometryReader`'s), run
    /// at the start of each placement.
    var contentBuilder: ((LayoutNode) -> Void)? {
        get { extras?.contentBuilder }
        set { setExtra(\.contentBuilder, newValue) }
    }
    /// The explicit identity (`.id(_:)`) of the view, for `ScrollViewProxy.scrollTo`.
    var explicitID: AnyHashable? {
        get { extras?.explicitID }
        set { if newValue != nil || extras != nil { madeExtras.explicitID = newValue } }
    }
    /// The traits the node of a layout modifier last took from its content view (see
    /// ``ModifierNode/configure(_:_:unit:subviews:inputs:inherited:)``); kept only when not
    /// empty.
    var inheritedTraits: LayoutTraits {
        get { extras?.inheritedTraits ?? LayoutTraits() }
        set { if !newValue.isEmpty || extras != nil { madeExtras.inheritedTraits = newValue } }
    }
    /// The names of the coordinate spaces this node defines.
    var coordinateSpaceNames: Set<AnyHashable> {
        get { extras?.coordinateSpaceNames ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.coordinateSpaceNames = newValue } }
    }

    init(viewType: Any.Type, box: AnyLayoutBox) {
        self.viewType = viewType
        self.box = box
    }

    deinit {
        for subview in subviews where subview.layoutParent === self { subview.layoutParent = nil }
    }

    /// Makes `newSubviews` the subviews: the ones left out forget this node as their parent.
    private func adopt(_ newSubviews: [LayoutNode]) {
        for subview in subviews where subview.layoutParent === self { subview.layoutParent = nil }
        subviews = SubviewList(newSubviews)
        for subview in newSubviews { subview.layoutParent = self }
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(self)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
    }

    // MARK: Structure

    /// Replaces the layout; invalidates when it may lay out differently.
    func setBox(_ newBox: AnyLayoutBox) {
        box = newBox
        positionDependenceChanged()
        invalidateLayout()
    }

    /// Updates the layout value when the box holds the same layout type. A box shared with
    /// other nodes (see ``SharedLayoutBoxes``) is replaced rather than changed.
    func updateLayout<L: Layout>(_ layout: L) {
        guard box is LayoutBox<L> else {
            setBox(SharedLayoutBoxes.box(for: layout))
            return
        }
        if isKnownUniquelyReferenced(&box) {
            if unsafeDowncast(box, to: LayoutBox<L>.self).update(layout) { invalidateLayout() }
            return
        }
        let current = unsafeDowncast(box, to: LayoutBox<L>.self).layout
        let replacement = SharedLayoutBoxes.box(for: layout)
        if replacement === box { return }
        if areEqual(current, layout) { box = replacement } else { setBox(replacement) }
    }

    /// Sets the subviews; invalidates when they differ from the current ones.
    func setSubviews(_ newSubviews: [LayoutNode]) {
        if newSubviews.count == subviews.count
            && zip(newSubviews, subviews).allSatisfy({ $0 === $1 })
        {
            return
        }
        adopt(newSubviews)
        positionDependenceChanged()
        invalidateLayout()
    }

    /// Collects the content's layout nodes as the subviews.
    func refreshSubviews() {
        setSubviews(content?.units ?? [])
    }

    override func childUnitsChanged() {
        refreshSubviews()
    }

    /// Asks for the node to be placed again in the next layout pass even if its frame does
    /// not change (its geometry-dependent content changed).
    func setNeedsPlacement() {
        Self.invalidationCount &+= 1
        var node: LayoutNode? = self
        while let current = node, !current.needsPlacement {
            current.needsPlacement = true
            node = current.layoutParent
        }
    }

    /// The safe area's insets within this node's frame: how far the unsafe regions of the
    /// window (or of the enclosing container) reach into it on each edge.
    var safeAreaInsets: EdgeInsets {
        EdgeInsets(
            top: Swift.max(safeArea.minY - frame.minY, 0), leading: Swift.max(safeArea.minX - frame.minX, 0),
            bottom: Swift.max(frame.maxY - safeArea.maxY, 0), trailing: Swift.max(frame.maxX - safeArea.maxX, 0))
    }

    /// Replaces the subviews while the node is being placed, for content built from its
    /// geometry: the node's own size does not depend on them, so ancestors stay valid.
    func replaceSubviewsDuringPlacement(_ newSubviews: [LayoutNode]) {
        guard newSubviews.count != subviews.count || zip(newSubviews, subviews).contains(where: { $0 !== $1 }) else {
            return
        }
        adopt(newSubviews)
        positionDependenceChanged()
        box.markCacheStale()
        explicitGuides = .unknown
        knownDependence = nil
        knownPlacementReads = nil
        sizeCache.removePlacements()
    }

    /// Sets the traits; invalidates the container when they change how it lays out.
    func setTraits(_ newTraits: LayoutTraits, valuesChanged: Bool = false) {
        let changed = valuesChanged || newTraits.priority != traits.priority || newTraits.zIndex != traits.zIndex
            || newTraits.values.count != traits.values.count
        traits = newTraits
        if changed { layoutParent?.invalidateLayout() }
    }

    /// How many invalidations happened so far (in any graph): an update that leaves it
    /// unchanged changed nothing that layout depends on.
    nonisolated(unsafe) private(set) static var invalidationCount = 0

    /// Forgets cached results of this node and of every ancestor.
    func invalidateLayout() {
        Self.invalidationCount &+= 1
        box.markCacheStale()
        var node: LayoutNode? = self
        while let current = node, current.isLayoutValid || current === self {
            current.isLayoutValid = false
            current.sizeCache.removeAll()
            current.explicitGuides = .unknown
            current.knownDependence = nil
            current.knownPlacementReads = nil
            current.needsPlacement = true
            if current !== self { current.box.markCacheStale() }
            node = current.layoutParent
        }
    }

    // MARK: Placement

    /// Places the node at `offeredFrame` for `proposal`, then its subviews. The frame is
    /// relative to the origin of the layout parent's frame, which lies at `parentOrigin` in the
    /// window now and lay at `parentOldOrigin` before this layout pass. (A pass that only
    /// brings recorded proposals up to date keeps the recorded safe areas: frames, and so safe
    /// areas, do not change in it.)
    func place(
        in offered: CGRect, proposal offeredProposal: ProposedViewSize, safeArea offeredSafeArea: CGRect,
        parentOrigin: CGPoint, parentOldOrigin: CGPoint
    ) {
        var offeredFrame = offered
        var proposal = offeredProposal
        if !Self.isFinite(offered) { makeFinite(&offeredFrame, &proposal) }
        let safeArea = PlacementContext.refreshesProposals ? extras?.safeArea ?? offeredSafeArea : offeredSafeArea
        if extras?.contentBuilder == nil && !needsPlacement && Self.sameSize(offeredFrame, self.offeredFrame)
            && !ReferenceLayout.isActive && keepsPlacement(for: proposal)
        {
            if proposal != placedProposal { takeWithoutPlacingSubviews(proposal) }
            let parentMoved = parentOrigin.x != parentOldOrigin.x || parentOrigin.y != parentOldOrigin.y
            if !parentMoved && Self.same(offeredFrame, self.offeredFrame) && keepsSafeArea(safeArea) {
                return
            }
            if LayoutAnimationContext.animation == nil && !dependsOnPosition {
                move(to: offeredFrame, safeArea: safeArea, parentOrigin: parentOrigin, parentOldOrigin: parentOldOrigin)
                return
            }
        }
        LayoutStatistics.placements &+= 1
        let oldFrame = frame(inParentAt: parentOldOrigin)
        hasStaleSubviewProposals = false
        let resized = hasBeenPlaced && (!Self.sameSize(offeredFrame, self.offeredFrame) || proposal != placedProposal)
        localFrame = adjusted(offeredFrame, parentOrigin: parentOrigin, safeArea: safeArea)
        record(offeredFrame: offeredFrame, safeArea: safeArea)
        let frame = frame(inParentAt: parentOrigin)
        animateIfNeeded(from: oldFrame, to: frame)
        placedProposal = proposal
        needsPlacement = false
        isLayoutValid = true
        contentBuilder?(self)
        guard !subviews.isEmpty else { return }
        // The container's length comes from its proposal, as when it was sized: from its
        // frame, a container that hugs its content (a vertical scroll view's width) would
        // size container-relative content from that content's last size, ever larger.
        withContainer(for: LayoutValidation.sanitized(proposal, in: self)) {
            placeSubviews(
                in: frame, oldOrigin: oldFrame.origin, proposal: proposal, safeArea: safeArea, resized: resized)
        }
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
        let extended = !Self.same(offeredFrame, localFrame)
        if extended || extras?.offeredFrame != nil { madeExtras.offeredFrame = extended ? offeredFrame : nil }
        let reads = dependsOnPosition
        if reads || extras?.safeArea != nil { madeExtras.safeArea = reads ? safeArea : nil }
    }

    /// Whether a node placed with the same frame can ignore `safeArea`: it is the one recorded,
    /// or neither the node nor a node below reads it. (A node that has such nodes below but
    /// does not read the safe area itself records none, and visits them.)
    @inline(__always)
    private func keepsSafeArea(_ safeArea: CGRect) -> Bool {
        if let recorded = extras?.safeArea { return Self.same(safeArea, recorded) }
        return !needsMoveVisits
    }

    /// Whether the frames below the node, placed at its size, are the same for `proposal` as
    /// for the proposal it was placed with: the proposals are equal, or differ only in
    /// dimensions that no frame below depends on (``placementReads``).
    @inline(__always)
    private func keepsPlacement(for proposal: ProposedViewSize) -> Bool {
        if proposal == placedProposal { return true }
        if PlacementContext.refreshesProposals { return false }
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
    /// frame. Their frames do not change: only the proposals they record do.
    func refreshSubviewProposals(in frame: CGRect) {
        guard hasStaleSubviewProposals else { return }
        hasStaleSubviewProposals = false
        PlacementContext.refreshesProposals = true
        defer { PlacementContext.refreshesProposals = false }
        placeSubviews(in: frame, oldOrigin: frame.origin, proposal: placedProposal, safeArea: safeArea, resized: false)
    }

    /// The offered frame as a safe-area-ignoring layout extends it (both relative to the
    /// layout parent, whose frame lies at `parentOrigin` in the window).
    private func adjusted(_ offeredFrame: CGRect, parentOrigin: CGPoint, safeArea: CGRect) -> CGRect {
        guard box.hooks.contains(.frameAdjusting) else { return offeredFrame }
        let offered = Self.offset(offeredFrame, parentOrigin.x, parentOrigin.y)
        let frame = box.adjustedFrame(offered, safeArea: safeArea, window: PlacementContext.window)
        return Self.offset(frame, -parentOrigin.x, -parentOrigin.y)
    }

    /// Records a move, or a new safe area, of a node that keeps its size and proposal and whose
    /// subviews keep their frames relative to it: only the subtrees below that read their
    /// window position or the safe area are visited.
    private func move(to offeredFrame: CGRect, safeArea: CGRect, parentOrigin: CGPoint, parentOldOrigin: CGPoint) {
        let oldOrigin = frame(inParentAt: parentOldOrigin).origin
        localFrame = offeredFrame
        guard needsMoveVisits else { return }
        let origin = frame(inParentAt: parentOrigin).origin
        for subview in subviews where !subview.isCollapsed && subview.needsMoveVisits {
            subview.place(
                in: subview.offeredFrame, proposal: subview.placedProposal, safeArea: safeArea, parentOrigin: origin,
                parentOldOrigin: oldOrigin)
        }
    }

    /// Places the subviews where the layout puts them. `frame` is the node's window frame,
    /// `oldOrigin` where it was before this layout pass, `safeArea` the one it was placed in;
    /// `resized` tells that the node was placed before with another size or proposal (it then
    /// keeps its placements in a ``PlacementCache``).
    private func placeSubviews(
        in frame: CGRect, oldOrigin: CGPoint, proposal: ProposedViewSize, safeArea: CGRect, resized: Bool
    ) {
        let subviewSafeArea = box.safeAreaForSubviews(safeArea, in: frame)
        let bounds = placesRelative ? CGRect(origin: .zero, size: frame.size) : frame
        let context = SubviewPlacement(
            bounds: bounds, origin: frame.origin, oldOrigin: oldOrigin, safeArea: subviewSafeArea)
        let caches = placesRelative && !dependsOnPosition && !ReferenceLayout.isActive
        let count = subviews.count
        let reversed = box.placesLastSubviewFirst
        if caches, let placements = sizeCache.placements(makingIfNeeded: false)?.placements(for: frame.size, proposal),
            placements.count == count
        {
            return replay(placements, context, reversed: reversed)
        }
        let placed = placementsOfSubviews(in: bounds, size: frame.size, proposal, caches: caches, resized: resized)
        // (Each way of placing is out of line and called last, so that the recursion passes
        // through one small frame of its own; with one or two subviews, the buffer goes back
        // before they are placed: along a tree's deepest path, mostly of such nodes, the
        // recursion would otherwise hold one buffer per level.)
        switch count {
        case 1: return placeOne(placed, context)
        case 2: return placePair(placed, context, reversed: reversed)
        default: return placeAll(placed, context, reversed: reversed)
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
    private func positionDependenceChanged() {
        positionDependents = .unknown
        var node = layoutParent
        while let current = node, current.positionDependents != .unknown {
            current.positionDependents = .unknown
            node = current.layoutParent
        }
    }

    /// Sets one of the extras, noting when that changes whether the node depends on its
    /// position.
    private func setExtra<T>(_ keyPath: ReferenceWritableKeyPath<LayoutNodeExtras, T?>, _ newValue: T?) {
        guard newValue != nil || extras != nil else { return }
        let wasDependent = extras?.dependsOnPosition ?? false
        madeExtras[keyPath: keyPath] = newValue
        if madeExtras.dependsOnPosition != wasDependent { positionDependenceChanged() }
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
        ContainerContext.sizes.append(size)
        defer { ContainerContext.sizes.removeLast() }
        return body()
    }

    /// Invalidates the container-relative views below (they depend on their position too, so
    /// only subtrees that hold position-dependent nodes are searched).
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

    /// The frame shown at `time`: the placed frame, or where its animation has got to.
    func presentationFrame(at time: Double) -> CGRect {
        presentationFrame(at: time, placed: frame)
    }

    /// The frame shown at `time`, given the node's window frame.
    func presentationFrame(at time: Double, placed frame: CGRect) -> CGRect {
        guard let frameAnimation, !frameAnimation.isFinished(at: time) else { return frame }
        return frameAnimation.frame(at: time)
    }

    /// Starts a frame animation from `oldFrame` (window coordinates, the frame before this
    /// layout pass) to `newFrame` when the change is animated.
    private func animateIfNeeded(from oldFrame: CGRect, to newFrame: CGRect) {
        // Most nodes have no transition nor marked animation, and most layouts run without one.
        if extras == nil && LayoutAnimationContext.animation == nil {
            hasBeenPlaced = true
            return
        }
        defer { hasBeenPlaced = true }
        let context = LayoutAnimationContext.self
        let marked = pendingAnimation.flatMap { $0.update == context.update ? $0.animation : nil }
        guard let animation = transition?.animation ?? marked ?? context.animation else { return }
        if !hasBeenPlaced {
            // An inserted view comes in from its transition's state.
            guard let transition else { return }
            let from = AnyTransition.transitionedFrame(newFrame, transition.insertion)
            frameAnimation = FrameAnimation(from: from, to: newFrame, start: context.time, animation: animation)
            opacityAnimation = (transition.insertion.opacity ?? 1, 1, AnimationRun(progressOf: animation, start: context.time))
            return
        }
        guard newFrame != oldFrame else { return }
        frameAnimation = FrameAnimation(
            from: presentationFrame(at: context.time, placed: oldFrame), to: newFrame, start: context.time, animation: animation)
    }

    /// Whether anything the node shows is still animating at `time`: its frame, its
    /// transition's fade, its render effects or its drawing.
    func isAnimating(at time: Double) -> Bool {
        guard extras != nil else { return false }
        if let frameAnimation, !frameAnimation.isFinished(at: time) { return true }
        if let opacityAnimation, !opacityAnimation.2.isFinished(at: time) { return true }
        if let run = drawingChange?.run, !run.isFinished(at: time) { return true }
        return renderEffects.isAnimating(at: time)
    }

    /// The opacity the node is shown with at `time` (its transition's fade).
    func presentationOpacity(at time: Double) -> Double {
        guard let (from, to, run) = opacityAnimation else { return 1 }
        let progress = run.progress(at: time)
        return from + (to - from) * progress
    }

    /// Leaves the hierarchy: with a transition and an animated change, the node departs
    /// (still shown, no longer laid out) while its removal transition runs.
    override func unmount() {
        // The node keeps the window frame it leaves with (a departing view is drawn from it)
        // and no longer derives it from a parent that may be gone.
        localFrame = frame
        layoutParent = nil
        super.unmount()
        guard let transition, hasBeenPlaced, let graph = LayoutAnimationContext.graph,
            let animation = transition.animation ?? graph.updates.peekAnimation()
        else { return }
        let time = LayoutAnimationContext.time
        let to = AnyTransition.transitionedFrame(frame, transition.removal)
        graph.depart(
            DepartingView(
                node: self, animation: FrameAnimation(from: presentationFrame(at: time), to: to, start: time, animation: animation),
                opacity: (presentationOpacity(at: time), transition.removal.opacity ?? 1)))
    }

    /// `==` on rectangles, inlined (Foundation's is an out-of-line call).
    @inline(__always)
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
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

/// Counters of layout work, for tests and benchmarks that check incrementality.
enum LayoutStatistics {
    /// How many sizes were computed (cache misses of `LayoutNode.sizeThatFits`).
    nonisolated(unsafe) static var sizeComputations = 0
    /// How many nodes were placed in full (not counting nodes that only moved or kept their
    /// placement under a new proposal).
    nonisolated(unsafe) static var placements = 0
}

/// What a node knows about position-dependent nodes in its subtree.
private enum PositionDependents: UInt8 {
    case unknown, absent, present
}
