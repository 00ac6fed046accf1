import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// An `Animation` wraps a ``CustomAnimation``: the built-in ones (timing curves, springs) and
/// the modifiers applied to them (``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``)
/// are custom animations too, evaluated the same way on the host's clock.
public struct Animation: Hashable, Sendable {
    let base: any CustomAnimation

    /// Create an `Animation` that contains the specified custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Calculates the current value of the animation.
    ///
    /// - Returns: The current value of the animation, or `nil` if the animation has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// Calculates the current velocity of the animation.
    ///
    /// - Returns: The current velocity of the animation, or `nil` if the velocity isn't
    ///   available.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Returns a Boolean value that indicates whether the current animation should merge with
    /// a previous animation.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The custom animation this animation wraps, if it is of type `A`.
    func `as`<A: CustomAnimation>(_ type: A.Type) -> A? { base as? A }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { String(describing: base) }
    public var debugDescription: String { "AnyAnimator(\(String(reflecting: base)))" }
}
