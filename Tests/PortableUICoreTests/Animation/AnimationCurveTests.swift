import Foundation
import Testing
@testable import PortableUICore

/// Timing-curve animations, their modifiers and repetition, evaluated as the host clock
/// evaluates them (one run per change).
struct AnimationCurveTests {
    /// The progress of `animation` at each time, in order, as one run sees them.
    private func progress(_ animation: Animation, at times: [Double]) -> [Double] {
        let run = AnimationRun(progressOf: animation, start: 0)
        return times.map { run.progress(at: $0) }
    }

    private func close(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Issue #24: SwiftUI's `.easeInOut(duration: 1)` is 13 % done at 0.25 s (its curve is the
    /// cubic Bézier (0.42, 0), (0.58, 1); OpenSwiftUI's compatibility test measures 0.13).
    @Test func easeInOutFollowsApplesBezier() {
        let shown = progress(.easeInOut(duration: 1), at: [0.25, 0.5, 0.75])
        #expect(close(shown, [0.13, 0.5, 0.87], within: 0.01))
        #expect(close(progress(.easeInOut(duration: 1), at: [0.25]), [UnitCurve.easeInOut.value(at: 0.25)]))
    }

    @Test func timingCurveIsTheBezierOfItsControlPoints() {
        let custom = progress(.timingCurve(0.42, 0, 0.58, 1, duration: 2), at: [0.5, 1, 1.5])
        #expect(close(custom, progress(.easeInOut(duration: 2), at: [0.5, 1, 1.5])))
        let points = progress(.timingCurve(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 1, y: 1), duration: 1), at: [0.5])
        #expect(close(points, [UnitCurve.easeIn.value(at: 0.5)]))
        #expect(close(progress(.timingCurve(.circularEaseOut, duration: 1), at: [0.25]), [0.661], within: 0.001))
    }

    /// Apple's documentation: `linear`, `easeIn`, `easeOut` and `easeInOut` without a duration
    /// last 0.35 s; so does `timingCurve(_:_:_:_:)` without one.
    @Test func defaultDurationsAreSwiftUIs() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0.8, 0.4, 1)] {
            let run = AnimationRun(progressOf: animation, start: 0)
            #expect(!run.isFinished(at: 0.349))
            #expect(run.isFinished(at: 0.35))
        }
    }

    @Test func delayAndSpeedShiftAndScaleTheClock() {
        #expect(close(progress(.linear(duration: 1).delay(1), at: [0.5, 1, 1.5, 2]), [0, 0, 0.5, 1]))
        #expect(close(progress(.linear(duration: 1).speed(2), at: [0.25, 0.5]), [0.5, 1]))
        // speed applies to the delay too when it is outermost.
        #expect(close(progress(.linear(duration: 1).delay(1).speed(2), at: [0.5, 0.75]), [0, 0.5]))
    }

    @Test func badDelaysAndSpeedsAreReportedAndIgnored() {
        let before = Diagnostics.count
        #expect(Animation.linear(duration: 1).speed(0) == .linear(duration: 1))
        #expect(Animation.linear(duration: 1).speed(-.infinity) == .linear(duration: 1))
        #expect(Animation.linear(duration: 1).delay(.nan) == .linear(duration: 1))
        #expect(Diagnostics.count >= before + 3)
    }

    @Test func repeatForeverAutoreversesOnTheHostClock() {
        let run = AnimationRun(progressOf: .linear(duration: 1).repeatForever(), start: 10)
        let shown = [10.5, 11, 11.5, 12, 12.25, 13, 13.5].map { run.progress(at: $0) }
        #expect(close(shown, [0.5, 1, 0.5, 0, 0.25, 1, 0.5]))
        #expect(!run.isFinished(at: 1_000))
    }

    @Test func repeatForeverWithoutAutoreverseRestarts() {
        let shown = progress(.linear(duration: 1).repeatForever(autoreverses: false), at: [0.5, 1, 1.5, 2, 2.25])
        #expect(close(shown, [0.5, 1, 0.5, 1, 0.25]))
    }

    /// SwiftUI plays `repeatCount(n)` n times in all (reversals included) and then shows the
    /// end value: after an even count of autoreversing plays the value jumps to its end.
    @Test func repeatCountPlaysThatManyTimesThenShowsTheEnd() {
        let run = AnimationRun(progressOf: .linear(duration: 1).repeatCount(2), start: 0)
        #expect(close([0.5, 1, 1.5].map { run.progress(at: $0) }, [0.5, 1, 0.5]))
        #expect(!run.isFinished(at: 1.5))
        #expect(run.progress(at: 2) == 1)
        #expect(run.isFinished(at: 2))
        let three = AnimationRun(progressOf: .linear(duration: 1).repeatCount(3, autoreverses: false), start: 0)
        #expect(close([0.5, 1, 1.5, 2, 2.5].map { three.progress(at: $0) }, [0.5, 1, 0.5, 1, 0.5]))
        #expect(three.isFinished(at: 3))
    }

    @Test func logicallyCompleteAfterADuration() {
        let run = AnimationRun(progressOf: .linear(duration: 2).logicallyComplete(after: 0.5), start: 0)
        _ = run.progress(at: 0.4)
        #expect(!run.isLogicallyComplete)
        _ = run.progress(at: 0.5)
        #expect(run.isLogicallyComplete)
        #expect(!run.isFinished)
    }

    /// OpenSwiftUI's compatibility test checks `Animation.default.description` against
    /// SwiftUI: "DefaultAnimation()". Since iOS 17 it animates as `.spring`.
    @Test func defaultIsSwiftUIsDefaultAnimation() {
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(close(progress(.default, at: [0.1, 0.2, 0.3]), progress(.spring, at: [0.1, 0.2, 0.3])))
        #expect(Animation.default != .spring)
        #expect(Animation.easeInOut(duration: 1) == .timingCurve(.easeInOut, duration: 1))
    }

    @Test func velocityOfATimingCurve() {
        var context = AnimationContext<Double>()
        let animation = Animation.easeInOut(duration: 2)
        #expect(abs(animation.velocity(value: 10.0, time: 1, context: context)! - 10 * UnitCurve.easeInOut.velocity(at: 0.5) / 2) < 1e-9)
        #expect(animation.animate(value: 10.0, time: 2, context: &context) == nil)
    }
}
