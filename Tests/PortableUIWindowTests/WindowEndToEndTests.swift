import Foundation
import Testing

/// Runs the WindowProbe app in a real SDL window under Xvfb, clicks and types with xdotool,
/// and checks what reached the app. Skipped when Xvfb or xdotool is missing (Debian
/// packages `xvfb` and `xdotool`).
struct WindowEndToEndTests {
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xdotool"]
    static var toolsInstalled: Bool { tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } }

    /// The probe executable, built next to the test bundle.
    static var probe: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("WindowProbe")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: ".build/debug/WindowProbe")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }

    @Test(.enabled(if: toolsInstalled && probe != nil, "needs xvfb, xdotool and the WindowProbe executable"))
    func clicksTypingAndResizingReachTheAppAndAnIdleWindowDrawsNothing() throws {
        let display = ":\(90 + Int.random(in: 0..<9))"
        let xvfb = try launch("/usr/bin/Xvfb", [display, "-screen", "0", "640x480x24", "-nolisten", "tcp"])
        defer { xvfb.terminate() }
        try #require(waitUntil(seconds: 10) { run("/usr/bin/xdotool", ["getmouselocation"], display: display) != nil })

        let output = Pipe()
        let app = try launch(
            Self.probe!.path, [], display: display, environment: ["PORTABLEUI_EXIT_AFTER": "6", "PORTABLEUI_STATS": "1"],
            output: output)
        defer { if app.isRunning { app.terminate() } }
        var window = ""
        try #require(
            waitUntil(seconds: 10) {
                window = run("/usr/bin/xdotool", ["search", "--name", "WindowProbe"], display: display)?
                    .split(separator: "\n").first.map(String.init) ?? ""
                return !window.isEmpty
            })
        let geometry = run("/usr/bin/xdotool", ["getwindowgeometry", window], display: display) ?? ""
        #expect(geometry.contains("300x200"))
        Thread.sleep(forTimeInterval: 0.5)
        _ = run("/usr/bin/xdotool", ["windowfocus", "--sync", window], display: display)
        _ = run("/usr/bin/xdotool", ["mousemove", "--window", window, "150", "50", "click", "1"], display: display)
        Thread.sleep(forTimeInterval: 0.3)
        _ = run("/usr/bin/xdotool", ["mousemove", "--window", window, "150", "150", "click", "1"], display: display)
        Thread.sleep(forTimeInterval: 0.3)
        _ = run("/usr/bin/xdotool", ["type", "--delay", "50", "hi"], display: display)
        Thread.sleep(forTimeInterval: 0.3)
        _ = run("/usr/bin/xdotool", ["windowsize", window, "400", "260"], display: display)
        app.waitUntilExit()

        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        #expect(app.terminationStatus == 0)
        #expect(lines.contains("tap 1"))
        #expect(lines.contains("text hi"))
        #expect(lines.contains("main queue ran"))
        #expect(lines.contains("main actor task ran"))
        #expect(lines.contains("size 300x200"))
        #expect(lines.contains("size 400x260"))
        let frames = lines.last { $0.hasPrefix("PortableUI: ") }?.split(separator: " ")[1]
        let drawn = try #require(frames.flatMap { Int($0) })
        // The first frame, the tap, two edits, the resize and an expose or two; six seconds of
        // idling add none.
        #expect(drawn <= 10)
    }

    private func launch(
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

    /// Runs a tool to completion; its output, or nil when it failed.
    private func run(_ path: String, _ arguments: [String], display: String) -> String? {
        let output = Pipe()
        guard let process = try? launch(path, arguments, display: display, output: output) else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    private func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}
