import Foundation

/// An animation along a unit curve over a fixed duration: the built-in timing curves
/// (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`).
struct BezierAnimation: CustomAnimation {
    var duration: TimeInterval
    var curve: UnitCurve

    init(duration: TimeInterval, curve: UnitCurve) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}

extension Animation {
    /// A default animation instance: since iOS 17 and macOS 14 it is ``spring``, a spring of
    /// 0.5 seconds without bounce.
    public static let `default` = Animation(DefaultAnimation())

    /// An animation with a specified duration that combines the behaviors of in and out
    /// easing animations.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// An animation that combines the behaviors of in and out easing animations (0.35 s).
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// An animation with a specified duration that starts slowly and then increases speed
    /// towards the end of the movement.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// An animation that starts slowly and then increases speed towards the end of the
    /// movement (0.35 s).
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation with a specified duration that starts quickly and then slows towards the
    /// end of the movement.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// An animation that starts quickly and then slows towards the end of the movement
    /// (0.35 s).
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation that moves at a constant speed during a specified duration.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// An animation that moves at a constant speed (0.35 s).
    public static var linear: Animation { linear(duration: 0.35) }

    /// An animation created from a cubic Bézier timing curve.
    ///
    /// The curve starts at (0, 0) and ends at (1, 1); the two control points shape it. The x
    /// coordinates of the control points are clamped to [0, 1].
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(UnitPoint(x: p1x, y: p1y), UnitPoint(x: p2x, y: p2y), duration: duration)
    }

    /// An animation created from a cubic Bézier timing curve.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: p1, endControlPoint: p2), duration: duration)
    }

    /// Creates a new animation with speed controlled by the given curve.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: curve))
    }
}

/// `Animation.default`: SwiftUI's `.spring` since iOS 17 (`.easeInOut` of 0.35 s before), kept
/// as a type of its own so that it prints as SwiftUI's does.
struct DefaultAnimation: CustomAnimation {
    private static let base = Animation.spring

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.base.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        Self.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
