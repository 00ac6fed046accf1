import Foundation
import Testing
@testable import PortableUICore

/// The iOS 17 `Transition` protocol on the host's clock: a view inserted in an animated change
/// is shown in `willAppear`, then moves to `identity` under the animation; removed, it moves to
/// `didDisappear` and stays on screen until the animation ends. Source: Apple's documentation
/// of `TransitionPhase` and `Transition` (its `RotatingFadeTransition` example: opacity 0 and
/// a rotation of 30° appearing, −30° disappearing).
@MainActor
struct TransitionProtocolTests {
    struct RotatingFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .rotationEffect(.degrees(30 * -phase.value))
        }
    }

    /// A custom transition that moves its view with a layout offset.
    struct SlideIn: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: phase.isIdentity ? 0 : -100)
        }
    }

    private struct Screen<T: Transition>: View {
        let show: Bool
        let transition: T
        var body: some View {
            HStack(spacing: 0) {
                if show {
                    Color.red.frame(width: 100, height: 50).accessibilityIdentifier("panel").transition(transition)
                }
                Spacer()
            }
        }
    }

    private func host<T: Transition>(_ transition: T) -> ViewHost<Screen<T>> {
        let host = ViewHost(Screen(show: false, transition: transition), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        return host
    }

    private func effects<V: View>(_ host: ViewHost<V>) -> TransitionEffects {
        TransitionEffects(host.displayList())
    }

    @Test(arguments: [
        (TransitionPhase.willAppear, false, -1.0), (.identity, true, 0), (.didDisappear, false, 1),
    ])
    func phasesHaveTheirValues(phase: TransitionPhase, isIdentity: Bool, value: Double) {
        #expect(phase.isIdentity == isIdentity)
        #expect(phase.value == value)
    }

    @Test func propertiesDefaultToMotion() {
        #expect(RotatingFade.properties.hasMotion)
        #expect(!OpacityTransition.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, MoveTransition>.properties.hasMotion)
    }

    @Test func aCustomTransitionAnimatesItsModifiersInAndOut() async {
        let host = host(RotatingFade())
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: RotatingFade())) }
        #expect(effects(host).opacity == 0)
        #expect(thousandths(effects(host).rotationDegrees) == 30)
        await host.advance(by: 0.5)
        #expect(thousandths(effects(host).opacity) == 0.5)
        #expect(thousandths(effects(host).rotationDegrees) == 15)
        await host.advance(by: 0.6)
        #expect(effects(host).isEmpty)
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: false, transition: RotatingFade())) }
        #expect(host.frame(of: "panel") == nil)
        #expect(effects(host).isEmpty)
        await host.advance(by: 0.5)
        #expect(thousandths(effects(host).opacity) == 0.5)
        #expect(thousandths(effects(host).rotationDegrees) == -15)
        await host.advance(by: 0.6)
        #expect(host.displayList().items.isEmpty)
    }

    @Test func aLayoutOffsetInTheBodyAnimatesInAndOut() async {
        let host = host(SlideIn())
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: SlideIn())) }
        #expect(host.frame(of: "panel") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(host.presentationFrame(of: "panel")?.minX == -100)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "panel")?.minX == -50)
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "panel")?.minX == 0)
        // Removed, it moves back out by the offset of `didDisappear` (the same −100 points).
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: false, transition: SlideIn())) }
        #expect(host.frame(of: "panel") == nil)
        #expect(host.presentationFrame(of: "panel")?.minX == 0)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "panel")?.minX == -50)
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "panel") == nil)
    }

    /// `.id(_:)` inside the transition (`.id(step).transition(t)`): a new identity is a new
    /// view, so the old one leaves with the transition while the new one comes in, as when the
    /// `.id` is outside it. Source: Apple's documentation of `id(_:)` ("when the proxy value
    /// specified by the id parameter changes, the identity of the view — for example, its
    /// state — is reset") and of `transition(_:)` (a view inserted or removed in an animated
    /// change runs its transition).
    /// The same with other modifiers between the `.id` and the transition
    /// (`.id(step).padding(0).transition(t)`, `deep`): SwiftUI's behaviour there is unverified
    /// (docs/differences.md).
    @Test(arguments: [false, true])
    func aNewIdentityInsideTheTransitionIsARemovalAndAnInsertion(deep: Bool) async {
        struct Stepper: View {
            let step: Int
            let deep: Bool
            var body: some View {
                if deep {
                    Color.red.frame(width: 100, height: 50).id(step).padding(0).opacity(1).transition(RotatingFade())
                } else {
                    Color.red.frame(width: 100, height: 50).id(step).transition(RotatingFade())
                }
            }
        }
        let host = ViewHost(Stepper(step: 0, deep: deep), size: CGSize(width: 100, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Stepper(step: 1, deep: deep)) }
        await host.advance(by: 0.5)
        let drawn = host.displayList().items.map { TransitionEffects(DisplayList([$0])) }
        #expect(drawn.map { thousandths($0.opacity) } == [0.5, 0.5])
        #expect(drawn.map { thousandths($0.rotationDegrees) }.sorted() == [-15, 15])
        await host.advance(by: 0.6)
        #expect(host.displayList().items.count == 1)
        #expect(TransitionEffects(host.displayList()).isEmpty)
    }

    /// A view whose body gives its content a new identity (`.id(step)`), under a transition
    /// outside it (`Face(step:).transition(t)`).
    private struct Face: View {
        let step: Int
        var body: some View {
            Color.red.frame(width: 100, height: 50).id(step)
        }
    }

    /// `.id(_:)` inside a view's body under the transition: the old view leaves with the
    /// transition while the new one comes in, as with the `.id` next to the transition (the
    /// test above; Apple's documentation of `id(_:)` and `transition(_:)`). Halfway through
    /// `.linear(duration: 1)` both are drawn at opacity 0.5, rotated by +15° (coming in) and
    /// −15° (leaving); after it only the new one is, without effects.
    @Test func aNewIdentityInsideAViewsBodyRunsTheTransitionOutsideIt() async {
        struct Stepper: View {
            let step: Int
            var body: some View { Face(step: step).transition(RotatingFade()) }
        }
        let host = ViewHost(Stepper(step: 0), size: CGSize(width: 100, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Stepper(step: 1)) }
        await host.advance(by: 0.5)
        let drawn = host.displayList().items.map { TransitionEffects(DisplayList([$0])) }
        #expect(drawn.map { thousandths($0.opacity) } == [0.5, 0.5])
        #expect(drawn.map { thousandths($0.rotationDegrees) }.sorted() == [-15, 15])
        await host.advance(by: 0.6)
        #expect(host.displayList().items.count == 1)
        #expect(TransitionEffects(host.displayList()).opacity == 1)
        #expect(TransitionEffects(host.displayList()).rotationDegrees == 0)
    }

    /// The view removed as a whole leaves once, with the transition outside it (the `.id`
    /// inside does not run a second removal); without animation it goes at once.
    @Test func aViewWithAnIdentityInsideLeavesOnce() async {
        struct Toggle: View {
            let show: Bool
            var body: some View {
                ZStack { if show { Face(step: 0).transition(RotatingFade()) } }.frame(width: 100, height: 50)
            }
        }
        let host = ViewHost(Toggle(show: true), size: CGSize(width: 100, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Toggle(show: false)) }
        await host.advance(by: 0.5)
        #expect(host.displayList().items.count == 1)
        #expect(thousandths(TransitionEffects(host.displayList()).opacity) == 0.5)
        await host.advance(by: 0.6)
        #expect(host.displayList().items.isEmpty)
        host.update(Toggle(show: true))
        host.update(Toggle(show: false))
        #expect(host.displayList().items.isEmpty)
    }

    /// A transition whose `identity` phase draws something: the view is dimmed to 0.8 there.
    private struct Dimming: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 0.8 : 0)
        }
    }

    /// Regression: the transition outside a view whose body holds the `.id` is drawn once, not
    /// once around the `.id`'s own (the `identity` phase was drawn twice, 0.8 × 0.8 = 0.64).
    /// With `.linear(duration: 1)`: at rest 0.8; halfway through an identity change the old
    /// and the new view are both at 0.4 (0.32 before); the whole view comes in and leaves
    /// through 0.4 too, once.
    @Test func aTransitionPassedDownIsDrawnOnce() async {
        struct Toggle: View {
            let show: Bool
            let step: Int
            var body: some View {
                ZStack { if show { Face(step: step).transition(Dimming()) } }.frame(width: 100, height: 50)
            }
        }
        func opacities<V: View>(_ host: ViewHost<V>) -> [Double] {
            host.displayList().items.map { thousandths(TransitionEffects(DisplayList([$0])).opacity) }
        }
        let host = ViewHost(Toggle(show: false, step: 0), size: CGSize(width: 100, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Toggle(show: true, step: 0)) }
        await host.advance(by: 0.5)
        #expect(opacities(host) == [0.4])
        await host.advance(by: 0.6)
        #expect(opacities(host) == [0.8])
        withAnimation(.linear(duration: 1)) { host.update(Toggle(show: true, step: 1)) }
        await host.advance(by: 0.5)
        #expect(opacities(host) == [0.4, 0.4])
        await host.advance(by: 0.6)
        #expect(opacities(host) == [0.8])
        withAnimation(.linear(duration: 1)) { host.update(Toggle(show: false, step: 1)) }
        await host.advance(by: 0.5)
        #expect(opacities(host) == [0.4])
        await host.advance(by: 0.6)
        #expect(host.displayList().items.isEmpty)
        #expect(!host.isAnimating)
    }

    /// A transition that no `.id` below takes runs for its view as a whole, drawn once.
    @Test func aTransitionNotPassedDownIsDrawnOnce() async {
        struct Toggle: View {
            let show: Bool
            var body: some View {
                ZStack { if show { Color.red.frame(width: 100, height: 50).transition(Dimming()) } }
            }
        }
        let host = ViewHost(Toggle(show: true), size: CGSize(width: 100, height: 50))
        host.layoutIfNeeded()
        #expect(thousandths(TransitionEffects(host.displayList()).opacity) == 0.8)
        withAnimation(.linear(duration: 1)) { host.update(Toggle(show: false)) }
        await host.advance(by: 0.5)
        #expect(thousandths(TransitionEffects(host.displayList()).opacity) == 0.4)
    }

    /// The same with a classic transition (`.opacity`), a trait of the views below it: the
    /// identity inside the body comes in and leaves fading, half at 0.5 s.
    @Test func aNewIdentityInsideAViewsBodyFadesWithAClassicTransition() async {
        struct Stepper: View {
            let step: Int
            var body: some View { Face(step: step).transition(.opacity) }
        }
        let host = ViewHost(Stepper(step: 0), size: CGSize(width: 100, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Stepper(step: 1)) }
        await host.advance(by: 0.5)
        let drawn = host.displayList().items.map { TransitionEffects(DisplayList([$0])) }
        #expect(drawn.map { thousandths($0.opacity) } == [0.5, 0.5])
        await host.advance(by: 0.6)
        #expect(host.displayList().items.count == 1)
    }

    @Test func withoutAnimationTheViewComesAndGoesAtOnce() {
        let host = host(RotatingFade())
        host.update(Screen(show: true, transition: RotatingFade()))
        #expect(effects(host).isEmpty)
        #expect(host.displayList().items.count == 1)
        host.update(Screen(show: false, transition: RotatingFade()))
        #expect(host.displayList().items.isEmpty)
    }

    @Test func theTransitionsOwnAnimationWins() async {
        let fade = OpacityTransition().animation(.linear(duration: 2))
        let host = host(fade)
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: fade)) }
        await host.advance(by: 0.5)
        #expect(thousandths(effects(host).opacity) == 0.25)
    }

    /// The built-in `Transition` types: moves are drawn translations of the view's size,
    /// scales about their anchor, pushes fade and move (Apple's documentation of each type).
    @Test func builtInTransitionsHalfway() async {
        func halfway<T: Transition>(_ transition: T) async -> TransitionEffects {
            let host = host(transition)
            withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: transition)) }
            await host.advance(by: 0.5)
            return effects(host)
        }
        #expect(await halfway(MoveTransition(edge: .leading)).transform.tx == -50)
        #expect(await halfway(MoveTransition(edge: .bottom)).transform.ty == 25)
        #expect(await halfway(SlideTransition()).transform.tx == -50)
        #expect(await halfway(OffsetTransition(CGSize(width: 0, height: 40))).transform.ty == 20)
        let push = await halfway(PushTransition(edge: .top))
        #expect(push.transform.ty == -25)
        #expect(thousandths(push.opacity) == 0.5)
        let scale = await halfway(ScaleTransition(0.5, anchor: .topLeading))
        #expect(scale.transform.a == 0.75)
        #expect(scale.transform.tx == 0)
        #expect(await halfway(IdentityTransition()).isEmpty)
        let combined = await halfway(OpacityTransition().combined(with: MoveTransition(edge: .leading)))
        #expect(combined.transform.tx == -50)
        #expect(thousandths(combined.opacity) == 0.5)
    }

    @Test func aSlideLeavesTowardsTheTrailingEdge() async {
        let host = host(SlideTransition())
        host.update(Screen(show: true, transition: SlideTransition()))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: false, transition: SlideTransition())) }
        await host.advance(by: 0.5)
        #expect(effects(host).transform.tx == 50)
    }

    /// `AnyTransition(_:)` keeps a `Transition`, and combines with a classic transition, whose
    /// effects are then drawn as the phased ones are.
    @Test func anyTransitionWrapsATransitionAndCombinesWithClassicOnes() async {
        struct Classic: View {
            let show: Bool
            var body: some View {
                HStack(spacing: 0) {
                    if show {
                        Color.red.frame(width: 100, height: 50)
                            .transition(AnyTransition(RotatingFade()).combined(with: .move(edge: .leading)))
                    }
                    Spacer()
                }
            }
        }
        let host = ViewHost(Classic(show: false), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Classic(show: true)) }
        await host.advance(by: 0.5)
        #expect(thousandths(effects(host).opacity) == 0.5)
        #expect(thousandths(effects(host).rotationDegrees) == 15)
    }

    /// Code written for the classic transitions still picks `AnyTransition`'s members (their
    /// frames animate as before), in both language modes.
    @Test func classicTransitionsStillCompileAndAnimateFrames() async {
        struct Classic: View {
            let show: Bool
            var body: some View {
                HStack(spacing: 0) {
                    if show {
                        Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a").transition(.slide)
                        Color.red.frame(width: 10, height: 50).transition(.move(edge: .top).combined(with: .opacity))
                        Color.red.frame(width: 10, height: 50).transition(.asymmetric(insertion: .scale, removal: .opacity))
                        Color.red.frame(width: 10, height: 50).transition(.opacity)
                        Color.red.frame(width: 10, height: 50).transition(.identity)
                        Color.red.frame(width: 10, height: 50).transition(.blurReplace)
                        Color.red.frame(width: 10, height: 50).transition(.blurReplace(.upUp).combined(with: .opacity))
                        Color.red.frame(width: 10, height: 50).transition(.scale(0.5).combined(with: .opacity))
                    }
                    Spacer()
                }
            }
        }
        let host = ViewHost(Classic(show: false), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Classic(show: true)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "a")?.minX == -50)
    }

    /// A classic removal whose frame does not move (`.opacity`) still lasts as long as its
    /// animation: its departing view is drawn half faded halfway through, gone after.
    @Test func aClassicFadeDepartsForTheWholeAnimation() async {
        struct Fading: View {
            let show: Bool
            var body: some View {
                HStack(spacing: 0) {
                    if show { Color.red.frame(width: 100, height: 50).transition(AnyTransition.opacity) }
                    Spacer()
                }
            }
        }
        let host = ViewHost(Fading(show: true), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Fading(show: false)) }
        await host.advance(by: 0.5)
        #expect(thousandths(effects(host).opacity) == 0.5)
        await host.advance(by: 0.6)
        #expect(host.displayList().items.isEmpty)
    }

    /// Bad input: a scale of NaN is drawn as 1 (with a diagnostic), never a crash.
    @Test func aNaNScaleDoesNotCrash() async {
        let host = host(ScaleTransition(.nan))
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: ScaleTransition(.nan))) }
        await host.advance(by: 0.5)
        #expect(effects(host).transform.a.isFinite)
    }

    /// Which transitions have motion (`TransitionProperties.hasMotion`; Apple's documentation
    /// of `IdentityTransition` and `OpacityTransition` gives them none, the default is motion).
    @Test(arguments: [
        ("opacity", AnyTransition.opacity, false), ("identity", .identity, false), ("move", .move(edge: .leading), true),
        ("slide", .slide, true), ("scale", .scale, true), ("offset", .offset(x: 40), true), ("push", .push(from: .top), true),
        ("opacity and move", AnyTransition.opacity.combined(with: .move(edge: .top)), true),
        ("OpacityTransition", AnyTransition(OpacityTransition()), false), ("RotatingFade", AnyTransition(RotatingFade()), true),
        ("opacity then fade", AnyTransition(OpacityTransition()).combined(with: .opacity), false),
        ("fade and RotatingFade", AnyTransition.opacity.combined(with: AnyTransition(RotatingFade())), true),
    ])
    func transitionsHaveMotion(name: String, transition: AnyTransition, hasMotion: Bool) {
        #expect(transition.hasMotion == hasMotion, "\(name)")
    }

    /// With Reduce Motion on, a transition with motion is replaced by opacity (Apple's
    /// documentation of `TransitionProperties.hasMotion`): halfway through a linear second the
    /// view is in place, unscaled and unrotated, half faded. Without it, it moves.
    @Test(arguments: [
        ("move", AnyTransition.move(edge: .leading)), ("slide", .slide), ("push", .push(from: .top)), ("offset", .offset(x: 40)),
        ("scale", .scale), ("MoveTransition", AnyTransition(MoveTransition(edge: .leading))),
        ("PushTransition", AnyTransition(PushTransition(edge: .top))), ("ScaleTransition", AnyTransition(ScaleTransition(0.5))),
        ("RotatingFade", AnyTransition(RotatingFade())),
    ])
    func reduceMotionCrossFades(name: String, transition: AnyTransition) async {
        func halfway(reduceMotion: Bool) async -> (frame: CGRect?, effects: TransitionEffects) {
            var environment = EnvironmentValues()
            environment.accessibilitySettings.reduceMotion = reduceMotion
            let host = ViewHost(TransitionTests.Screen(show: false, transition: transition), size: CGSize(width: 400, height: 50), environment: environment)
            host.layoutIfNeeded()
            withAnimation(.linear(duration: 1)) { host.update(TransitionTests.Screen(show: true, transition: transition)) }
            await host.advance(by: 0.5)
            return (host.presentationFrame(of: "panel"), effects(host))
        }
        let reduced = await halfway(reduceMotion: true)
        #expect(reduced.frame == CGRect(x: 0, y: 0, width: 100, height: 50), "\(name)")
        #expect(reduced.effects.transform == .identity, "\(name)")
        #expect(thousandths(reduced.effects.opacity) == 0.5, "\(name)")
        let moving = await halfway(reduceMotion: false)
        #expect(moving.frame != reduced.frame || moving.effects.transform != .identity, "\(name)")
    }

    /// A removal too: a slide leaves in place, fading.
    @Test func reduceMotionCrossFadesARemoval() async {
        var environment = EnvironmentValues()
        environment.accessibilitySettings.reduceMotion = true
        let host = ViewHost(TransitionTests.Screen(show: true, transition: .slide), size: CGSize(width: 400, height: 50), environment: environment)
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(TransitionTests.Screen(show: false, transition: .slide)) }
        await host.advance(by: 0.5)
        #expect(effects(host).transform == .identity)
        #expect(thousandths(effects(host).opacity) == 0.5)
        #expect(host.presentationFrame(of: "panel") == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
