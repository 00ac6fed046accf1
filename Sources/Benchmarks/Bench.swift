import Foundation
import PortableUI

/// Runs the measurements of one tree: `tree(grown)` builds the root view, where `grown`
/// enlarges one leaf.
@MainActor
struct Bench<V: View> {
    let width: Double
    let height: Double
    let tree: @MainActor (_ grown: Bool) -> V

    private var size: CGSize { CGSize(width: width, height: height) }

    /// Times every measurement.
    func run(_ policy: (cold: Repetitions, warm: Repetitions)) -> BenchResult {
        var results: [Measurement: Double] = [:]
        var builds: [Double] = []
        var host: ViewHost<V>?
        results[.cold] = policy.cold.median {
            host = nil  // free the previous tree before building the next
            var fresh: ViewHost<V>!
            builds.append(Clock.measure { fresh = ViewHost(tree(false), size: size) })
            host = fresh
            return Clock.measure { fresh.layoutIfNeeded() }
        }
        results[.build] = Statistics.median(builds)
        guard let host else { preconditionFailure("no repetition ran") }
        let rootSize = host.sizeThatFits(ProposedViewSize(size))
        let diagnostics = host.diagnostics

        var narrow = false
        results[.resize] = policy.warm.median {
            narrow.toggle()
            host.size = CGSize(width: narrow ? width - 1 : width, height: height)
            return Clock.measure { host.layoutIfNeeded() }
        }
        host.size = size
        host.layoutIfNeeded()

        var grown = false
        var updates: [Double] = []
        results[.leafChange] = policy.warm.median {
            grown.toggle()
            let view = tree(grown)
            updates.append(Clock.measure { host.update(view) })
            return Clock.measure { host.layoutIfNeeded() }
        }
        results[.update] = Statistics.median(updates)

        host.layoutIfNeeded()
        results[.noop] = policy.warm.median {
            Clock.measure { host.layoutIfNeeded() }
        }
        return BenchResult(times: results, rootSize: rootSize, diagnostics: diagnostics)
    }

    /// Repeats one measurement `count` times (for a profiler attached to the process; the
    /// repetitions run in `profileLoop`, apart from the set-up).
    func profile(_ measurement: Measurement, count: Int) {
        let host = ViewHost(tree(false), size: size)
        host.layoutIfNeeded()
        profileLoop(measurement, count: count, host: host)
    }

    @inline(never)
    private func profileLoop(_ measurement: Measurement, count: Int, host: ViewHost<V>) {
        var toggle = false
        for _ in 0..<count {
            toggle.toggle()
            switch measurement {
            case .build: _ = ViewHost(tree(false), size: size)
            case .cold: ViewHost(tree(false), size: size).layoutIfNeeded()
            case .resize:
                host.size = CGSize(width: toggle ? width - 1 : width, height: height)
                host.layoutIfNeeded()
            case .update: host.update(tree(toggle))
            case .leafChange:
                host.update(tree(toggle))
                host.layoutIfNeeded()
            case .noop:
                host.layoutIfNeeded()
            }
        }
    }

    /// Every node's proposal, size and frame after a cold layout, a resize to W−1, the
    /// one-leaf change, and its undoing: optimizations of the engine must keep this text
    /// byte for byte (compare it with the output of the previous engine).
    func describe() -> String {
        let host = ViewHost(tree(false), size: size)
        var parts = ["cold:\n" + host.layoutDescription()]
        host.size = CGSize(width: width - 1, height: height)
        parts.append("resized:\n" + host.layoutDescription())
        host.size = size
        host.update(tree(true))
        parts.append("grown:\n" + host.layoutDescription())
        host.update(tree(false))
        parts.append("restored:\n" + host.layoutDescription())
        return parts.joined(separator: "\n")
    }

    /// Builds the tree and lays it out once; returns its host.
    func layOutOnce() -> AnyObject {
        let host = ViewHost(tree(false), size: size)
        host.layoutIfNeeded()
        _ = host.sizeThatFits(ProposedViewSize(size))
        return host
    }
}

/// What one tree's run gives: the median time of each measurement in nanoseconds, the size
/// of the root after the first layout (checked against Yoga's) and any diagnostics.
struct BenchResult {
    var times: [Measurement: Double]
    var rootSize: CGSize
    var diagnostics: [String]
}
