import Foundation
import PortableUI

/// Peak memory per workload.
///
/// Each workload is measured in a process of its own (this executable run with `--memory
/// ID`), so that one tree's peak does not hide another's: the process lays out a one-view
/// host first (which loads the fonts of the default text engine and the code the engine runs,
/// as Yoga's side reads its baseline after importing its module), reads its resident set size
/// (VmRSS), builds the tree and lays it out once, then reads its peak resident set size
/// (VmHWM). The growth between the two is the figure reported.
enum Memory {
    /// The growth of the peak resident set while building and laying out `workload`, in bytes.
    @MainActor
    static func growth(buildingAndLayingOut workload: Workload) -> Int {
        ViewHost(Rectangle().frame(width: 10, height: 10), size: CGSize(width: 100, height: 100)).layoutIfNeeded()
        let baseline = statusKiB("VmRSS")
        workload.layOutOnce()
        return (statusKiB("VmHWM") - baseline) * 1024
    }

    /// Runs this executable with `--memory ID` and returns the growth it prints.
    static func measureInChildProcess(_ workload: Workload) throws -> Int {
        let output = try Subprocess.run(
            executable: "/proc/self/exe", arguments: ["--memory", workload.id])
        guard let bytes = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError("the memory run of \(workload.id) printed \(output)")
        }
        return bytes
    }

    /// A field of /proc/self/status, in KiB.
    static func statusKiB(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count >= 2, let value = Int(parts[1]) { return value }
        }
        return 0
    }
}

/// Runs a program and returns its standard output; its standard error passes through.
enum Subprocess {
    static func run(executable: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(executable) \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
