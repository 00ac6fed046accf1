import Foundation

/// Headless event injection: every location is in window coordinates (points), every event
/// happens at the host's current ``time``. After each event, state changes are applied and
/// the content is laid out again, so a test can read frames right away.
///
/// ```swift
/// let host = ViewHost(CounterView(), size: CGSize(width: 200, height: 100))
/// host.tap(on: "increment")
/// host.press(at: CGPoint(x: 50, y: 50))
/// await host.advance(by: 0.6)              // a long press is recognized while held
/// host.release(at: CGPoint(x: 50, y: 50))
/// await host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), duration: 0.2)
/// host.type("hello\n")
/// ```
extension ViewHost {
    /// Presses and releases the pointer at `point` at the current time.
    public func tap(at point: CGPoint) {
        tap(at: point, modifiers: [])
    }

    /// Presses and releases the pointer at `point` with `modifiers` held (a Shift-click, a
    /// Command- or Control-click).
    public func tap(at point: CGPoint, modifiers: EventModifiers) {
        press(at: point, modifiers: modifiers)
        release(at: point, modifiers: modifiers)
    }

    /// Taps the centre of the first view marked with `.accessibilityIdentifier(identifier)`;
    /// returns false (and taps nothing) when there is no such view.
    @discardableResult
    public func tap(on identifier: String) -> Bool {
        tap(on: identifier, modifiers: [])
    }

    /// Taps the centre of the view marked `identifier` with `modifiers` held; returns false
    /// (and taps nothing) when there is no such view.
    @discardableResult
    public func tap(on identifier: String, modifiers: EventModifiers) -> Bool {
        guard let frame = frame(of: identifier) else { return false }
        tap(at: CGPoint(x: frame.midX, y: frame.midY), modifiers: modifiers)
        return true
    }

    /// Presses the pointer at `point` (moving it there first).
    public func press(at point: CGPoint) {
        press(at: point, modifiers: [])
    }

    /// Presses the pointer at `point` with `modifiers` held (a window reads them from the
    /// keyboard's state when the button goes down).
    public func press(at point: CGPoint, modifiers: EventModifiers) {
        dispatch { $0.pointerDown(at: point, time: time, modifiers: modifiers) }
    }

    /// Moves the pointer to `point`, pressed or not (hover handlers follow it).
    public func movePointer(to point: CGPoint) {
        dispatch(checksEditCommands: false) { $0.pointerMoved(to: point, time: time) }
    }

    /// Releases the pointer at `point`.
    public func release(at point: CGPoint) {
        release(at: point, modifiers: [])
    }

    /// Releases the pointer at `point` with `modifiers` held.
    public func release(at point: CGPoint, modifiers: EventModifiers) {
        dispatch { $0.pointerUp(at: point, time: time, modifiers: modifiers) }
    }

    /// Clicks the secondary (right) button at `point`: opens the context menu of the view
    /// there, or closes an open menu.
    public func secondaryClick(at point: CGPoint) {
        dispatch { $0.secondaryClick(at: point, time: time) }
    }

