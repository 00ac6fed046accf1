import Foundation

/// The spring behind `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.interactiveSpring`: it
/// moves the value as a physical spring does and, when a new spring animation interrupts it,
/// the new one continues from the current position and velocity (it merges).
///
/// Rules:
/// 1. The motion is the closed-form solution of ``Spring`` from the position and velocity of
///    the last evaluation, so it is exact for any sampling.
/// 2. After a merge from a spring of another response, the response moves from the old one
///    to the new one over `blendDuration` (a smoothstep), the motion integrated in steps of
///    1/300 s while it does.
/// 3. It is logically complete once `response` seconds have passed since it started or
///    merged, and finished once its velocity is at most 0.06 units per second and its
///    acceleration at most 0.06 units per second² (SwiftUI's thresholds as OpenSwiftUI
///    reads them; unverified on a device).
struct SpringAnimation: CustomAnimation {
    var response: Double
    var dampingFraction: Double
    var blendDuration: TimeInterval

    init(response: Double, dampingFraction: Double, blendDuration: TimeInterval) {
        self.response = response.isFinite && response > 0 ? response : 0.5
        self.dampingFraction = dampingFraction.isFinite ? Swift.max(dampingFraction, 0) : 1
        self.blendDuration = blendDuration.isFinite ? Swift.max(blendDuration, 0) : 0
    }

    private static let blendStep = 1.0 / 300
    private static let restingThreshold = 0.06

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var motion = context.state[Motion<V>.self]
        while motion.time < time {
            let blending = motion.blendFrom != nil && motion.time < motion.start + blendDuration
            let step = blending ? Swift.min(Self.blendStep, time - motion.time) : time - motion.time
            let spring = Spring(response: blendedResponse(motion, at: motion.time + step / 2), dampingRatio: dampingFraction)
            spring.update(value: &motion.offset, velocity: &motion.velocity, target: value, deltaTime: step)
            motion.time += step
        }
        context.state[Motion<V>.self] = motion
        if time - motion.start >= response { context.isLogicallyComplete = true }
        let spring = Spring(response: response, dampingRatio: dampingFraction)
        let acceleration = spring.force(target: value, position: motion.offset, velocity: motion.velocity)
        let limit = Self.restingThreshold * Self.restingThreshold
        if motion.velocity.magnitudeSquared <= limit && acceleration.magnitudeSquared <= limit { return nil }
        return motion.offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[Motion<V>.self].velocity
    }

    /// Takes over from the running animation at its current position and velocity (which
    /// the animator leaves in ``RunPresentation``).
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let presented = context.state[RunPresentation<V>.self]
        var motion = Motion<V>()
        motion.offset = presented.offset
        motion.velocity = presented.velocity
        (motion.time, motion.start) = (time, time)
        if let spring = previous.as(SpringAnimation.self), spring.response != response, blendDuration > 0 {
            motion.blendFrom = spring.response
        }
        context.state = AnimationState()
        context.state[Motion<V>.self] = motion
        return true
    }

    private func blendedResponse<V>(_ motion: Motion<V>, at time: Double) -> Double {
        guard let from = motion.blendFrom, blendDuration > 0 else { return response }
        let x = Swift.min(Swift.max((time - motion.start) / blendDuration, 0), 1)
        return from + (response - from) * x * x * (3 - 2 * x)
    }

    /// The spring's position and velocity at the last evaluation, and when it started.
    private struct Motion<Value: VectorArithmetic>: AnimationStateKey {
        var offset = Value.zero
        var velocity = Value.zero
        var time: Double = 0
        var start: Double = 0
        var blendFrom: Double?
        static var defaultValue: Motion { Motion() }
    }
}

/// The spring behind `.interpolatingSpring`: the motion of ``Spring`` from rest toward the
/// change, with an initial velocity given as a fraction of the change per second. It does
/// not merge: an interrupting animation runs on top of it, so the velocities add up.
///
/// Rules: finished after the spring's settling duration (epsilon 0.001 of the change);
/// logically complete after its response.
struct InterpolatingSpringAnimation: CustomAnimation {
    var spring: Spring
    var initialVelocity: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001) else { return nil }
        if time >= spring.response { context.isLogicallyComplete = true }
        let motion = spring.response(at: time)
        return value.scaled(by: motion.p + initialVelocity * motion.q)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let motion = spring.response(at: time)
        return value.scaled(by: motion.dp + initialVelocity * motion.dq)
    }
}

/// The position and velocity a running animation shows when a new one may merge with it,
/// left in the context passed to `shouldMerge(previous:value:time:context:)`.
struct RunPresentation<Value: VectorArithmetic>: AnimationStateKey {
    var offset = Value.zero
    var velocity = Value.zero
    static var defaultValue: RunPresentation { RunPresentation() }
}

extension Animation {
    /// A persistent spring animation. When mixed with other `spring()` or
    /// `interactiveSpring()` animations on the same property, each animation will be
    /// replaced by their successor, preserving velocity from one animation to the next.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, defined as an approximate duration in
    ///     seconds.
    ///   - dampingFraction: The amount of drag applied to the value being animated, as a
    ///     fraction of an estimate of amount needed to produce critical damping.
    ///   - blendDuration: The duration in seconds over which to interpolate changes to the
    ///     response value of the spring.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        Animation(SpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring animation, specified by a duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - bounce: How bouncy the spring should be: 0 for none, up to 1 for an undamped
    ///     spring, negative for an overdamped one.
    ///   - blendDuration: The duration in seconds over which to interpolate changes to the
    ///     duration.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation with the motion of the given spring.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A persistent spring animation of 0.5 seconds without bounce (``Spring/smooth``).
    public static var spring: Animation { spring() }

    /// A convenience for a `spring` animation with a lower `response` value, intended for
    /// driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A convenience for a `spring` animation with a lower `duration` value, intended for
    /// driving interactive animations: a bounce of 0.15 plus `extraBounce`.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A spring animation for driving interactive animations (0.15 seconds, bounce 0.15,
    /// blended over 0.25 seconds).
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring animation with a predefined duration and no bounce that can be
    /// tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A spring animation with a predefined duration and small amount of bounce that feels
    /// more snappy.
    public static var snappy: Animation { snappy() }
    /// A spring animation with a predefined duration and small amount of bounce (0.15) that
    /// feels more snappy and can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring animation with a predefined duration and higher amount of bounce.
    public static var bouncy: Animation { bouncy() }
    /// A spring animation with a predefined duration and higher amount of bounce (0.3) that
    /// can be tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// An interpolating spring animation that uses a damped spring model to produce values
    /// in the range [0, 1] that are then used to interpolate within the [from, to] range of
    /// the animated property. Preserves velocity across overlapping animations by adding the
    /// effects of each animation.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The stiffness of the spring.
    ///   - damping: The spring damping value.
    ///   - initialVelocity: The initial velocity of the spring, as a value in the range
    ///     [0, 1] representing the magnitude of the value being animated.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation specified by a duration and a bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0)
        -> Animation
    {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation with the motion of the given spring.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// An interpolating spring of 0.5 seconds without bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
