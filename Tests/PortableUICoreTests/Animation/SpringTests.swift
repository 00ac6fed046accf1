import Foundation
import Testing
@testable import PortableUICore

/// `Spring`'s parameter conversions and motion, and the spring animations' parameters.
struct SpringTests {
    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    /// WWDC23 "Animate with springs" (session 10158): a spring of duration d and bounce b has
    /// mass 1, stiffness (2π/d)² and damping 4π(1 − b)/d (for b ≥ 0); negative bounces are
    /// overdamped with damping ratio 1/(1 + b).
    @Test func durationAndBounceConvertToPhysicalParameters() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 157.913670417))
        #expect(close(spring.damping, 17.592918860))
        #expect(close(spring.response, 0.5))
        #expect(close(spring.dampingRatio, 0.7))
        #expect(close(spring.bounce, 0.3))
        #expect(close(spring.duration, 0.5))
        let overdamped = Spring(duration: 1, bounce: -0.5)
        #expect(close(overdamped.dampingRatio, 2))
        #expect(close(overdamped.bounce, -0.5))
        let physical = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(close(physical.response, 2 * .pi * (2.0 / 100).squareRoot()))
        #expect(close(physical.dampingRatio, 10 / (2 * (200.0).squareRoot())))
    }

    /// Apple's documentation of `init(mass:stiffness:damping:allowOverDamping:)`: without
    /// `allowOverDamping`, overdamped inputs are treated as critically damped.
    @Test func overdampingIsCriticalUnlessAllowed() {
        #expect(close(Spring(stiffness: 100, damping: 50).dampingRatio, 1))
        #expect(close(Spring(stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio, 2.5))
    }

    /// Position and velocity of `Spring(response: 0.5, dampingRatio: 0.8)` moving toward 1 from
    /// rest. Expected values: an independent RK4 integration (step 1 µs) of
    /// x'' = k(1 − x) − c·x' with k = (2π/0.5)² and c = 2·0.8·√k.
    @Test(arguments: [(0.1, 0.399251268, 5.246401447), (0.25, 0.922313787, 1.613481002), (0.5, 1.010450575, -0.080774659)])
    func motionMatchesTheOscillator(time: Double, position: Double, velocity: Double) {
        let spring = Spring(response: 0.5, dampingRatio: 0.8)
        #expect(close(spring.value(target: 1.0, time: time), position))
        #expect(close(spring.velocity(target: 1.0, time: time), velocity, 1e-5))
        // The same motion for a vector, scaled component by component.
        let pair = spring.value(target: AnimatablePair(2.0, -1.0), time: time)
        #expect(close(pair.first, 2 * position) && close(pair.second, -position))
    }

    @Test func criticalAndOverdampedMotionStartAtRestAndArrive() {
        for spring in [Spring(duration: 0.5, bounce: 0), Spring(duration: 0.5, bounce: -0.5)] {
            #expect(spring.value(target: 1.0, time: 0) == 0)
            #expect(close(spring.velocity(target: 1.0, time: 0), 0))
            #expect(close(spring.value(target: 1.0, time: 10), 1))
            // Neither overshoots.
            #expect((1...40).allSatisfy { spring.value(target: 1.0, time: Double($0) / 40) <= 1 })
        }
        let kicked = Spring(duration: 0.5, bounce: 0)
        #expect(close(kicked.velocity(target: 0.0, initialVelocity: 3, time: 0), 3))
    }

    @Test func updateStepsExactlyAlongTheMotion() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        var value = 0.0, velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.01) }
        #expect(close(value, spring.value(target: 1.0, time: 0.3), 1e-9))
        #expect(close(velocity, spring.velocity(target: 1.0, time: 0.3), 1e-9))
        // At rest on its target, the force vanishes; displaced, it pulls back.
        #expect(spring.force(target: 1.0, position: 1, velocity: 0) == 0)
        #expect(close(spring.force(target: 1.0, position: 0, velocity: 0), spring.stiffness))
    }

    /// `settlingDuration` with a target of 1, no initial velocity and epsilon 0.001 (Apple's
    /// documentation). Rules as OpenSwiftUI reads SwiftUI's binary (unverified on a device):
    /// critically damped springs are sampled every 0.1 s (Spring(duration: 0.5) is within
    /// 0.001 of its target first at 0.8 s: 0.00148 at 0.7 s, 0.00048 at 0.8 s);
    /// underdamped ones settle at ln((1 + β)/ε)/β with β = ζ·2π/duration (bouncy: 1.0447 s).
    @Test func settlingDurations() {
        #expect(close(Spring.smooth.settlingDuration, 0.8, 1e-12))
        #expect(close(Spring.bouncy.settlingDuration, 1.044713091))
        #expect(close(Spring.snappy.settlingDuration, 0.876827123))
        #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
        let settled = Spring(settlingDuration: 2, dampingRatio: 0.7)
        #expect(close(settled.settlingDuration, 2, 1e-9))
        #expect(close(settled.dampingRatio, 0.7))
    }

    /// The presets' bounces, from SwiftUI's interface: smooth 0, snappy 0.15, bouncy 0.3,
    /// each with a duration of 0.5 s; `extraBounce` adds to them.
    @Test func presets() {
        #expect(close(Spring.smooth.bounce, 0) && close(Spring.snappy.bounce, 0.15) && close(Spring.bouncy.bounce, 0.3))
        #expect(close(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4))
        #expect(close(Spring.snappy.duration, 0.5))
    }

    @Test func badParametersAreReported() {
        let before = Diagnostics.count
        let spring = Spring(response: -1, dampingRatio: .nan)
        #expect(spring.response == 0.5 && spring.dampingRatio == 1)
        #expect(Spring(mass: 0, stiffness: .infinity, damping: 1).mass == 1)
        #expect(Diagnostics.count > before)
    }
}

