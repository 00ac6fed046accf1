import Foundation

/// Routes a host's input to its views: pointer presses and moves to the gestures along the
/// hit chain, pointer position to hover handlers, the clock to pending gestures, wheel
/// deltas to scroll handlers, and keys to the focused view (see InputSystem+Keyboard.swift).
///
/// Locations are window coordinates; times are the host's clock. Callers lay the content
/// out before an event and apply state changes after it (``ViewHost`` does both).
@MainActor
final class InputSystem {
    unowned let graph: ViewGraph
    private var session: GestureSession?
    private var pressedLocation: CGPoint?
    private var hovered: [Weak<LayoutNode>] = []
    /// The scroll views under the current press, and those moving on their own.
    private var heldScrollViews: [Weak<ScrollState>] = []
    private var movingScrollViews: [Weak<ScrollState>] = []
    /// The time of the last event or clock step.
    private var lastEventTime: Double = 0
    /// The wheel gesture whose handler waits for its end: the node, when it ends, the end.
    private var wheelGesture: (node: LayoutNode, deadline: Double, ended: @MainActor () -> Void)?
    /// The last pointer location (nil once the pointer left the window).
    private(set) var pointerLocation: CGPoint?
    /// The focused view's node (kept by the graph, where `focusedValue` publishers look).
    var focusedNode: LayoutNode? {
        get { graph.focusedNode }
        set { graph.focusedNode = newValue }
    }
    /// Where copied text goes and pasted text comes from.
    var clipboard: Clipboard {
        get { graph.clipboardSlot.clipboard }
        set { graph.clipboardSlot.clipboard = newValue }
    }
    /// Drag and drop within the window and from outside it.
    lazy var drags = DragController(graph: graph)
    /// Set when a `focused` modifier's binding changed, so that focus follows it.
    static var focusBindingsChanged = false

    /// The view focused outside any open menu: what the Edit menu's commands act on.
    weak var contentFocus: LayoutNode?
    /// Whether the focused view draws its focus ring: the focus was last moved by Tab
    /// (see ``FocusRing``).
    var isFocusVisible = false

    init(graph: ViewGraph) {
        self.graph = graph
        graph.clipboardSlot.input = self
    }

    /// Whether a gesture interaction is in progress (a press, or a tap awaiting its next tap).
    var isInteracting: Bool { session != nil }

    // MARK: Pointer

    func pointerDown(at location: CGPoint, time: Double, modifiers: EventModifiers = []) {
        lastEventTime = time
        pointerMoved(to: location, time: time, modifiers: modifiers)
        pressedLocation = location
        let event = PointerEvent(kind: .down, location: location, time: time, modifiers: modifiers)
        let chain = holdScrollViews(in: graph.hitChain(at: location))
        drags.pressed(chain, at: location)
        clearTextSelection(unlessIn: chain)
        focusOnPress(chain)
        defer { takeFocusForTextSelection() }
        if let session {
            session.handle(event)
            if !session.isFinished { return }
            self.session = nil
        }
        session = GestureSession(chain: chain)
        session?.handle(event)
        endSessionIfFinished()
    }

    /// A press outside the text whose selection is active clears that selection.
    private func clearTextSelection(unlessIn chain: [LayoutNode]) {
        guard let active = graph.activeTextSelection else { return }
        if let node = active.node, chain.contains(where: { $0 === node }) { return }
        active.clear()
        graph.activeTextSelection = nil
    }

    /// A press that started selecting text takes keyboard focus from the focused view, as
    /// macOS makes the text first responder: the keyboard's copy then reaches the text.
    private func takeFocusForTextSelection() {
        if graph.activeTextSelection?.isTracking == true { setFocus(nil) }
    }

    /// The pointer moved; nothing happens when it is where it was.
    func pointerMoved(to location: CGPoint, time: Double, modifiers: EventModifiers = []) {
        lastEventTime = time
        guard location != pointerLocation else { return }
        pointerLocation = location
        updateHover(at: location)
        guard pressedLocation != nil else { return }
        if drags.moved(to: location) {
            // A drag took the press: its gestures end, as a scroll view's drag ends a button's.
            session?.cancel()
            session = nil
            return
        }
        session?.handle(PointerEvent(kind: .move, location: location, time: time, modifiers: modifiers))
        endSessionIfFinished()
    }

    func pointerUp(at location: CGPoint, time: Double, modifiers: EventModifiers = []) {
        lastEventTime = time
        pointerMoved(to: location, time: time, modifiers: modifiers)
        guard pressedLocation != nil else { return }
        pressedLocation = nil
        if drags.released(at: location) {
            releaseScrollViews(at: time)
            return
        }
        session?.handle(PointerEvent(kind: .up, location: location, time: time, modifiers: modifiers))
        endSessionIfFinished()
        releaseScrollViews(at: time)
    }

    /// The pointer left the window: hover ends; a press in progress is cancelled.
    func pointerExited() {
        pointerLocation = nil
        updateHover(at: nil)
        drags.cancel()
        if pressedLocation != nil {
            pressedLocation = nil
            session?.cancel()
            session = nil
            releaseScrollViews(at: lastEventTime)
        }
    }

    /// Moves the clock: gestures waiting for time see it, a tooltip whose delay ended shows,
    /// and scroll views in motion move; returns whether one moved (its content needs placing again).
    @discardableResult
    func advanceTime(to time: Double) -> Bool {
        lastEventTime = time
        session?.advanceTime(to: time)
        endSessionIfFinished()
        graph.presentations.showTooltipIfDue(at: time)
        let endedWheel = endWheelGestureIfDue(at: time)
        return stepScrollMotions(at: time) || endedWheel
    }

