import Foundation
import LayoutChecking
import Testing
@testable import PortableUICore

/// Differential random testing (issue 18): random view trees laid out with every cache and
/// compared with themselves across layouts, sizes and hosts and with the reference mode (see
/// `LayoutChecker` for the checks). `make test` checks the first 1,000 trees;
/// `Benchmarks --sections fuzz` checks 100,000 in a release build. A failure prints the seed
/// and the tree; `PORTABLEUI_RANDOM_TREES=N` checks N trees here.
@MainActor
struct RandomTreeTests {
    static let count = ProcessInfo.processInfo.environment["PORTABLEUI_RANDOM_TREES"].flatMap { Int($0) } ?? 1_000

    /// The checks whose failures are known and not fixed yet (issue 18): after a resize to
    /// another size and back, or against a fresh host at the other size, a few trees keep a
    /// stale recorded proposal or geometry-dependent content. They are recorded as known
    /// issues, with the seed and the tree; any other check must pass.
    static let knownFailingChecks = ["resized and back", "resized vs. a fresh host"]

    /// Seeds in batches, so that a batch's failures are reported together.
    @Test(arguments: 0..<20)
    func randomTreesLayOutConsistently(batch: Int) {
        let perBatch = (Self.count + 19) / 20
        let sizes = [(size(390, 844), size(320, 568)), (size(300, 300), size(500, 200))]
        for seed in UInt64(batch * perBatch)..<UInt64((batch + 1) * perBatch) {
            let (first, second) = sizes[Int(seed % 2)]
            var outcome = LayoutChecker.check(seed: seed, first: first, second: second)
            let known = outcome.failures.filter { failure in Self.knownFailingChecks.contains { failure.hasPrefix($0) } }
            outcome.failures.removeAll { failure in known.contains(failure) }
            #expect(outcome.failures.isEmpty, "\(LayoutChecker.report(outcome))")
            if !known.isEmpty {
                var knownOutcome = outcome
                knownOutcome.failures = known
                withKnownIssue(isIntermittent: true) {
                    Issue.record("\(LayoutChecker.report(knownOutcome))")
                }
            }
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
