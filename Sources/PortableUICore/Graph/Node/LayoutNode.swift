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
    @exclusivity(unchecked) var extras: LayoutNodeExtras?

    /// What the node draws itself, in its frame (leaves: shapes, colors, images, text).
    var drawing: (any DrawingContent)? {
        get { drawingBox?.content }
        set { setDrawingBox(newValue.map(DrawingBox.init)) }
    }
    /// The drawing, held by reference (see ``DrawingBox``).
    private(set) var drawingBox: DrawingBox?

    /// Sets the drawing's box; a change of a shape's style or data, or of a text's content
    /// under a content transition, animates (see ``DrawingAnimation``). In a transaction that
    /// tracks velocity a shape's change is sampled, as a frame's is.
    func setDrawingBox(_ box: DrawingBox?) {
        let oldValue = drawing
        drawingBox = box
        invalidateAccessibility()
        guard let oldValue, let drawing, DrawingAnimation.animates(from: oldValue, to: drawing) else { return }
        drawingChange = DrawingAnimation(
            from: oldValue, to: drawing, continuing: drawingChange, at: LayoutPass.current.time,
            animation: TransactionScope.currentValueAnimation(LayoutPass.current.graph?.updates))
    }

    // The layout state below is read and written on every layout of the node. A node is never
    // entered re-entrantly for the same state, so these properties opt out of the dynamic
    // exclusivity checks that class properties otherwise pay for on each access.
    // (The one-byte properties are declared together, after the eight-byte ones before them,
    // so that they fill one eight-byte slot rather than leave padding between larger ones:
    // Swift lays stored properties out in declaration order; the node's size and the
    // allocator block it takes are measured in docs/benchmarks.md.)
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// The explicit alignment guides the node's subtree may define. They follow from the
    /// layout types and the tree's shape alone, so they are kept current as those change
    /// (``updateExplicitGuides()``) rather than found again after each invalidation.
    @exclusivity(unchecked) var explicitGuides: ExplicitGuides
    /// Which proposal dimensions the node's size depends on, once derived (see
    /// ``_ProposalDependence``); known only while the node's layout is valid.
    @exclusivity(unchecked) var knownDependence: _ProposalDependence?
    var layoutDirection: LayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            invalidateLayout()
            invalidateAccessibility()
        }
    }
    /// Which dimensions of the node's proposal the frames below it depend on, once found (see
    /// ``placementReads``); known only while the node's layout is valid.
    @exclusivity(unchecked) var knownPlacementReads: Axis.Set?
    /// Whether this node or one below it depends on its window position (see
    /// ``needsMoveVisits``).
    @exclusivity(unchecked) var positionDependents = PositionDependents.unknown
    @exclusivity(unchecked) var flags: LayoutNodeFlags = [.needsPlacement]

    /// Whether a layout result of this node was used since its last invalidation.
    var isLayoutValid: Bool {
        get { flags.contains(.layoutValid) }
        set { flags.set(.layoutValid, to: newValue) }
    }
    var isHidden: Bool {
        get { flags.contains(.hidden) }
        set {
            if newValue != isHidden { invalidateAccessibility() }
            flags.set(.hidden, to: newValue)
        }
    }
    var hasBeenPlaced: Bool {
        get { flags.contains(.placed) }
        set { flags.set(.placed, to: newValue) }
    }
    /// Whether the node was placed with a new proposal without placing its subviews again
    /// (their frames could not change), so that their recorded proposals may be out of date.
    var hasStaleSubviewProposals: Bool {
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
    var isCollapsed: Bool {
        get { flags.contains(.collapsed) }
        set {
            if newValue != isCollapsed { invalidateAccessibility() }
            flags.set(.collapsed, to: newValue)
        }
    }
    var needsPlacement: Bool {
        get { flags.contains(.needsPlacement) }
        set { flags.set(.needsPlacement, to: newValue) }
    }
    /// The frame after the last placement, relative to the origin of the layout parent's
    /// frame (the root's: window coordinates).
    @exclusivity(unchecked) var localFrame: CGRect = .zero
    @exclusivity(unchecked) var placedProposalBits = CompactProposal(.unspecified)

    /// The frame the container gave (before a safe-area-ignoring layout extended it), relative
    /// to the container's origin: the local frame, unless the layout extended it.
    var offeredFrame: CGRect { extras?.offeredFrame ?? localFrame }

    /// The safe rectangle (window coordinates) the node was placed in. It is kept on the nodes
    /// that read their position (``dependsOnPosition``: geometry readers, scroll views,
    /// safe-area and navigation layouts…); the others, whose placement does not depend on it,
    /// answer the infinite rectangle.
    var safeArea: CGRect { extras?.safeArea ?? .infinite }

    /// The proposal of the last placement.
    var placedProposal: ProposedViewSize {
        get { placedProposalBits.proposal }
        set { placedProposalBits = CompactProposal(newValue) }
    }

    /// The extras, made on first use.
    var madeExtras: LayoutNodeExtras {
        if let extras { return extras }
        let made = LayoutNodeExtras()
        extras = made
        return made
    }

    /// Sets one of the extras, noting when that changes whether the node depends on its
    /// position.
    func setExtra<T>(_ keyPath: ReferenceWritableKeyPath<LayoutNodeExtras, T?>, _ newValue: T?) {
        guard newValue != nil || extras != nil else { return }
        let wasDependent = extras?.dependsOnPosition ?? false
        madeExtras[keyPath: keyPath] = newValue
        if madeExtras.dependsOnPosition != wasDependent { positionDependenceChanged() }
    }

    /// What input the node takes part in: gestures, hit-testing shape, hover, focus, keys.
    var input: NodeInput? {
        get { extras?.input }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.input = newValue
            invalidateAccessibility()
        }
    }
    /// The render-only effects of the modifiers applied to this node (opacity, clip…).
    var renderEffects: RenderEffects {
        get { extras?.renderEffects ?? RenderEffects() }
        set {
            guard !newValue.isEmpty || extras != nil else { return }
            madeExtras.renderEffects = newValue
            invalidateAccessibility()
        }
    }
    /// The preferences this node's view sets, innermost first.
    var preferenceWriters: [PreferenceWriter] {
        get { extras?.preferenceWriters ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.preferenceWriters = newValue } }
    }
    /// The accessibility identifier of the view (`.accessibilityIdentifier(_:)`).
    var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.accessibilityIdentifier = newValue
            invalidateAccessibility()
        }
    }

    /// What accessibility modifiers and the view's control say about it.
    var accessibility: AccessibilityProperties? {
        get { extras?.accessibility }
        set {
            guard newValue != nil || extras != nil else { return }
            madeExtras.accessibility = newValue
            invalidateAccessibility()
        }
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
    var opacityAnimation: (Double, Double, AnimationRun<Double>)? {
        get { extras?.opacityAnimation }
        set { if newValue != nil || extras != nil { madeExtras.opacityAnimation = newValue } }
    }
    /// The animation moving the frame, if one is running.
    var frameAnimation: FrameAnimation? {
        get { extras?.frameAnimation }
        set { setExtra(\.frameAnimation, newValue) }
    }
    /// For containers (scroll views, navigation stacks, tabs…): the size they offer to
    /// `containerRelativeFrame` below them, given their proposal.
    var containerSize: ((ProposedViewSize) -> CGSize)? {
        get { extras?.containerSize }
        set { setExtra(\.containerSize, newValue) }
    }
    var lastContainerSize: CGSize? {
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
    /// Whether the view is a `focusSection()`: its stops are read together in Tab order, and
    /// the arrow keys move focus into it (``FocusOrder``).
    var isFocusSection: Bool {
        get { extras?.isFocusSection ?? false }
        set { if newValue || extras != nil { madeExtras.isFocusSection = newValue } }
    }
    /// The names of the coordinate spaces this node defines.
    var coordinateSpaceNames: Set<AnyHashable> {
        get { extras?.coordinateSpaceNames ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.coordinateSpaceNames = newValue } }
    }

    init(viewType: Any.Type, box: AnyLayoutBox) {
        self.viewType = viewType
        self.box = box
        explicitGuides = box.ownExplicitGuides
    }

    deinit {
        for subview in subviews where subview.layoutParent === self { subview.layoutParent = nil }
    }

    /// Makes `newSubviews` the subviews: the ones left out forget this node as their parent.
    private func adopt(_ newSubviews: [LayoutNode]) {
        for subview in subviews where subview.layoutParent === self { subview.layoutParent = nil }
        subviews = SubviewList(newSubviews)
        for subview in newSubviews { subview.layoutParent = self }
        updateExplicitGuides()
        invalidateAccessibility()
    }

    /// Moves the node within its parent (a new local frame); its accessibility elements, and
    /// those of its ancestors, are built again when they differ.
    @inline(__always)
    func setLocalFrame(_ newFrame: CGRect) {
        // (The cache is checked first: layout places every node, and the nodes of a host that
        // never built its tree, or of views no element reads, have nothing to drop.)
        if extras?.accessibilityCache != nil && !newFrame.isSame(as: localFrame) { invalidateAccessibility() }
        localFrame = newFrame
    }

    /// Drops the accessibility elements cached for this node and its ancestors, up to the
    /// first that has none (by ``AccessibilityCache``'s rules none of its ancestors depends
    /// on a cache below it then). Nodes of a host that never built its tree have none: the
    /// walk ends at once.
    func invalidateAccessibility() {
        var node: LayoutNode? = self
        while let current = node, let extras = current.extras, extras.accessibilityCache != nil {
            extras.accessibilityCache = nil
            node = current.layoutParent
        }
    }

    /// Drops the accessibility elements cached for this node and every ancestor, whether or
    /// not the node has any: what a change of keyboard focus does, since an element says
    /// whether it is focused even where the builder read nothing below it.
    func invalidateAccessibilityToRoot() {
        var node: LayoutNode? = self
        while let current = node {
            current.extras?.accessibilityCache = nil
            node = current.layoutParent
        }
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
        updateExplicitGuides()
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

    /// Forgets cached results of this node and of every ancestor. Each ancestor's layout is
    /// told which of its subviews the change came through (a stack then asks only that one
    /// again); an ancestor already invalid is told too when its layout keeps track of the
    /// subviews that changed, and the walk ends there.
    func invalidateLayout() {
        Self.invalidationCount &+= 1
        box.markCacheStale()
        forgetLayoutResults()
        var child = self
        while let parent = child.layoutParent {
            let wasValid = parent.isLayoutValid
            if wasValid || parent.box.updatesCacheForOneSubview { parent.noteChange(in: child) }
            guard wasValid else { return }
            parent.forgetLayoutResults()
            child = parent
        }
    }

    /// Forgets what was computed from the node's layout: sizes, guides, dependences; it is to
    /// be placed again.
    private func forgetLayoutResults() {
        isLayoutValid = false
        sizeCache.removeAll()
        knownDependence = nil
        knownPlacementReads = nil
        needsPlacement = true
    }

    /// Tells the layout's cache that the subtree of `child`, one of the subviews, changed.
    private func noteChange(in child: LayoutNode) {
        guard box.updatesCacheForOneSubview, let offset = subviews.firstIndex(where: { $0 === child }) else {
            box.markCacheStale()
            return
        }
        box.markSubviewChanged(at: offset)
    }

    /// Runs `placement`, a layout of the node, the root of a departed subtree, with its subtree
    /// linked as in the hierarchy: the nodes of a departed subtree keep window frames and no
    /// layout parent (``unmount()``), where placement keeps frames relative to the parent's.
    /// Before, each subview gets its parent back and a frame relative to it; after, the window
    /// frame it was placed at, and no parent again.
    func placeDepartedSubtree(_ placement: () -> Void) {
        linkDepartedSubviews()
        placement()
        unlinkDepartedSubviews()
    }

    /// Gives the subviews their parent back, their window frames made relative to it (the
    /// deepest first: each reads its parent's window frame).
    private func linkDepartedSubviews() {
        for subview in subviews {
            subview.linkDepartedSubviews()
            subview.localFrame = subview.localFrame.offsetBy(dx: -localFrame.minX, dy: -localFrame.minY)
            subview.layoutParent = self
        }
    }

    /// Gives the subviews their window frames and no parent (the shallowest first: each reads
    /// its parent's window frame).
    private func unlinkDepartedSubviews() {
        for subview in subviews {
            subview.localFrame = subview.localFrame.offsetBy(dx: localFrame.minX, dy: localFrame.minY)
            subview.layoutParent = nil
            subview.unlinkDepartedSubviews()
        }
    }

    /// Leaves the hierarchy: with a transition and an animated change, the node departs
    /// (still shown, no longer laid out) while its removal transition runs.
    @MainActor override func unmount() {
        // The node keeps the window frame it leaves with (a departing view is drawn from it)
        // and no longer derives it from a parent that may be gone.
        localFrame = frame
        layoutParent = nil
        super.unmount()
        guard let transition, hasBeenPlaced, let graph = LayoutPass.current.graph,
            let animation = transition.animation ?? TransactionScope.currentAnimation(graph.updates)
        else { return }
        let time = LayoutPass.current.time
        let to = AnyTransition.transitionedFrame(frame, transition.removal)
        graph.depart(
            DepartingView(
                node: self, animation: FrameAnimation(from: presentationFrame(at: time), to: to, start: time, animation: animation),
                opacity: (presentationOpacity(at: time), transition.removal.opacity ?? 1)))
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
enum PositionDependents: UInt8 {
    case unknown, absent, present
}
