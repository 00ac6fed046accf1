import Foundation

/// A node that takes part in layout: a leaf (shape, color, text, spacer), a container
/// (stack, grid, custom `Layout`) or one application of a layout modifier (frame, padding…).
///
/// Its layout contract:
/// 1. `sizeThatFits` sanitizes the proposal, answers from the per-proposal cache when it can,
///    otherwise asks the layout and validates the answer (no NaN, no negative sizes).
/// 2. `place(in:proposal:)` records the frame (window coordinates) and, unless the frame,
///    the proposal and the subtree are unchanged, runs the layout's `placeSubviews` and places
///    each subview where the layout put it.
/// 3. A change invalidates the node and its ancestors only (`invalidateLayout`).
final class LayoutNode: _ViewNode {
    /// The view type the node was made for (for descriptions).
    let viewType: Any.Type
    private(set) var box: AnyLayoutBox
    /// The structural content whose layout nodes become this node's subviews (containers).
    var content: _ViewNode?
    private(set) var subviews: [LayoutNode] = []
    unowned(unsafe) private(set) var layoutParent: LayoutNode?

    var traits = LayoutTraits()
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
    // (The one-byte properties follow the size cache, whose last bytes would otherwise be
    // padding, and the eight-byte ones follow them: Swift lays stored properties out in
    // declaration order.)
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    @exclusivity(unchecked) private var explicitGuides = ExplicitGuides.unknown
    /// Which proposal dimensions the node's size depends on, once derived (see
    /// ``_ProposalDependence``); known only while the node's layout is valid.
    @exclusivity(unchecked) private var knownDependence: _ProposalDependence?
    /// Whether a layout result of this node was used since its last invalidation.
    @exclusivity(unchecked) private var isLayoutValid = false
    var isHidden = false
    var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { invalidateLayout() } }
    }
    @exclusivity(unchecked) private var cachedSpacing: ViewSpacingBox?

    /// The frame in window coordinates after the last placement.
    @exclusivity(unchecked) private(set) var frame: CGRect = .zero
    /// The frame the container gave (before a safe-area-ignoring layout extended it).
    private var offeredFrame: CGRect = .zero
    @exclusivity(unchecked) private(set) var placedProposal: ProposedViewSize = .unspecified
    private var hasBeenPlaced = false
    /// The scrolling state, for a scroll view's node.
    var scrollState: ScrollState?
    /// The realized rows, for a lazy stack's node.
    var lazyState: LazyStackState?
    /// The safe rectangle (window coordinates) the node was placed in.
    private(set) var safeArea: CGRect = .infinite
    /// Whether the node's size depends on its container's size (`containerRelativeFrame`):
    /// such nodes are not cached per proposal.
    var dependsOnContainer = false
    /// Whether this node's subviews are where a view-aligned scroll view rests.
    var isScrollTargetLayout = false
    /// Whether the container left this node out of its last placement.
    private(set) var isCollapsed = false
    @exclusivity(unchecked) private var needsPlacement = true
    @exclusivity(unchecked) private var placementPass = 0
    @exclusivity(unchecked) private var pending: Placement?
    @exclusivity(unchecked) private var pendingPass = -1
    /// The subview placements of the last two distinct placements (see ``PlacementCache``).
    @exclusivity(unchecked) private var placementCache: PlacementCache?
    /// Whether the last placement ran with a frame or proposal different from the one before.
    @exclusivity(unchecked) private var hasMoved = false

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
    /// A change of the drawing in progress (a color animating).
    var drawingChange: DrawingAnimation? {
        get { extras?.drawingChange }
        set { if newValue != nil || extras != nil { madeExtras.drawingChange = newValue } }
    }
    /// The transition the view enters and leaves with (`.transition(_:)`).
    var transition: AnyTransition? {
        get { extras?.transition }
        set { if newValue != nil || extras != nil { madeExtras.transition = newValue } }
    }
    /// The fade of an insertion transition: from, to, start time, animation.
    private var opacityAnimation: (Double, Double, Double, Animation)? {
        get { extras?.opacityAnimation }
        set { if newValue != nil || extras != nil { madeExtras.opacityAnimation = newValue } }
    }
    /// The animation moving the frame, if one is running.
    private(set) var frameAnimation: FrameAnimation? {
        get { extras?.frameAnimation }
        set { if newValue != nil || extras != nil { madeExtras.frameAnimation = newValue } }
    }
    /// An animation that `.animation(_:value:)` asked for in one update.
    var pendingAnimation: (animation: Animation, update: Int)? {
        get { extras?.pendingAnimation }
        set { if newValue != nil || extras != nil { madeExtras.pendingAnimation = newValue } }
    }
    /// For containers (scroll views, navigation stacks, tabs…): the size they offer to
    /// `containerRelativeFrame` below them, given their proposal.
    var containerSize: ((ProposedViewSize) -> CGSize)? {
        get { extras?.containerSize }
        set { if newValue != nil || extras != nil { madeExtras.containerSize = newValue } }
    }
    private var lastContainerSize: CGSize? {
        get { extras?.lastContainerSize }
        set { if newValue != nil || extras != nil { madeExtras.lastContainerSize = newValue } }
    }
    /// Builds content that depends on the node's placed geometry (a `GeometryReader`'s), run
    /// at the start of each placement.
    var contentBuilder: ((LayoutNode) -> Void)? {
        get { extras?.contentBuilder }
        set { if newValue != nil || extras != nil { madeExtras.contentBuilder = newValue } }
    }
    /// The explicit identity (`.id(_:)`) of the view, for `ScrollViewProxy.scrollTo`.
    var explicitID: AnyHashable? {
        get { extras?.explicitID }
        set { if newValue != nil || extras != nil { madeExtras.explicitID = newValue } }
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
        subviews = newSubviews
        for subview in newSubviews { subview.layoutParent = self }
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
        subviews = newSubviews
        for subview in newSubviews { subview.layoutParent = self }
        box.markCacheStale()
        cachedSpacing = nil
        explicitGuides = .unknown
        knownDependence = nil
        placementCache?.removeAll()
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
            current.placementCache?.removeAll()
            current.cachedSpacing = nil
            current.explicitGuides = .unknown
            current.knownDependence = nil
            current.needsPlacement = true
            if current !== self { current.box.markCacheStale() }
            node = current.layoutParent
        }
    }

    // MARK: Sizing

    var subviewProxies: LayoutSubviews {
        LayoutSubviews(nodes: subviews[...], recorder: nil, layoutDirection: layoutDirection)
    }

    /// The size this node chooses for `proposal`.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if !dependsOnContainer, let size = sizeCache.lookup(proposal, proposalDependence) { return size }
        return measure(proposal)
    }

    /// Which proposal dimensions the node's size depends on: derived from its layout and its
    /// subviews' dependences the first time it is asked after an invalidation.
    @inline(__always)
    var proposalDependence: _ProposalDependence {
        if let knownDependence { return knownDependence }
        return deriveProposalDependence()
    }

    /// A node that reads its container's size, or whose subtree may define explicit alignment
    /// guides (which may depend on the proposal), depends on every dimension; otherwise the
    /// layout derives it. Deriving it marks the layout as used, so that an invalidation of a
    /// subview reaches this node and forgets it.
    @inline(never)
    private func deriveProposalDependence() -> _ProposalDependence {
        let dependence =
            dependsOnContainer || containerSize != nil || hasExplicitGuides ? .all : box.proposalDependence(subviewProxies)
        knownDependence = dependence
        isLayoutValid = true
        return dependence
    }

    /// Asks the layout for its size (a size-cache miss).
    @inline(never)
    private func measure(_ proposal: ProposedViewSize) -> CGSize {
        LayoutStatistics.sizeComputations &+= 1
        let sane = LayoutValidation.sanitized(proposal, in: self)
        let size = withContainer(for: sane) {
            LayoutValidation.validated(guaranteedBox { $0.sizeThatFits(sane, subviewProxies) }, for: sane, in: self)
        }
        sizeCache.store(proposal, proposalDependence, size)
        isLayoutValid = true
        return size
    }

    /// Calls into the layout box without retaining it: a node's box is replaced only when
    /// its view is updated, never while the node is measured or placed.
    @inline(__always)
    private func guaranteedBox<T>(_ body: (AnyLayoutBox) -> T) -> T {
        Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef(body)
    }

    /// The node's spacing preferences.
    @inline(__always)
    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing.spacing }
        return computeSpacing()
    }

    /// The node's spacing preferences in their box (shared by every node with the standard
    /// preferences, so that comparing with the standard ones is comparing references).
    var spacingBox: ViewSpacingBox {
        if let cachedSpacing { return cachedSpacing }
        _ = computeSpacing()
        return cachedSpacing.unsafelyUnwrapped
    }

    /// Asks the layout for its spacing (kept out of line: it recurses through the subtree, and
    /// small frames keep deep trees within the stack).
    @inline(never)
    private func computeSpacing() -> ViewSpacing {
        let spacing = box.spacing(subviewProxies)
        cachedSpacing = ViewSpacingBox.holding(spacing)
        isLayoutValid = true
        return spacing
    }

    /// Whether this node or a node below it may define explicit alignment guides.
    @inline(__always)
    var hasExplicitGuides: Bool {
        if explicitGuides == .unknown { findExplicitGuides() }
        return explicitGuides.mayDefineAny
    }

    /// Whether this node or a node below it may define an explicit value for `key`.
    @inline(__always)
    func hasExplicitGuides(for key: AlignmentKey) -> Bool {
        if explicitGuides == .unknown { findExplicitGuides() }
        return explicitGuides.mayDefine(key)
    }

    /// Works out the unknown part of the subtree, subviews before their container, without
    /// recursion (trees may be thousands of levels deep).
    @inline(never)
    private func findExplicitGuides() {
        var pending: [(node: LayoutNode, subviewsKnown: Bool)] = [(self, false)]
        while let (node, subviewsKnown) = pending.popLast() {
            if subviewsKnown {
                node.explicitGuides = node.explicitGuidesFromKnownSubviews()
                continue
            }
            pending.append((node, true))
            for subview in node.subviews where subview.explicitGuides == .unknown { pending.append((subview, false)) }
        }
    }

    private func explicitGuidesFromKnownSubviews() -> ExplicitGuides {
        var guides = box.ownExplicitGuides
        for subview in subviews where !guides.isSuperset(of: .all) { guides.formUnion(subview.explicitGuides) }
        return guides.union(.known)
    }

    /// The explicit value of an alignment guide at the given size, in the node's own space.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard hasExplicitGuides(for: key) else { return nil }
        isLayoutValid = true
        guard containerSize != nil else { return layoutsExplicitAlignment(key, size: size, proposal: proposal) }
        // A container's subviews are measured in its container, whichever query reaches them.
        return withContainer(for: LayoutValidation.sanitized(proposal, in: self)) {
            layoutsExplicitAlignment(key, size: size, proposal: proposal)
        }
    }

    private func layoutsExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, subviewProxies)
    }

    var stackOrientation: Axis? { box.stackOrientation }

    // MARK: Placement

    /// Takes a placement from the container's `placeSubviews`.
    func receive(_ placement: Placement) {
        let pass = layoutParent?.placementPass ?? 0
        if pendingPass == pass {
            Diagnostics.report(
                "\(LayoutValidation.name(of: layoutParent)) placed its subview \(LayoutValidation.name(of: self)) more than once; the last placement wins."
            )
        }
        pending = placement
        pendingPass = pass
    }

    /// Places the node at `frame` (window coordinates) for `proposal`, then its subviews.
    func place(in offeredFrame: CGRect, proposal: ProposedViewSize, safeArea: CGRect) {
        if extras?.contentBuilder == nil && !needsPlacement && Self.same(offeredFrame, self.offeredFrame) && proposal == placedProposal
            && safeArea == self.safeArea
        {
            return
        }
        hasMoved = hasBeenPlaced && (!Self.same(offeredFrame, self.offeredFrame) || proposal != placedProposal)
        self.offeredFrame = offeredFrame
        self.safeArea = safeArea
        let frame = box.adjustedFrame(offeredFrame, safeArea: safeArea, window: PlacementContext.window)
        animateIfNeeded(to: frame)
        self.frame = frame
        placedProposal = proposal
        needsPlacement = false
        isLayoutValid = true
        contentBuilder?(self)
        guard !subviews.isEmpty else { return }
        withContainer(for: ProposedViewSize(frame.size)) { placeSubviews(proposal: proposal) }
    }

    private func placeSubviews(proposal: ProposedViewSize) {
        let subviewSafeArea = box.safeAreaForSubviews(safeArea, in: frame)
        PlacementContext.node = self
        placementPass &+= 1
        let frame = self.frame
        let caches = cachesPlacements
        if caches, let placements = placementCache?.placements(for: frame, proposal) {
            place(subviews, at: placements, safeArea: subviewSafeArea)
            return
        }
        guaranteedBox { $0.placeSubviews(in: frame, proposal, subviewProxies) }
        var placements: [Placement] = []
        if caches {
            if placementCache == nil && hasMoved { placementCache = PlacementCache() }
            if placementCache != nil { placements.reserveCapacity(subviews.count) }
        }
        for subview in box.placesLastSubviewFirst ? subviews.reversed() : subviews {
            let placement = subview.takePlacement(pass: placementPass) ?? unplacedPlacement(of: subview)
            if caches && placementCache != nil { placements.append(placement) }
            subview.isCollapsed = placement.isCollapsed
            if placement.isCollapsed {
                subview.needsPlacement = true
                continue
            }
            subview.place(in: mirroredIfNeeded(placement), proposal: placement.proposal, safeArea: subviewSafeArea)
        }
        if caches, let placementCache { placementCache.store(placements, for: frame, proposal) }
    }

    /// Whether this node may replay its subviews' placements: its layout is a pure built-in
    /// one and nothing it holds depends on geometry outside its frame and proposal.
    private var cachesPlacements: Bool {
        box.hooks.contains(.cachesPlacement) && extras == nil && scrollState == nil && lazyState == nil
            && !dependsOnContainer
    }

    /// Places the subviews at the placements a previous placement of this node recorded.
    private func place(_ subviews: [LayoutNode], at placements: [Placement], safeArea: CGRect) {
        let ordered = box.placesLastSubviewFirst ? subviews.reversed() : subviews
        for (subview, placement) in zip(ordered, placements) {
            subview.isCollapsed = placement.isCollapsed
            if placement.isCollapsed {
                subview.needsPlacement = true
                continue
            }
            subview.place(in: mirroredIfNeeded(placement), proposal: placement.proposal, safeArea: safeArea)
        }
    }

    /// Runs `body` with this node's container size on the container stack, when the node is
    /// a container; invalidates the container-relative views below when the size changed.
    @inline(__always)
    private func withContainer<T>(for proposal: ProposedViewSize, _ body: () -> T) -> T {
        guard let containerSize else { return body() }
        let size = containerSize(proposal)
        if let lastContainerSize, lastContainerSize != size { invalidateContainerDependents() }
        lastContainerSize = size
        ContainerContext.sizes.append(size)
        defer { ContainerContext.sizes.removeLast() }
        return body()
    }

    private func invalidateContainerDependents() {
        var stack = subviews
        while let node = stack.popLast() {
            if node.dependsOnContainer { node.invalidateLayout() }
            stack.append(contentsOf: node.subviews)
        }
    }

    /// The subview's frame; in a right-to-left layout its x position is flipped within this
    /// node, so layouts compute left-to-right and the result mirrors automatically.
    private func mirroredIfNeeded(_ placement: Placement) -> CGRect {
        var rect = CGRect(origin: placement.origin, size: placement.size)
        if layoutDirection == .rightToLeft {
            rect.origin.x = frame.minX + frame.maxX - rect.maxX
        }
        return rect
    }

    /// The frame shown at `time`: the placed frame, or where its animation has got to.
    func presentationFrame(at time: Double) -> CGRect {
        guard let frameAnimation, !frameAnimation.isFinished(at: time) else { return frame }
        return frameAnimation.frame(at: time)
    }

    private func animateIfNeeded(to newFrame: CGRect) {
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
            opacityAnimation = (transition.insertion.opacity ?? 1, 1, context.time, animation)
            return
        }
        guard newFrame != frame else { return }
        frameAnimation = FrameAnimation(
            from: presentationFrame(at: context.time), to: newFrame, start: context.time, animation: animation)
    }

    /// The opacity the node is shown with at `time` (its transition's fade).
    func presentationOpacity(at time: Double) -> Double {
        guard let (from, to, start, animation) = opacityAnimation else { return 1 }
        let progress = animation.progress(at: time - start)
        return from + (to - from) * progress
    }

    /// Leaves the hierarchy: with a transition and an animated change, the node departs
    /// (still shown, no longer laid out) while its removal transition runs.
    override func unmount() {
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

    private func takePlacement(pass: Int) -> Placement? {
        guard pendingPass == pass, let pending else { return nil }
        self.pending = nil
        return pending
    }

    /// A subview the layout did not place goes to the centre of the container with the
    /// container's proposal (Apple, `LayoutSubview.place(at:anchor:proposal:)`).
    private func unplacedPlacement(of subview: LayoutNode) -> Placement {
        Diagnostics.report(
            "\(LayoutValidation.name(of: self)) did not place its subview \(LayoutValidation.name(of: subview)); it is centred in its container with the container's proposal."
        )
        let size = subview.sizeThatFits(placedProposal)
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        return Placement(origin: origin, size: size, proposal: placedProposal)
    }
}

/// Counters of layout work, for tests and benchmarks that check incrementality.
enum LayoutStatistics {
    /// How many sizes were computed (cache misses of `LayoutNode.sizeThatFits`).
    nonisolated(unsafe) static var sizeComputations = 0
}
