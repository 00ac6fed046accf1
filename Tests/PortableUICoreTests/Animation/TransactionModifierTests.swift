import Foundation
import Testing
@testable import PortableUICore

/// `.transaction(_:)`, `.transaction(value:_:)`, the scoped `transaction(_:body:)` and
/// `animation(_:body:)`, a view modifier's `transaction(_:)` and `animation(_:)`, and
/// `disablesAnimations`.
///
/// Every animation here is linear, so a value half-way through is the mean of its ends: a
/// 10-point-wide bar growing to 110 points is 60 wide at 0.5 s of a 1 s animation and 35 wide
/// at 0.5 s of a 2 s one (10 + 100 × 0.25); an opacity going from 1 to 0 is 0.5, and 0.75
/// under the 2 s one.
@MainActor
struct TransactionModifierTests {
    /// Two bars that grow together; the second is wrapped by `wrap`.
    private struct Bars<Wrapped: View>: View {
        let wide: Bool
        let wrap: (AnyView) -> Wrapped
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier("plain")
                wrap(AnyView(Color.blue.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier("wrapped")))
            }
            .frame(width: 200, height: 20, alignment: .topLeading)
        }
    }

    private func widths<V: View>(_ host: ViewHost<V>) -> [CGFloat?] {
        [host.presentationFrame(of: "plain")?.width, host.presentationFrame(of: "wrapped")?.width]
    }

    /// The render-effect opacity the view marked `identifier` is drawn with at the host's time.
    private func opacity<V: View>(_ host: ViewHost<V>, _ identifier: String) -> Double? {
        host.layoutIfNeeded()
        var found: Double?
        host.graph.forEachPlacedNode { node in
            guard found == nil, node.accessibilityIdentifier == identifier else { return }
            for case .opacity(let value) in node.renderEffects.effects(at: host.time) { found = value }
        }
        return found
    }

    /// Source: Apple's documentation of `transaction(_:)` ("Use this modifier to change or
    /// replace the animation used in a view"): with the animation set to nil the subtree jumps
    /// while the rest of the change animates.
    @Test func aSubtreeWithoutAnimationJumpsWhileTheRestAnimates() async {
        let make = { (wide: Bool) in Bars(wide: wide) { $0.transaction { $0.animation = nil } } }
        let host = ViewHost(make(false), size: CGSize(width: 200, height: 20))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(make(true)) }
        await host.advance(by: 0.5)
        #expect(widths(host) == [60, 110])
        await host.advance(by: 0.6)
        #expect(widths(host) == [110, 110])
    }

    /// Replacing the animation: the wrapped bar runs 2 s where the rest runs 1 s; a change made
    /// without animation animates in the subtree only. Source: Apple's documentation of
    /// `transaction(_:)` (its example replaces the animation of one of three views).
    @Test func aSubtreeCanReplaceOrAddTheAnimation() async {
        let make = { (wide: Bool) in Bars(wide: wide) { $0.transaction { $0.animation = .linear(duration: 2) } } }
        let host = ViewHost(make(false), size: CGSize(width: 200, height: 20))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(make(true)) }
        await host.advance(by: 0.5)
        #expect(widths(host) == [60, 35])
        await host.advance(by: 2)
        host.update(make(false))
        await host.advance(by: 0.5)
        #expect(widths(host) == [10, 85])
    }

    /// The opt-out holds for a subtree the update does not rebuild: the bar moves because its
    /// sibling (a view with its own state) grows, and jumps. Source: SwiftUI passes the
    /// transaction down the graph as an input of every view below the modifier (the
    /// transaction modifier of OpenSwiftUI, a reimplementation checked against SwiftUI).
    @Test func aSubtreeThatIsNotRebuiltStillOptsOut() async {
        struct Grower: View {
            let probe: Probe
            @State private var wide = false
            var body: some View {
                probe.actions["grow"] = { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                return Color.red.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier("grower")
            }
        }
        let probe = Probe()
        let view = HStack(spacing: 0) {
            Grower(probe: probe)
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("still").transaction { $0.animation = nil }
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("moving")
            Spacer()
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 10))
        host.layoutIfNeeded()
        probe.run("grow")
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "grower")?.width == 60)
        #expect(host.presentationFrame(of: "still")?.minX == 110)
        #expect(host.presentationFrame(of: "moving")?.minX == 70)
    }

    /// Render effects follow the subtree's transaction too.
    @Test func effectsInTheSubtreeFollowItsTransaction() async {
        struct Faders: View {
            let visible: Bool
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).opacity(visible ? 1 : 0).accessibilityIdentifier("plain")
                    Color.blue.frame(width: 10, height: 10).opacity(visible ? 1 : 0).accessibilityIdentifier("wrapped")
                        .transaction { $0.animation = nil }
                }
            }
        }
        let host = ViewHost(Faders(visible: true), size: CGSize(width: 20, height: 20))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Faders(visible: false)) }
        await host.advance(by: 0.5)
        #expect(opacity(host, "plain") == 0.5)
        #expect(opacity(host, "wrapped") == 0)
    }

    /// `transaction(value:_:)` changes the transaction only in an update in which its value
    /// changed. Source: Apple's documentation of `transaction(value:_:)` ("applies a
    /// transformation to all transactions used within the view whenever `value` changes").
    @Test func aValueTransactionAppliesWhenItsValueChanges() async {
        struct Bar: View {
            let width: CGFloat
            let step: Int
            var body: some View {
                HStack {
                    Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar")
                    Spacer()
                }
                .transaction(value: step) { $0.animation = nil }
            }
        }
        let host = ViewHost(Bar(width: 10, step: 0), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Bar(width: 110, step: 0)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 60)
        await host.advance(by: 0.6)
        withAnimation(.linear(duration: 1)) { host.update(Bar(width: 10, step: 1)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 10)
    }

    /// A bar with `.animation(.linear(duration: 2), value: width)`, for the rules of
    /// `disablesAnimations`.
    private struct ImplicitBar: View {
        let width: CGFloat
        var body: some View {
            HStack {
                Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar")
                Spacer()
            }
            .animation(.linear(duration: 2), value: width)
        }
    }

    /// `.animation(_:value:)` replaces the transaction's animation, unless the transaction
    /// disables animations: then the transaction's own animation (or none) is used. Source:
    /// Apple's documentation of `disablesAnimations` ("to prevent `animation(_:)` from
    /// inserting new animations into the transaction"), and OpenSwiftUI's animation modifier
    /// (it leaves a transaction that disables animations as it is).
    @Test(arguments: [
        (Animation?.some(.linear(duration: 1)), false, CGFloat(35)),
        (Animation?.some(.linear(duration: 1)), true, CGFloat(60)),
        (Animation?.none, true, CGFloat(110)),
        (Animation?.none, false, CGFloat(35)),
    ])
    func disablesAnimationsKeepsImplicitAnimationsOut(animation: Animation?, disables: Bool, halfWay: CGFloat) async {
        let host = ViewHost(ImplicitBar(width: 10), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        var transaction = Transaction(animation: animation)
        transaction.disablesAnimations = disables
        withTransaction(transaction) { host.update(ImplicitBar(width: 110)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == halfWay)
    }

    /// `.animation(nil, value:)` stops an animated change of its value from animating the
    /// views below it. Source: Apple's documentation of `animation(_:value:)` ("If `animation`
    /// is `nil`, the view doesn't animate").
    @Test func aNilAnimationModifierStopsTheTransactionsAnimation() async {
        struct Bar: View {
            let width: CGFloat
            var body: some View {
                HStack {
                    Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar")
                    Spacer()
                }
                .animation(nil, value: width)
            }
        }
        let host = ViewHost(Bar(width: 10), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Bar(width: 110)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 110)
    }

    /// Nested modifiers: the innermost has the last word. Source: SwiftUI applies each
    /// modifier's change to the transaction it is given (Apple's documentation of
    /// `Transaction`: "the root transaction for a state change comes from the binding that
    /// changed", and each `transaction(_:)` transforms it for its content).
    @Test func theInnermostModifierDecides() async {
        let inner = { (wide: Bool) in
            Bars(wide: wide) { $0.transaction { $0.animation = nil }.animation(.linear(duration: 2), value: wide) }
        }
        let host = ViewHost(inner(false), size: CGSize(width: 200, height: 20))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(inner(true)) }
        await host.advance(by: 0.5)
        #expect(widths(host) == [60, 110])

        let outer = { (wide: Bool) in
            Bars(wide: wide) { $0.animation(.linear(duration: 2), value: wide).transaction { $0.animation = nil } }
        }
        let second = ViewHost(outer(false), size: CGSize(width: 200, height: 20))
        second.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { second.update(outer(true)) }
        await second.advance(by: 0.5)
        #expect(widths(second) == [60, 35])
    }

    /// A bar that widens from 10 to 110 points when `on`, as `scoped` modifies it (for the
    /// scoped forms).
    private struct Card<Scoped: View>: View {
        let on: Bool
        let scoped: (AnyView, Bool) -> Scoped
        var body: some View {
            HStack {
                scoped(AnyView(Color.red.frame(width: on ? 110 : 10, height: 10)), on).accessibilityIdentifier("card")
                Spacer()
            }
        }
    }

    /// The scoped `animation(_:body:)`: the modifiers in the body animate with its animation,
    /// the view itself with the transaction outside. Source: Apple's documentation of
    /// `animation(_:body:)` ("the `animation` will only be used on the modifiers defined in
    /// the `body`").
    @Test func aScopedAnimationAppliesToTheModifiersOfItsBody() async {
        let make = { (on: Bool) in
            Card(on: on) { view, on in view.animation(.linear(duration: 2)) { $0.opacity(on ? 0 : 1) } }
        }
        let host = ViewHost(make(false), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(make(true)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "card")?.width == 60)
        #expect(opacity(host, "card") == 0.75)
        await host.advance(by: 2)
        host.update(make(false))
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "card")?.width == 10)
        #expect(opacity(host, "card") == 0.25)
    }

    /// The scoped `transaction(_:body:)`, as Apple's example uses it (the body's opacity at
    /// twice the speed). Source: Apple's documentation of `transaction(_:body:)`.
    @Test func aScopedTransactionAppliesToTheModifiersOfItsBody() async {
        let make = { (on: Bool) in
            Card(on: on) { view, on in
                view.transaction { $0.animation = $0.animation?.speed(2) } body: { $0.opacity(on ? 0 : 1) }
            }
        }
        let host = ViewHost(make(false), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(make(true)) }
        await host.advance(by: 0.25)
        #expect(host.presentationFrame(of: "card")?.width == 35)
        #expect(opacity(host, "card") == 0.5)
    }

    /// A view modifier's `animation(_:)` and `transaction(_:)` apply to the modifier's own
    /// effects, not to the content it modifies. Source: Apple's documentation of
    /// `ViewModifier.animation(_:)` ("apply `animation` to all animatable values within the
    /// modifier") and `ViewModifier.transaction(_:)`.
    @Test(arguments: [false, true])
    func aViewModifiersAnimationAppliesWithinTheModifier(useTransaction: Bool) async {
        struct Dim: ViewModifier {
            let on: Bool
            func body(content: Content) -> some View { content.opacity(on ? 0 : 1) }
        }
        let make = { (on: Bool) in
            Card(on: on) { view, on in
                view.modifier(
                    useTransaction
                        ? AnyViewModifier(Dim(on: on).transaction { $0.animation = .linear(duration: 2) })
                        : AnyViewModifier(Dim(on: on).animation(.linear(duration: 2))))
            }
        }
        let host = ViewHost(make(false), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        host.update(make(true))
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "card")?.width == 110)
        #expect(opacity(host, "card") == 0.75)
    }

    /// `isContinuous` and custom values reach the `.transaction` closures of the views that
    /// change: a continuous change jumps, another animates. Sources: Apple's documentation of
    /// `isContinuous` (false unless a continuous action made the transaction) and of
    /// `withTransaction(_:_:_:)` and `TransactionKey` (the value set for the change is read in
    /// `transaction(_:)`).
    @Test func transactionValuesReachTheModifiers() async {
        struct Bar: View {
            let probe: Probe
            @State private var width: CGFloat = 10
            var body: some View {
                probe.actions["drag"] = { withTransaction(\.isContinuous, true) { width = 110 } }
                probe.actions["tap"] = { withTransaction(\.tracksVelocity, false) { width = 10 } }
                return HStack {
                    Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar")
                    Spacer()
                }
                .transaction { $0.animation = $0.isContinuous ? nil : .linear(duration: 1) }
            }
        }
        #expect(Transaction().isContinuous == false)
        #expect(Transaction().tracksVelocity == false)
        let probe = Probe()
        let host = ViewHost(Bar(probe: probe), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        probe.run("drag")
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 110)
        probe.run("tap")
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 60)
    }

    /// A transform that gives a nonsensical animation (a NaN duration) neither crashes nor
    /// leaves the view away from its frame.
    @Test func aNonsensicalAnimationFromATransformDoesNotCrash() async {
        let make = { (wide: Bool) in Bars(wide: wide) { $0.transaction { $0.animation = .linear(duration: .nan) } } }
        let host = ViewHost(make(false), size: CGSize(width: 200, height: 20))
        host.layoutIfNeeded()
        host.update(make(true))
        await host.advance(by: 1)
        #expect(widths(host) == [110, 110])
    }
}

/// A type-erased view modifier, for tests that choose between two modifiers.
private struct AnyViewModifier: ViewModifier {
    let apply: (AnyView) -> AnyView

    init<M: ViewModifier>(_ modifier: M) {
        apply = { AnyView($0.modifier(modifier)) }
    }

    func body(content: Content) -> some View { apply(AnyView(content)) }
}
