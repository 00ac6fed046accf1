import Foundation
import Testing
@testable import PortableUICore

/// `.transition(.symbolEffect)` and `.transition(.symbolEffect(_:options:))`: symbol images in
/// the inserted or removed view play the appear or disappear effect, "other views are
/// unaffected by this transition" (Apple's documentation of `SymbolEffectTransition`). The
/// hidden state, transparent at half the symbol's size (1.5 times it for `appear.down` and
/// `disappear.up`), is PortableUI's stand-in for SF Symbols' animation (unverified, see
/// docs/differences.md); it moves with the change's animation, here `.linear(duration: 1)`.
@MainActor
struct SymbolEffectTransitionTests {
    private static let size = CGSize(width: 100, height: 100)

    private struct Toggled<T: Transition>: View {
        let shown: Bool
        let transition: T
        var body: some View {
            ZStack {
                if shown {
                    Image(systemName: "bell").transition(transition)
                }
            }
            .frame(width: 100, height: 100)
        }
    }

    /// The scale of the first transform group and the opacity of the first opacity group.
    private func effects(_ list: DisplayList) -> (scale: Double, opacity: Double) {
        let found = TransitionEffects(list)
        return (thousandths(found.transform.a), thousandths(found.opacity))
    }

    private func host<T: Transition>(shown: Bool, _ transition: T) -> ViewHost<Toggled<T>> {
        let host = ViewHost(Toggled(shown: shown, transition: transition), size: Self.size)
        host.layoutIfNeeded()
        return host
    }

    @Test func theDefaultInsertsASymbolGrowingFromHalfItsSize() async {
        let host = host(shown: false, SymbolEffectTransition.symbolEffect)
        withAnimation(.linear(duration: 1)) { host.update(Toggled(shown: true, transition: .symbolEffect)) }
        #expect(effects(host.displayList()) == (0.5, 0))
        await host.advance(by: 0.5)
        #expect(effects(host.displayList()) == (0.75, 0.5))
        await host.advance(by: 0.6)
        #expect(effects(host.displayList()) == (1, 1))
        #expect(!host.isAnimating)
    }

    @Test func theDefaultRemovesASymbolShrinkingToHalfItsSize() async {
        let host = host(shown: true, SymbolEffectTransition.symbolEffect)
        #expect(effects(host.displayList()) == (1, 1))
        withAnimation(.linear(duration: 1)) { host.update(Toggled(shown: false, transition: .symbolEffect)) }
        await host.advance(by: 0.25)
        #expect(effects(host.displayList()) == (0.875, 0.75))
        await host.advance(by: 0.5)
        #expect(effects(host.displayList()) == (0.625, 0.25))
        await host.advance(by: 0.35)
        #expect(host.displayList().items.isEmpty)
        #expect(!host.isAnimating)
    }

    /// The transitions of ``directionsHalfway(variant:)``: each with whether it inserts and the
    /// symbol's scale halfway.
    private static func variant(_ index: Int) -> (SymbolEffectTransition, inserting: Bool, scale: Double) {
        switch index {
        case 0: (.symbolEffect(.appear.down), true, 1.25)
        case 1: (.symbolEffect(.appear), true, 0.75)
        case 2: (.symbolEffect(.appear.up.byLayer), true, 0.75)
        case 3: (.symbolEffect(.disappear.up), false, 1.25)
        case 4: (.symbolEffect(.disappear), false, 0.75)
        default: (.symbolEffect(.disappear.down.wholeSymbol), false, 0.75)
        }
    }

    /// `appear.down` comes in shrinking from 1.5 times the size, `disappear.up` leaves growing.
    @Test(arguments: 0..<6)
    func directionsHalfway(variant: Int) async {
        let (transition, inserting, scale) = Self.variant(variant)
        let host = host(shown: !inserting, transition)
        withAnimation(.linear(duration: 1)) { host.update(Toggled(shown: inserting, transition: transition)) }
        await host.advance(by: 0.5)
        #expect(effects(host.displayList()) == (scale, 0.5))
    }

    /// The options' speed runs the effect that many times as fast: at speed 2, a linear second
    /// is done in half a second.
    @Test func theOptionsSpeedShortensTheEffect() async {
        let fast = SymbolEffectTransition.symbolEffect(.appear, options: .speed(2))
        let host = host(shown: false, fast)
        withAnimation(.linear(duration: 1)) { host.update(Toggled(shown: true, transition: fast)) }
        await host.advance(by: 0.25)
        #expect(effects(host.displayList()) == (0.75, 0.5))
        await host.advance(by: 0.3)
        #expect(effects(host.displayList()) == (1, 1))
    }

    @Test func withoutAnimationTheSymbolIsShownAtOnce() {
        let host = host(shown: false, SymbolEffectTransition.symbolEffect)
        host.update(Toggled(shown: true, transition: .symbolEffect))
        #expect(effects(host.displayList()) == (1, 1))
        #expect(!host.isAnimating)
    }

    private struct Row: View {
        let shown: Bool
        var body: some View {
            VStack {
                if shown {
                    HStack(spacing: 0) {
                        Image(systemName: "star")
                        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("swatch")
                    }
                    .transition(.symbolEffect)
                }
            }
            .frame(width: 100, height: 100)
        }
    }

    /// Only the symbol moves; the swatch beside it is drawn as it is, and stays until the
    /// removal's animation ends.
    @Test func otherViewsAreUnaffected() async {
        let host = ViewHost(Row(shown: false), size: Self.size)
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Row(shown: true)) }
        await host.advance(by: 0.5)
        let inserted = host.displayList().items
        #expect(inserted.count == 2)
        #expect(effects(DisplayList(Array(inserted.prefix(1)))) == (0.75, 0.5))
        #expect(TransitionEffects(DisplayList(Array(inserted.dropFirst()))).isEmpty)
        #expect(host.presentationOpacity(of: "swatch") == 1)
        await host.advance(by: 0.6)
        withAnimation(.linear(duration: 1)) { host.update(Row(shown: false)) }
        await host.advance(by: 0.5)
        // (The departing row is drawn as one group: its symbol's effects are the only ones.)
        #expect(effects(host.displayList()) == (0.75, 0.5))
        #expect(host.presentationFrame(of: "swatch") != nil)
        await host.advance(by: 0.6)
        #expect(host.displayList().items.isEmpty)
    }

    @Test func appearAndDisappearVariants() {
        #expect(AppearSymbolEffect.appear.up == .appear)
        #expect(AppearSymbolEffect.appear.down != .appear)
        #expect(AppearSymbolEffect.appear.byLayer != .appear.wholeSymbol)
        #expect(DisappearSymbolEffect.disappear.down == .disappear)
        #expect(DisappearSymbolEffect.disappear.up != .disappear)
        #expect(SymbolEffectState.frame(of: AppearSymbolEffect.appear.down, isActive: false) == SymbolEffectFrame(scale: 1.5, opacity: 0))
        #expect(SymbolEffectState.frame(of: DisappearSymbolEffect.disappear.up, isActive: true) == SymbolEffectFrame(scale: 1.5, opacity: 0))
    }
}
