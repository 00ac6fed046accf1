import Foundation
import Testing
@testable import PortableUICore

/// `KeyframeTimeline` values at fixed times. Sources: Apple's documentation of
/// `LinearKeyframe` (linear interpolation along a unit curve), `MoveKeyframe` (jumps without
/// interpolating), `SpringKeyframe` (the spring's motion; nil duration = the spring's settling
/// duration), `CubicKeyframe` (adjacent cubic keyframes make a Catmull-Rom spline) and
/// `KeyframeTimeline` (duration, value(time:), value(progress:)); the expected numbers are
/// computed from those definitions (the Hermite form of the Catmull-Rom spline, the closed-form
/// spring of `Spring`). Unverified on a device: the velocity at a track's ends (zero).
struct KeyframeTimelineTests {
    private struct Pose: Equatable {
        var scale = 1.0
        var offset = 0.0
    }

    @Test func linearTracksRunInParallelAndHoldTheirLastValue() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(100.0, duration: 0.5)
            }
        }
        #expect(timeline.duration == 2)
        let table: [(Double, Pose)] = [
            (0, Pose(scale: 1, offset: 0)), (0.25, Pose(scale: 1.25, offset: 50)), (0.5, Pose(scale: 1.5, offset: 100)),
            (1.5, Pose(scale: 1.5, offset: 100)), (2, Pose(scale: 1, offset: 100)), (5, Pose(scale: 1, offset: 100)),
            (-1, Pose(scale: 1, offset: 0)),
        ]
        for (time, expected) in table {
            #expect(timeline.value(time: time) == expected, "at \(time)")
        }
        #expect(timeline.value(progress: 0.25) == Pose(scale: 1.5, offset: 100))
    }

    @Test func linearKeyframeFollowsItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1, timingCurve: .easeInOut)
        }
        // UnitCurve.easeInOut is the Bézier (0.42, 0) (0.58, 1): 0.5 at the middle.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
        #expect(abs(timeline.value(time: 0.25) - 10 * UnitCurve.easeInOut.value(at: 0.25)) < 1e-12)
    }

    @Test func moveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 10)
    }

    @Test func springKeyframeIsTheSpringsMotion() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, spring: spring)
        }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-12)
        for time in [0.1, 0.25, 0.4] {
            #expect(abs(timeline.value(time: time) - spring.value(target: 100.0, time: time)) < 1e-9)
        }
        // Cut short, the next keyframe starts where the spring got to, with its velocity.
        let cut = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.1, spring: spring)
            SpringKeyframe(0.0, duration: 0.2, spring: spring)
        }
        let reached = spring.value(target: 100.0, time: 0.1)
        let velocity = spring.velocity(target: 100.0, time: 0.1)
        let expected = reached + spring.value(target: -reached, initialVelocity: velocity, time: 0.05)
        #expect(abs(cut.value(time: 0.15) - expected) < 1e-9)
    }

    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // The velocity at the joint is (30 − 0)/(1 + 1) = 15; the ends are at rest.
        // First segment at s = 0.5: h01·10 + h11·d·15 = 0.5·10 − 0.125·15.
        #expect(abs(timeline.value(time: 0.5) - (5 - 1.875)) < 1e-12)
        // Second: 10 + h01·20 + h10·d·15 = 10 + 10 + 0.125·15.
        #expect(abs(timeline.value(time: 1.5) - (20 + 1.875)) < 1e-12)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 30)
    }

    @Test func wholeValueKeyframesNeedNoTrack() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 2)
        }
        #expect(timeline.value(time: 1) == CGPoint(x: 5, y: 10))
    }

    /// Bad input: durations that are negative or not numbers count as zero.
    @Test func badDurationsCountAsZero() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4.0, duration: -1)
            LinearKeyframe(8.0, duration: Double.nan)
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.5) == 9)
        #expect(timeline.value(time: .nan) == 8, "a time that is not a number is the start, where both jumps are made")
        let empty = KeyframeTimeline(initialValue: 3.0) {}
        #expect(empty.duration == 0 && empty.value(time: 1) == 3)
    }
}
