import Foundation
import PortableUI

/// One benchmark tree at one size: how to build it, the window it is laid out in, and the
/// description the Yoga script needs to build the same tree.
struct Workload {
    /// A short stable identifier, shared with the Yoga script ("w1-3", "w2-1000"…).
    let id: String
    /// What the table shows.
    let title: String
    /// The number of views the issue counts (stacks and leaves).
    let views: Int
    /// The window the tree is laid out in, in points.
    let width: Double
    let height: Double
    /// The tree kind and its parameters, as the Yoga script reads them.
    let yogaSpec: [String: Int]
    /// Times every measurement against this tree.
    let run: @MainActor ((cold: Repetitions, warm: Repetitions)) -> BenchResult
    /// Builds the tree and lays it out once (for the memory measurement); returns what holds
    /// the tree.
    let layOutOnce: @MainActor () -> AnyObject
    /// Describes every node after a fixed sequence of layouts (to check that optimizations
    /// keep every frame).
    let describe: @MainActor () -> String
    /// Repeats one measurement a number of times (for profiling).
    let profile: @MainActor (Measurement, Int) -> Void

    init<V: View>(
        id: String, title: String, views: Int, width: Double, height: Double, yogaSpec: [String: Int],
        tree: @escaping @MainActor (_ grown: Bool) -> V
    ) {
        self.id = id
        self.title = title
        self.views = views
        self.width = width
        self.height = height
        self.yogaSpec = yogaSpec
        let bench = Bench(width: width, height: height, tree: tree)
        run = { bench.run($0) }
        layOutOnce = { bench.layOutOnce() }
        profile = { bench.profile($0, count: $1) }
        describe = { bench.describe() }
    }

    /// Every workload of the issue, smallest first within each family.
    static let all: [Workload] = [
        nested(depth: 3), nested(depth: 4),
        feed(rows: 1_000), feed(rows: 10_000),
        chain(depth: 20), chain(depth: 100), chain(depth: 1_000),
        grid(side: 100), grid(side: 316),
    ]

    static func nested(depth: Int) -> Workload {
        let views = (0...depth).reduce(0) { total, _ in total * 10 + 1 }
        return Workload(
            id: "w1-\(depth)", title: "W1 nested stacks, depth \(depth)", views: views, width: 2_000, height: 2_000,
            yogaSpec: ["depth": depth, "fanout": 10]
        ) { NestedStacks(depth: depth, grown: $0) }
    }

    static func feed(rows: Int) -> Workload {
        Workload(
            id: "w2-\(rows)", title: "W2 feed, \(rows.formatted()) rows", views: 1 + rows * 7, width: 390, height: 844,
            yogaSpec: ["rows": rows]
        ) { Feed(rows: rows, grown: $0) }
    }

    static func chain(depth: Int) -> Workload {
        Workload(
            id: "w3-\(depth)", title: "W3 chain, depth \(depth.formatted())", views: 1 + depth * 3, width: 1_000,
            height: 1_000, yogaSpec: ["depth": depth]
        ) { Chain(depth: depth, grown: $0) }
    }

    static func grid(side: Int) -> Workload {
        Workload(
            id: "w4-\(side)", title: "W4 grid, \(side)×\(side)", views: 1 + side + side * side, width: 1_000,
            height: 1_000, yogaSpec: ["rows": side, "columns": side]
        ) { CellGrid(rows: side, columns: side, grown: $0) }
    }
}

extension Int {
    /// The number with thousands separators ("10,000").
    func formatted() -> String {
        let digits = Array(String(self))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
