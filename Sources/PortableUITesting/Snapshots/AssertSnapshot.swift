import Foundation

/// Compares a snapshot of `value` with its reference file and fails the test when they differ.
///
/// ```swift
/// @Test @MainActor func profileScreen() {
///     assertSnapshot(of: ProfileView(), as: .image(layout: .device(.iPhone15Pro), appearance: .dark))
///     assertSnapshot(of: ProfileView(), as: .layoutTree)
/// }
/// ```
///
/// - References live beside the test file, in `__Snapshots__/<TestFile>/<test>.<n>.<ext>`,
///   `n` counting the test's unnamed snapshots from 1, or `<test>.<name>.<ext>` with `named`.
/// - A missing reference is recorded and the test fails once, with "recorded" in the message,
///   so that every new reference is looked at.
/// - `record: true`, or the environment variable `PORTABLEUI_RECORD_SNAPSHOTS=1`, re-records
///   (and fails, as a reminder to turn it off).
/// - On a mismatch the actual snapshot and a diff (`<test>.<n>.actual.png`, `.diff.png`) are
///   written beside the reference, and the message says what differs (for images, the
///   fraction of pixels); they are removed when the snapshot matches again.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recording, file: filePath, testName: testName)
    if let message {
        TestFailure.record(message, at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Compares a snapshot of `value` with its reference file, as ``assertSnapshot(of:as:named:record:fileID:file:testName:line:column:)``
/// does, and returns the failure message instead of failing the test (nil when it matches).
/// `snapshotDirectory` replaces the `__Snapshots__/<TestFile>` folder.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let path = "\(filePath)"
    let files = SnapshotFiles(
        filePath: path, testName: testName, name: name ?? String(SnapshotCounter.next(filePath: path, testName: testName)),
        pathExtension: snapshotting.pathExtension, directory: snapshotDirectory)
    let subject: Value
    do { subject = try value() } catch { return "Could not make the value to snapshot: \(error)" }
    guard let snapshot = snapshotting.snapshot(subject) else {
        return "Could not snapshot the value (a view of zero size?); nothing was compared with \(files.reference.path)."
    }
    let diffing = snapshotting.diffing
    let manager = FileManager.default
    let referenceData = manager.contents(atPath: files.reference.path)
    let recordsNow = recording ?? SnapshotFiles.environmentRecords
    if recordsNow || referenceData == nil {
        do {
            try manager.createDirectory(at: files.reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try diffing.toData(snapshot).write(to: files.reference)
        } catch {
            return "Could not record the snapshot to \(files.reference.path): \(error)"
        }
        removeArtifacts(files)
        if recordsNow {
            return "Record mode is on: recorded the snapshot to \(files.reference.path). Turn it off and run the test again."
        }
        return "No reference was found: recorded the snapshot to \(files.reference.path). Check it, then run the test again."
    }
    guard let referenceData, let reference = diffing.fromData(referenceData) else {
        return "The reference \(files.reference.path) cannot be read; delete it to record a new one."
    }
    guard let difference = diffing.diff(reference, snapshot) else {
        removeArtifacts(files)
        return nil
    }
    try? diffing.toData(snapshot).write(to: files.actual)
    var written = "actual: \(files.actual.path)"
    if let artifact = difference.artifact, (try? artifact.write(to: files.diff)) != nil {
        written += ", diff: \(files.diff.path)"
    }
    return "The snapshot does not match the reference \(files.reference.path): \(difference.message)\n(\(written))"
}

/// Removes the actual and diff files a previous mismatch left.
private func removeArtifacts(_ files: SnapshotFiles) {
    try? FileManager.default.removeItem(at: files.actual)
    try? FileManager.default.removeItem(at: files.diff)
}
