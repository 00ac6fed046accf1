import Foundation

/// Counters of the work an update did, for tests that check incrementality.
public struct GraphStatistics: Equatable, Sendable {
    /// How many view bodies were evaluated.
    public var bodyEvaluations = 0
    /// How many sizes were computed (per-proposal cache misses).
    public var sizeComputations = 0
    /// How many updates (frames) were applied.
    public var updates = 0
}

/// The graph of nodes for one hosted view hierarchy, its update loop and its layout pass.
///
/// An update (a frame) runs in steps:
/// 1. Dirty views (their state changed) are re-evaluated, shallowest first; a view already
///    re-evaluated through its parent is skipped.
/// 2. Lifecycle actions queued during the update run (`onAppear`, `onChange`…); state they
///    set is applied by repeating step 1 in the same frame.
/// 3. Layout runs if anything changed.
/// State set while a body is being evaluated is applied in the next frame, with a diagnostic.
@MainActor
final class ViewGraph {
    private var environment: EnvironmentValues
    private var content: _ViewNode?
    /// The root layout node: it holds the root view's layout nodes (stacked vertically when
    /// the root view is several views).
    let root = LayoutNode(viewType: ViewGraph.self, box: LayoutBox(_RootLayout()))
    var needsLayout = true
    private var laidOutIn: CGRect?
    /// The safe area of the last layout (window coordinates), nil before the first.
    var safeArea: CGRect? { laidOutIn }
    /// The window's presentations (sheets, alerts, menus…) and the layer above the content
    /// that shows them: laid out in the whole window after the root, drawn and hit first.
    let presentations = PresentationCoordinator()
    let presentationLayer = LayoutNode(viewType: _PresentationLayers.self, box: LayoutBox(_PresentationLayerLayout()))
    private var layers: _ViewNode?

    var statistics = GraphStatistics()
    let updates = UpdateQueue()
    /// The selectable text whose selection the last press in it made: the keyboard's copy
    /// and select-all reach it, a press elsewhere clears it.
    weak var activeTextSelection: StaticTextSelection?
    /// Whether the graph lays out in the reference mode, bypassing every cache (see
    /// ``ReferenceLayout``); a test may set it before the first layout.
    var usesReferenceLayout = ReferenceLayout.isRequestedByEnvironment {
        didSet { needsLayout = true }
    }

    /// The node of the view with keyboard focus (the input system sets it). The accessibility
    /// elements built with the old focus say which one is focused: those of the nodes that held
    /// it and get it are built again.
    weak var focusedNode: LayoutNode? {
        didSet {
            guard focusedNode !== oldValue else { return }
            oldValue?.invalidateAccessibilityToRoot()
            focusedNode?.invalidateAccessibilityToRoot()
        }
    }

    /// The window's undo manager (the root environment's).
    var undoManager: UndoManager? { environment.undoManager }

    /// The window's clipboard slot (the root environment's; a graph made without a host has
    /// its own).
    private(set) lazy var clipboardSlot: ClipboardSlot = environment.clipboardSlot ?? ClipboardSlot()

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// State changes that arrive after the graph is gone (a task or an observed model outliving
    /// its window) reach a closed queue and do nothing.
    deinit {
        updates.close()
    }

    private var layoutObservers: [ObjectIdentifier: LayoutObserver] = [:]

    func addLayoutObserver(_ observer: LayoutObserver) {
        layoutObservers[ObjectIdentifier(observer)] = observer
    }

    func removeLayoutObserver(_ id: ObjectIdentifier) {
        layoutObservers[id] = nil
    }

    /// Views that left the hierarchy and are shown while their removal transition runs.
    private(set) var departing: [DepartingView] = []

    nonisolated func depart(_ view: DepartingView) {
        // (Layout, which calls this, runs on the main actor, where the view was made.)
        nonisolated(unsafe) let view = view
        MainActor.assumeIsolated { departing.append(view) }
    }

    /// Lays each removed matched source that follows the inserted one
    /// (``DepartingView/follower``) out again at the frame its animation has got to at `time`.
    private func placeRelaidDepartures(at time: Double, safeArea: CGRect) {
        for view in departing where !view.isFinished(at: time) {
            guard let follower = view.follower else { continue }
            follower.node.placeDeparted(in: follower.animation.frame(at: time), safeArea: safeArea)
        }
    }

    /// Whether a departing view is laid out at each frame: moving the clock asks for a layout.
    private var hasRelaidDepartures: Bool { departing.contains { $0.follower != nil } }

    /// Drops the departing views whose transition ended by `time`.
    func removeFinishedDepartures(at time: Double) {
        departing.removeAll { $0.isFinished(at: time) }
    }

