import Foundation
import Testing

/// Runs the WindowProbe app in a real SDL window under Xvfb, clicks, types, turns the wheel
/// and drags with xdotool, checks what reached the app and reads the window's pixels back
/// with xwd. Skipped when Xvfb, xdotool or xwd is missing (Debian packages `xvfb`, `xdotool`,
/// `x11-apps`).
struct WindowEndToEndTests {
    static let executable = "WindowProbe"

    /// The probe's layout (points = pixels at scale 1): a 300×100 button (blue, green once
    /// tapped), a 50-point text field, a 50-point scroll view of 25-point rows alternately red
    /// and yellow.
    private enum Probe {
        static let button = (x: 150, y: 50)
        static let textField = (x: 150, y: 125)
        static let textArea = CGRect(x: 0, y: 100, width: 60, height: 50)
        static let emptyFieldArea = CGRect(x: 150, y: 100, width: 150, height: 50)
        static let scrollView = (x: 150, y: 175)
        /// Just below the top of the scroll view.
        static let firstRow = (x: 150, y: 155)
        static let maximumOffset = 40 * 25 - 50
    }

    private static func isBlue(_ c: (red: Int, green: Int, blue: Int)) -> Bool {
        c.blue > 200 && c.red < 80 && c.green < 160
    }
    private static func isGreen(_ c: (red: Int, green: Int, blue: Int)) -> Bool {
        c.green > 150 && c.red < 100 && c.blue < 120
    }
    private static func isRed(_ c: (red: Int, green: Int, blue: Int)) -> Bool {
        c.red > 200 && c.green < 100 && c.blue < 100
    }
    private static func isYellow(_ c: (red: Int, green: Int, blue: Int)) -> Bool {
        c.red > 200 && c.green > 180 && c.blue < 100
    }

    @Test(
        .enabled(
            if: WindowAppSession.isAvailable(executable: executable), "needs xvfb, xdotool, x11-apps and \(executable)")
    )
    func clicksTypingScrollingAndResizingReachTheAppAndShowOnScreen() throws {
        let session = try WindowAppSession(
            executable: Self.executable, title: "WindowProbe",
            environment: ["PORTABLEUI_EXIT_AFTER": "11", "PORTABLEUI_STATS": "frames"])
        defer { session.stop() }
        #expect(session.geometry.contains("300x200"))
        session.waitForLine { $0.hasPrefix("PortableUI: frame") }
        Thread.sleep(forTimeInterval: 0.3)
        session.focus()

        let before = try #require(session.screenshot())
        #expect(before.width == 300 && before.height == 200)
        #expect(Self.isBlue(before.pixel(x: Probe.button.x, y: Probe.button.y)))
        #expect(Self.isRed(before.pixel(x: Probe.firstRow.x, y: Probe.firstRow.y)))
        #expect(before.darkPixels(in: Probe.textArea) == 0)

        session.click(x: Probe.button.x, y: Probe.button.y)
        session.click(x: Probe.textField.x, y: Probe.textField.y)
        session.type("hi")
        session.scrollWheelDown(notches: 1, x: Probe.scrollView.x, y: Probe.scrollView.y)
        #expect(session.waitForLine { $0 == "scroll 40.0" })
        #expect(session.waitForLine { $0 == "text hi" })

        let after = try #require(
            session.screenshot(waitingUpTo: 3) { image in
                Self.isGreen(image.pixel(x: Probe.button.x, y: Probe.button.y))
                    && image.darkPixels(in: Probe.textArea) > 20
            })
        #expect(Self.isGreen(after.pixel(x: Probe.button.x, y: Probe.button.y)))
        // 40 points down, the top of the scroll view shows row 1 (25..<50): yellow.
        #expect(Self.isYellow(after.pixel(x: Probe.firstRow.x, y: Probe.firstRow.y)))
        // "hi" is drawn at the leading edge of the field, nothing further right.
        #expect(after.darkPixels(in: Probe.textArea) > 20)
        #expect(after.darkPixels(in: Probe.emptyFieldArea) == 0)

        // A flick in the scroll view: the content follows the drag, keeps moving after the
        // release and settles within its bounds.
        let points = stride(from: 185, through: 155, by: -10).map { (x: Probe.scrollView.x, y: $0) }
        session.drag(from: (Probe.scrollView.x, 195), through: points, interval: 0.02)
        Thread.sleep(forTimeInterval: 3.5)
        session.resize(width: 400, height: 260)
        #expect(session.waitForLine { $0 == "size 400x260" })

        let status = session.waitForExit()
        let lines = session.lines
        #expect(status == 0)
        #expect(lines.contains("tap 1"))
        #expect(lines.contains("main queue ran"))
        #expect(lines.contains("main actor task ran"))
        #expect(lines.contains("size 300x200"))
        let offsets = lines.compactMap { $0.hasPrefix("scroll ") ? Double($0.dropFirst(7)) : nil }
        let settled = try #require(offsets.last)
        #expect(settled > 90 && settled <= Double(Probe.maximumOffset), "offsets: \(offsets)")

        // The idle window draws only the focused field's blinking caret: in the last two
        // seconds before it closed, frames come at most once per blink interval (0.5 s).
        let frameTimes = lines.compactMap { line -> Double? in
            guard line.hasPrefix("PortableUI: frame ") else { return nil }
            return line.split(separator: " ").dropFirst(4).first.flatMap { Double($0) }
        }
        let summary = try #require(lines.last { $0.hasPrefix("PortableUI: ") && $0.contains("frames drawn") })
        let total = try #require(summary.split(separator: " ")[1...].first.flatMap { Int($0) })
        let closedAt = try #require(summary.split(separator: " ").dropLast().last.flatMap { Double($0) })
        #expect(frameTimes.count == total)
        let idleFrames = frameTimes.filter { $0 >= closedAt - 2 }
        let gaps = zip(idleFrames, idleFrames.dropFirst()).map { $1 - $0 }
        #expect(idleFrames.count <= 5, "frames at \(frameTimes.suffix(8)), closed at \(closedAt)")
        #expect(gaps.allSatisfy { $0 > 0.4 }, "frames at \(frameTimes.suffix(8)), closed at \(closedAt)")
    }
}
