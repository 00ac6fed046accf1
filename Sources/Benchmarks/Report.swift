import Foundation

/// The table `make bench` prints: for each workload and measurement our median time,
/// Yoga's, and the ratio (ours / Yoga; the goal is at most 1).
struct Report {
    var ours: [String: BenchResult]
    var memory: [String: Int]
    var yoga: YogaComparison?

    func render(_ workloads: [Workload]) -> String {
        var lines = [
            "| workload | measurement | ours | Yoga | ours/Yoga |",
            "|---|---|--:|--:|--:|",
        ]
        for workload in workloads {
            guard let result = ours[workload.id] else { continue }
            let other = yoga?.results[workload.id]
            var first = true
            func row(_ label: String, _ mine: String, _ theirs: String, _ ratio: String) {
                let name = first ? "\(workload.title) (\(workload.views.formatted()) views)" : ""
                lines.append("| \(name) | \(label) | \(mine) | \(theirs) | \(ratio) |")
                first = false
            }
            for measurement in Measurement.allCases {
                let mine = result.times[measurement]
                guard measurement.isComparedWithYoga else {
                    row(measurement.label, Self.time(mine), "", "")
                    continue
                }
                if other?.skipped != nil {
                    let projected = measurement == .cold ? other?.projectedCold.map { "≈" + Self.time($0) } : nil
                    row(measurement.label, Self.time(mine), projected ?? "not run", "")
                    continue
                }
                let theirs = other?.times[measurement]
                row(measurement.label, Self.time(mine), Self.time(theirs), Self.ratio(mine, theirs))
            }
            let theirMemory = other?.memory.map(Double.init)
            row(
                "peak RSS growth", Self.bytes(memory[workload.id].map(Double.init)), Self.bytes(theirMemory),
                Self.ratio(memory[workload.id].map(Double.init), theirMemory))
        }
        return lines.joined(separator: "\n")
    }

    /// Notes under the table: skipped Yoga runs, size mismatches, diagnostics, chain growth.
    func notes(_ workloads: [Workload]) -> [String] {
        var notes: [String] = []
        for workload in workloads {
            guard let result = ours[workload.id] else { continue }
            if !result.diagnostics.isEmpty {
                notes.append("\(workload.id): \(result.diagnostics.count) diagnostics, first: \(result.diagnostics[0])")
            }
            guard let other = yoga?.results[workload.id] else { continue }
            if let skipped = other.skipped {
                notes.append("\(workload.id): Yoga not run: \(skipped).")
            } else if let size = other.rootSize,
                abs(size.width - result.rootSize.width) > 0.01 || abs(size.height - result.rootSize.height) > 0.01
            {
                notes.append(
                    "\(workload.id): root sizes differ: ours \(Self.size(result.rootSize)), Yoga \(Self.size(size)).")
            } else if let nodes = other.nodes {
                notes.append(
                    "\(workload.id): root \(Self.size(result.rootSize)) in both engines; Yoga tree \(nodes.formatted()) nodes.")
            }
        }
        let chains = workloads.filter { $0.id.hasPrefix("w3-") }.compactMap { workload -> String? in
            guard let cold = ours[workload.id]?.times[.cold], let depth = workload.yogaSpec["depth"] else { return nil }
            return "depth \(depth): \(Self.time(cold / Double(depth)))/level"
        }
        if !chains.isEmpty { notes.append("W3 ours, cold layout per level: " + chains.joined(separator: ", ") + ".") }
        if let growth = yoga?.chainGrowth, !growth.isEmpty {
            notes.append(
                "W3 Yoga, one cold layout by depth: "
                    + growth.map { "\($0.depth): \(Self.time($0.nanoseconds))" }.joined(separator: ", ") + ".")
        }
        return notes
    }

    static func time(_ nanoseconds: Double?) -> String {
        guard let nanoseconds, nanoseconds.isFinite else { return "—" }
        switch nanoseconds {
        case ..<10: return "< 10 ns"  // below what the clock resolves, once its own cost is taken off
        case ..<1_000: return String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: return String(format: "%.3g µs", nanoseconds / 1e3)
        case ..<1_000_000_000: return String(format: "%.3g ms", nanoseconds / 1e6)
        default: return String(format: "%.3g s", nanoseconds / 1e9)
        }
    }

    static func bytes(_ bytes: Double?) -> String {
        guard let bytes else { return "—" }
        if abs(bytes) < 1024 * 1024 { return String(format: "%.0f KiB", bytes / 1024) }
        return String(format: "%.1f MiB", bytes / 1024 / 1024)
    }

    static func ratio(_ ours: Double?, _ theirs: Double?) -> String {
        guard let ours, let theirs, theirs > 0 else { return "" }
        if ours < 10 { return "< " + String(format: "%.2f", 10 / theirs) }
        let ratio = ours / theirs
        return String(format: ratio < 0.1 ? "%.3f" : "%.2f", ratio) + (ratio > 1 ? " ✗" : "")
    }

    static func size(_ size: CGSize) -> String {
        "\(formatted(size.width))×\(formatted(size.height))"
    }

    private static func formatted(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
