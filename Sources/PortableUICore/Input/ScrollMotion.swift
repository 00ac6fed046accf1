import Foundation

/// The motion of a scroll view's content after the finger left it: one ``ScrollAxisMotion``
/// per scrolling axis (see ``ScrollPhysics`` for the model).
struct ScrollMotion {
    var horizontal: ScrollAxisMotion?
    var vertical: ScrollAxisMotion?
    /// The offset the motion set last; when the content offset differs, something else (a
    /// programmatic scroll) moved the content and the motion stops.
    var lastOffset: CGPoint

    /// Whether every axis came to rest.
    var isFinished: Bool {
        (horizontal?.isFinished ?? true) && (vertical?.isFinished ?? true)
    }

    /// This motion after a programmatic scroll moved the content by `delta` in a transaction
    /// that preserves velocity (``Transaction/scrollPositionUpdatePreservesVelocity``): each
    /// axis's decay goes on from the new place with its speed; a spring back to an edge stops
    /// (it was the edge's, not the content's, motion). `offset` is the content's new offset.
    func shifted(by delta: CGPoint, to offset: CGPoint) -> ScrollMotion {
        ScrollMotion(horizontal: horizontal?.shifted(by: delta.x), vertical: vertical?.shifted(by: delta.y), lastOffset: offset)
    }

    /// The offset at `time`, each axis kept within `minimum...maximum` once at rest.
    mutating func offset(at time: Double, from current: CGPoint, minimum: CGPoint, maximum: CGPoint) -> CGPoint {
        var offset = current
        if var motion = horizontal {
            offset.x = motion.position(at: time, range: minimum.x...Swift.max(maximum.x, minimum.x))
            horizontal = motion
        }
        if var motion = vertical {
            offset.y = motion.position(at: time, range: minimum.y...Swift.max(maximum.y, minimum.y))
            vertical = motion
        }
        return offset
    }
}

/// The motion of one axis of a content offset: a decay (momentum, or a glide onto a snapped
/// offset) that turns into a spring when it crosses an edge, or a spring back to an edge.
struct ScrollAxisMotion {
    enum Phase: Equatable {
        /// `x(t) = start + amplitude (1 − e^(−k t))`.
        case decay(start: CGFloat, amplitude: CGFloat, k: Double)
        /// `x(t) = edge + (d₀ + (v₀ + ω d₀) t) e^(−ω t)`.
        case spring(edge: CGFloat, displacement: CGFloat, velocity: CGFloat)
    }

    private(set) var phase: Phase
    /// When the phase began (host time, seconds).
    private(set) var startTime: Double
    private(set) var isFinished = false

    /// Momentum from `position` at `velocity` (points per second), decaying at `rate` per
    /// millisecond; nil when it would travel less than ``ScrollPhysics/restDistance``.
    static func momentum(from position: CGFloat, velocity: CGFloat, rate: Double, at time: Double)
        -> Self?
    {
        let k = ScrollPhysics.decayConstant(rate)
        return glide(from: position, to: position + velocity / CGFloat(k), rate: rate, at: time)
    }

    /// A decay from `position` that comes to rest exactly at `target`; nil when the two are
    /// closer than ``ScrollPhysics/restDistance``.
    static func glide(from position: CGFloat, to target: CGFloat, rate: Double, at time: Double)
        -> Self?
    {
        let amplitude = target - position
        guard abs(amplitude) >= ScrollPhysics.restDistance, amplitude.isFinite else { return nil }
        return Self(
            phase: .decay(start: position, amplitude: amplitude, k: ScrollPhysics.decayConstant(rate)),
            startTime: time)
    }

    /// A spring back to `edge` from `position`, moving at `velocity`; an inward velocity is
    /// limited so that the content does not cross the edge.
    static func springBack(
        to edge: CGFloat, from position: CGFloat, velocity: CGFloat, at time: Double
    ) -> Self {
        let displacement = position - edge
        var velocity = velocity.isFinite ? velocity : 0
        let limit = CGFloat(ScrollPhysics.springFrequency) * abs(displacement)
        if velocity * displacement < 0, abs(velocity) > limit {
            velocity = velocity < 0 ? -limit : limit
        }
        return Self(
            phase: .spring(edge: edge, displacement: displacement, velocity: velocity), startTime: time)
    }

    /// This decay moved by `delta` (the same speed at each moment), or nil for a spring, which
    /// stops (see ``ScrollMotion/shifted(by:to:)``) or a delta that is not finite.
    func shifted(by delta: CGFloat) -> Self? {
        guard case .decay(let start, let amplitude, let k) = phase, delta.isFinite, !isFinished else { return nil }
        return Self(phase: .decay(start: start + delta, amplitude: amplitude, k: k), startTime: startTime)
    }

    /// The position at `time`. A decay that crosses an edge of `range` in its direction of
    /// travel continues, from the moment it crossed, as a spring toward that edge; one that
    /// would come to rest outside `range` springs back from there.
    mutating func position(at time: Double, range: ClosedRange<CGFloat>) -> CGFloat {
        let t = Swift.max(time - startTime, 0)
        switch phase {
        case .decay(let start, let amplitude, let k):
            let remaining = amplitude * CGFloat(exp(-k * t))
            let position = start + amplitude - remaining
            if let edge = crossedEdge(position, moving: amplitude, range: range) {
                enterSpring(at: edge, decayStart: start, amplitude: amplitude, k: k)
                return self.position(at: time, range: range)
            }
            guard abs(remaining) < ScrollPhysics.restDistance else { return position }
            let rest = start + amplitude
            guard range.contains(rest) else {
                let edge = rest < range.lowerBound ? range.lowerBound : range.upperBound
                self = .springBack(to: edge, from: rest, velocity: 0, at: time)
                return self.position(at: time, range: range)
            }
            isFinished = true
            return rest
        case .spring(let edge, let displacement, let velocity):
            let omega = ScrollPhysics.springFrequency
            let decay = exp(-omega * t)
            let d = (Double(displacement) + (Double(velocity) + omega * Double(displacement)) * t) * decay
            let v =
                (Double(velocity) - omega * (Double(velocity) + omega * Double(displacement)) * t) * decay
            if t > 0, abs(d) < Double(ScrollPhysics.springRestDistance),
                abs(v) < Double(ScrollPhysics.springRestSpeed)
            {
                isFinished = true
                return edge
            }
            return edge + CGFloat(d)
        }
    }

    /// The edge of `range` that `position` passed while moving in the direction of `amplitude`.
    private func crossedEdge(
        _ position: CGFloat, moving amplitude: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat? {
        if amplitude > 0, position > range.upperBound { return range.upperBound }
        if amplitude < 0, position < range.lowerBound { return range.lowerBound }
        return nil
    }

    /// Switches from the decay to a spring at the moment the decay reached `edge`, with the
    /// decay's velocity then (at once, from where it is, when it started past the edge).
    private mutating func enterSpring(
        at edge: CGFloat, decayStart start: CGFloat, amplitude: CGFloat, k: Double
    ) {
        let fraction = Double((edge - start) / amplitude)
        let crossing = fraction > 0 && fraction < 1 ? -log(1 - fraction) / k : 0
        let velocity = amplitude * CGFloat(k * exp(-k * crossing))
        let position = start + amplitude * CGFloat(1 - exp(-k * crossing))
        self = Self(
            phase: .spring(edge: edge, displacement: position - edge, velocity: velocity),
            startTime: startTime + crossing)
    }
}