    private func endSessionIfFinished() {
        if session?.isFinished == true { session = nil }
    }

    /// A secondary click (right button, two-finger click): the innermost view along the hit
    /// chain that handles it (a context menu) does; returns whether one did.
    @discardableResult
    func secondaryClick(at location: CGPoint, time: Double) -> Bool {
        lastEventTime = time
        pointerMoved(to: location, time: time)
        let handlers = graph.presentations.secondaryClickHandlers
        for node in graph.hitChain(at: location) {
            guard let handler = handlers[ObjectIdentifier(node)] else { continue }
            handler(location)
            return true
        }
        // A secondary click outside an open menu closes it, as a click does.
        if let top = graph.presentations.top, !top.isModal {
            top.dismissByUser(force: true)
            return true
        }
        return false
    }

    // MARK: Hover

    /// Tells hover handlers along the hit chain at `location` that the pointer entered,
    /// moved or left.
    private func updateHover(at location: CGPoint?) {
        let chain = location.map { graph.hitChain(at: $0) } ?? []
        let current = chain.filter { !($0.input?.hoverHandlers.isEmpty ?? true) }
        for old in hovered {
            guard let node = old.value, !current.contains(where: { $0 === node }) else { continue }
            for handler in node.input?.hoverHandlers.values.map({ $0 }) ?? [] {
                handler.onHover?(false)
                handler.onContinuousHover?(.ended)
            }
        }
        for node in current {
            let entered = !hovered.contains { $0.value === node }
            for handler in node.input?.hoverHandlers.values.map({ $0 }) ?? [] {
                if entered { handler.onHover?(true) }
                if let location, let report = handler.onContinuousHover {
                    let origin = CoordinateSpace.origin(of: handler.coordinateSpace, from: node)
                    report(.active(CGPoint(x: location.x - origin.x, y: location.y - origin.y)))
                }
            }
        }
        hovered = current.map(Weak.init)
    }

    // MARK: Scroll motion

    /// A press on scroll views stops their motion. When it stopped one, the press only stops
    /// the scrolling, as on iOS: the views inside that scroll view do not see it.
    private func holdScrollViews(in chain: [LayoutNode]) -> [LayoutNode] {
        var stopped: Int?
        heldScrollViews = []
        for (index, node) in chain.enumerated() {
            guard let state = node.scrollState else { continue }
            heldScrollViews.append(Weak(state))
            if state.hold(), stopped == nil { stopped = index }
        }
        return stopped.map { Array(chain[$0...]) } ?? chain
    }

    /// The pressed scroll views are let go: the ones that start moving are stepped with the clock.
    private func releaseScrollViews(at time: Double) {
        for held in heldScrollViews {
            guard let state = held.value, state.release(at: time) else { continue }
            if !movingScrollViews.contains(where: { $0.value === state }) { movingScrollViews.append(held) }
        }
        heldScrollViews = []
    }

    private func stepScrollMotions(at time: Double) -> Bool {
        adoptStartedScrollMotions()
        guard !movingScrollViews.isEmpty else { return false }
        var moved = false
        for moving in movingScrollViews {
            if moving.value?.stepMotion(at: time) == true { moved = true }
        }
        movingScrollViews.removeAll { $0.value?.motion == nil }
        return moved
    }

    /// Whether a scroll view's content is still moving after the finger left it.
    var hasScrollMotion: Bool {
        adoptStartedScrollMotions()
        return movingScrollViews.contains { $0.value?.motion != nil }
    }

    /// Takes over the motions scroll views started by themselves (a refresh that holds the
    /// content down or lets it go), to step them with the clock.
    private func adoptStartedScrollMotions() {
        for started in graph.startedScrollMotions {
            guard let state = started.value, !movingScrollViews.contains(where: { $0.value === state }) else { continue }
            movingScrollViews.append(started)
        }
        graph.startedScrollMotions = []
    }

    // MARK: Wheel

    /// How long after its last delta a wheel gesture ends (SDL2's wheel events carry no
    /// phase): a trackpad sends a delta every frame while the fingers move [UNVERIFIED;
    /// docs/differences.md].
    static let wheelGestureGap: Double = 0.15

    /// Offers a wheel delta to the scroll handlers along the hit chain, innermost first, at
    /// the location in each node's coordinates; returns whether one consumed it. A handler
    /// with an end is told when the gesture ends: after ``wheelGestureGap`` without deltas,
    /// or at once when another handler takes a delta.
    func scrollWheel(by delta: CGSize, at location: CGPoint) -> Bool {
        pointerLocation = location
        for node in graph.hitChain(at: location) {
            guard let handler = node.input?.scrollWheelHandler?.value else { continue }
            let local = CGPoint(x: location.x - node.frame.minX, y: location.y - node.frame.minY)
            guard handler.wheel(delta, local) else { continue }
            if wheelGesture?.node !== node { endWheelGesture() }
            wheelGesture = handler.ended.map { (node, graph.time + Self.wheelGestureGap, $0) }
            return true
        }
        return false
    }

    /// Ends the wheel gesture in progress.
    private func endWheelGesture() {
        let ended = wheelGesture?.ended
        wheelGesture = nil
        ended?()
    }

    /// Ends the wheel gesture in progress once its time is up; returns whether it did.
    private func endWheelGestureIfDue(at time: Double) -> Bool {
        guard let gesture = wheelGesture, time >= gesture.deadline else { return false }
        endWheelGesture()
        return true
    }
}
