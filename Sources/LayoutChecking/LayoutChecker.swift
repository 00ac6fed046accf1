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
/// 6. the frames equal the reference mode's, at A, resized to B and back to A.
/// Frames are compared as ``ViewHost/layoutDescription()`` prints them (every node's type,
/// proposal, size and pixel-rounded frame). A lazy container realizes and measures rows when
/// it is laid out at another size, and they stay realized and refine its estimated length:
/// checks 3 and 4 accept a difference that a lazy container's own rows or size explain, and
/// say which container and how (``Outcome/intended``): the trees have the same shape outside
/// lazy containers, and every differing view outside them is an ancestor of one, or moved by
/// one, or proposed another size because of one — no view's size differs for the same
/// proposal; a `ViewThatFits` measuring candidates that hold lazy containers may choose
/// another candidate.
/// The reference mode goes through the same sizes (check 6), so that the caches are checked
/// whatever the history.
@MainActor
public enum LayoutChecker {
    /// What checking one tree found.
    public struct Outcome: Sendable {
        public let seed: UInt64
        /// Whether the tree is a hostile one (``RandomViewTree/make(seed:depth:hostile:)``).
        public let hostile: Bool
        /// The checks that failed, each with what differed.
        public var failures: [String] = []
        /// The intended differences accepted, each saying which check and why.
        public var intended: [String] = []
    }

    /// Checks the tree of `seed` (a hostile one if asked) in windows of `first` and `second`
    /// points.
    public static func check(
        seed: UInt64, depth: Int = 4, hostile: Bool = false, first: CGSize, second: CGSize
    ) -> Outcome {
        let tree = RandomViewTree.make(seed: seed, depth: depth, hostile: hostile)
        var outcome = Outcome(seed: seed, hostile: hostile)
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
        let resizedBack = host.layoutDescription()
        compareAcrossLayouts(initial, resizedBack, "resized and back", tree, &outcome)
        let fresh = ViewHost(tree.view, size: second)
        compareAcrossLayouts(fresh.layoutDescription(), resized, "resized vs. a fresh host", tree, &outcome)
        // Step 5
        let updated = ViewHost(tree.view, size: first)
        let beforeUpdate = updated.layoutDescription()
        updated.update(tree.view)
        compare(beforeUpdate, updated.layoutDescription(), "same-value update", into: &outcome.failures)
        // Step 6, at both sizes (after the same history)
        let reference = ViewHost(tree.view, size: first)
        reference.usesReferenceLayout = true
        compare(beforeUpdate, reference.layoutDescription(), "reference mode", into: &outcome.failures)
        reference.size = second
        compare(resized, reference.layoutDescription(), "reference mode at the second size", into: &outcome.failures)
        reference.size = first
        compare(resizedBack, reference.layoutDescription(), "reference mode resized back", into: &outcome.failures)
        return outcome
    }

    /// The report of a failed outcome: the seed, the tree and what differed.
    public static func report(_ outcome: Outcome, depth: Int = 4) -> String {
        "\(outcome.hostile ? "hostile " : "")seed \(outcome.seed): " + outcome.failures.joined(separator: "\n")
            + "\ntree:\n" + RandomViewTree.make(seed: outcome.seed, depth: depth, hostile: outcome.hostile).description
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
        if tree.hasLazyContainer,
            let explanation = lazyRowsExplanation(a, b, collapsedMayHoldLazy: tree.viewThatFitsMeasuresLazyContainer) {
            outcome.intended.append("\(check): \(explanation)")
            return
        }
        outcome.failures.append("\(check): \(firstDifference(a, b))")
    }

