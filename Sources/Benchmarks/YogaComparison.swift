import Foundation

/// The Yoga side of the benchmark: runs scripts/yoga_bench.py with a Python that has
/// `pyyoga` and reads the JSON it prints.
struct YogaComparison {
    /// One workload's Yoga figures.
    struct Result {
        /// Median nanoseconds of `calculate_layout` per measurement (and the tree build).
        var times: [Measurement: Double] = [:]
        var rootSize: CGSize?
        var nodes: Int?
        var memory: Int?
        /// Why the workload was not run, with the projected time of one layout.
        var skipped: String?
        var projectedCold: Double?
    }

    var results: [String: Result] = [:]
    /// Cold layout time of the chain by depth, measured to find Yoga's growth.
    var chainGrowth: [(depth: Int, nanoseconds: Double)] = []

    /// The default location of the script: scripts/ at the package root.
    static var defaultScript: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/yoga_bench.py").path
    }

    /// Runs the script for `workloads`; Yoga gets the same repetition policy and, per
    /// layout, at most `maxColdSeconds` (slower trees are skipped with a projection).
    static func run(
        python: String, script: String, workloads: [Workload], policy: (cold: Repetitions, warm: Repetitions),
        maxColdSeconds: Double
    ) throws -> YogaComparison {
        func encode(_ repetitions: Repetitions) -> [String: Any] {
            ["minimum": repetitions.minimum, "maximum": repetitions.maximum, "budget": repetitions.budget]
        }
        func describe(_ workload: Workload) -> [String: Any] {
            ["id": workload.id, "width": workload.width, "height": workload.height, "spec": workload.yogaSpec]
        }
        let spec: [String: Any] = [
            "workloads": workloads.map(describe),
            "warmUps": Memory.warmUps.map(describe),
            "policy": ["cold": encode(policy.cold), "warm": encode(policy.warm), "maxColdSeconds": maxColdSeconds],
        ]
        let specText = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)
        let output = try Subprocess.run(executable: python, arguments: [script, "--spec", specText])
        return try parse(output)
    }

    static func parse(_ output: String) throws -> YogaComparison {
        guard let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let workloads = json["workloads"] as? [String: [String: Any]]
        else { throw BenchmarkError("unexpected output from the Yoga script: \(output.prefix(200))") }
        var comparison = YogaComparison()
        for (id, fields) in workloads {
            var result = Result()
            for (key, value) in fields["times"] as? [String: Any] ?? [:] {
                if let measurement = Measurement(rawValue: key) { result.times[measurement] = number(value) }
            }
            if let root = fields["root"] as? [Any], root.count == 2, let width = number(root[0]),
                let height = number(root[1])
            {
                result.rootSize = CGSize(width: width, height: height)
            }
            result.nodes = number(fields["nodes"]).map { Int($0) }
            result.memory = number(fields["memory"]).map { Int($0) }
            result.skipped = fields["skipped"] as? String
            result.projectedCold = number(fields["projectedCold"])
            comparison.results[id] = result
        }
        for pair in json["chainGrowth"] as? [[Any]] ?? [] where pair.count == 2 {
            if let depth = number(pair[0]), let nanoseconds = number(pair[1]) {
                comparison.chainGrowth.append((Int(depth), nanoseconds))
            }
        }
        return comparison
    }

    /// These results and those of `other` (whose chain growth, if any, wins).
    func merging(_ other: YogaComparison) -> YogaComparison {
        var merged = self
        merged.results.merge(other.results) { _, new in new }
        if !other.chainGrowth.isEmpty { merged.chainGrowth = other.chainGrowth }
        return merged
    }

    /// A JSON number as a Double, whether it was decoded as an integer or not.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