    /// Clicks the secondary button on the centre of the view marked `identifier`; returns
    /// whether such a view exists.
    @discardableResult
    public func secondaryClick(on identifier: String) -> Bool {
        guard let frame = frame(of: identifier) else { return false }
        secondaryClick(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    /// The pointer leaves the window: hovering ends and a press in progress is cancelled.
    public func pointerExited() {
        dispatch { $0.pointerExited() }
    }

    /// Presses at `start`, moves to `end` in steps of one frame (1/60 s) over `duration`
    /// seconds of host time, and releases there.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) async {
        press(at: start)
        let duration = duration.isFinite ? Swift.max(duration, 0) : 0
        let steps = Swift.max(Int((duration * 60).rounded(.up)), 1)
        for step in 1...steps {
            await advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        release(at: end)
    }

    /// Turns the scroll wheel by `delta` points over `point` (positive height: the wheel
    /// turned toward the user, content moves up to show what is below); returns whether a
    /// scrolling view took it.
    @discardableResult
    public func scrollWheel(by delta: CGSize, at point: CGPoint) -> Bool {
        var handled = false
        dispatch { handled = $0.scrollWheel(by: delta, at: point) }
        return handled
    }

    /// Types `text` on the keyboard, one key press per character: each goes to the focused
    /// text field's editor, `onKeyPress` handlers and shortcuts, and, when none handles it, is
    /// inserted as text. `"\n"` presses Return, `"\t"` presses Tab.
    public func type(_ text: String) {
        for character in text {
            let press = KeyPress(key: KeyEquivalent(typed: character), characters: String(character))
            dispatch { events in
                if !events.keyDown(press), press.key != .return, press.key != .tab {
                    events.insertText(String(character))
                }
                events.keyDown(KeyPress(phase: .up, key: press.key, characters: press.characters))
            }
        }
    }

    /// Presses and releases `key` with `modifiers` held; returns whether the press was
    /// handled (by a text field, a key-press handler, Tab navigation or a shortcut).
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        var handled = false
        dispatch { events in
            handled = events.keyDown(KeyPress(key: key, modifiers: modifiers))
            events.keyDown(KeyPress(phase: .up, key: key, modifiers: modifiers))
        }
        return handled
    }

    /// Delivers one key event as a keyboard sends it (the window host's path); returns
    /// whether it was handled.
    @discardableResult
    public func send(_ press: KeyPress) -> Bool {
        var handled = false
        dispatch { handled = $0.keyDown(press) }
        return handled
    }

    /// Inserts committed text (a window's text input) into the focused text field.
    public func insertText(_ text: String) {
        dispatch { $0.insertText(text) }
    }

    /// Shows an input method's uncommitted composition in the focused text field; an empty
    /// string removes it.
    public func setMarkedText(_ text: String) {
        dispatch { $0.setMarkedText(text) }
    }

    /// Moves the host's clock forward to `time` and runs what is due, as one frame: pending
    /// state changes, gesture timeouts and long presses. For hosts driven by a real clock
    /// (a window); tests use ``advance(by:)``.
    public func tick(to time: Double) {
        if time > self.time {
            self.time = time
            graph.time = time
        }
        dispatch(checksEditCommands: false) { $0.advanceTime(to: self.time) }
    }

    /// Where text fields copy to and paste from (in memory unless replaced).
    public var clipboard: Clipboard {
        get { events.clipboard }
        set { events.clipboard = newValue }
    }

    /// Whether a pointer interaction is in progress (a press, or a tap awaiting its next tap).
    public var isInteracting: Bool { events.isInteracting }

    /// Whether an animation is still changing what a view shows at the current time (its
    /// frame, opacity, effects or drawing; a view leaving with a transition), or a scroll
    /// view's content is still moving (momentum or a bounce) after the finger left it, or a
    /// `TimelineView`'s next entry is due within a frame (so a window draws it on time and
    /// sleeps between entries).
    public var isAnimating: Bool {
        if events.hasScrollMotion { return true }
        if let entry = graph.timelines.nextEntry, entry.timeIntervalSince(date) < 1.0 / 60 { return true }
        if graph.departing.contains(where: { !$0.isFinished(at: time) }) { return true }
        if graph.animationCompletions.isWaiting { return true }
        var animating = false
        graph.forEachPlacedNode { node in
            if !animating, node.isAnimating(at: time) { animating = true }
        }
        return animating
    }

    /// Calls `handler` (on any thread) when state changes or actions are queued, so that a
    /// host sleeping between frames can wake up to apply them.
    public func setWakeUpHandler(_ handler: @escaping @Sendable () -> Void) {
        graph.updates.onWork = handler
    }

    /// The accessibility identifier of the focused view, if it has one.
    public var focusedIdentifier: String? {
        events.focusedNode?.accessibilityIdentifier
    }

    /// Lays out, runs `body` on the input system, then applies the state changes it caused.
    /// Then the Edit menu's commands are checked for something to act on, unless the event
    /// is one that comes at every frame or pointer move (which change no focus or clipboard;
    /// a selection dragged in a text field is checked at its release).
    private func dispatch(checksEditCommands: Bool = true, _ body: (InputSystem) -> Void) {
        layoutIfNeeded()
        body(events)
        // What the event registered with the undo manager is undone as one (groupsByEvent).
        graph.undoManager?.endEventGroup()
        if graph.endsTextEditing {
            graph.endsTextEditing = false
            events.endTextEditing()
        }
        graph.flush()
        events.syncFocusIfNeeded()
        if checksEditCommands { graph.clipboardSlot.enabledEditCommands = events.enabledEditCommands() }
        layoutIfNeeded()
    }
}
