import Foundation
import Testing
@testable import PortableUICore

/// Symbol effects animate the whole symbol's scale and opacity on the host's clock. The
/// motions are PortableUI's approximations (``SymbolEffectMotion``: unverified against SF
/// Symbols, see docs/differences.md); these tests pin them at the keyframes' ends.
@MainActor
struct SymbolEffectAnimationTests {
    private static let size = CGSize(width: 100, height: 100)

    /// The scale of the first transform group and the first opacity group of the list.
    private func effects<Root: View>(_ host: ViewHost<Root>) -> (scale: CGFloat, opacity: Double) {
        var scale: CGFloat?, opacity: Double?
        func visit(_ list: DisplayList) {
            for case .group(let effect, let inner) in list.items {
                switch effect {
                case .transform(let t): if scale == nil { scale = t.a }
                case .opacity(let o): if opacity == nil { opacity = o }
                default: break
                }
                visit(inner)
            }
        }
        visit(host.displayList())
        return (scale ?? 1, opacity ?? 1)
    }

    private struct Bell: View {
        var count: Int
        var options = SymbolEffectOptions.default
        var effect = BounceSymbolEffect.bounce
        var body: some View {
            Image(systemName: "bell").symbolEffect(effect, options: options, value: count)
        }
    }

    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-3 }

    @Test func bounceScalesUpOnceWhenTheValueChanges() async {
        let host = ViewHost(Bell(count: 0), size: Self.size)
        #expect(near(effects(host).scale, 1))
        #expect(!host.isAnimating)
        host.update(Bell(count: 1))
        await host.advance(by: 0.15)
        #expect(near(effects(host).scale, 1.2))
        await host.advance(by: 0.45)
        #expect(near(effects(host).scale, 1))
        await host.advance(by: 0.1)
        #expect(!host.isAnimating, "a discrete effect runs once")
    }

    @Test func bounceDownAndSpeedAndRepeat() async {
        let options = SymbolEffectOptions.speed(0.5).repeat(3)
        let host = ViewHost(Bell(count: 0, options: options, effect: .bounce.down), size: Self.size)
        host.update(Bell(count: 1, options: options, effect: .bounce.down))
        // A cycle lasts 1.2 s at half the speed; the second cycle's lowest point is at 1.5 s.
        await host.advance(by: 1.5)
        #expect(near(effects(host).scale, 0.8))
        await host.advance(by: 0.9)
        #expect(near(effects(host).scale, 1))
        #expect(host.isAnimating, "a third cycle")
        await host.advance(by: 1.3)
        #expect(!host.isAnimating)
        #expect(SymbolEffectMotion(.bounce).repeated(1_000_000, speed: 1).scaleSteps.count == 2 * SymbolEffectMotion.maximumCycles)
    }

    private struct Recording: View {
        var isActive: Bool
        var body: some View {
            Image(systemName: "mic.fill").symbolEffect(.pulse, isActive: isActive)
        }
    }

    @Test func pulseRepeatsWhileActiveAndStops() async {
        let host = ViewHost(Recording(isActive: true), size: Self.size)
        await host.advance(by: 0.5)
        #expect(near(effects(host).opacity, 0.3))
        await host.advance(by: 0.5)
        #expect(near(effects(host).opacity, 1))
        await host.advance(by: 0.5)
        #expect(near(effects(host).opacity, 0.3), "the second cycle")
        #expect(host.isAnimating)
        host.update(Recording(isActive: false))
        await host.advance(by: 0.1)
        #expect(near(effects(host).opacity, 1))
        await host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    private struct Toggled<Effect: IndefiniteSymbolEffect>: View {
        var effect: Effect
        var isActive: Bool
        var body: some View {
            Image(systemName: "star").symbolEffect(effect, isActive: isActive)
        }
    }

    /// Scale, appear and disappear animate to a state and hold it.
    @Test func statesAnimateAndHold() async {
        let scale = ViewHost(Toggled(effect: ScaleSymbolEffect.scale, isActive: false), size: Self.size)
        #expect(near(effects(scale).scale, 1))
        scale.update(Toggled(effect: ScaleSymbolEffect.scale, isActive: true))
        await scale.advance(by: 1)
        #expect(near(effects(scale).scale, 1.2))
        #expect(!scale.isAnimating)

        let gone = ViewHost(Toggled(effect: DisappearSymbolEffect.disappear, isActive: false), size: Self.size)
        #expect(near(effects(gone).opacity, 1))
        gone.update(Toggled(effect: DisappearSymbolEffect.disappear, isActive: true))
        await gone.advance(by: 1)
        #expect(near(effects(gone).opacity, 0))
        #expect(near(effects(gone).scale, 0.5))
    }

    /// Effects without a motion here draw the symbol unchanged and never animate.
    @Test func replaceAndRotateDrawUnchanged() async {
        let host = ViewHost(Toggled(effect: RotateSymbolEffect.rotate, isActive: true), size: Self.size)
        await host.advance(by: 0.3)
        #expect(near(effects(host).scale, 1) && near(effects(host).opacity, 1))
        #expect(SymbolEffectMotion(.replace).isEmpty)
    }

    @Test(arguments: [
        (VariableColorSymbolEffect.variableColor, 3), (.variableColor.reversing, 6),
    ] as [(VariableColorSymbolEffect, Int)])
    func variableColorSteps(effect: VariableColorSymbolEffect, steps: Int) {
        let motion = SymbolEffectMotion(effect)
        #expect(motion.opacitySteps.count == steps)
        #expect(motion.opacitySteps.last?.value == 1)
    }
}
