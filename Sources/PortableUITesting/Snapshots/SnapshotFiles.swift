import Foundation

/// Where the files of one snapshot live: `__Snapshots__/<TestFile>/<test>.<n>.<ext>` beside the
/// test file (or in a given directory), the actual and diff files beside the reference.
struct SnapshotFiles {
    /// The environment variable that, set to anything but `0` or empty, re-records every
    /// snapshot (the one the project's other snapshot helpers read).
    static let recordVariable = "PORTABLEUI_RECORD_SNAPSHOTS"

    let reference: URL

    init(filePath: String, testName: String, name: String, pathExtension: String, directory: String?) {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = directory.map { URL(fileURLWithPath: $0) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        reference = folder.appendingPathComponent("\(Self.sanitized(testName)).\(Self.sanitized(name)).\(pathExtension)")
    }

    /// The actual snapshot written on a mismatch: `<test>.<n>.actual.<ext>`.
    var actual: URL { sibling("actual") }

    /// The diff artifact written on a mismatch: `<test>.<n>.diff.<ext>`.
    var diff: URL { sibling("diff") }

    private func sibling(_ kind: String) -> URL {
        let ext = reference.pathExtension
        return reference.deletingPathExtension().appendingPathExtension(kind).appendingPathExtension(ext)
    }

    /// Whether the process's environment asks for re-recording.
    static var environmentRecords: Bool { records(in: ProcessInfo.processInfo.environment) }

    /// Whether `environment` asks for re-recording: the variable is set to anything but `0`
    /// or nothing.
    static func records(in environment: [String: String]) -> Bool {
        guard let value = environment[recordVariable] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// A test's name as a file name: `counter()` → `counter`, other runs of non-word
    /// characters → `-`.
    static func sanitized(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                if pendingDash && !result.isEmpty { result += "-" }
                result.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "snapshot" : result
    }
}

/// Numbers the unnamed snapshots of each test, 1 first, in the order they are taken.
@MainActor
enum SnapshotCounter {
    private static var counts: [String: Int] = [:]

    static func next(filePath: String, testName: String) -> Int {
        let key = filePath + "\u{0}" + testName
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count
    }
}
