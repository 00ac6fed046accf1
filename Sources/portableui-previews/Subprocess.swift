import Foundation

/// Runs the commands the tool needs: SwiftPM, and the runner once per preview.
enum Subprocess {
    /// How a run ended.
    struct Outcome {
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        /// What the process said about its failure: its last line that reports an error
        /// (`Fatal error: …`), or its last line.
        var errorTail: String

        var succeeded: Bool { status == 0 && !signalled && !timedOut }

        /// Why the run failed, in words.
        var failureReason: String {
            let detail = errorTail.isEmpty ? "" : ": \(errorTail)"
            if timedOut { return "did not finish in time (it may wait for something that never comes)\(detail)" }
            if signalled { return "crashed (signal \(status)\(status == 4 || status == 5 ? ", a trap" : ""))\(detail)" }
            return "exited with status \(status)\(detail)"
        }
    }

    /// The path of `swift`: the toolchain's that runs this tool, if it is there.
    static var swift: String {
        ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
    }

    /// Runs `swift` with `arguments`, its output passed through to standard error; throws if
    /// it fails.
    static func runSwift(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift] + arguments
        process.standardOutput = FileHandle.standardError
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError("`swift \(arguments.joined(separator: " "))` failed with status \(process.terminationStatus)")
        }
    }

    /// Runs `swift build` with `arguments` in the build folder `scratchPath`, which other root
    /// packages share (the user's package, PortableUI, the runners). SwiftPM keeps the plan of
    /// the last build there (`debug.yaml`) and reuses it when the root changes, so the plan is
    /// removed first: SwiftPM then plans for this root, and compiled targets stay.
    static func build(_ arguments: [String], scratchPath: URL) throws {
        forgetBuildPlan(in: scratchPath)
        try runSwift(["build", "--scratch-path", scratchPath.path] + arguments)
    }

    /// Removes SwiftPM's plan of the last build in `scratchPath`, so that the next build in it,
    /// whatever its root package, plans again.
    static func forgetBuildPlan(in scratchPath: URL) {
        try? FileManager.default.removeItem(at: scratchPath.appendingPathComponent("debug.yaml"))
    }

    /// What `swift` with `arguments` writes to its standard output.
    static func output(swift arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError("`swift \(arguments.joined(separator: " "))` failed with status \(process.terminationStatus)")
        }
        return data
    }

    /// Runs `executable` and waits at most `timeout` seconds, keeping its standard error in
    /// `log` (so that nothing it writes can fill a pipe and block it).
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], log: URL, timeout: TimeInterval
    ) throws -> Outcome {
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let logHandle = try FileHandle(forWritingTo: log)
        defer { try? logHandle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // No backtrace: it takes seconds per crash, and the error line says what happened.
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.standardOutput = logHandle
        process.standardError = logHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
            process.waitUntilExit()
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let errorLine = lines.last { $0.contains("Fatal error") || $0.contains("error:") } ?? lines.last ?? ""
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            errorTail: String(errorLine.prefix(300)))
    }
}
