import Foundation
@_spi(Testing) import PortableUICore

/// Differential checks of one random view tree (``RandomViewTree``): the layout engine's
/// caches against itself across layouts, sizes and hosts, and against the reference mode,
/// which bypasses every cache.
///
/// For a tree laid out in a window of size A (B is another size):
/// 1. every size and frame is finite;
/// 2. laying out again without a change gives the same frames (idempotence);
/// 3. resized to B and back to A, the frames are the first ones;
/// 4. at B, the frames are a fresh host's at B;
/// 5. an update with the same value changes nothing;
/// 6. the frames equal the reference mode's.
/// Frames are compared as ``ViewHost/layoutDescription()`` prints them (every node's type,
/// proposal, size and pixel-rounded frame). A lazy container realizes and measures rows when
/// it is laid out at another size, and they stay realized and refine its estimated length:
/// checks 3 and 4 then accept differences from the first lazy container on (in document
/// order) and in its ancestors, and say so (``Outcome/intended``); every line before it must
/// match.
@MainActor
public enum LayoutChecker {
    /// What checking one tree found.
    public struct Outcome: Sendable {
        public let seed: UInt64
        /// The checks that failed, each with what differed.
        public var failures: [String] = []
        /// The intended differences accepted, each saying which check and why.
        public var intended: [String] = []
    }

    /// Checks the tree of `seed` in windows of `first` and `second` points.
    public static func check(seed: UInt64, depth: Int = 4, first: CGSize, second: CGSize) -> Outcome {
        let tree = RandomViewTree.make(seed: seed, depth: depth)
        var outcome = Outcome(seed: seed)
        let host = ViewHost(tree.view, size: first)
        let initial = host.layoutDescription()
        // Step 1
        if let bad = nonFiniteLine(initial) { outcome.failures.append("non-finite size or frame: \(bad)") }
        // Step 2
        host.layOutAgain()
        compare(initial, host.layoutDescription(), "laid out again", into: &outcome.failures)
        // Step 3-4
        host.size = second
        let resized = host.layoutDescription()
        if let bad = nonFiniteLine(resized) { outcome.failures.append("non-finite at the second size: \(bad)") }
        host.size = first
        compareAcrossLayouts(initial, host.layoutDescription(), "resized and back", tree, &outcome)
        let fresh = ViewHost(tree.view, size: second)
        compareAcrossLayouts(fresh.layoutDescription(), resized, "resized vs. a fresh host", tree, &outcome)
        // Step 5
        let updated = ViewHost(tree.view, size: first)
        let beforeUpdate = updated.layoutDescription()
        updated.update(tree.view)
        compare(beforeUpdate, updated.layoutDescription(), "same-value update", into: &outcome.failures)
        // Step 6
        let reference = ViewHost(tree.view, size: first)
        reference.usesReferenceLayout = true
        compare(beforeUpdate, reference.layoutDescription(), "reference mode", into: &outcome.failures)
        return outcome
    }

    /// The report of a failed outcome: the seed, the tree and what differed.
    public static func report(_ outcome: Outcome, depth: Int = 4) -> String {
        "seed \(outcome.seed): " + outcome.failures.joined(separator: "\n") + "\ntree:\n"
            + RandomViewTree.make(seed: outcome.seed, depth: depth).description
    }

    private static func compare(_ expected: String, _ actual: String, _ check: String, into failures: inout [String]) {
        guard expected != actual else { return }
        failures.append("\(check): \(firstDifference(lines(expected), lines(actual)))")
    }

    private static func compareAcrossLayouts(
        _ expected: String, _ actual: String, _ check: String, _ tree: RandomViewTree, _ outcome: inout Outcome
    ) {
        guard expected != actual else { return }
        let a = lines(expected)
        let b = lines(actual)
        if tree.hasLazyContainer, let line = firstDifferingLine(a, b), isAfterOrAboveLazy(line, in: a) {
            outcome.intended.append(
                "\(check): differs from line \(line + 1) on, at or after the first lazy container or in its ancestors (rows realized at the other size stay realized and refine its estimates)"
            )
            return
        }
        outcome.failures.append("\(check): \(firstDifference(a, b))")
    }

    private static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    private static func firstDifferingLine(_ a: [String], _ b: [String]) -> Int? {
        (0..<Swift.max(a.count, b.count)).first { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] }
    }

    private static func firstDifference(_ a: [String], _ b: [String]) -> String {
        guard let line = firstDifferingLine(a, b) else { return "same lines" }
        let left = line < a.count ? a[line] : "(none)"
        let right = line < b.count ? b[line] : "(none)"
        return "line \(line + 1):\n  expected \(left)\n  actual   \(right)"
    }

    /// Whether line `index` of a description is at or after the first lazy container, or
    /// encloses one.
    private static func isAfterOrAboveLazy(_ index: Int, in lines: [String]) -> Bool {
        guard let firstLazy = lines.firstIndex(where: isLazyContainer) else { return false }
        if index >= firstLazy { return true }
        let depth = indentation(lines[index])
        var next = index + 1
        while next < lines.count && indentation(lines[next]) > depth {
            if isLazyContainer(lines[next]) { return true }
            next += 1
        }
        return false
    }

    private static func isLazyContainer(_ line: String) -> Bool {
        let name = line.drop { $0 == " " }
        return name.hasPrefix("LazyV") || name.hasPrefix("LazyH")
    }

    private static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    /// The first line whose size or frame is not finite.
    private static func nonFiniteLine(_ description: String) -> String? {
        lines(description).first { line in
            guard let size = line.range(of: " size (") else { return false }
            let geometry = line[size.lowerBound...]
            return geometry.contains("nan") || geometry.contains("inf")
        }
    }
}
