import Foundation
import SwiftUI
import Testing

@testable import PortableUITesting

/// A badge whose color and text a test can change, to make snapshots differ.
private struct Badge: View {
    var color: Color = .blue
    var title = "New"

    var body: some View {
        Text(title)
            .padding(8)
            .background(color)
            .foregroundStyle(.white)
    }
}

/// The record → compare → mismatch → diff cycle, in a temporary folder.
@MainActor @Suite
final class SnapshotCycleTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("PortableUITestingTests-\(UUID().uuidString)").path

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func aMissingReferenceIsRecordedAndFailsOnceThenMatches() throws {
        let first = verifySnapshot(of: Badge(), as: .image, named: "badge", snapshotDirectory: folder, testName: "cycle()")
        #expect(first?.contains("No reference was found: recorded the snapshot to") == true, "\(first ?? "nil")")
        #expect(files(in: folder) == ["cycle.badge.png"])
        let again = verifySnapshot(of: Badge(), as: .image, named: "badge", snapshotDirectory: folder, testName: "cycle()")
        #expect(again == nil, "the recorded reference matches the same view")
    }

    @Test func aMismatchWritesTheActualAndADiffBesideTheReferenceAndReportsTheChangedFraction() throws {
        _ = verifySnapshot(of: Badge(), as: .image, named: "badge", snapshotDirectory: folder, testName: "mismatch()")
        let message = try #require(
            verifySnapshot(of: Badge(color: .red), as: .image, named: "badge", snapshotDirectory: folder, testName: "mismatch()"))
        #expect(message.contains("does not match the reference"))
        #expect(message.contains("% of pixels differ"))
        #expect(files(in: folder) == ["mismatch.badge.actual.png", "mismatch.badge.diff.png", "mismatch.badge.png"])
        // The fraction is the changed pixels over all: the whole background changed color,
        // the text pixels did not (both white), so well over half and not all.
        let percent = try #require(message.split(separator: "%").first.flatMap { Double($0.split(separator: " ").last ?? "") })
        #expect(percent > 50 && percent < 100, "\(message)")
        // Matching again removes the artifacts of the mismatch.
        #expect(verifySnapshot(of: Badge(), as: .image, named: "badge", snapshotDirectory: folder, testName: "mismatch()") == nil)
        #expect(files(in: folder) == ["mismatch.badge.png"])
    }

    @Test func recordTrueReRecordsAndFailsAsAReminder() throws {
        _ = verifySnapshot(of: Badge(), as: .image, named: "badge", snapshotDirectory: folder, testName: "record()")
        let message = verifySnapshot(
            of: Badge(color: .green), as: .image, named: "badge", record: true, snapshotDirectory: folder, testName: "record()")
        #expect(message?.hasPrefix("Record mode is on: recorded the snapshot") == true)
        #expect(
            verifySnapshot(of: Badge(color: .green), as: .image, named: "badge", snapshotDirectory: folder, testName: "record()")
                == nil, "the re-recorded reference is the new view")
    }

    @Test func aToleranceLetsAFewPixelsDiffer() throws {
        _ = verifySnapshot(of: Badge(title: "New"), as: .image, named: "t", snapshotDirectory: folder, testName: "tolerance()")
        let changed = Badge(title: "Now")
        let strict = verifySnapshot(
            of: changed, as: .image(tolerance: .exact), named: "t", snapshotDirectory: folder, testName: "tolerance()")
        #expect(strict != nil, "a changed letter differs pixel for pixel")
        let loose = verifySnapshot(
            of: changed, as: .image(tolerance: SnapshotTolerance(channel: 3, pixelFraction: 0.5)), named: "t",
            snapshotDirectory: folder, testName: "tolerance()")
        #expect(loose == nil, "half of the pixels may differ")
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() {
        _ = verifySnapshot(of: Badge(), as: .image, snapshotDirectory: folder, testName: "numbered()")
        _ = verifySnapshot(of: Badge(), as: .layoutTree, snapshotDirectory: folder, testName: "numbered()")
        #expect(files(in: folder) == ["numbered.1.png", "numbered.2.txt"])
    }

    @Test func aLayoutTreeMismatchShowsTheChangedLines() throws {
        _ = verifySnapshot(of: Badge(), as: .layoutTree, named: "tree", snapshotDirectory: folder, testName: "tree()")
        let message = try #require(
            verifySnapshot(of: Badge(title: "A longer title"), as: .layoutTree, named: "tree", snapshotDirectory: folder, testName: "tree()"))
        #expect(message.contains("the text differs:\n@@ line 1"))
        #expect(message.contains("\n- "), "the reference's lines")
        #expect(message.contains("\n+ "), "the actual lines")
        #expect(files(in: folder) == ["tree.tree.actual.txt", "tree.tree.txt"])
    }

    @Test func imagesAreTheSameBytesEveryTime() {
        let layout = SnapshotLayout.device(.iPhone15Pro)
        let first = Snapshotting<Badge, Data>.image(layout: layout).snapshot(Badge())
        let second = Snapshotting<Badge, Data>.image(layout: layout).snapshot(Badge())
        #expect(first != nil && first == second)
    }

    @Test func aDeviceImageHasTheDevicesPixelSizeAndDarkModeIsDark() throws {
        let dark = try #require(Snapshotting<Color, Data>.image(layout: .device(.iPhoneSE3), appearance: .dark).snapshot(.clear))
        let size = try #require(PNGHeader(dark))
        #expect(size.width == 750 && size.height == 1334, "375×667 points at @2x (DeviceProfile.iPhoneSE3)")
        let light = try #require(Snapshotting<Color, Data>.image(layout: .device(.iPhoneSE3)).snapshot(.clear))
        #expect(light != dark, "the system background is white in light mode and black in dark mode")
    }

    @Test func anUnreadableReferenceSaysSo() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("corrupt.x.png"))
        let message = verifySnapshot(of: Badge(), as: .image, named: "x", snapshotDirectory: folder, testName: "corrupt()")
        #expect(message?.contains("not a readable PNG") == true, "\(message ?? "nil")")
    }

    @Test(arguments: [
        ([:], false), (["PORTABLEUI_RECORD_SNAPSHOTS": ""], false), (["PORTABLEUI_RECORD_SNAPSHOTS": "0"], false),
        (["PORTABLEUI_RECORD_SNAPSHOTS": "1"], true), (["PORTABLEUI_RECORD_SNAPSHOTS": "yes"], true),
        (["RECORD_SNAPSHOTS": "1"], false),
    ])
    func theEnvironmentVariableReRecords(environment: [String: String], records: Bool) {
        #expect(SnapshotFiles.records(in: environment) == records)
    }

    @Test func anImageOfAGivenSizeHasItsPointsTimesTheScale() throws {
        let data = try #require(Snapshotting<Badge, Data>.image(size: CGSize(width: 320, height: 200), scale: 2).snapshot(Badge()))
        let size = try #require(PNGHeader(data))
        #expect(size.width == 640 && size.height == 400)
    }

    @Test func theAccessibilityTreeListsEachElementWithItsFrame() throws {
        let tree = try #require(Snapshotting<Badge, String>.accessibilityTree.snapshot(Badge()))
        let lines = tree.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("window (0, 0, ") == true, "\(tree)")
        #expect(lines.dropFirst().first?.hasPrefix("  staticText \"New\" (8, 8, ") == true, "the text inside 8 points of padding: \(tree)")
    }

    @Test func aTesterIsSnapshotInItsCurrentState() throws {
        let app = ViewTester(SettingsSample(), size: CGSize(width: 320, height: 640))
        let before = try #require(Snapshotting<ViewTester<SettingsSample>, String>.accessibilityTree.snapshot(app))
        app.find(.text("Add")).tap()
        let after = try #require(Snapshotting<ViewTester<SettingsSample>, String>.accessibilityTree.snapshot(app))
        #expect(before.contains("\"Count: 0\"") && after.contains("\"Count: 1\""))
    }

    @Test func testNamesBecomeFileNames() {
        #expect(SnapshotFiles.sanitized("counter()") == "counter")
        #expect(SnapshotFiles.sanitized("add(item:to:)") == "add-item-to")
        #expect(SnapshotFiles.sanitized("()") == "snapshot")
    }
}

/// The width and height of a PNG image, from its header.
private func PNGHeader(_ data: Data) -> (width: Int, height: Int)? {
    guard data.count > 24 else { return nil }
    let bytes = [UInt8](data[16..<24])
    let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
    return (width, height)
}
