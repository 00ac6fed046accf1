import Foundation
import Testing
@testable import PortableUICore

/// `Transaction.tracksVelocity`: changes made while it is set (a gesture's `onChanged` and
/// `updating`) show at once and are sampled; the animation of the next change starts with the
/// tracked velocity when it merges (a spring). Source: Apple's documentation of
/// `Transaction.tracksVelocity` ("when the interaction ends, an animation can use the
/// accumulated velocities to create animations that preserve them"; "mutually exclusive with
/// an animation being used during a view change").
///
/// Expected numbers: tracked changes to 1 at 0.1 s and to 2 at 0.2 s move at 10 units per
/// second (our sampler: the rate of the last two changes, docs/differences.md). Sent to 0 at
/// 0.2 s by `Spring(response: 0.5, dampingRatio: 0.8)` — x'' = k(target − x) − c·x' with
/// k = (2π/0.5)², c = 2·0.8·√k (WWDC23 "Animate with springs") — from x = 2 at velocity 10 it
/// is at 2.014064748 0.05 s later, 1.533729717 0.1 s later and 0.257547305 0.25 s later (an
/// independent RK4 integration, step 1 µs); from rest it would be at 1.718717143,
/// 1.201497464 and 0.155372426.
@MainActor
struct VelocityTrackingTests {
    private let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)

    /// A value moved by tracked changes to 1 at 0.1 s and 2 at 0.2 s.
    private func tracked() -> AnimatedValue<Double> {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .velocityTracking, at: 0.1)
        value.set(2, animation: .velocityTracking, at: 0.2)
        return value
    }

    @Test func trackedChangesShowAtOnce() {
        let value = tracked()
        #expect(value.value(at: 0.2) == 2)
        #expect(!value.isAnimating(at: 0.2))
    }

    @Test(arguments: [(0.05, 2.014064748), (0.1, 1.533729717), (0.25, 0.257547305)])
    func aSpringAfterTrackedChangesStartsWithTheirVelocity(after: Double, expected: Double) {
        var value = tracked()
        value.set(0, animation: spring, at: 0.2)
        #expect(abs(value.value(at: 0.2 + after) - expected) < 1e-6)
    }

    /// A timing curve does not merge, so it starts at rest (`.linear(duration: 1)` from 2 to 0
    /// is at 1.5 a quarter of a second later).
    @Test func aCurveAfterTrackedChangesStartsAtRest() {
        var value = tracked()
        value.set(0, animation: .linear(duration: 1), at: 0.2)
        #expect(abs(value.value(at: 0.45) - 1.5) < 1e-9)
    }

    /// The velocity is forgotten: by an unanimated change, after 0.1 s without a tracked change
    /// (our rule), and never made from one sample or from a NaN. The spring then starts at rest:
    /// 1.201497464 0.1 s after it starts from 2.
    @Test(arguments: ["unanimated", "stale", "one sample", "nan"])
    func withoutAVelocityASpringStartsAtRest(case name: String) {
        var value = AnimatedValue(0.0)
        var start = 0.2
        switch name {
        case "unanimated":
            value = tracked()
            value.set(3, animation: nil, at: 0.2)
            value.set(2, animation: nil, at: 0.2)
        case "stale":
            value = tracked()
            start = 0.31
        case "one sample":
            value.set(2, animation: .velocityTracking, at: 0.2)
        default:
            value.set(.nan, animation: .velocityTracking, at: 0.1)
            value.set(2, animation: .velocityTracking, at: 0.2)
        }
        value.set(0, animation: spring, at: start)
        #expect(abs(value.value(at: start + 0.1) - 1.201497464) < 1e-6)
    }

    /// Two tracked changes at one time are one sample, the later value kept (our rule).
    @Test func changesAtOneTimeAreOneSample() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .velocityTracking, at: 0.1)
        value.set(5, animation: .velocityTracking, at: 0.2)
        value.set(2, animation: .velocityTracking, at: 0.2)
        value.set(0, animation: spring, at: 0.2)
        #expect(abs(value.value(at: 0.3) - 1.533729717) < 1e-6)
    }

    /// A tracked change during an animation ends it: the value is where the change put it.
    @Test func aTrackedChangeEndsARunningAnimation() {
        var value = AnimatedValue(0.0)
        value.set(10, animation: .linear(duration: 1), at: 0)
        value.set(4, animation: .velocityTracking, at: 0.5)
        #expect(value.value(at: 0.5) == 4)
        #expect(!value.isAnimating(at: 0.5))
    }

    /// The transaction's animation wins over tracking (Apple: "mutually exclusive").
    @Test func anAnimationWinsOverTracking() {
        var transaction = Transaction()
        #expect(transaction.valueAnimation == nil)
        transaction.tracksVelocity = true
        #expect(transaction.valueAnimation?.tracksVelocity == true)
        transaction.animation = .linear(duration: 1)
        #expect(transaction.valueAnimation == .linear(duration: 1))
    }

    /// Gives `probe` the actions that set `x`: to 1 and 2 while tracking velocity ("drag1",
    /// "drag2"), and back to 0 with the spring ("fling").
    static func drive(_ x: Binding<CGFloat>, by probe: Probe) {
        probe.actions["drag1"] = { withTransaction(\.tracksVelocity, true) { x.wrappedValue = 1 } }
        probe.actions["drag2"] = { withTransaction(\.tracksVelocity, true) { x.wrappedValue = 2 } }
        probe.actions["fling"] = { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { x.wrappedValue = 0 } }
    }

    /// A dot offset by `x` (a layout: its frame moves) and scaled by 1 + `x` (a render
    /// effect): `probe` sets `x` while tracking velocity, or with a spring.
    private struct Dot: View {
        let probe: Probe
        @State private var x: CGFloat = 0
        var body: some View {
            VelocityTrackingTests.drive($x, by: probe)
            return Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").scaleEffect(1 + x).offset(x: x)
        }
    }

    /// How far the dot is moved (its frame shown, not rounded to pixels, less its place at
    /// rest: centred in the 100-point host, at 45) and scaled (less 1), at the host's time.
    private func shown<V: View>(_ host: ViewHost<V>) -> (offset: CGFloat, scale: CGFloat)? {
        host.layoutIfNeeded()
        var found: (CGFloat, CGFloat)?
        host.graph.forEachPlacedNode { node, frame in
            guard found == nil, node.accessibilityIdentifier == "dot" else { return }
            var scale: CGFloat = .nan
            for case .scale(let size, _) in node.renderEffects.effects(at: host.time) { scale = size.width }
            found = (node.presentationFrame(at: host.time, placed: frame).minX - 45, scale - 1)
        }
        return found
    }

    /// Drags to 1 at 0.1 s and to 2 at 0.2 s in tracked transactions, then sends the value
    /// back with the spring (`probe`'s actions); `values` reads what moves: 2 after the drag,
    /// then, moving on first, 2.014064748 0.05 s after the fling and 0.257547305 0.25 s after
    /// it (the header's numbers; from rest they would be 1.718717143 and 0.155372426).
    private func expectTrackedVelocity<V: View>(
        _ host: ViewHost<V>, _ probe: Probe, _ values: (ViewHost<V>) -> [CGFloat?]
    ) async {
        host.layoutIfNeeded()
        await host.advance(by: 0.1)
        probe.run("drag1")
        host.layoutIfNeeded()
        await host.advance(by: 0.1)
        probe.run("drag2")
        host.layoutIfNeeded()
        for value in values(host) { #expect(value == 2) }
        probe.run("fling")
        for (delay, expected) in [(0.05, 2.014064748), (0.2, 0.257547305)] {
            await host.advance(by: delay)
            for value in values(host) { #expect(abs((value ?? 0) - expected) < 1e-6) }
        }
    }

    /// End to end, a frame (`.offset`) and a render effect (`.scaleEffect`).
    @Test func framesAndEffectsKeepTheTrackedVelocity() async {
        let probe = Probe()
        let host = ViewHost(Dot(probe: probe), size: CGSize(width: 100, height: 10))
        await expectTrackedVelocity(host, probe) { [shown($0)?.offset, shown($0)?.scale] }
    }

    /// A bar whose `animatableData` is its filled length.
    private struct Bar: Shape {
        var length: CGFloat
        var animatableData: CGFloat {
            get { length }
            set { length = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: length, height: rect.height)) }
    }

    /// A bar of length `x` that `probe` changes while tracking velocity, or with a spring.
    private struct Gauge: View {
        let probe: Probe
        @State private var x: CGFloat = 0
        var body: some View {
            VelocityTrackingTests.drive($x, by: probe)
            return Bar(length: x).fill(.red).accessibilityIdentifier("bar")
        }
    }

    /// The bar's length as drawn at the host's time (nil when no bar is drawn).
    private func length<V: View>(_ host: ViewHost<V>) -> CGFloat? {
        host.layoutIfNeeded()
        var found: CGFloat?
        host.graph.forEachPlacedNode { node, _ in
            guard found == nil, let drawing = node.presentationDrawing(at: host.time) as? ShapeDrawing else { return }
            found = (drawing.shape as? Bar)?.length
        }
        return found
    }

    /// A shape's `animatableData` moves on first as a frame does.
    @Test func shapesKeepTheTrackedVelocity() async {
        let probe = Probe()
        let host = ViewHost(Gauge(probe: probe), size: CGSize(width: 100, height: 10))
        await expectTrackedVelocity(host, probe) { [length($0)] }
    }
}
