import Foundation

/// The path of one track's value through its keyframes: each keyframe a segment from the
/// value the one before reached, with the velocities at its ends resolved.
///
/// Rules, per segment kind (`d` its duration, `p₀`/`p₁` its ends, `v₀`/`v₁` the velocities):
/// 1. Linear: `p₀ + (p₁ − p₀)·curve(t/d)`; its velocities are the curve's slope times
///    `(p₁ − p₀)/d`.
/// 2. Spring: the spring's motion from `p₀` toward `p₁` starting with `v₀` (given, or the
///    velocity the previous segment ended with); cut off at `d`, which defaults to the
///    spring's settling duration: the next segment starts where the spring got to.
/// 3. Cubic: the Hermite cubic through `p₀`, `p₁` with `v₀`, `v₁`. A velocity not given is:
///    between two cubic segments, `(p₂ − p₀)/(d₁ + d₂)` (Catmull-Rom); after another
///    kind, the velocity that segment ends with; before another kind, the velocity the next
///    starts with; at the track's start or end, zero.
/// 4. Move: jumps to `p₁` in no time and leaves the value at rest.
/// Durations that are negative or not finite count as zero (with a diagnostic).
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    fileprivate struct Segment {
        let start: TimeInterval
        let duration: TimeInterval
        let from: Data
        let to: Data
        let kind: _Keyframe<Value>.Kind
        var startVelocity: Data
        var endVelocity: Data
    }

    private let initial: Value
    private let segments: [Segment]
    let duration: TimeInterval

    init(from initial: Value, keyframes: [_Keyframe<Value>]) {
        self.initial = initial
        var segments: [Segment] = []
        var from = initial.animatableData
        var start: TimeInterval = 0
        for (index, keyframe) in keyframes.enumerated() {
            var segment = Segment(keyframe, from: from, start: start)
            let incoming = segments.last?.endVelocity ?? .zero
            let previous = segments.last
            let next = index + 1 < keyframes.count ? Segment(keyframes[index + 1], from: segment.to, start: start + segment.duration) : nil
            segment.resolveVelocities(incoming: incoming, previous: previous, next: next)
            segments.append(segment)
            from = segment.value(at: segment.duration)
            start += segment.duration
        }
        self.segments = segments
        self.duration = start
    }

    /// The segment's duration: a spring's settling duration when none is given; negative or
    /// non-finite durations count as zero.
    fileprivate static func duration(of keyframe: _Keyframe<Value>) -> TimeInterval {
        let duration: TimeInterval
        if case .spring(let spring, _) = keyframe.kind, keyframe.duration == nil {
            duration = spring.settlingDuration
        } else {
            duration = keyframe.duration ?? 0
        }
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report("A keyframe's duration is \(duration); 0 is used.")
            return 0
        }
        return duration
    }

    /// The value `time` seconds after the track's start (the last keyframe's after its end).
    func value(at time: TimeInterval) -> Value {
        var value = initial
        guard let segment = segments.last(where: { $0.start <= time }) ?? segments.first else { return value }
        value.animatableData = segment.value(at: time - segment.start)
        return value
    }
}

extension KeyframeCurve.Segment {
    fileprivate init(_ keyframe: _Keyframe<Value>, from: Value.AnimatableData, start: TimeInterval) {
        self.init(
            start: start, duration: KeyframeCurve.duration(of: keyframe), from: from, to: keyframe.target.animatableData,
            kind: keyframe.kind, startVelocity: .zero, endVelocity: .zero)
    }

    /// Resolves the velocities the segment starts and ends with (rule 3: a cubic segment's
    /// start needs the previous segment's end, its end the next one's start).
    fileprivate mutating func resolveVelocities(incoming: Value.AnimatableData, previous: Self?, next: Self?) {
        switch kind {
        case .linear(let curve):
            let slope = duration > 0 ? (to - from).scaled(by: 1 / duration) : .zero
            startVelocity = slope.scaled(by: curve.velocity(at: 0))
            endVelocity = slope.scaled(by: curve.velocity(at: 1))
        case .spring(let spring, let given):
            startVelocity = given ?? incoming
            endVelocity = spring.velocity(target: to - from, initialVelocity: startVelocity, time: duration)
        case .move:
            break
        case .cubic(let givenStart, let givenEnd):
            startVelocity = givenStart ?? (previous.map { $0.isCubic ? Self.catmullRom($0, self) : incoming } ?? .zero)
            endVelocity = givenEnd ?? next.map { endVelocity(before: $0) } ?? .zero
        }
    }

    private static func catmullRom(_ first: Self, _ second: Self) -> Value.AnimatableData {
        let span = first.duration + second.duration
        return span > 0 ? (second.to - first.from).scaled(by: 1 / span) : .zero
    }

    private func endVelocity(before next: Self) -> Value.AnimatableData {
        switch next.kind {
        case .cubic(let givenStart, _): return givenStart ?? Self.catmullRom(self, next)
        case .linear(let curve):
            guard next.duration > 0 else { return .zero }
            return (next.to - next.from).scaled(by: curve.velocity(at: 0) / next.duration)
        case .spring(_, let givenStart): return givenStart ?? .zero
        case .move: return .zero
        }
    }

    var isCubic: Bool {
        if case .cubic = kind { return true }
        return false
    }

    /// The segment's value `elapsed` seconds after its start.
    func value(at elapsed: TimeInterval) -> Value.AnimatableData {
        let change = to - from
        if case .spring(let spring, _) = kind {
            return from + spring.value(target: change, initialVelocity: startVelocity, time: Swift.min(Swift.max(elapsed, 0), duration))
        }
        guard duration > 0, elapsed < duration else { return elapsed < 0 ? from : to }
        switch kind {
        case .move:
            return to
        case .linear(let curve):
            return from + change.scaled(by: curve.value(at: elapsed / duration))
        case .spring:
            return to
        case .cubic:
            let s = elapsed / duration
            let (s2, s3) = (s * s, s * s * s)
            let h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return from + change.scaled(by: h01) + startVelocity.scaled(by: h10 * duration)
                + endVelocity.scaled(by: h11 * duration)
        }
    }
}
