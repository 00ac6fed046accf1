import Foundation

/// The physics of scrolling by hand, modelled on UIScrollView (SwiftUI's scroll views on iOS).
/// Every motion is a closed-form function of the host's clock, so `advance(by:)` moves it the
/// same way at any frame rate.
///
/// 1. **Deceleration.** A drag released with velocity `v` (points per second of content
///    offset) keeps moving while its velocity decays at UIScrollView's normal deceleration
///    rate, 0.998 per millisecond: `v(t) = v · 0.998^(1000 t)`. The offset is
///    `x(t) = x₀ + A (1 − e^(−k t))` with `k = −1000 ln 0.998 ≈ 2.002/s` and `A = v / k`
///    (≈ v × 0.4995 s, the distance the flick travels). The motion ends at `x₀ + A` once less
///    than ``restDistance`` is left.
/// 2. **Snapping.** With a paging or view-aligned scroll target behavior, the behavior picks a
///    resting offset for the natural end `x₀ + v / k`; the decay then runs toward it
///    (`A = target − x₀`) at UIScrollView's fast rate, 0.99 per millisecond, so the content
///    glides onto the page in about half a second.
/// 3. **Rubber band.** Dragged past an edge by `x` points, the content shows
///    `(1 − 1 / (0.55 x / d + 1)) d` points past it, `d` being the visible length on that axis
///    (UIScrollView's resistance: the further out, the stiffer).
/// 4. **Bounce.** Past an edge, the content returns to it on a critically damped spring of
///    response 0.5 s (`ω = 4π/s`): `d(t) = (d₀ + (v₀ + ω d₀) t) e^(−ω t)`. A drag released past
///    an edge springs back from there (an inward velocity is limited to `ω d₀`, so the content
///    does not cross the edge); momentum that reaches an edge continues into the spring with
///    its velocity at the moment it crossed (`d₀ = 0`), overshoots and settles. The spring
///    ends at the edge once less than ``springRestDistance`` and ``springRestSpeed`` remain.
enum ScrollPhysics {
    /// UIScrollView's normal deceleration rate (per millisecond).
    static let normalDecelerationRate = 0.998
    /// UIScrollView's fast deceleration rate (per millisecond), used to glide onto a snapped
    /// resting offset.
    static let fastDecelerationRate = 0.99
    /// The rubber band's resistance constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The angular frequency of the bounce spring (response 0.5 s).
    static let springFrequency: Double = 4 * .pi
    /// A decay ends when less than this distance (points) is left.
    static let restDistance: CGFloat = 0.5
    /// A spring ends when its displacement and speed are below these.
    static let springRestDistance: CGFloat = 0.1
    static let springRestSpeed: CGFloat = 10

    /// The decay constant `k` (per second) of a deceleration rate per millisecond.
    static func decayConstant(_ ratePerMillisecond: Double) -> Double {
        -1000 * log(ratePerMillisecond)
    }

    /// How far past an edge content dragged `overshoot` points past it is shown (step 3).
    static func rubberBand(_ overshoot: CGFloat, length: CGFloat) -> CGFloat {
        guard overshoot > 0, length > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandConstant / length + 1)) * length
    }

    /// The overshoot a finger made for content shown `shown` points past an edge: the
    /// inverse of ``rubberBand(_:length:)``.
    static func fingerOvershoot(forShown shown: CGFloat, length: CGFloat) -> CGFloat {
        guard shown > 0, length > 0 else { return 0 }
        let fraction = Swift.min(shown / length, 0.999)
        return length / rubberBandConstant * fraction / (1 - fraction)
    }

    /// How much slower than the finger content shown `shown` points past an edge moves: the
    /// derivative of the rubber band at the finger's overshoot.
    static func rubberBandSlope(atShown shown: CGFloat, length: CGFloat) -> CGFloat {
        guard shown > 0, length > 0 else { return 1 }
        let overshoot = fingerOvershoot(forShown: shown, length: length)
        let base = overshoot * rubberBandConstant / length + 1
        return rubberBandConstant / (base * base)
    }
}
