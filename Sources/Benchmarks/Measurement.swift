import Foundation

/// What is timed. Each value is the median over its repetitions, in nanoseconds.
enum Measurement: String, CaseIterable {
    /// Building the view graph of a new tree (`ViewHost.init`); no layout.
    case build
    /// The first layout of a freshly built tree.
    case cold
    /// A layout after the window width changed (W and W−1 alternately).
    case resize
    /// `ViewHost.update` with a root value in which one leaf changed size (not a layout).
    case update
    /// The layout after that update.
    case leafChange = "leaf"
    /// A layout with nothing changed since the last one (as Yoga's: a layout call on a clean
    /// tree). An update with an identical root value leads to the same: it invalidates
    /// nothing, so the host does not lay out again.
    case noop

    /// The label in the table.
    var label: String {
        switch self {
        case .build: "graph build"
        case .cold: "cold layout"
        case .resize: "resize"
        case .update: "leaf update (graph)"
        case .leafChange: "one-leaf change"
        case .noop: "no-op re-layout"
        }
    }

    /// Whether Yoga has a comparable figure (only layout calls are compared).
    var isComparedWithYoga: Bool {
        switch self {
        case .build, .update: false
        case .cold, .resize, .leafChange, .noop: true
        }
    }
}

/// How many times to repeat: at least `minimum`, then until `budget` seconds are spent or
/// `maximum` repetitions are done.
struct Repetitions {
    var minimum: Int
    var maximum: Int
    var budget: Double

    /// Cold measurements rebuild the tree every time, so they get fewer repetitions.
    static let cold = Repetitions(minimum: 5, maximum: 30, budget: 1.5)
    static let warm = Repetitions(minimum: 5, maximum: 1_000, budget: 1.0)

    /// Runs `body` (which returns its own measured nanoseconds) the number of times this
    /// policy allows and returns the median.
    func median(_ body: () -> Double) -> Double {
        var samples: [Double] = []
        let start = Clock.now()
        while samples.count < minimum
            || (samples.count < maximum && Double(Clock.now() - start) / 1e9 < budget)
        {
            samples.append(body())
        }
        return Statistics.median(samples)
    }
}

/// The clocks of the benchmark.
///
/// Operations are timed in the CPU time of the running thread, not in wall-clock time: on a
/// machine shared with other work, wall-clock time counts whatever ran while this thread
/// waited for a core. The cost of reading the clock itself is measured once and subtracted.
/// Yoga's side is timed the same way (`time.thread_time_ns`).
enum Clock {
    /// Wall-clock time, for repetition budgets.
    static func now() -> UInt64 {
        read(CLOCK_MONOTONIC)
    }

    /// The CPU time of this thread.
    @inline(__always)
    static func cpuNow() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    @inline(__always)
    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The CPU nanoseconds `body` takes, less the cost of reading the clock.
    @inline(__always)
    static func measure(_ body: () -> Void) -> Double {
        let start = cpuNow()
        body()
        return Swift.max(Double(cpuNow() - start) - overhead, 0)
    }

    /// What `measure` reports for an empty body: the median of many.
    static let overhead: Double = {
        var samples: [Double] = []
        for _ in 0..<2_000 {
            let start = cpuNow()
            let end = cpuNow()
            samples.append(Double(end - start))
        }
        return Statistics.median(samples)
    }()
}

enum Statistics {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
