import Foundation
import Testing
@testable import PortableUICore

/// Interruption: a new animation of a value that is animating starts from the value shown; a
/// spring merges with a running animation and keeps its velocity (Apple's documentation of
/// `Animation.spring(response:dampingFraction:blendDuration:)`: "each animation will be replaced
/// by their successor, preserving velocity from one animation to the next"; of
/// `CustomAnimation.shouldMerge`: the new animation takes over the running one's state).
///
/// Expected numbers: `Spring(response: 0.5, dampingRatio: 0.8)` is x'' = k(target − x) − c·x'
/// with k = (2π/0.5)² and c = 2·0.8·√k (mass 1; WWDC23 "Animate with springs"). From rest at
/// 0 towards 1 it is at x = 0.399251268 with velocity 5.246401447 after 0.1 s; retargeted to 0
/// there and kept going, it is at 0.414152070 0.1 s later and at 0.084621362 0.25 s later. An
/// independent RK4 integration (step 1 µs) gave these values. Restarted from rest at the same
/// place (velocity lost) it would be at 0.239849693 0.1 s later. The same numbers hold for
/// every animated value: frames, render effects, colors, the data of shapes, views,
/// modifiers and layouts.
@MainActor
struct SpringInterruptionTests {
    private let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)

    @Test func aSpringInterruptedByASpringKeepsItsVelocity() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: spring, at: 0)
        #expect(abs(value.value(at: 0.1) - 0.399251268) < 1e-6)
        value.set(0, animation: spring, at: 0.1)
        #expect(abs(value.value(at: 0.1) - 0.399251268) < 1e-6)
        #expect(abs(value.value(at: 0.2) - 0.414152070) < 1e-6)
        #expect(abs(value.value(at: 0.35) - 0.084621362) < 1e-6)
    }

    /// Every spring animation merges: `.spring`, `.bouncy`, `.snappy`, `.smooth`,
    /// `.interactiveSpring` keep the running velocity (the value keeps rising just after the
    /// interruption although its new target is below it).
    @Test(arguments: [Animation.spring, .bouncy, .snappy, .smooth, .interactiveSpring, .spring(duration: 0.3, bounce: 0.2)])
    func springsKeepTheVelocity(animation: Animation) {
        var value = AnimatedValue(0.0)
        value.set(1, animation: animation, at: 0)
        let shown = value.value(at: 0.05)
        value.set(0, animation: animation, at: 0.05)
        #expect(value.value(at: 0.05) == shown)
        #expect(value.value(at: 0.06) > shown)
    }

    /// A timing curve does not merge: both animations run and their effects add up (Apple's
    /// documentation of `CustomAnimation.shouldMerge`: "both animations run together and the
    /// system combines their results"). 0 → 1 with `.linear(duration: 1)`, then → 0 at 0.25 s
    /// with the same: the value is the target less what each run has still to go, 0 − (1 − t)
    /// − (−1 + (t − 0.25)) = 0.25 while both run (the two velocities cancel), then 1.25 − t.
    @Test func curvesAddUp() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0)
        value.set(0, animation: .linear(duration: 1), at: 0.25)
        #expect(abs(value.value(at: 0.25) - 0.25) < 1e-9)
        #expect(abs(value.value(at: 0.5) - 0.25) < 1e-9)
        #expect(abs(value.value(at: 1.125) - 0.125) < 1e-9)
        #expect(value.value(at: 1.5) == 0)
        #expect(!value.isAnimating(at: 1.5))
    }

    /// `.interpolatingSpring` adds up too ("preserves velocity across overlapping animations by
    /// adding the effects of each animation", Apple's documentation): sent back at 0.1 s, the
    /// value at 0.2 s is the first run's x(0.2) = 0.813403338 less the second's x(0.1) =
    /// 0.399251268 (x the closed form of the header's spring from rest): 0.414152070, the
    /// merged spring's value, as the oscillator is linear.
    @Test func interpolatingSpringsAddUp() {
        let spring = Animation.interpolatingSpring(Spring(response: 0.5, dampingRatio: 0.8))
        var value = AnimatedValue(0.0)
        value.set(1, animation: spring, at: 0)
        value.set(0, animation: spring, at: 0.1)
        #expect(abs(value.value(at: 0.1) - 0.399251268) < 1e-6)
        #expect(abs(value.value(at: 0.2) - 0.414152070) < 1e-6)
    }

    /// A spring interrupting a curve starts from its value, at rest: the curve's velocity is
    /// not known to it (a timing curve reports none), so the motion is the spring's from rest:
    /// 0.239849693 of the way back 0.1 s later when interrupted at 0.399251268 (see above).
    @Test func aSpringAfterACurveStartsAtRest() {
        var value = AnimatedValue(0.0)
        value.set(0.399251268, animation: .linear(duration: 1), at: 0)
        value.set(0, animation: spring, at: 1)
        #expect(abs(value.value(at: 1.1) - 0.239849693) < 1e-6)
    }

    /// A change without animation ends a running one at once.
    @Test func anUnanimatedChangeJumps() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: spring, at: 0)
        value.set(5, animation: nil, at: 0.1)
        #expect(value.value(at: 0.1) == 5)
        #expect(!value.isAnimating(at: 0.1))
    }

    /// End to end: a frame animated by a spring and sent back by the same spring 0.1 s later
    /// keeps moving forward first (width 10 + 100·x).
    @Test func anInterruptedFrameKeepsItsVelocity() async {
        struct Mover: View {
            let probe: Probe
            @State var wide = false
            var body: some View {
                probe.actions["toggle"] = { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { wide.toggle() } }
                return Color.red.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier("m")
            }
        }
        /// The width shown, not rounded to pixels.
        func width(_ host: ViewHost<some View>) -> CGFloat {
            var width: CGFloat = 0
            host.graph.forEachPlacedNode { node, frame in
                if node.accessibilityIdentifier == "m" { width = node.presentationFrame(at: host.time, placed: frame).width }
            }
            return width
        }
        let probe = Probe()
        let host = ViewHost(HStack { Mover(probe: probe); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        probe.run("toggle")
        await host.advance(by: 0.1)
        #expect(abs(width(host) - 49.9251268) < 1e-4)
        probe.run("toggle")
        await host.advance(by: 0.1)
        #expect(abs(width(host) - 51.4152070) < 1e-4)
        await host.advance(by: 0.15)
        #expect(abs(width(host) - 18.4621362) < 1e-4)
    }

    /// A value drawn by a view: how the view is made for a value, and how far along the value
    /// drawn is read from the display list.
    struct DrawnValue: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @MainActor @Sendable (Double) -> AnyView
        let read: @MainActor @Sendable (DisplayList) -> Double?
        var testDescription: String { name }
    }

    /// The first fill's color and path.
    @MainActor
    private static func firstFill(_ list: DisplayList) -> (color: Color?, path: Path)? {
        for item in list.items {
            switch item {
            case .fill(let path, .color(let color), _): return (color, path)
            case .fill(let path, _, _): return (nil, path)
            case .group(_, let inner): if let found = firstFill(inner) { return found }
            default: continue
            }
        }
        return nil
    }

    nonisolated static let drawnValues: [DrawnValue] = [
        DrawnValue(name: "opacity", view: { AnyView(Color.red.frame(width: 10, height: 10).opacity($0)) }) {
            TransitionEffects($0).opacity
        },
        DrawnValue(name: "scaleEffect", view: { AnyView(Color.red.frame(width: 10, height: 10).scaleEffect(1 + $0)) }) {
            Double(TransitionEffects($0).transform.a) - 1
        },
        DrawnValue(name: "rotationEffect", view: { AnyView(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(60 * $0))) }) {
            TransitionEffects($0).rotationDegrees / 60
        },
        DrawnValue(name: "brightness", view: { AnyView(Color.red.frame(width: 10, height: 10).brightness($0)) }) { list in
            for case .colorMatrix(let matrix) in TransitionEffects(list).effects { return Double(matrix.r5) }
            return nil
        },
        DrawnValue(name: "color", view: { AnyView(Rectangle().fill(Color(red: $0, green: 0, blue: 0)).frame(width: 10, height: 10)) }) {
            firstFill($0)?.color?.red
        },
        DrawnValue(name: "shape data", view: { AnyView(AnimatableShapeTests.Bar(fraction: $0).frame(width: 100, height: 10)) }) {
            firstFill($0).map { Double($0.path.boundingRect.width) / 100 }
        },
    ]

    /// Render effects, colors and shapes' `animatableData` keep a spring's velocity when a
    /// spring interrupts it, as frames do: 0 → 1 → (at 0.1 s) back to 0 gives the analytic
    /// values of the header (0.399251268 at 0.1 s, 0.414152070 at 0.2 s, 0.084621362 at 0.35 s).
    @Test(arguments: drawnValues)
    func drawnValuesKeepTheVelocity(drawn: DrawnValue) async {
        let host = ViewHost(drawn.view(0), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        withAnimation(spring) { host.update(drawn.view(1)) }
        await host.advance(by: 0.1)
        #expect(abs((drawn.read(host.displayList()) ?? .nan) - 0.399251268) < 1e-4)
        withAnimation(spring) { host.update(drawn.view(0)) }
        await host.advance(by: 0.1)
        #expect(abs((drawn.read(host.displayList()) ?? .nan) - 0.414152070) < 1e-4)
        await host.advance(by: 0.15)
        #expect(abs((drawn.read(host.displayList()) ?? .nan) - 0.084621362) < 1e-4)
    }

    /// The same through `.animation(_:value:)`, which gives the effects below it their
    /// animation after they changed: the spring still merges.
    @Test func anEffectAnimatedByValueKeepsTheVelocity() async {
        func view(_ value: Double) -> some View {
            Color.red.frame(width: 10, height: 10).opacity(value).animation(spring, value: value)
        }
        let host = ViewHost(view(0), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        host.update(view(1))
        await host.advance(by: 0.1)
        #expect(abs(TransitionEffects(host.displayList()).opacity - 0.399251268) < 1e-4)
        host.update(view(0))
        await host.advance(by: 0.1)
        #expect(abs(TransitionEffects(host.displayList()).opacity - 0.414152070) < 1e-4)
    }
}