    /// Sends the departing view whose subtree holds `node` on towards the frame that puts
    /// `node` on `target` (window coordinates), from where it is shown at `time` (a removed
    /// matched-geometry source follows the source inserted in its place).
    func redirectDeparture(holding node: LayoutNode, onto target: CGRect, at time: Double) {
        guard let index = departing.firstIndex(where: { Self.subtree(of: $0.node, contains: node) }) else { return }
        departing[index] = departing[index].redirected(putting: node, onto: target, at: time)
    }

    /// Whether `node` is `root` or below it (a departed subtree keeps its subviews).
    private static func subtree(of root: LayoutNode, contains node: LayoutNode) -> Bool {
        var stack = [root]
        while let next = stack.popLast() {
            if next === node { return true }
            stack.append(contentsOf: next.subviews)
        }
        return false
    }

    /// Set when a scroll view asks for the focused text field to stop editing; the host ends
    /// that focus after the event.
    var endsTextEditing = false
    /// Scroll views whose content started moving by itself since the input system last
    /// looked (it steps their motion with the clock).
    var startedScrollMotions: [Weak<ScrollState>] = []
    /// The host's time, for animations; moving it moves the timeline views' clocks.
    var time: Double = 0 {
        didSet {
            timelines.advance(to: date)
            animationCompletions.advance(to: time, updates: updates)
            if geometryUnits.invalidate() || hasRelaidDepartures { needsLayout = true }
        }
    }
    /// The date at time 0 (`TimelineView`s show `startDate + time`).
    var startDate = Date() {
        didSet { timelines.restart(at: date) }
    }
    var date: Date { startDate.addingTimeInterval(time) }
    /// The mounted timeline views, whose content follows the clock.
    let timelines = TimelineRegistry()
    /// The geometry of the matched-geometry groups.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The views drawn as one unit whose frames animate.
    let geometryUnits = GeometryUnitRegistry()
    /// The transactions' completions waiting for their animations.
    let animationCompletions = AnimationCompletions()
    /// The scopes of the graph's `.transaction` and `.animation` modifiers (see
    /// ``TransactionScope``): a layout pass in which one of them gives an animation looks for
    /// the scope of each frame change.
    let transactionScopes = TransactionScopeRegistry()

    func update<V: View>(_ view: V) {
        ReferenceLayout.run(usesReferenceLayout) { reconcile(view) }
    }

    private func reconcile<V: View>(_ view: V) {
        updates.recordCurrentTransaction()
        statistics.updates += 1
        inPass { reconcileInPass(view) }
    }

    private func reconcileInPass<V: View>(_ view: V) {
        let invalidations = LayoutNode.invalidationCount
        DeferredContent.run(fromDepth: 0) {
            content = reconcileChild(view, content, _ViewInputs(environment: environment, graph: self))
            content?.parent = root
            root.content = content
            root.layoutDirection = environment.layoutDirection
            root.refreshSubviews()
            layers = reconcileChild(_PresentationLayers(coordinator: presentations), layers, _ViewInputs(environment: environment, graph: self))
            layers?.parent = presentationLayer
            presentationLayer.content = layers
            presentationLayer.refreshSubviews()
        }
        // Layout is needed again only when a node was invalidated or asked to be placed
        // again: otherwise every cached size and placement still holds.
        if LayoutNode.invalidationCount != invalidations { needsLayout = true }
        settle()
    }

    /// Applies pending state changes and actions (one frame).
    func flush() {
        guard updates.hasWork else { return }
        ReferenceLayout.run(usesReferenceLayout) { applyPendingWork() }
    }

    private func applyPendingWork() {
        updates.promoteDeferred()
        while let earlier = updates.takeEarlierChanges() { apply(earlier) }
        statistics.updates += 1
        inPass { settle() }
    }

    /// Applies changes set apart from the pending ones (see ``UpdateQueue/EarlierChanges``) in
    /// an update of their own, laid out with their transaction before the pending changes are
    /// (once the graph has been laid out: before that nothing animates).
    private func apply(_ earlier: UpdateQueue.EarlierChanges) {
        statistics.updates += 1
        updates.applyingEarlier(earlier.transaction) {
            inPass { update(earlier.dirty) }
        }
        needsLayout = true
        guard let safeArea = laidOutIn else {
            animationCompletions.start(earlier.completions, animation: earlier.transaction.animation, at: time, updates: updates)
            return
        }
        layOut(in: safeArea, transaction: earlier.transaction, completions: earlier.completions)
    }

    /// The window of the last layout.
    private var window = CGRect.zero

