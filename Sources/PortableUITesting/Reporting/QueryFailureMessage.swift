import Foundation
import PortableUI

/// The message of a query that found nothing (or fewer matches than asked for): what was
/// looked for, the nearest matches, and the tree around them.
struct QueryFailureMessage {
    /// How many lines of the tree a message shows at most.
    static let treeLineLimit = 30
    /// How many near misses a message lists.
    static let nearestLimit = 3

    let query: ViewQuery
    let index: Int
    let scopeDescription: String?
    let matchCount: Int
    let candidates: [AccessibilityNode]
    let tree: AccessibilityNode

    var text: String {
        var lines = [headline]
        let nearest = nearestElements
        if !nearest.isEmpty {
            lines.append("Nearest matches:")
            lines += nearest.map { "  " + $0.summary }
        }
        lines.append("Tree around them:")
        lines += treeAround(nearest.first).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private var headline: String {
        let place = scopeDescription.map { " inside \($0)" } ?? ""
        if matchCount == 0 { return "No view matches \(query)\(place)." }
        let plural = matchCount == 1 ? "view matches" : "views match"
        return "\(matchCount) \(plural) \(query)\(place); asked for the one at index \(index)."
    }

    /// The candidates closest to the strings looked for (those containing one first, then by
    /// edit distance to their label, value or identifier), or those of the role looked for.
    private var nearestElements: [AccessibilityNode] {
        let strings = query.searchedStrings
        guard !strings.isEmpty else {
            return Array(candidates.filter(query.matches).prefix(Self.nearestLimit))
        }
        let ranked = candidates.compactMap { element -> (AccessibilityNode, Int)? in
            let names = [element.label, element.value, element.identifier].compactMap { $0 }.filter { !$0.isEmpty }
            let distances = strings.flatMap { wanted in names.map { Self.distance(wanted, $0) }  }
            return distances.min().map { (element, $0) }
        }
        return ranked.sorted { $0.1 < $1.1 }.prefix(Self.nearestLimit).map(\.0)
    }

    private static func distance(_ wanted: String, _ name: String) -> Int {
        name.lowercased().contains(wanted.lowercased()) ? 0 : EditDistance.between(wanted, name)
    }

    /// The lines of the subtree that holds `element` (its parent's), or the top of the tree.
    private func treeAround(_ element: AccessibilityNode?) -> [String] {
        let holder = element.flatMap { parent(of: $0, in: tree) } ?? tree
        let lines = holder.dump(includingFrames: true).split(separator: "\n").map(String.init)
        guard lines.count > Self.treeLineLimit else { return lines }
        return Array(lines.prefix(Self.treeLineLimit)) + ["… \(lines.count - Self.treeLineLimit) more lines"]
    }

    private func parent(of element: AccessibilityNode, in node: AccessibilityNode) -> AccessibilityNode? {
        for child in node.children {
            if child.summary == element.summary && child.frame == element.frame { return node }
            if let found = parent(of: element, in: child) { return found }
        }
        return nil
    }
}

/// The Levenshtein distance of two strings, case-insensitively: how many characters must be
/// inserted, removed or replaced to turn one into the other.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
