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
    // The processor time of the process (every thread) for the same work: what the test costs
    // on a machine others do not share, where its wall-clock time is at most this.
    let processorTime = medianNanoseconds(repetitions: 21) {
        let start = processCPUNanoseconds()
        precondition(compare(.light) == nil)
        return processCPUNanoseconds() - start
    }
    let hosting = medianNanoseconds(repetitions: 21) {
        let start = DispatchTime.now().uptimeNanoseconds
        let tester = ViewTester(GalleryRoot(selection: .settings, settings: GallerySettings(appearance: .light)), device: .iPhone15Pro)
        tester.host.layoutIfNeeded()
        return DispatchTime.now().uptimeNanoseconds - start
    }
    let tester = ViewTester(GalleryRoot(selection: .settings, settings: GallerySettings(appearance: .light)), device: .iPhone15Pro)
    tester.host.layoutIfNeeded()
    let drawing = medianNanoseconds(repetitions: 21) {
        let start = DispatchTime.now().uptimeNanoseconds
        precondition(tester.pngData() != nil)
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
    print("| the same, processor time of all threads (median of 21) | \(formatMilliseconds(processorTime)) |")
    print("| of which: host the view and lay it out (median of 21) | \(formatMilliseconds(hosting)) |")
    print("| of which: draw the laid-out screen and encode the PNG (median of 21) | \(formatMilliseconds(drawing)) |")
    print("| a mismatching screen: also decode, compare pixels, write actual and diff (median of 21) | \(formatMilliseconds(mismatching)) |")
}

/// The processor time the process has used so far, over all its threads.
private func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
