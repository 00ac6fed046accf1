import Foundation

/// The velocity of a value changed step by step without animation, in a transaction that
/// tracks velocity (``Transaction/tracksVelocity``): the rate of its last two changes.
///
/// Rules (ours; SwiftUI's sampler is not documented):
/// 1. Two changes at the same time are one sample: the later value replaces the earlier one.
/// 2. The velocity is the difference of the last two samples over the time between them.
/// 3. A velocity is only given within ``maximumAge`` of the last sample: a value that was
///    held still for longer has come to rest.
/// 4. A sample that is not finite clears the sampler: no velocity comes from it.
struct VelocitySampler<Value: VectorArithmetic> {
    /// How long after the last sample its velocity still holds (our choice: six frames at
    /// 60 Hz; unverified against SwiftUI).
    static var maximumAge: Double { 0.1 }

    private var previous: (time: Double, value: Value)?
    private var last: (time: Double, value: Value)?

    /// Whether a change was sampled.
    var hasSamples: Bool { last != nil }

    /// Records `value` at `time`.
    mutating func add(_ value: Value, at time: Double) {
        // Rule 4
        guard value.magnitudeSquared.isFinite, time.isFinite else {
            self = VelocitySampler()
            return
        }
        // Rule 1
        if let last, last.time >= time {
            self.last = (last.time, value)
            return
        }
        previous = last
        last = (time, value)
    }

    /// The velocity at `time`, or nil when there is none to keep (rules 2 and 3).
    func velocity(at time: Double) -> Value? {
        guard let previous, let last, time - last.time <= Self.maximumAge else { return nil }
        let interval = last.time - previous.time
        guard interval > 0 else { return nil }
        return (last.value - previous.value).scaled(by: 1 / interval)
    }
}
