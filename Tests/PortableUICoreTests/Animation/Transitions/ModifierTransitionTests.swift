import Foundation
import Testing
@testable import PortableUICore

/// `AnyTransition.modifier(active:identity:)`: a view inserted starts from the active
/// modifier and animates to the identity one; removed, it animates back to the active one.
/// Source: Apple's documentation of `AnyTransition.modifier(active:identity:)`.
@MainActor
struct ModifierTransitionTests {
    struct Tilt: ViewModifier {
        let degrees: Double
        let opacity: Double

        func body(content: Content) -> some View {
            content.rotationEffect(.degrees(degrees)).opacity(opacity)
        }
    }

    private static let tilt = AnyTransition.modifier(active: Tilt(degrees: 90, opacity: 0), identity: Tilt(degrees: 0, opacity: 1))

    private struct Screen: View {
        let show: Bool
        var body: some View {
            ZStack {
                if show {
                    Color.blue.frame(width: 60, height: 60).transition(ModifierTransitionTests.tilt)
                }
            }
            .frame(width: 100, height: 100)
        }
    }

    private func shown(_ host: ViewHost<Screen>) -> TransitionEffects { TransitionEffects(host.displayList()) }

    @Test func insertionAnimatesFromTheActiveModifier() async {
        let host = ViewHost(Screen(show: false), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true)) }
        #expect(shown(host).opacity == 0)
        #expect(thousandths(shown(host).rotationDegrees) == 90)
        await host.advance(by: 0.25)
        #expect(thousandths(shown(host).opacity) == 0.25)
        #expect(thousandths(shown(host).rotationDegrees) == 67.5)
        await host.advance(by: 0.85)
        #expect(shown(host).isEmpty)
    }

    @Test func removalAnimatesToTheActiveModifier() async {
        let host = ViewHost(Screen(show: true), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: false)) }
        await host.advance(by: 0.5)
        #expect(thousandths(shown(host).opacity) == 0.5)
        #expect(thousandths(shown(host).rotationDegrees) == 45)
        await host.advance(by: 0.6)
        #expect(host.displayList().items.isEmpty)
    }

    /// The identity modifier stays applied while the view is shown.
    @Test func theIdentityModifierStaysApplied() {
        let half = AnyTransition.modifier(active: Tilt(degrees: 0, opacity: 0), identity: Tilt(degrees: 0, opacity: 0.5))
        let host = ViewHost(Color.red.frame(width: 10, height: 10).transition(half), size: CGSize(width: 10, height: 10))
        #expect(TransitionEffects(host.displayList()).opacity == 0.5)
    }
}