/// The spring animations' parameters and motion on the host's clock.
struct SpringAnimationTests {
    private func spring(_ animation: Animation) -> SpringAnimation? { animation.as(SpringAnimation.self) }

    /// SwiftUI's interface: `.spring` is `spring(duration: 0.5, bounce: 0)`;
    /// `spring(response:dampingFraction:blendDuration:)` defaults to 0.5, 0.825, 0;
    /// `interactiveSpring(response:…)` to 0.15, 0.86, 0.25; the presets' bounces are 0, 0.15
    /// and 0.3 with a duration of 0.5 s.
    @Test func parametersAreSwiftUIs() {
        #expect(spring(.spring) == SpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(spring(.spring()) == spring(.spring))
        #expect(spring(.spring(response: 0.5)) == SpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(spring(.interactiveSpring(response: 0.15)) == SpringAnimation(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(spring(.interactiveSpring) == SpringAnimation(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        #expect(spring(.smooth) == spring(.spring))
        #expect(spring(.snappy) == SpringAnimation(response: 0.5, dampingFraction: 0.85, blendDuration: 0))
        #expect(spring(.bouncy) == SpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
        #expect(spring(.bouncy(duration: 1, extraBounce: 0.1)) == SpringAnimation(response: 1, dampingFraction: 0.6, blendDuration: 0))
        #expect(spring(.spring(Spring(duration: 0.3, bounce: 0.2))) == SpringAnimation(response: 0.3, dampingFraction: 0.8, blendDuration: 0))
    }

    @Test func springAnimationFollowsItsSpring() {
        let run = AnimationRun(progressOf: .spring(duration: 0.5, bounce: 0.3), start: 0)
        let reference = Spring(duration: 0.5, bounce: 0.3)
        for time in [0.05, 0.1, 0.2, 0.4] {
            #expect(abs(run.progress(at: time) - reference.value(target: 1.0, time: time)) < 1e-12)
        }
        #expect(run.progress(at: 0.2) > 1)  // bounce 0.3 overshoots
        #expect(!run.isLogicallyComplete)  // before its response
        #expect(!run.isFinished(at: 0.6))
        #expect(run.isLogicallyComplete)  // after it
        #expect(run.isFinished(at: 3))
    }

    /// `.interpolatingSpring(stiffness:damping:)` runs `Spring(mass: 1, …)` from rest and ends
    /// after its settling duration.
    @Test func interpolatingSpringEndsAfterItsSettlingDuration() {
        let spring = Spring(mass: 1, stiffness: 170, damping: 15, allowOverDamping: true)
        let run = AnimationRun(progressOf: .interpolatingSpring(stiffness: 170, damping: 15), start: 0)
        #expect(abs(run.progress(at: 0.2) - spring.value(target: 1.0, time: 0.2)) < 1e-12)
        #expect(!run.isFinished(at: spring.settlingDuration - 0.01))
        #expect(run.isFinished(at: spring.settlingDuration))
        let kicked = AnimationRun(progressOf: .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 4), start: 0)
        let reference = Spring(duration: 0.5, bounce: 0).value(target: 1.0, initialVelocity: 4, time: 0.1)
        #expect(abs(kicked.progress(at: 0.1) - reference) < 1e-12)
    }
}
