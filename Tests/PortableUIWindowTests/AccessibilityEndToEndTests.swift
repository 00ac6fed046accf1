import Foundation
import Testing

/// The gallery read and driven by a real assistive-technology client over AT-SPI2: under
/// Xvfb, in a private D-Bus session (`dbus-run-session`), the client script
/// (ATSPIClient/atspi-client.py, pyatspi) starts the AT-SPI bus launcher and registry, then
/// the gallery; it presses the Catalog tab and an "Add" button through AT-SPI actions, moves
/// focus to the search field, and reports what it read. This test checks the report.
///
/// Needs the Debian packages `xvfb`, `dbus-daemon`, `dbus-bin`, `at-spi2-core` and `python3-pyatspi`
/// (`make setup` installs them).
struct AccessibilityEndToEndTests {
    static let tools = [
        "/usr/bin/Xvfb", "/usr/bin/dbus-run-session", "/usr/bin/dbus-send", "/usr/libexec/at-spi-bus-launcher",
        "/usr/libexec/at-spi2-registryd", "/usr/bin/python3",
    ]
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ATSPIClient/atspi-client.py")

    /// Why the test cannot run here, or nil when it can.
    static let missing: String? = {
        if let tool = tools.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) { return "no \(tool)" }
        if WindowAppSession.locate("Gallery") == nil { return "the Gallery executable is not built" }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        probe.arguments = ["-c", "import pyatspi"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return "python3 does not run" }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? nil : "python3 has no pyatspi (Debian: python3-pyatspi)"
    }()

    /// What Xvfb announces (its display number), read with retries: other tests' child
    /// processes ending interrupt the read (EINTR), which `FileHandle` treats as fatal.
    private static func announcement(_ handle: FileHandle) -> String {
        var bytes = [UInt8](repeating: 0, count: 32)
        while true {
            let count = read(handle.fileDescriptor, &bytes, bytes.count)
            if count >= 0 { return String(decoding: bytes.prefix(count), as: UTF8.self) }
            if errno != EINTR { return "" }
        }
    }

    /// Runs the client's `scenario` against the gallery on a private display and session bus;
    /// its lines. The client ends itself after 45 s; past 60 s this kills it with every process
    /// it started (the gallery, the buses), so a hung run cannot outlive the test.
    private static func runClient(_ scenario: String = "catalog") throws -> [String] {
        let ready = Pipe()
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = ["-displayfd", "1", "-screen", "0", "1024x1024x24", "-nolisten", "tcp"]
        xvfb.standardOutput = ready
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        defer {
            kill(xvfb.processIdentifier, SIGKILL)
            xvfb.waitUntilExit()
        }
        let number = announcement(ready.fileHandleForReading).trimmingCharacters(in: .whitespacesAndNewlines)
        // The report goes to a file: the session's daemons may outlive the client holding a pipe.
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-client-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: report.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: report) }
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        client.arguments = [script.path, "session", WindowAppSession.locate("Gallery")!.path, "PortableUI Gallery", scenario]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":" + number
        // The client asks its own session for the accessibility bus; no outer one may leak in.
        environment["AT_SPI_BUS_ADDRESS"] = nil
        client.environment = environment
        client.standardOutput = try FileHandle(forWritingTo: report)
        client.standardError = FileHandle.nullDevice
        try client.run()
        // The client ends the gallery and the buses itself; this bounds a hung run.
        let watchdog = DispatchWorkItem { killTree(client.processIdentifier) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        client.waitUntilExit()
        watchdog.cancel()
        let data = try Data(contentsOf: report)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Kills `pid` and every process below it, children first (read from /proc).
    private static func killTree(_ pid: pid_t) {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        for child in children.split(whereSeparator: \.isWhitespace).compactMap({ pid_t($0) }) { killTree(child) }
        kill(pid, SIGKILL)
    }

    /// A second window, opened through AT-SPI from the Help menu (Help › About PortableUI
    /// Gallery), is the application's second frame: both are read with their sizes and controls.
    @Test(.enabled(if: missing == nil, "skipped: \(missing ?? "")"), .timeLimit(.minutes(2)))
    func aSecondWindowIsReadAsTheApplicationsSecondFrame() throws {
        let lines = try Self.runClient("windows")
        let report = lines.joined(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(report)")
        #expect(lines.contains("windows 2"), "\(report)")
        // The gallery's default size (GalleryApp: 430 × 860); the About window is 320 wide (its
        // content's frame) and as tall as its content and menu bar with the pinned fonts (its OK
        // button a desktop push button of the regular control size, 20 high).
        #expect(lines.contains("frame 0 PortableUI Gallery frame 430x860"), "\(report)")
        #expect(lines.contains("frame 1 About PortableUI Gallery frame 320x244"), "\(report)")
        #expect(lines.contains("frame 1 button OK"), "\(report)")
        // The OK button's `.defaultAction` shortcut (Return), as GTK's accelerator names it.
        #expect(lines.contains("frame 1 keybinding OK ;;Return"), "\(report)")
        #expect(!lines.contains("frame 0 button OK"), "\(report)")
    }

    @Test(.enabled(if: missing == nil, "skipped: \(missing ?? "")"), .timeLimit(.minutes(2)))
    func theCatalogIsReadAndPressedThroughATSPI() throws {
        let lines = try Self.runClient()
        let report = lines.joined(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(report)")
        #expect(lines.contains("application PortableUI Gallery application"), "\(report)")
        #expect(lines.contains("window PortableUI Gallery frame"), "\(report)")
        #expect(lines.contains("tab Catalog"), "\(report)")
        // Every visible product's add button, labelled with its product, none in the cart yet.
        let buttons = lines.filter { $0.hasPrefix("button Add ") }
        #expect(buttons.count >= 3, "\(report)")
        #expect(buttons.allSatisfy { $0.hasSuffix(" to cart | 0 in cart") }, "\(report)")
        #expect(lines.contains("action click"), "\(report)")
        // Pressing the first one through AT-SPI added it to the cart.
        let first = try #require(buttons.first).dropFirst("button ".count).prefix { $0 != "|" }
        #expect(lines.contains("after \(first)| 1 in cart"), "\(report)")
        // Focus moved to the search field: the client heard it, and the field exposes its text and caret.
        let field = try #require(lines.first { $0.hasPrefix("field ") }).dropFirst("field ".count)
        #expect(lines.contains("focus True"), "\(report)")
        #expect(lines.contains("event object:state-changed:focused \(field)"), "\(report)")
        #expect(lines.contains("text '' caret 0"), "\(report)")
    }
}
