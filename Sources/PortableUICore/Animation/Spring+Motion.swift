import Foundation

extension Spring {
    /// The motion from rest at 0 as coefficients: position `= target·p + v₀·q` and
    /// velocity `= target·dp + v₀·dq`, `time` seconds after the start.
    struct Response {
        var p, q, dp, dq: Double
    }

    /// The closed-form solution of the oscillator at `time` (under-, critically or
    /// overdamped).
    func response(at time: Double) -> Response {
        let beta = decay, omega0 = naturalFrequency
        let discriminant = omega0 * omega0 - beta * beta
        let envelope = exp(-beta * time)
        if discriminant > 1e-12 * omega0 * omega0 {
            let omega = discriminant.squareRoot()
            let (s, c) = (sin(omega * time), cos(omega * time))
            return Response(
                p: 1 - envelope * (c + beta / omega * s), q: envelope * s / omega,
                dp: envelope * s * omega0 * omega0 / omega, dq: envelope * (c - beta / omega * s))
        }
        if discriminant < -1e-12 * omega0 * omega0 {
            let root = (-discriminant).squareRoot()
            let (r1, r2) = (-beta + root, -beta - root)
            let (e1, e2) = (exp(r1 * time), exp(r2 * time))
            let span = r1 - r2
            return Response(
                p: 1 + (r2 * e1 - r1 * e2) / span, q: (e1 - e2) / span,
                dp: r1 * r2 * (e1 - e2) / span, dq: (r1 * e1 - r2 * e2) / span)
        }
        return Response(
            p: 1 - envelope * (1 + beta * time), q: time * envelope,
            dp: envelope * beta * beta * time, dq: envelope * (1 - beta * time))
    }

    /// Calculates the value of the spring at a given time given a target amount of change.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = response(at: time)
        return target.scaled(by: motion.p) + initialVelocity.scaled(by: motion.q)
    }

    /// Calculates the velocity of the spring at a given time given a target amount of
    /// change.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let motion = response(at: time)
        return target.scaled(by: motion.dp) + initialVelocity.scaled(by: motion.dq)
    }

    /// Calculates the value of the spring at a given time for a starting and ending value
    /// for the spring to travel.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Calculates the velocity of the spring at a given time given a starting and ending
    /// value for the spring to travel.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Updates the current value and velocity of a spring.
    ///
    /// - Parameters:
    ///   - value: The current value of the spring.
    ///   - velocity: The current velocity of the spring.
    ///   - target: The target that `value` is moving towards.
    ///   - deltaTime: The amount of time that has passed since the spring was at the
    ///     position specified by `value`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let motion = response(at: deltaTime)
        let change = target - value
        value += change.scaled(by: motion.p) + velocity.scaled(by: motion.q)
        velocity = change.scaled(by: motion.dp) + velocity.scaled(by: motion.dq)
    }

    /// Calculates the force upon the spring given a current position, target, and velocity
    /// amount of change.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness / mass) - velocity.scaled(by: damping / mass)
    }

    /// Calculates the force upon the spring given a current position, velocity, and
    /// divisor from the starting and end values for the spring to travel.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// The estimated duration required for the spring system to be considered at rest.
    ///
    /// This uses a target of 1.0, an initial velocity of 0, and an epsilon of 0.001.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, epsilon: 0.001)
    }

    /// The estimated duration required for the spring system to be considered at rest.
    ///
    /// Rules (SwiftUI's, as measured by OpenSwiftUI; see the tests): an underdamped spring
    /// settles when `e^(-βt)·(|target| + |β·target − v₀|)` falls to `epsilon` (a bound of
    /// its envelope for frequencies of 1/s and more); a critically or overdamped one is sampled every 0.1 s
    /// and settles at the first sample from which it stays within `epsilon` of its target
    /// for more than a second. An undamped spring never settles.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The initial velocity.
    ///   - epsilon: The threshold for how small all subsequent values need to be before the
    ///     spring is considered to have settled.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> TimeInterval
    {
        let epsilon = Swift.max(epsilon.isFinite ? epsilon : 0.001, 1e-9)
        guard decay > 0 else { return .infinity }
        let discriminant = naturalFrequency * naturalFrequency - decay * decay
        if discriminant > 1e-12 * naturalFrequency * naturalFrequency {
            let size = target.magnitudeSquared.squareRoot()
                + (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
            return Swift.max(0, log(size / epsilon) / decay)
        }
        return sampledSettlingDuration(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    private func sampledSettlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V, epsilon: Double)
        -> TimeInterval
    {
        var settledSince: Double?
        for step in 0..<1024 {
            let time = Double(step) / 10
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
                .magnitudeSquared.squareRoot()
            guard distance.isFinite else { return 0 }
            if distance >= epsilon {
                settledSince = nil
            } else if let start = settledSince {
                if time - start > 1 { return start }
            } else {
                settledSince = time
            }
        }
        return 0
    }
}
