import Foundation

/// Runs one of the package's window apps (an executable built next to the test bundle,
/// e.g. `WindowProbe` or `Gallery`) on a private Xvfb display and drives it like a user:
/// xdotool clicks, types, turns the wheel and drags; xwd takes screenshots. What the app
/// writes on standard output is collected line by line.
///
/// Needs the Debian packages `xvfb`, `xdotool` and `x11-apps` (``isAvailable(executable:)``).
final class WindowAppSession {
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/xwd"]

    /// Whether the tools are installed and `executable` was built.
    static func isAvailable(executable: String) -> Bool {
        tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } && locate(executable) != nil
    }

    /// The executable named `name` in the build directory of the test bundle.
    static func locate(_ name: String) -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: ".build/debug/\(name)")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }

    let display: String
    private let xvfb: Process
    private let app: Process
    private let output = OutputCollector()
    /// The X window id of the app's window.
    private(set) var window = ""

    /// Starts Xvfb with a `screen` of WIDTHxHEIGHTxDEPTH, then `executable` with `arguments` and
    /// `environment`, and waits (up to thirty seconds) for a window titled `title`.
    init(
        executable: String, title: String, arguments: [String] = [], environment: [String: String] = [:],
        screen: String = "640x480x24"
    ) throws {
        // Xvfb picks a free display and writes its number once it accepts connections.
        let ready = Pipe()
        xvfb = try Self.launch(
            "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"], output: ready)
        let announced = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self)
        guard let number = Int(announced.trimmingCharacters(in: .whitespacesAndNewlines)),
            let path = Self.locate(executable)
        else {
            kill(xvfb.processIdentifier, SIGKILL)
            throw SessionError("Xvfb did not start, or no executable \(executable)")
        }
        display = ":\(number)"
        let display = display
        let pipe = Pipe()
        app = try Self.launch(path.path, arguments, display: display, environment: environment, output: pipe)
        output.collect(from: pipe)
        var window = ""
        let found = Self.waitUntil(seconds: 30) {
            window =
                Self.run("/usr/bin/xdotool", ["search", "--name", title], display: display)?
                .split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        self.window = window
        guard found else {
            stop()
            throw SessionError("no window titled \(title) appeared")
        }
    }

    deinit { stop() }

    /// Ends the app (if still running) and the display. They are killed: processes started
    /// from the test runner inherit its blocked signals, so SIGTERM would not reach them.
    func stop() {
        for process in [app, xvfb] where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Waits for the app to exit by itself; returns its exit status.
    func waitForExit() -> Int32 {
        app.waitUntilExit()
        output.finish()
        return app.terminationStatus
    }

    /// The lines the app wrote so far.
    var lines: [String] { output.lines }

    /// Waits up to `seconds` for a line satisfying `condition`.
    @discardableResult
    func waitForLine(seconds: Double = 5, _ condition: (String) -> Bool) -> Bool {
        Self.waitUntil(seconds: seconds) { lines.contains(where: condition) }
    }

    // MARK: Driving

    /// Runs xdotool with `arguments` on the session's display; its output, or nil on failure.
    @discardableResult
    func xdotool(_ arguments: [String]) -> String? {
        Self.run("/usr/bin/xdotool", arguments, display: display)
    }

    /// The window's geometry as xdotool reports it.
    var geometry: String { xdotool(["getwindowgeometry", window]) ?? "" }

    func focus() {
        xdotool(["windowfocus", "--sync", window])
    }

    /// Clicks the left button at (`x`, `y`) in the window.
    func click(x: Int, y: Int) {
        xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
    }

    func type(_ text: String) {
        xdotool(["type", "--delay", "50", text])
    }

    /// Turns the wheel `notches` times toward the user (content moves up) over (`x`, `y`).
    func scrollWheelDown(notches: Int, x: Int, y: Int) {
        xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "--repeat", "\(notches)", "5"])
    }

    /// Presses at `from`, moves through `points` one every `interval` seconds, releases.
    func drag(from: (x: Int, y: Int), through points: [(x: Int, y: Int)], interval: Double) {
        var arguments = ["mousemove", "--window", window, "\(from.x)", "\(from.y)", "mousedown", "1"]
        for point in points {
            arguments += ["sleep", String(interval), "mousemove", "--window", window, "\(point.x)", "\(point.y)"]
        }
        arguments += ["mouseup", "1"]
        xdotool(arguments)
    }

    func resize(width: Int, height: Int) {
        xdotool(["windowsize", window, "\(width)", "\(height)"])
    }

    /// A screenshot of the window's contents (xwd), or nil when xwd failed.
    func screenshot() -> XWDImage? {
        screenshot(of: window)
    }

    /// A screenshot of another of the app's windows (an X window id).
    func screenshot(of window: String) -> XWDImage? {
        let pipe = Pipe()
        guard
            let process = try? Self.launch("/usr/bin/xwd", ["-silent", "-id", window], display: display, output: pipe)
        else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? XWDImage(data) : nil
    }

    /// Screenshots taken until one satisfies `condition` (for at most `seconds`, as the app
    /// may still be drawing its next frame); the last one taken.
    func screenshot(waitingUpTo seconds: Double, until condition: (XWDImage) -> Bool) -> XWDImage? {
        var image: XWDImage?
        _ = Self.waitUntil(seconds: seconds) {
            image = screenshot()
            return image.map(condition) ?? false
        }
        return image
    }

    // MARK: Processes

    private static func launch(
        _ path: String, _ arguments: [String], display: String? = nil, environment: [String: String] = [:],
        output: Pipe? = nil
    ) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        if let display { env["DISPLAY"] = display }
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func run(_ path: String, _ arguments: [String], display: String) -> String? {
        let output = Pipe()
        guard let process = try? launch(path, arguments, display: display, output: output) else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}

/// Collects a pipe's text as it arrives, so the writer never blocks on a full pipe.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var handle: FileHandle?

    func collect(from pipe: Pipe) {
        handle = pipe.fileHandleForReading
        handle?.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.append(data)
        }
    }

    /// Reads what is left after the writer exited.
    func finish() {
        guard let handle else { return }
        handle.readabilityHandler = nil
        append(handle.readDataToEndOfFile())
        self.handle = nil
    }

    private func append(_ data: Data) {
        guard !data.isEmpty else { return }
        lock.lock()
        text += String(decoding: data, as: UTF8.self)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return text.split(separator: "\n").map(String.init)
    }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
