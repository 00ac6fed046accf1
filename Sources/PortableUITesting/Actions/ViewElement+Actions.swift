import Foundation
import PortableUI

/// Acting on a found view as a user would. Each action sends pointer or keyboard events at the
/// view's current frame, advances the host clock by whole frames and settles (see
/// ``ViewTester``); on a view that does not exist (any more) it fails the test and does nothing.
extension ViewElement {
    /// How long a ``longPress(duration:fileID:filePath:line:column:)`` holds by default: a
    /// second, beyond `LongPressGesture`'s default minimum of 0.5 s (Apple's documentation).
    nonisolated public static var defaultLongPressDuration: Double { 1 }

    /// Taps the centre of the view.
    public func tap(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        act(SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) { found in
            let center = CGPoint(x: found.frame.midX, y: found.frame.midY)
            driver.press(at: center)
            driver.release(at: center)
        }
    }

    /// Presses the centre of the view for `duration` seconds of host time, then releases.
    public func longPress(
        duration: Double = ViewElement.defaultLongPressDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        act(SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) { found in
            let center = CGPoint(x: found.frame.midX, y: found.frame.midY)
            driver.press(at: center)
            Clock.run(driver, for: duration)
            driver.release(at: center)
        }
    }

    /// Focuses the field (a tap) and types `text` at the end of its contents, one key press per
    /// character (`"\n"` presses Return).
    public func type(
        _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        act(SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) { found in
            focus(found)
            driver.pressKey(.end, modifiers: [])
            driver.type(text)
        }
    }

    /// Focuses the field and deletes its contents (select all, then delete).
    public func clear(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        act(SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) { found in
            focus(found)
            driver.pressKey("a", modifiers: .command)
            driver.pressKey(.delete, modifiers: [])
        }
    }

    /// Flips a toggle through its accessibility action (what activating it does, wherever its
    /// switch is drawn); a view without one is tapped.
    public func toggle(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        act(SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) { found in
            if let element = found.readable, driver.performAccessibilityAction(.default, on: element) { return }
            let center = CGPoint(x: found.frame.midX, y: found.frame.midY)
            driver.press(at: center)
            driver.release(at: center)
        }
    }

    /// Chooses `option` in a picker as a user would (see ``PickerChoice``): taps the option
    /// when the picker shows it (segments, an inline list); a menu picker (`.menu`, and
    /// `.automatic`, which is a menu) is opened, the option chosen in its menu, and the menu
    /// checked to have closed; a navigation link picker shows its list, where the option is
    /// tapped. An option the picker does not offer, or offers disabled, fails the test.
    public func select(
        _ option: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        act(site) { found in
            PickerChoice(driver: driver, option: option, picker: self, site: site).choose(in: found)
        }
    }

    /// Swipes across the view in `direction`: a drag over `distance` points (default: three
    /// quarters of the view's length along the direction) in `duration` seconds of host time.
    public func swipe(
        _ direction: SwipeDirection, distance: CGFloat? = nil, duration: Double = 0.2,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        act(SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) { found in
            let f = found.frame
            let horizontal = direction == .left || direction == .right
            let length = distance ?? (horizontal ? f.width : f.height) * 0.75
            let sign: CGFloat = direction == .left || direction == .up ? -1 : 1
            let start = CGPoint(x: f.midX - (horizontal ? sign * length / 2 : 0), y: f.midY - (horizontal ? 0 : sign * length / 2))
            let end = CGPoint(x: start.x + (horizontal ? sign * length : 0), y: start.y + (horizontal ? 0 : sign * length))
            drag(from: start, to: end, duration: duration)
        }
    }

    /// Scrolls this scroll view (or the one under this view's centre) until a view matching
    /// `query` is fully inside it, and returns that view; fails when it cannot be reached.
    @discardableResult
    public func scroll(
        to query: ViewQuery, axis: Axis = .vertical,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ViewElement {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let found = resolve() else {
            TestFailure.record("scroll(to: \(query)): " + failureMessage(), at: site)
            return ViewElement(driver: driver, path: path + [Step(query: query, index: 0)])
        }
        return Scroller(driver: driver, area: found.frame, axis: axis).scroll(to: query, from: self, site: site)
    }

    // MARK: Helpers

    /// Resolves the element, runs `body` on it and settles, or fails the test.
    private func act(_ site: SourceSite, _ body: (ResolvedElement) -> Void) {
        guard let found = resolve() else {
            TestFailure.record(failureMessage(), at: site)
            return
        }
        body(found)
        Clock.settle(driver)
    }

    private func focus(_ found: ResolvedElement) {
        tapCenter(of: found.frame)
        Clock.step(driver)
    }

    private func tapCenter(of frame: CGRect) {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        driver.press(at: center)
        driver.release(at: center)
    }

    /// Presses at `start`, moves to `end` one frame at a time over `duration`, releases there.
    private func drag(from start: CGPoint, to end: CGPoint, duration: Double) {
        driver.press(at: start)
        let steps = max(Int((max(duration.isFinite ? duration : 0, 0) / Clock.frame).rounded(.up)), 1)
        for step in 1...steps {
            Clock.step(driver)
            let t = CGFloat(step) / CGFloat(steps)
            driver.movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        driver.release(at: end)
    }
}