    /// What explains a difference between two descriptions by the rows a lazy container
    /// realized at another size (they stay realized, and their measured lengths refine its
    /// estimated length), or nil when something else differs. The two trees are walked side
    /// by side, a lazy container's rows skipped (they are its own), and they must have the
    /// same shape and types outside lazy containers; a lazy container must differ; and every
    /// other differing line is a lazy container's ancestor (its size follows the container's),
    /// or a view moved by it (same proposal and size, another position), or a view proposed
    /// another size (a background is proposed the size of what it decorates; a stack's
    /// siblings share its length) — never a view whose size differs for the same proposal.
    /// When `collapsedMayHoldLazy` (a `ViewThatFits` has a candidate holding a lazy
    /// container), a candidate not chosen, printed collapsed without its lines, counts as
    /// holding one, and the `ViewThatFits` may choose another candidate: it measures them.
    private static func lazyRowsExplanation(_ a: [String], _ b: [String], collapsedMayHoldLazy: Bool) -> String? {
        let holdsLazy: (Int, [String]) -> Bool = { index, lines in
            lines[index..<subtreeEnd(index, in: lines)].contains { isLazyContainer($0) || (collapsedMayHoldLazy && isCollapsed($0)) }
        }
        var (i, j) = (0, 0)
        var differing: [String] = []
        while i < a.count && j < b.count {
            guard indentation(a[i]) == indentation(b[j]), typeName(a[i]) == typeName(b[j]) else { return nil }
            if isLazyContainer(a[i]) || isCollapsed(a[i]) || isCollapsed(b[j]) {
                let (endA, endB) = (subtreeEnd(i, in: a), subtreeEnd(j, in: b))
                if a[i..<endA] != b[j..<endB] {
                    guard isLazyContainer(a[i]) || collapsedMayHoldLazy else { return nil }
                    differing.append(lazyDifference(i, a, j, b))
                }
                (i, j) = (endA, endB)
                continue
            }
            if a[i] != b[j] && !holdsLazy(i, a) && !holdsLazy(j, b)
                && proposal(a[i]) == proposal(b[j]) && geometry(a[i]) != geometry(b[j]) {
                return nil
            }
            (i, j) = (i + 1, j + 1)
        }
        guard i == a.count, j == b.count else { return nil }
        if differing.isEmpty && collapsedMayHoldLazy, let candidate = a.firstIndex(where: isCollapsed) {
            differing.append("a ViewThatFits candidate not chosen (printed collapsed, the first at line \(candidate + 1)) "
                + "holds a lazy container whose rows realized at the other size stay realized and refine the length "
                + "the ViewThatFits measures")
        }
        guard let first = differing.first else { return nil }
        return first + " (intended); its ancestors' sizes follow it, and views beside it move with it or are "
            + "proposed other sizes by it"
    }

    /// How a lazy container (or a `ViewThatFits` candidate) of line `i` of `a` differs from
    /// line `j` of `b`.
    private static func lazyDifference(_ i: Int, _ a: [String], _ j: Int, _ b: [String]) -> String {
        guard isLazyContainer(a[i]) else {
            return "the ViewThatFits candidate \(typeName(a[i])) at line \(i + 1) is "
                + (isCollapsed(a[i]) ? "not chosen" : "chosen") + " here and "
                + (isCollapsed(b[j]) ? "not chosen" : "chosen") + " there: it measured candidates holding lazy "
                + "containers, whose rows realized at the other size stay realized and refine their estimated lengths"
        }
        return "\(typeName(a[i])) at line \(i + 1) has \(rowCount(i, a)) rows realized and size \(geometry(a[i])), the "
            + "other \(rowCount(j, b)) and \(geometry(b[j])): rows realized at the other size stay realized and refine "
            + "its estimated length"
    }

    private static func isCollapsed(_ line: String) -> Bool { line.hasSuffix(" (collapsed)") }

    /// The index after the last line of the subtree of line `index`.
    private static func subtreeEnd(_ index: Int, in lines: [String]) -> Int {
        let depth = indentation(lines[index])
        var next = index + 1
        while next < lines.count && indentation(lines[next]) > depth { next += 1 }
        return next
    }

    /// How many direct subviews (realized rows or cells) the container of line `index` has.
    private static func rowCount(_ index: Int, _ lines: [String]) -> Int {
        let rowDepth = indentation(lines[index]) + 2
        return lines[(index + 1)..<subtreeEnd(index, in: lines)].filter { indentation($0) == rowDepth }.count
    }

    private static func typeName(_ line: String) -> Substring {
        line.drop { $0 == " " }.prefix { $0 != " " }
    }

    private static func proposal(_ line: String) -> Substring {
        guard let proposal = line.range(of: " proposal "), let size = line.range(of: " size ") else { return "?" }
        return line[proposal.upperBound..<size.lowerBound]
    }

    private static func geometry(_ line: String) -> Substring {
        guard let size = line.range(of: " size ") else { return "?" }
        let end = line.range(of: " frame ", range: size.upperBound..<line.endIndex)?.lowerBound ?? line.endIndex
        return line[size.upperBound..<end]
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
