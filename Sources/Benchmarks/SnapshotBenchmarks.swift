import Foundation
import GalleryKit
import PortableUI
import PortableUITesting

// Issue 27's figure: what one snapshot test of a full iPhone screen costs, as a test runs it:
// host the view, lay it out, draw it at 3x, encode the PNG and compare it with the reference.

/// Prints the snapshot table: the median of 21 comparisons with a recorded reference, each
/// from a fresh view, for a matching and for a mismatching screen.
@MainActor
func runSnapshotBenchmarks() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PortableUISnapshotBenchmark-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let strategy = Snapshotting<GalleryRoot, Data>.image(layout: .device(.iPhone15Pro))
    func compare(_ appearance: ColorScheme) -> String? {
        verifySnapshot(
            of: GalleryRoot(selection: .settings, settings: GallerySettings(appearance: appearance)), as: strategy, named: "settings", snapshotDirectory: folder,
            testName: "benchmark")
    }
    _ = compare(.light)
    let matching = medianNanoseconds(repetitions: 21) {
        let start = DispatchTime.now().uptimeNanoseconds
        let failure = compare(.light)
        precondition(failure == nil, "the benchmark's screen did not match its reference: \(failure ?? "")")
        return DispatchTime.now().uptimeNanoseconds - start
    }
    let mismatching = medianNanoseconds(repetitions: 21) {
        let start = DispatchTime.now().uptimeNanoseconds
        precondition(compare(.dark) != nil, "the changed screen matched")
        return DispatchTime.now().uptimeNanoseconds - start
    }
    print("")
    print("Snapshot test (iPhone 15 Pro, 393×852 at 3x = 1179×2556 pixels, gallery settings screen)")
    print("| measurement | value |")
    print("|---|---|")
    print("| assertSnapshot of a matching screen: host, layout, draw, PNG, compare (median of 21) | \(formatMilliseconds(matching)) |")
    print("| a mismatching screen: also decode, compare pixels, write actual and diff (median of 21) | \(formatMilliseconds(mismatching)) |")
}
