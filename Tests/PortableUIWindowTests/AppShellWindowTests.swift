import Foundation
import Testing

/// Runs WindowProbe's app shell (`PORTABLEUI_PROBE=shell`) under Xvfb: opens the second
/// window with its menu command's shortcut, checks both windows' scene phases and pixels, and
/// copies text from one window's field to the other's through the X11 clipboard. The main
/// window opens centred on the screen, the second in its top-left corner (`defaultPosition`),
/// so they do not overlap.
struct AppShellWindowTests {
    static let executable = "WindowProbe"
    /// The main window's field: below the 24-point menu bar, 50 points tall.
    static let mainField = (x: 150, y: 24 + 25)
    /// The second window has no commands of its own, but the app's menu bar is in every
    /// window: its field is below the bar too.
    static let secondField = (x: 150, y: 24 + 25)

    /// Starts the probe on an 800×600 screen and opens its second window with Ctrl+O
    /// (Probe › Second Window, with the menu closed); returns the session and the second
    /// window's X id.
    private func openBothWindows() throws -> (WindowAppSession, String) {
        let session = try WindowAppSession(
            executable: Self.executable, title: "ShellProbe",
            environment: ["PORTABLEUI_PROBE": "shell", "PORTABLEUI_EXIT_AFTER": "14"], screen: "800x600x24")
        #expect(session.waitForLine { $0 == "main phase active" })
        session.focus()
        Thread.sleep(forTimeInterval: 0.3)
        session.xdotool(["key", "ctrl+o"])
        #expect(session.waitForLine { $0 == "second phase active" }, "the second window opened with the focus")
        #expect(session.waitForLine { $0 == "main phase inactive" })
        let second = session.xdotool(["search", "--name", "ShellProbe Second"])?
            .split(separator: "\n").first.map(String.init)
        guard let second else {
            session.stop()
            throw SessionError("no second window")
        }
        return (session, second)
    }

    @Test(
        .enabled(
            if: WindowAppSession.isAvailable(executable: executable), "needs xvfb, xdotool, x11-apps and \(executable)")
    )
    func aShortcutOpensASecondWindowAndTextIsCopiedBetweenWindows() throws {
        let (session, secondWindow) = try openBothWindows()
        defer { session.stop() }
        Thread.sleep(forTimeInterval: 0.3)
        let image = try #require(session.screenshot(of: secondWindow))
        #expect(image.width == 300 && image.height == 200)
        let green = image.pixel(x: 150, y: 150)
        #expect(green.green > 150 && green.red < 100, "the second window draws its own content")

        // Type in the main window's field, copy it, paste it in the second window's.
        // No window manager runs on the display: focus moves with XSetInputFocus.
        session.focus()
        #expect(session.waitForLine { $0 == "main phase active" })
        session.click(x: Self.mainField.x, y: Self.mainField.y)
        session.type("hello")
        #expect(session.waitForLine { $0 == "main text hello" })
        session.xdotool(["key", "ctrl+a", "ctrl+c"])
        session.xdotool(["windowfocus", "--sync", secondWindow])
        #expect(session.waitForLine { $0 == "second phase active" })
        session.xdotool(["mousemove", "--window", secondWindow, "\(Self.secondField.x)", "\(Self.secondField.y)", "click", "1"])
        session.xdotool(["key", "ctrl+v"])
        #expect(session.waitForLine { $0 == "second text hello" }, "pasted through the clipboard")
    }

    /// The main window (300×200, centred on the 800×600 screen: at 250,200) and the second
    /// (300×200 at 0,0): the main window's blue area (below its 24-point menu bar and
    /// 50-point field) is dragged onto the second's green area. The pointer stays captured by
    /// the main window, whose drag goes over the second window (`DragSpace`).
    @Test(
        .enabled(
            if: WindowAppSession.isAvailable(executable: executable), "needs xvfb, xdotool, x11-apps and \(executable)"),
        .timeLimit(.minutes(1))
    )
    func aDragFromOneWindowIsDroppedInTheOther() throws {
        let (session, second) = try openBothWindows()
        defer { session.stop() }
        session.focus()
        #expect(session.waitForLine { $0 == "main phase active" })

        // Press in the main window's blue area and start the drag there (10 points), cross
        // the desktop right of the second window (screen 600,100), and stop over the second
        // window's green area (screen 160,150).
        session.xdotool(["mousemove", "--window", session.window, "150", "150", "mousedown", "1"])
        let moves = [["--window", session.window, "160", "150"], ["600", "100"], ["150", "150"], ["160", "150"]]
        for move in moves {
            Thread.sleep(forTimeInterval: 0.1)
            session.xdotool(["mousemove"] + move)
        }
        #expect(session.waitForLine { $0 == "second targeted true" }, "the drag went over the second window")
        // The second window draws the preview (the blue area grabbed 150,76 from its corner,
        // at 10,74 there), slightly transparent over the green.
        var pixel: (red: Int, green: Int, blue: Int)?
        let drawn = WindowAppSession.waitUntil(seconds: 3) {
            pixel = session.screenshot(of: second)?.pixel(x: 155, y: 150)
            return pixel.map { $0.blue > 150 && $0.green < 150 } ?? false
        }
        #expect(drawn, "the preview is drawn in the second window: \(String(describing: pixel))")
        session.xdotool(["mouseup", "1"])
        #expect(session.waitForLine { $0 == "second dropped probe" }, "dropped in the second window")
        #expect(session.waitForLine { $0 == "second targeted false" })
    }
}
