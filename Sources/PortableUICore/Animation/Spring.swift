import Foundation

/// A representation of a spring's motion.
///
/// Use this type to convert between different representations of spring parameters, or to
/// evaluate a spring's position and velocity directly:
///
///     let spring = Spring(duration: 0.5, bounce: 0.3)
///     let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
///     let value = spring.value(target: 1, time: 0.25)
///
/// The spring is the damped harmonic oscillator `m·x'' = -k·(x - target) - c·x'`, solved in
/// closed form: `response` is its undamped period `2π·√(m/k)` and `dampingRatio` is
/// `c / (2·√(k·m))`.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring.
    public let mass: Double
    /// The spring stiffness coefficient.
    public let stiffness: Double
    /// Defines how the spring's motion should be damped due to the forces of friction.
    public let damping: Double

    private init(validMass mass: Double, stiffness: Double, damping: Double) {
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
    }

    /// Creates a spring with the specified mass, stiffness, and damping.
    ///
    /// - Parameters:
    ///   - mass: Specifies that property of the object attached to the end of the spring.
    ///   - stiffness: The corresponding spring coefficient.
    ///   - damping: Defines how the spring's motion should be damped due to the forces of
    ///     friction.
    ///   - allowOverDamping: A value of true specifies that over-damping should be allowed
    ///     when appropriate based on the other inputs, and a value of false specifies that
    ///     such cases should instead be treated as critically damped.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = Self.positive(mass, fallback: 1, "mass")
        let stiffness = Self.positive(stiffness, fallback: 1, "stiffness")
        var damping = damping.isFinite ? Swift.max(damping, 0) : 0
        let critical = 2 * (stiffness * mass).squareRoot()
        if !allowOverDamping { damping = Swift.min(damping, critical) }
        self.init(validMass: mass, stiffness: stiffness, damping: damping)
    }

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: Defines the stiffness of the spring as an approximate duration in
    ///     seconds.
    ///   - dampingRatio: Defines the amount of drag applied as a fraction the amount needed
    ///     to produce critical damping.
    public init(response: Double, dampingRatio: Double) {
        let response = Self.positive(response, fallback: 0.5, "response")
        let ratio = dampingRatio.isFinite ? Swift.max(dampingRatio, 0) : 1
        let omega = 2 * Double.pi / response
        self.init(validMass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
    }

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: Defines the pace of the spring. This is approximately equal to the
    ///     settling duration, but for springs with very large bounce values, will be the
    ///     duration of the period of oscillation for the spring.
    ///   - bounce: How bouncy the spring should be. A value of 0 indicates no bounces (a
    ///     critically damped spring), positive values indicate increasing amounts of
    ///     bounciness up to a maximum of 1.0 (corresponding to undamped oscillation), and
    ///     negative values indicate overdamped springs with a minimum value of -1.0.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// Creates a spring with the specified duration and damping ratio.
    ///
    /// - Parameters:
    ///   - settlingDuration: The approximate time it will take for the spring to come to
    ///     rest.
    ///   - dampingRatio: The amount of drag applied as a fraction of the amount needed to
    ///     produce critical damping.
    ///   - epsilon: The threshold for how small all subsequent values need to be before the
    ///     spring is considered to have settled.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The settling duration grows with the response for a fixed damping ratio: the
        // response is found by bisection.
        let ratio = dampingRatio.isFinite ? Swift.min(Swift.max(dampingRatio, 0.01), 1) : 1
        let target = Swift.min(Self.positive(settlingDuration, fallback: 1, "settlingDuration"), 1_000)
        func settling(_ response: Double) -> Double {
            Spring(response: response, dampingRatio: ratio).settlingDuration(target: 1.0, epsilon: epsilon)
        }
        var low = 1e-4, high = Swift.max(target, 1e-3)
        while settling(high) < target, high < 1e6 { high *= 2 }
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if settling(middle) < target { low = middle } else { high = middle }
        }
        self.init(response: high, dampingRatio: ratio)
    }

    /// The damping ratio SwiftUI derives from a bounce: `1 - bounce` for bounces of 0 and
    /// more, `1 / (1 + bounce)` for negative (overdamped) ones.
    static func dampingRatio(bounce: Double) -> Double {
        guard bounce.isFinite else { return 1 }
        let bounce = Swift.min(Swift.max(bounce, -0.99), 1)
        return bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    private static func positive(_ value: Double, fallback: Double, _ name: String) -> Double {
        guard value > 0, value.isFinite else {
            Diagnostics.report("Spring \(name) \(value) is not a positive finite number; using \(fallback)")
            return fallback
        }
        return value
    }

    /// The undamped angular frequency `√(k/m)`.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The decay rate `c / 2m` of the motion's envelope.
    var decay: Double { damping / (2 * mass) }

    /// The stiffness of the spring, defined as an approximate duration in seconds.
    public var response: Double { 2 * .pi / naturalFrequency }
    /// The amount of drag applied, as a fraction of the amount needed to produce critical
    /// damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration, which defines the pace of the spring.
    public var duration: TimeInterval { response }
    /// How bouncy the spring is: 0 is critically damped, 1 undamped, negative overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

extension Spring {
    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth() }
    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a predefined duration and small amount of bounce that feels more
    /// snappy.
    public static var snappy: Spring { snappy() }
    /// A spring with a predefined duration and small amount of bounce (0.15) that feels more
    /// snappy and can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { bouncy() }
    /// A spring with a predefined duration and higher amount of bounce (0.3) that can be
    /// tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
