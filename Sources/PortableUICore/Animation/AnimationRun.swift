import Foundation

/// One animation of one change of a value, evaluated on the host's clock.
///
/// The run keeps the animation's context (its state) between evaluations, so stateful
/// animations (repeats, springs, custom ones) advance with the clock. Rules: the clock only
/// moves forward; asking again for the last time answers from memory; once the animation
/// returns `nil` the run is finished and shows the whole change.
final class AnimationRun<Value: VectorArithmetic> {
    let animation: Animation
    /// The host time at which the animation started.
    let start: Double
    /// The change the animation makes (the new value minus the old one).
    let change: Value
    private var context: AnimationContext<Value>
    private var last: (time: Double, shown: Value)?
    private(set) var isFinished = false

    init(_ animation: Animation, change: Value, start: Double, environment: EnvironmentValues? = nil) {
        self.animation = animation
        self.change = change
        self.start = start
        self.context = AnimationContext(environment: environment)
    }

    private init(_ animation: Animation, change: Value, start: Double, context: AnimationContext<Value>) {
        self.animation = animation
        self.change = change
        self.start = start
        self.context = context
    }

    /// A run of `animation` for `change` (measured from where this run started) that takes
    /// this one over at `time`, or nil when the new animation does not merge with it.
    ///
    /// The new animation is asked `shouldMerge(previous:value:time:context:)` with this run's
    /// state, its offset and velocity at `time` left in ``RunPresentation`` (a spring continues
    /// from them); the merged run keeps this run's start, so its time goes on.
    func merged(into animation: Animation, change: Value, at time: Double) -> AnimationRun? {
        guard !isFinished(at: time) else { return nil }
        let elapsed = Swift.max(time - start, 0)
        var context = self.context
        let velocity = self.animation.velocity(value: self.change, time: elapsed, context: context) ?? .zero
        context.state[RunPresentation<Value>.self] = RunPresentation(offset: shown(at: time), velocity: velocity)
        guard animation.shouldMerge(previous: self.animation, value: change, time: elapsed, context: &context) else { return nil }
        return AnimationRun(animation, change: change, start: start, context: context)
    }

    /// A run of `animation` for `change` from rest where the value is, taking over a motion at
    /// `velocity` (a velocity-tracking change's, rule 5 of ``AnimatedValue``), or nil when the
    /// animation does not merge.
    convenience init?(_ animation: Animation, change: Value, start: Double, trackedVelocity velocity: Value) {
        var context = AnimationContext<Value>()
        context.state[RunPresentation<Value>.self] = RunPresentation(offset: .zero, velocity: velocity)
        guard animation.shouldMerge(previous: .velocityTracking, value: change, time: 0, context: &context) else { return nil }
        self.init(animation, change: change, start: start, context: context)
    }

    /// The part of the change shown at `time`: all of it once the animation has finished.
    func shown(at time: Double) -> Value {
        guard !isFinished else { return change }
        if let last, last.time == time { return last.shown }
        guard let shown = animation.animate(value: change, time: Swift.max(time - start, 0), context: &context) else {
            isFinished = true
            return change
        }
        last = (time, shown)
        return shown
    }

    /// Whether the animation has finished by `time`.
    func isFinished(at time: Double) -> Bool {
        _ = shown(at: time)
        return isFinished
    }

    /// Whether the animation has declared itself logically complete by the last evaluation.
    var isLogicallyComplete: Bool { isFinished || context.isLogicallyComplete }
}

extension AnimationRun where Value == Double {
    /// A run of the unit change 0 → 1: the animation's progress.
    convenience init(progressOf animation: Animation, start: Double) {
        self.init(animation, change: 1, start: start)
    }

    /// The animation's progress at `time` (1 once finished; springs may overshoot).
    func progress(at time: Double) -> Double { shown(at: time) }
}
