import Foundation

/// A vector value moving to its latest target under the animations of its changes, on the
/// host's clock (the `animatableData` of a view, a modifier or a layout; a frame; a render
/// effect's numbers; a shape's color and data).
///
/// Rules:
/// 1. A change without an animation jumps: the value shown is the target at once; so does a
///    change to or from a value that is not finite (NaN), which no animation could finish.
/// 2. An animated change is a run of its animation over the change (new target minus old).
/// 3. A change while an animation runs is first offered to the new animation as a merge
///    (`shouldMerge`): a spring takes the latest run over at its offset and velocity, from
///    the same base, so the motion stays smooth and keeps its speed.
/// 4. Otherwise both run together and their results add up (Apple's documentation of
///    `CustomAnimation.shouldMerge`: "both animations run together and the system combines
///    their results"; of `interpolatingSpring`: "preserves velocity across overlapping
///    animations by adding the effects of each animation"): the value shown is the target
///    less what each unfinished run has still to go.
/// 5. A change in a transaction that tracks velocity (``Animation/velocityTracking``) jumps as
///    an unanimated one does and is sampled (``VelocitySampler``); the next animated change,
///    when nothing else runs, is offered to its animation as a merge with a run at rest where
///    the value is, moving at the sampled velocity: a spring starts with that velocity (Apple's
///    documentation of `Transaction.tracksVelocity`). Any other change forgets the samples.
struct AnimatedValue<Value: VectorArithmetic> {
    /// The latest value set.
    private(set) var target: Value
    /// The runs of the changes still animating, oldest first.
    private var runs: [AnimationRun<Value>] = []
    /// The samples of the velocity-tracking changes since the last other change (rule 5).
    private var sampler = VelocitySampler<Value>()

    init(_ value: Value) {
        target = value
    }

    /// Moves the target to `value` at `time`, animated by `animation` when it has one.
    mutating func set(_ value: Value, animation: Animation?, at time: Double) {
        guard value != target else { return }
        let change = value - target
        defer { target = value }
        // Rule 5
        if animation?.tracksVelocity == true {
            runs = []
            sampler.add(value, at: time)
            return
        }
        let tracked = sampler.velocity(at: time)
        sampler = VelocitySampler()
        // Rule 1
        guard let animation, change.magnitudeSquared.isFinite, target.magnitudeSquared.isFinite else {
            runs = []
            return
        }
        runs.removeAll { $0.isFinished(at: time) }
        // Rule 3: the latest run's change was measured from its base; the merged run's is too.
        if let latest = runs.last, let merged = latest.merged(into: animation, change: latest.change + change, at: time) {
            runs[runs.count - 1] = merged
            return
        }
        // Rule 5
        if runs.isEmpty, let tracked, let run = AnimationRun(animation, change: change, start: time, trackedVelocity: tracked) {
            runs.append(run)
            return
        }
        // Rules 2 and 4
        runs.append(AnimationRun(animation, change: change, start: time))
    }

    /// The value shown at `time`.
    func value(at time: Double) -> Value {
        var shown = target
        for run in runs where !run.isFinished(at: time) {
            shown -= run.change - run.shown(at: time)
        }
        return shown
    }

    /// Whether velocity-tracking changes moved the value since its last other change.
    var tracksVelocity: Bool { sampler.hasSamples }

    /// Whether an animation still moves the value at `time`.
    func isAnimating(at time: Double) -> Bool {
        runs.contains { !$0.isFinished(at: time) }
    }
}
