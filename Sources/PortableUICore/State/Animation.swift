import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
        /// A damped spring with the given response (seconds) and damping fraction.
        case spring(response: Double, dampingFraction: Double)
    }

    let curve: Curve
    /// How long the animation runs, in seconds (for springs, until it settles).
    let duration: Double
    let delay: Double
    let speed: Double

    init(curve: Curve, duration: Double, delay: Double = 0, speed: Double = 1) {
        self.curve = curve
        self.duration = duration.isFinite && duration >= 0 ? duration : 0
        self.delay = delay
        self.speed = speed > 0 && speed.isFinite ? speed : 1
    }

    /// A default animation instance (a spring since iOS 17; an ease-in-out of 0.35 s here).
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// A spring with a response (period) and damping fraction; it is considered settled after
    /// the time its envelope takes to fall below 0.1 %.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        let damping = Swift.max(dampingFraction, 0.01)
        let settle = Swift.min(response * log(1000) / (2 * .pi * damping), 10)
        return Animation(curve: .spring(response: response, dampingFraction: damping), duration: settle)
    }
    public static var spring: Animation { .spring() }
    public static var smooth: Animation { .spring(response: 0.5, dampingFraction: 1) }
    public static var bouncy: Animation { .spring(response: 0.5, dampingFraction: 0.7) }

    /// Delays the start of the animation by the given number of seconds.
    public func delay(_ delay: Double) -> Animation {
        Animation(curve: curve, duration: duration, delay: delay, speed: speed)
    }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        Animation(curve: curve, duration: duration, delay: delay, speed: speed)
    }

    /// The animation's total time, delay included, in seconds.
    var totalDuration: Double { delay + duration / speed }

    /// The progress (0 at the start, 1 at the end; a spring may overshoot) `elapsed` seconds
    /// after the animation began.
    func progress(at elapsed: Double) -> Double {
        let active = (elapsed - delay) * speed
        guard active > 0 else { return 0 }
        guard active < duration, duration > 0 else { return 1 }
        let t = active / duration
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring(let response, let damping):
            let omega = 2 * .pi / response
            if damping >= 1 {
                return 1 - (1 + omega * active) * exp(-omega * active)
            }
            let decay = exp(-damping * omega * active)
            let damped = omega * sqrt(1 - damping * damping)
            return 1 - decay * (cos(damped * active) + damping * omega / damped * sin(damped * active))
        }
    }
}
