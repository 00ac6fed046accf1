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
    /// The last pointer location (nil once the pointer left the window).
    private(set) var pointerLocation: CGPoint?
    /// The focused view's node.
    weak var focusedNode: LayoutNode?
    /// Where copied text goes and pasted text comes from.
    var clipboard = Clipboard.inMemory()
    /// Set when a `focused` modifier's binding changed, so that focus follows it.
    static var focusBindingsChanged = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether a gesture interaction is in progress (a press, or a tap awaiting its next tap).
    var isInteracting: Bool { session != nil }

    // MARK: Pointer

    func pointerDown(at location: CGPoint, time: Double) {
        pointerMoved(to: location, time: time)
        pressedLocation = location
        let event = PointerEvent(kind: .down, location: location, time: time)
        let chain = HitTesting.chain(at: location, root: graph.root)
        focusOnPress(chain)
        if let session {
            session.handle(event)
            if !session.isFinished { return }
            self.session = nil
        }
        session = GestureSession(chain: chain)
        session?.handle(event)
        endSessionIfFinished()
    }

    /// The pointer moved; nothing happens when it is where it was.
    func pointerMoved(to location: CGPoint, time: Double) {
        guard location != pointerLocation else { return }
        pointerLocation = location
        updateHover(at: location)
        guard pressedLocation != nil else { return }
        session?.handle(PointerEvent(kind: .move, location: location, time: time))
        endSessionIfFinished()
    }

    func pointerUp(at location: CGPoint, time: Double) {
        pointerMoved(to: location, time: time)
        guard pressedLocation != nil else { return }
        pressedLocation = nil
        session?.handle(PointerEvent(kind: .up, location: location, time: time))
        endSessionIfFinished()
    }

    /// The pointer left the window: hover ends; a press in progress is cancelled.
    func pointerExited() {
        pointerLocation = nil
        updateHover(at: nil)
        if pressedLocation != nil {
            pressedLocation = nil
            session?.cancel()
            session = nil
        }
    }

    func advanceTime(to time: Double) {
        session?.advanceTime(to: time)
        endSessionIfFinished()
    }

    private func endSessionIfFinished() {
        if session?.isFinished == true { session = nil }
    }

    // MARK: Hover

    /// Tells hover handlers along the hit chain at `location` that the pointer entered,
    /// moved or left.
    private func updateHover(at location: CGPoint?) {
        let chain = location.map { HitTesting.chain(at: $0, root: graph.root) } ?? []
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

    // MARK: Wheel

    /// Offers a wheel delta to the scroll handlers along the hit chain, innermost first;
    /// returns whether one consumed it.
    func scrollWheel(by delta: CGSize, at location: CGPoint) -> Bool {
        pointerLocation = location
        for node in HitTesting.chain(at: location, root: graph.root) {
            if let handler = node.input?.scrollWheelHandler?.value, handler(delta) { return true }
        }
        return false
    }
}
