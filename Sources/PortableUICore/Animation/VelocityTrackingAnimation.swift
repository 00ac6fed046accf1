import Foundation

/// The animation of the changes of a transaction that tracks velocity
/// (``Transaction/tracksVelocity``) and has no animation of its own: each change shows at once,
/// as an unanimated one does, while the animated value samples it (see ``AnimatedValue``, rule
/// 5), so that the animation of a following change can start with the tracked velocity.
///
/// Apple documents the tracking as "mutually exclusive with an animation being used during a
/// view change": a transaction with an animation does not track.
struct VelocityTrackingAnimation: CustomAnimation {
    /// Finished at once: the change jumps.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
}

extension Animation {
    /// The animation of a velocity-tracking change (see ``VelocityTrackingAnimation``).
    static let velocityTracking = Animation(VelocityTrackingAnimation())

    /// Whether this is the animation of a velocity-tracking change.
    var tracksVelocity: Bool { base is VelocityTrackingAnimation }
}

extension Transaction {
    /// The animation an animated value changes with in this transaction: its animation, or,
    /// when it has none and tracks velocity, the velocity tracker's.
    var valueAnimation: Animation? {
        animation ?? (tracksVelocity ? .velocityTracking : nil)
    }
}
