import Foundation

/// An animation that starts its base animation after a delay; until then it shows none of
/// the change.
struct DelayAnimation: CustomAnimation {
    var base: Animation
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

/// An animation that runs its base animation's clock faster or slower.
struct SpeedAnimation: CustomAnimation {
    var base: Animation
    var speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time * speed, context: &context)
    }
}

/// An animation that declares itself logically complete after a fixed time, whatever its
/// base animation says.
struct LogicallyCompleteAnimation: CustomAnimation {
    var base: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
}

/// An animation that plays its base animation a number of times (or forever), every other
/// time backwards when it autoreverses.
///
/// Rules: an iteration ends when the base animation reports that it has finished, and the
/// next one starts at that time with a fresh state; a reversed iteration shows the part of
/// the change the base animation has not yet covered. After the last iteration the
/// animation finishes, so the value shows its target (after an even number of
/// autoreversing iterations it jumps there from its start, as in SwiftUI).
struct RepeatAnimation: CustomAnimation {
    var base: Animation
    /// The number of iterations; `nil` repeats forever.
    var repeatCount: Int?
    var autoreverses: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var iteration = context.state[Iteration<V>.self]
        var state = context.withState(iteration.state)
        let reversed = autoreverses && iteration.index % 2 == 1
        if let shown = base.animate(value: value, time: time - iteration.start, context: &state) {
            iteration.state = state.state
            context.state[Iteration<V>.self] = iteration
            return reversed ? value - shown : shown
        }
        iteration = Iteration<V>(index: iteration.index + 1, start: time)
        context.state[Iteration<V>.self] = iteration
        if let repeatCount, iteration.index >= repeatCount { return nil }
        return reversed ? .zero : value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let iteration = context.state[Iteration<V>.self]
        let velocity = base.velocity(value: value, time: time - iteration.start, context: context.withState(iteration.state))
        let reversed = autoreverses && iteration.index % 2 == 1
        return reversed ? velocity.map { .zero - $0 } : velocity
    }

    /// Where the repetition has got to: the iteration playing, when it started and its base
    /// animation's state.
    private struct Iteration<Value: VectorArithmetic>: AnimationStateKey {
        var index = 0
        var start: TimeInterval = 0
        var state = AnimationState<Value>()
        static var defaultValue: Iteration { Iteration() }
    }
}

extension Animation {
    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        guard delay.isFinite else {
            Diagnostics.report("Animation.delay(\(delay)) is not a finite number of seconds; the animation starts at once")
            return self
        }
        return Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Changes the duration of an animation by adjusting its speed.
    ///
    /// A speed that is not a positive finite number is reported and ignored.
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0, speed.isFinite else {
            Diagnostics.report("Animation.speed(\(speed)) is not a positive finite factor; the animation keeps its speed")
            return self
        }
        return Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Repeats the animation for a specific number of times.
    ///
    /// - Parameters:
    ///   - repeatCount: The number of times that the animation repeats. Each repeated
    ///     sequence starts at the beginning when `autoreverse` is `false`.
    ///   - autoreverses: A Boolean value that indicates whether the animation sequence plays
    ///     in reverse after playing forward. Autoreverse counts towards the `repeatCount`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for the lifespan of the view containing the animation.
    ///
    /// - Parameter autoreverses: A Boolean value that indicates whether the animation
    ///   sequence plays in reverse after playing forward.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Causes the animation to report logical completion after the specified duration, if
    /// it has not already logically completed.
    ///
    /// Note that the indicated duration will not cause the animation to continue running
    /// after the base animation has fully completed.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}