    /// Runs `body` as a pass of this graph (rule 1 of ``LayoutPass``): the pass names the
    /// graph, its window, clock and update, and, for a layout, the transaction it animates
    /// with; the enclosing pass is put back afterwards.
    private func inPass<R>(animating transaction: Transaction = Transaction(), _ body: () -> R) -> R {
        // The pass is made in place, so that its working storage has one owner and is reused.
        var enclosing = LayoutPass()
        swap(&enclosing, &LayoutPass.current)
        LayoutPass.current.takeStorage(from: &enclosing)
        LayoutPass.current.graph = self
        LayoutPass.current.window = window
        LayoutPass.current.time = time
        LayoutPass.current.update = statistics.updates
        LayoutPass.current.transaction = transaction
        LayoutPass.current.animation = transaction.valueAnimation
        // (Once the pass is current: a value's modifier gives its animation in its update only.)
        LayoutPass.current.hasScopes = transactionScopes.mayAnimate(from: transaction)
        defer {
            enclosing.takeStorage(from: &LayoutPass.current)
            swap(&enclosing, &LayoutPass.current)
        }
        return body()
    }

    /// Updates the views whose state changed, outermost first.
    private func update(_ dirty: [DynamicPropertyHost]) {
        let batch = dirty.compactMap { $0 as? any CompositeNodeProtocol }.sorted { $0.depth < $1.depth }
        for node in batch { DeferredContent.run(fromDepth: node.depth) { node.updateIfDirty() } }
    }

    // Steps 1-2
    private func settle() {
        var rounds = 0
        while updates.hasDirtyOrActions {
            rounds += 1
            if rounds > 100 {
                Diagnostics.report("The view graph did not settle after 100 rounds of state changes in one update; the rest waits for the next update.")
                return
            }
            let dirty = updates.takeDirty()
            update(dirty)
            if !dirty.isEmpty { needsLayout = true }
            for action in updates.takeActions() { action() }
        }
    }

    // Step 3: proposes the safe area's size to the root and centres the result in it. (Never
    // inlined: scripts/instructions.sh counts the instructions that run inside it.)
    @inline(never)
    func layout(in safeArea: CGRect, window: CGRect) {
        presentations.setGeometry(window: window, safeArea: safeArea)
        self.window = window
        flush()
        if !needsLayout && laidOutIn == safeArea { return }
        ReferenceLayout.run(usesReferenceLayout) { layOut(in: safeArea) }
    }

