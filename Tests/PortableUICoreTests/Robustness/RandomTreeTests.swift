import Foundation
import LayoutChecking
import Testing
@testable import PortableUICore

/// Differential random testing (issue 18): random view trees laid out with every cache and
/// compared with themselves across layouts, sizes and hosts and with the reference mode (see
/// `LayoutChecker` for the checks). `make test` checks the first 1,000 trees and 1,000
/// hostile ones; `Benchmarks --sections fuzz` checks 100,000 of each in a release build. A
/// failure prints the seed and the tree; `PORTABLEUI_RANDOM_TREES=N` checks N of each here.
@MainActor
struct RandomTreeTests {
    static let count = ProcessInfo.processInfo.environment["PORTABLEUI_RANDOM_TREES"].flatMap { Int($0) } ?? 1_000

    /// Seeds in batches, so that a batch's failures are reported together; hostile trees
    /// (two lengths in five zero, negative, NaN or infinite) as many as ordinary ones.
    @Test(arguments: [false, true], 0..<10)
    func randomTreesLayOutConsistently(hostile: Bool, batch: Int) {
        let perBatch = (Self.count + 9) / 10
        let sizes = [(size(390, 844), size(320, 568)), (size(300, 300), size(500, 200))]
        for seed in UInt64(batch * perBatch)..<UInt64((batch + 1) * perBatch) {
            let (first, second) = sizes[Int(seed % 2)]
            let outcome = LayoutChecker.check(seed: seed, hostile: hostile, first: first, second: second)
            #expect(outcome.failures.isEmpty, "\(LayoutChecker.report(outcome))")
        }
    }

    /// The generator makes the same tree from a seed on every run, and different trees from
    /// different seeds.
    @Test func treesAreDeterministic() {
        #expect(RandomViewTree.make(seed: 7).description == RandomViewTree.make(seed: 7).description)
        let distinct = Set((0..<50).map { RandomViewTree.make(seed: UInt64($0)).description })
        #expect(distinct.count > 40)
    }

    /// Hostile trees hold zero, negative, NaN and infinite lengths far more often than
    /// ordinary ones (ten times as many draws are odd; negative lengths come from those draws
    /// only, where NaN and infinity also come from ratios and maximum frames).
    @Test func hostileTreesHoldOddLengthsFarMoreOften() {
        func oddLengths(hostile: Bool) -> Int {
            (0..<200).reduce(0) { total, seed in
                let text = RandomViewTree.make(seed: UInt64(seed), hostile: hostile).description
                return total + text.components(separatedBy: "-10.0").count - 1
            }
        }
        let ordinary = oddLengths(hostile: false)
        #expect(ordinary > 0)
        #expect(oddLengths(hostile: true) > 5 * ordinary)
    }
}
