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

    @Test(
        .enabled(
            if: WindowAppSession.isAvailable(executable: executable), "needs xvfb, xdotool, x11-apps and \(executable)")
    )
    func aShortcutOpensASecondWindowAndTextIsCopiedBetweenWindows() throws {
        let session = try WindowAppSession(
            executable: Self.executable, title: "ShellProbe",
            environment: ["PORTABLEUI_PROBE": "shell", "PORTABLEUI_EXIT_AFTER": "14"], screen: "800x600x24")
        defer { session.stop() }
        #expect(session.waitForLine { $0 == "main phase active" })
        session.focus()
        Thread.sleep(forTimeInterval: 0.3)

        // Ctrl+O: Probe › Second Window, with the menu closed.
        session.xdotool(["key", "ctrl+o"])
        #expect(session.waitForLine { $0 == "second phase active" }, "the second window opened with the focus")
        #expect(session.waitForLine { $0 == "main phase inactive" })
        let second = session.xdotool(["search", "--name", "ShellProbe Second"])?
            .split(separator: "\n").first.map(String.init)
        let secondWindow = try #require(second)
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
}
