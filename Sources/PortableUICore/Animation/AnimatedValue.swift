import Foundation

/// A vector value moving to its latest target under the animations of its changes, on the
/// host's clock (the `animatableData` of a view, a modifier or a layout; a frame).
///
/// Rules:
/// 1. A change without an animation jumps: the value shown is the target at once; so does a
///    change to or from a value that is not finite (NaN), which no animation could finish.
/// 2. An animated change runs from the value shown at that time towards the new target.
/// 3. A change while an animation runs is first offered to the new animation as a merge
///    (`shouldMerge`): a spring takes the running one over at its offset and velocity, from
///    the same base, so the motion stays smooth and keeps its speed. Otherwise rule 2.
struct AnimatedValue<Value: VectorArithmetic> {
    /// Where the running animation's change is measured from.
    private(set) var base: Value
    /// The latest value set.
    private(set) var target: Value
    private var run: AnimationRun<Value>?

    init(_ value: Value) {
        base = value
        target = value
    }

    /// Moves the target to `value` at `time`, animated by `animation` when it has one.
    mutating func set(_ value: Value, animation: Animation?, at time: Double) {
        guard value != target else { return }
        defer { target = value }
        guard let animation, (value - base).magnitudeSquared.isFinite, target.magnitudeSquared.isFinite else {
            (base, run) = (value, nil)
            return
        }
        if let merged = run?.merged(into: animation, change: value - base, at: time) {
            run = merged
            return
        }
        base = self.value(at: time)
        run = AnimationRun(animation, change: value - base, start: time)
    }

    /// The value shown at `time`.
    func value(at time: Double) -> Value {
        guard let run else { return target }
        return run.isFinished(at: time) ? target : base + run.shown(at: time)
    }

    /// Whether an animation still moves the value at `time`.
    func isAnimating(at time: Double) -> Bool {
        guard let run else { return false }
        return !run.isFinished(at: time)
    }
}
