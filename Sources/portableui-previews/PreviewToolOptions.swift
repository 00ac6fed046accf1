import Foundation

/// The command line of `portableui-previews`.
struct PreviewToolOptions {
    var package: URL
    var target: String?
    var out: URL
    var scale: Double?
    /// SwiftPM's build folder for the package and the runner: the package's `.build` unless
    /// `--scratch-path` names another (one shared with other builds saves compiling again).
    var scratchPath: URL
    /// Seconds one preview may take before it counts as hung.
    var timeout: TimeInterval = 120

    init(_ arguments: [String]) {
        func value(after flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func absolute(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : current.appendingPathComponent(path)
        }
        package = absolute(value(after: "--package") ?? ".").standardizedFileURL
        target = value(after: "--target")
        out = absolute(value(after: "--out") ?? "out/previews").standardizedFileURL
        scale = value(after: "--scale").flatMap(Double.init)
        scratchPath = value(after: "--scratch-path").map(absolute)?.standardizedFileURL
            ?? package.appendingPathComponent(".build")
        if let seconds = value(after: "--timeout").flatMap(Double.init) { timeout = seconds }
    }
}
