import Foundation
import PortableUI

/// Peak memory per workload.
///
/// Each workload is measured in a process of its own (this executable run with `--memory
/// ID`), so that one tree's peak does not hide another's: the process builds and lays out a
/// small tree of each kind first and keeps them (``warmUps``, which the Yoga script builds,
/// lays out and keeps too), so that the figure is the tree's and not the first use of the code
/// and fonts that build and lay it out, while no memory freed by them is there to be reused;
/// then it reads its resident set size (VmRSS; once before, so that the first use of the reader
/// does not count), builds the tree and lays it out once, and reads its peak resident set size
/// (VmHWM). The growth between the two is the figure reported.
enum Memory {
    /// The small trees both engines build and lay out before their baseline: one of each kind.
    static let warmUps: [Workload] = [.nested(depth: 1), .feed(rows: 2), .chain(depth: 12), .grid(side: 2)]

    /// The growth of the peak resident set while building and laying out `workload`, in bytes.
    @MainActor
    static func growth(buildingAndLayingOut workload: Workload) -> Int {
        let kept = warmUps.map { $0.layOutOnce() }
        // (The first read of the status file sets up Foundation's file reading, whose memory
        // would otherwise count in the peak of the tree.)
        _ = statusKiB("VmHWM")
        let baseline = statusKiB("VmRSS")
        let tree = workload.layOutOnce()
        let growth = (statusKiB("VmHWM") - baseline) * 1024
        withExtendedLifetime((kept, tree)) {}
        return growth
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
