import Foundation
import LayoutChecking

// Issue 18's differential random testing in a release build: `Benchmarks --sections fuzz`
// checks 100,000 random view trees and 100,000 hostile ones (`--fuzz-start S --fuzz-count N`
// for other ranges) and prints what failed, with seeds; a crash leaves the last progress
// line, which names the thousand seeds it was in.

/// Checks `count` ordinary and `count` hostile trees from seed `start` and prints a summary
/// of each.
@MainActor
func runFuzzChecks(start: UInt64, count: Int) {
    for hostile in [false, true] {
        runFuzzChecks(start: start, count: count, hostile: hostile)
    }
}

@MainActor
private func runFuzzChecks(start: UInt64, count: Int, hostile: Bool) {
    let kind = hostile ? "hostile" : "ordinary"
    let began = DispatchTime.now().uptimeNanoseconds
    var failed: [LayoutChecker.Outcome] = []
    var intended = 0
    let sizes = [(CGSize(width: 390, height: 844), CGSize(width: 320, height: 568)),
        (CGSize(width: 300, height: 300), CGSize(width: 500, height: 200))]
    for seed in start..<(start + UInt64(count)) {
        if (seed - start) % 1_000 == 0 {
            FileHandle.standardError.write(Data("  fuzz (\(kind)): seeds \(seed)-\(seed + 999)\n".utf8))
        }
        let (first, second) = sizes[Int(seed % 2)]
        let outcome = LayoutChecker.check(seed: seed, hostile: hostile, first: first, second: second)
        if !outcome.failures.isEmpty { failed.append(outcome) }
        if !outcome.intended.isEmpty { intended += 1 }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
    print("")
    print("Random view trees, \(kind) (seeds \(start)-\(start + UInt64(count) - 1))")
    print("| measurement | value |")
    print("|---|---|")
    print("| trees checked | \(count) |")
    print("| trees failing a check | \(failed.count) |")
    print("| trees with an intended difference (lazy rows realized at the other size) | \(intended) |")
    print("| time | \(String(format: "%.1f", seconds)) s |")
    for outcome in failed.prefix(20) { print("\n" + LayoutChecker.report(outcome)) }
}
