import Foundation
import LayoutChecking
import Testing
@testable import PortableUICore

/// Differential random testing (issue 18): random view trees laid out with every cache and
/// compared with themselves across layouts, sizes and hosts and with the reference mode (see
/// `LayoutChecker` for the checks). `make test` checks the first trees below;
/// `Benchmarks --sections fuzz` checks 100,000 in a release build. A failure prints the seed
/// and the tree; `PORTABLEUI_RANDOM_TREES=N` checks N trees here.
@MainActor
struct RandomTreeTests {
    static let count = ProcessInfo.processInfo.environment["PORTABLEUI_RANDOM_TREES"].flatMap { Int($0) } ?? 2_000

    /// Seeds in batches, so that a batch's failures are reported together.
    @Test(arguments: 0..<20)
    func randomTreesLayOutConsistently(batch: Int) {
        let perBatch = (Self.count + 19) / 20
        let sizes = [(size(390, 844), size(320, 568)), (size(300, 300), size(500, 200))]
        for seed in UInt64(batch * perBatch)..<UInt64((batch + 1) * perBatch) {
            let (first, second) = sizes[Int(seed % 2)]
            let outcome = LayoutChecker.check(seed: seed, first: first, second: second)
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
}
