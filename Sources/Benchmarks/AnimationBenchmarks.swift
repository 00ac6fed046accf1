import Foundation
import PortableUI

// The cost of an idle animation modifier: a tree holding an `.animation(_:value:)` whose value
// does not change lays out as fast as the same tree without it (frames take the fast placement
// path unless something in the pass may animate). Times are the thread's CPU time, as the
// layout section's.

/// The W2 feed under an `.animation(_:value:)` whose value never changes.
private struct IdlyAnimatedFeed: View {
    let rows: Int
    let grown: Bool

    var body: some View {
        Feed(rows: rows, grown: grown).animation(.default, value: 0)
    }
}

/// Prints the table: each measurement of the plain feed, of the feed under an idle animation
/// modifier, and their ratio (1 when the modifier costs nothing while nothing animates).
@MainActor
func runAnimationBenchmarks(_ options: Options) {
    let rows = 1_000
    let plain = Bench(width: 390, height: 844) { Feed(rows: rows, grown: $0) }.run(options.policy)
    let animated = Bench(width: 390, height: 844) { IdlyAnimatedFeed(rows: rows, grown: $0) }.run(options.policy)
    print("\n## Idle animation modifier (W2 feed, \(rows.formatted()) rows)\n")
    print("| measurement | plain | under .animation(_:value:) | ratio |")
    print("|---|--:|--:|--:|")
    for measurement in [Measurement.resize, .leafChange, .noop] {
        let without = plain.times[measurement] ?? 0
        let with = animated.times[measurement] ?? 0
        let ratio = String(format: "%.2f", with / Swift.max(without, 1))
        print("| \(measurement.label) | \(formatMicroseconds(UInt64(without))) | \(formatMicroseconds(UInt64(with))) | \(ratio) |")
    }
}
