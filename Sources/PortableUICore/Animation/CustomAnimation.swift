import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Use this protocol to create a type that changes an animatable value over time, which
/// produces a custom visual transition of a view. `animate(value:time:context:)` is given the
/// change to make (the difference between the new and the old value) and returns how much of
/// it is shown at `time`, or `nil` once the animation has finished. To create an
/// ``Animation`` from it, pass it to ``Animation/init(_:)``.
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards.
    ///   - time: The elapsed time since the start of the animation.
    ///   - context: An instance of ``AnimationContext`` that provides access to state and the
    ///     animation environment.
    /// - Returns: The current value of the animation, or `nil` if the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time.
    ///
    /// Should subsequent animations merge with the animation, the system preserves
    /// continuity of the velocity between animations. The default implementation returns
    /// `nil`.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Determines whether an instance of the animation can merge with other running
    /// animations.
    ///
    /// When a view creates a new animation on an animatable value that already has a running
    /// animation, the system calls this method on the new instance. Return `true` to take
    /// over the running animation (`context` then holds its state and `value` the whole
    /// change from where it started); the default implementation returns `false`, and the two
    /// animations run together, each moving the value by its own change.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}