    /// The size the root chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ReferenceLayout.run(usesReferenceLayout) { inPass { root.sizeThatFits(proposal) } }
    }

    private func layOut(in safeArea: CGRect) {
        layOut(in: safeArea, transaction: updates.takeTransaction() ?? Transaction(), completions: updates.takeCompletions())
    }

    private func layOut(in safeArea: CGRect, transaction: Transaction, completions: [AnimationCompletion]) {
        let before = LayoutStatistics.sizeComputations
        animationCompletions.start(completions, animation: transaction.animation, at: time, updates: updates)
        updates.isLayingOut = true
        defer { updates.isLayingOut = false }
        inPass(animating: transaction) {
            placeRoot(in: safeArea)
            statistics.sizeComputations += LayoutStatistics.sizeComputations - before
            needsLayout = false
            laidOutIn = safeArea
            // (In the pass: an observer that scrolls reads the transaction's scroll anchor.)
            for observer in layoutObservers.values { observer.layoutDidFinish() }
        }
    }

    private func placeRoot(in safeArea: CGRect) {
        let proposal = ProposedViewSize(safeArea.size)
        root.containerSize = { _ in safeArea.size }
        let size = root.sizeThatFits(proposal)
        let origin = CGPoint(x: safeArea.midX - size.width / 2, y: safeArea.midY - size.height / 2)
        let rootFrame = CGRect(origin: origin, size: size)
        root.place(in: rootFrame, proposal: proposal, safeArea: safeArea, parentOrigin: .zero, parentOldOrigin: .zero)
        // A view that took a matched geometry before its source was placed is placed again.
        if matchedGeometry.invalidateStaleReaders() {
            root.place(in: rootFrame, proposal: proposal, safeArea: safeArea, parentOrigin: .zero, parentOldOrigin: .zero)
        }
        matchedGeometry.forgetDepartedSources()
        geometryUnits.placeAtAnimatedSizes(at: time, safeArea: safeArea)
        placeRelaidDepartures(at: time, safeArea: safeArea)
        layOutPresentations(in: window, safeArea: safeArea)
    }

    /// The presentation layer fills the window, whatever the content's size; with nothing
    /// presented it costs nothing.
    private func layOutPresentations(in window: CGRect, safeArea: CGRect) {
        guard !presentationLayer.subviews.isEmpty else { return }
        let proposal = ProposedViewSize(window.size)
        presentationLayer.containerSize = { _ in window.size }
        _ = presentationLayer.sizeThatFits(proposal)
        presentationLayer.place(in: window, proposal: proposal, safeArea: safeArea, parentOrigin: .zero, parentOldOrigin: .zero)
        presentations.refreshAnchorsAfterLayout(updates)
    }

    /// The roots of the window's layers, bottom to top: the content, then the presentations.
    var layerRoots: [LayoutNode] { [root, presentationLayer] }

    /// The chain of nodes hit at `point` (window coordinates), innermost first: the
    /// presentations are tried first (their backdrops take every point, unless the content
    /// behind a sheet stays interactive).
    func hitChain(at point: CGPoint) -> [LayoutNode] {
        let chain = HitTesting.chain(at: point, root: presentationLayer)
        return chain.isEmpty ? HitTesting.chain(at: point, root: root) : chain
    }

    /// The node of the top presentation, to which input is confined; nil when nothing is
    /// presented.
    var inputScope: LayoutNode? {
        let count = presentations.entries.count
        let layers = presentationLayer.subviews.array
        // A tooltip after the presentations is not one of them.
        return count == 0 || layers.count < count ? nil : layers[count - 1]
    }

    /// Visits the placed nodes that take keyboard input and focus: those of the top
    /// presentation when one is shown, every node otherwise.
    func forEachInputNode(_ body: (LayoutNode) -> Void) {
        guard let scope = inputScope else { return forEachPlacedNode(body) }
        body(scope)
        forEachPlacedNode(below: scope) { node, _ in body(node) }
    }

    /// Visits every placed layout node below the root, depth first, in drawing order,
    /// skipping collapsed subtrees.
    func forEachPlacedNode(_ body: (LayoutNode) -> Void) {
        forEachPlacedNode { node, _ in body(node) }
    }

    /// Visits every placed layout node below the root as ``forEachPlacedNode(_:)-swift.method``
    /// does, with its frame in window coordinates.
    func forEachPlacedNode(_ body: (LayoutNode, CGRect) -> Void) {
        for layer in layerRoots { forEachPlacedNode(below: layer, body) }
    }

    /// Visits every placed layout node below `top` as ``forEachPlacedNode(_:)-swift.method``
    /// does.
    func forEachPlacedNode(below top: LayoutNode, _ body: (LayoutNode, CGRect) -> Void) {
        let origin = top.frame.origin
        var stack: [(LayoutNode, CGPoint)] = top.subviews.reversed().map { ($0, origin) }
        while let (node, parentOrigin) = stack.popLast() {
            if node.isCollapsed { continue }
            let frame = node.frame(inParentAt: parentOrigin)
            body(node, frame)
            stack.append(contentsOf: node.subviews.reversed().map { ($0, frame.origin) })
        }
    }

    func describe(rounding: (CGRect) -> CGRect) -> String {
        var lines: [String] = []
        var stack: [(LayoutNode, Int, CGPoint)] = layerRoots.reversed().flatMap { layer in
            layer.subviews.reversed().map { ($0, 0, layer.frame.origin) }
        }
        while let (node, depth, parentOrigin) = stack.popLast() {
            // A collapsed node (a `ViewThatFits` child not chosen) is not shown: its last frame,
            // or none, says nothing.
            if node.isCollapsed {
                lines.append(String(repeating: "  ", count: depth) + LayoutValidation.typeName(node.viewType) + " (collapsed)")
                continue
            }
            let placed = node.frame(inParentAt: parentOrigin)
            node.refreshSubviewProposals(in: placed)
            let frame = rounding(placed)
            var line = String(repeating: "  ", count: depth) + LayoutValidation.typeName(node.viewType)
            if let identifier = node.accessibilityIdentifier { line += " \"\(identifier)\"" }
            line += " proposal \(node.placedProposal) size (\(formatLength(placed.width)), \(formatLength(placed.height)))"
            line += " frame (\(formatLength(frame.minX)), \(formatLength(frame.minY)), \(formatLength(frame.width)), \(formatLength(frame.height)))"
            lines.append(line)
            stack.append(contentsOf: node.subviews.reversed().map { ($0, depth + 1, placed.origin) })
        }
        return lines.joined(separator: "\n")
    }
}

/// The layout at the root of a host: one view is proposed the whole safe area; several are
/// stacked vertically, as a `VStack` would.
struct _RootLayout: Layout, Equatable {
    static var _explicitGuidesComeFromSubviews: Bool { true }

    private static let stack = StackLayoutCore(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)

    func makeCache(subviews: Subviews) -> _StackLayoutCache { Self.stack.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        if subviews.count == 1 { return subviews[subviews.startIndex].sizeThatFits(proposal) }
        return Self.stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        if subviews.count == 1 {
            subviews[subviews.startIndex].place(at: bounds.origin, proposal: proposal)
            return
        }
        Self.stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
