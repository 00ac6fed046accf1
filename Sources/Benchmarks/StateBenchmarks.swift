import Foundation
import PortableUI

// Issue 5's figures: the cost of one state change on a 10,000-node screen compared with a
// full layout, and memory over 100,000 state changes. Times are the thread's CPU time (as the
// layout section's), so that a busy machine's waits for a core do not count on either side.

/// Lets the benchmark reach the counter's state from outside the view.
@MainActor
private final class CounterHandle {
    var increment: () -> Void = {}
}

/// A screen of 100 rows of 10 leaves (about 10,000 nodes with their frames) and one counter.
private struct CounterScreen: View {
    let handle: CounterHandle

    var body: some View {
        VStack(spacing: 2) {
            Counter(handle: handle)
            ForEach(0..<100, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<10, id: \.self) { _ in Rectangle().frame(width: 10, height: 10) }
                }
                .padding(1)
            }
        }
    }
}

private struct Counter: View {
    let handle: CounterHandle
    @State private var count = 0

    var body: some View {
        handle.increment = { count += 1 }
        return Rectangle().frame(width: CGFloat(10 + count % 50), height: 10)
    }
}

/// Prints the state-change table.
@MainActor
func runStateBenchmarks() {
    let handle = CounterHandle()
    let size = CGSize(width: 400, height: 2_000)
    let full = medianNanoseconds(repetitions: 15) {
        let host = ViewHost(CounterScreen(handle: handle), size: size)
        let start = Clock.cpuNow()
        host.layoutIfNeeded()
        return Clock.cpuNow() - start
    }
    let host = ViewHost(CounterScreen(handle: handle), size: size)
    host.layoutIfNeeded()
    host.resetStatistics()
    handle.increment()
    host.layoutIfNeeded()
    let statistics = host.statistics
    let change = medianNanoseconds(repetitions: 200) {
        let start = Clock.cpuNow()
        handle.increment()
        host.layoutIfNeeded()
        return Clock.cpuNow() - start
    }
    let before = Memory.statusKiB("VmRSS")
    for _ in 0..<100_000 {
        handle.increment()
        host.layoutIfNeeded()
    }
    let after = Memory.statusKiB("VmRSS")
    print("")
    print("State (10,000-node screen, one @State counter)")
    print("| measurement | value |")
    print("|---|---|")
    print("| full layout of a new host | \(formatMicroseconds(full)) |")
    print("| one counter change (update + layout) | \(formatMicroseconds(change)) |")
    print("| change / full layout | \(String(format: "%.2f%%", Double(change) / Double(full) * 100)) (goal < 2%) |")
    print("| bodies evaluated per change | \(statistics.bodyEvaluations) |")
    print("| sizes computed per change | \(statistics.sizeComputations) |")
    print("| resident memory after 100,000 changes | \(after - before) KiB more than before |")
}

/// The median of `repetitions` runs of `body`, which returns its own duration in nanoseconds.
@MainActor
func medianNanoseconds(repetitions: Int, _ body: () -> UInt64) -> UInt64 {
    let samples = (0..<repetitions).map { _ in body() }.sorted()
    return samples[samples.count / 2]
}

func formatMicroseconds(_ nanoseconds: UInt64) -> String {
    String(format: "%.1f µs", Double(nanoseconds) / 1_000)
}
