import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// An `Animation` wraps a ``CustomAnimation``: the built-in ones (timing curves, springs) and
/// the modifiers applied to them (``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``)
/// are custom animations too, evaluated the same way on the host's clock.
public struct Animation: Hashable, Sendable {
    /// The custom animation, boxed: an animation is copied into transactions and read by every
    /// placement of a layout pass, and a class reference copies as one retain where an
    /// existential value is copied through its type's value witnesses.
    private let box: Box

    /// The custom animation this animation wraps.
    var base: any CustomAnimation { box.base }

    /// Create an `Animation` that contains the specified custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        box = Box(base)
    }

    /// The storage of an animation.
    private final class Box: Sendable {
        let base: any CustomAnimation

        init(_ base: any CustomAnimation) {
            self.base = base
        }
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
