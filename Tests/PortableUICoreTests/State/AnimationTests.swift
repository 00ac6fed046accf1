import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct AnimationTests {
    private struct Mover: View {
        let probe: Probe
        @State var wide = false
        var body: some View {
            probe.actions["toggle"] = { wide.toggle() }
            probe.actions["animate"] = { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            return Color.red.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier("m")
        }
    }

    @Test func withAnimationInterpolatesFramesOverHostTime() async {
        let probe = Probe()
        let host = ViewHost(HStack { Mover(probe: probe); Spacer() }, size: CGSize(width: 200, height: 10))
        #expect(host.presentationFrame(of: "m")?.width == 10)
        probe.run("animate")
        #expect(host.frame(of: "m")?.width == 110)
        #expect(host.presentationFrame(of: "m")?.width == 10)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "m")?.width == 60)
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "m")?.width == 110)
    }

    /// A plain change and an animated one to the same view in one update: the update is
    /// animated (the animated change was lost when the view was already queued by the plain one).
    /// Source: Apple's documentation of `withAnimation(_:_:)` (the changes made in its body are
    /// animated, whatever else changed in the update).
    @Test(arguments: [false, true])
    func animatedChangeAfterAPlainOneToTheSameViewAnimates(plainFirst: Bool) async {
        struct Pair: View {
            let probe: Probe
            let plainFirst: Bool
            @State var wide = false
            @State var count = 0
            var body: some View {
                probe.actions["both"] = {
                    if plainFirst { count += 1 }
                    withAnimation(.linear(duration: 1)) { wide.toggle() }
                    if !plainFirst { count += 1 }
                }
                return Color.red.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier("m")
            }
        }
        let probe = Probe()
        let host = ViewHost(HStack { Pair(probe: probe, plainFirst: plainFirst); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        probe.run("both")
        #expect(host.frame(of: "m")?.width == 110)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "m")?.width == 60)
    }

    @Test func changesWithoutAnimationJump() {
        let probe = Probe()
        let host = ViewHost(HStack { Mover(probe: probe); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        probe.run("toggle")
        #expect(host.presentationFrame(of: "m")?.width == 110)
    }

    @Test func animationModifierAnimatesWhenItsValueChanges() async {
        struct Bar: View {
            let width: CGFloat
            var body: some View {
                HStack {
                    Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar")
                    Spacer()
                }
                .animation(.easeInOut(duration: 1), value: width)
            }
        }
        let host = ViewHost(Bar(width: 10), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        host.update(Bar(width: 50))
        #expect(host.presentationFrame(of: "bar")?.width == 10)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 30)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 50)
    }
}

@MainActor
struct TransitionTests {
    /// A panel shown or not with a transition (the Reduce Motion tests use it too).
    struct Screen: View {
        let show: Bool
        let transition: AnyTransition
        var body: some View {
            HStack(spacing: 0) {
                if show {
                    Color.red.frame(width: 100, height: 50).accessibilityIdentifier("panel").transition(transition)
                }
                Spacer()
            }
        }
    }

    @Test func slideMovesInFromTheLeadingEdgeAndOutToTheTrailing() async {
        let host = ViewHost(Screen(show: false, transition: .slide), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: .slide)) }
        #expect(host.frame(of: "panel") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(host.presentationFrame(of: "panel")?.minX == -100)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "panel")?.minX == -50)
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "panel")?.minX == 0)
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: false, transition: .slide)) }
        #expect(host.frame(of: "panel") == nil)
        #expect(host.presentationFrame(of: "panel")?.minX == 0)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "panel")?.minX == 50)
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "panel") == nil)
    }

    /// `.push(from: .top)`: in from the top edge while fading in, out towards the bottom while
    /// fading out. Source: Apple's documentation of `AnyTransition.push(from:)`.
    @Test func pushMovesInFromItsEdgeAndOutTowardsTheOpposite() async {
        let host = ViewHost(Screen(show: false, transition: .push(from: .top)), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: .push(from: .top))) }
        #expect(host.presentationFrame(of: "panel")?.minY == -50)
        #expect(host.presentationOpacity(of: "panel") == 0)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "panel")?.minY == -25)
        #expect(host.presentationOpacity(of: "panel") == 0.5)
        await host.advance(by: 0.6)
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: false, transition: .push(from: .top))) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "panel")?.minY == 25)
    }

    @Test func opacityFadesAndScaleGrows() async {
        let host = ViewHost(Screen(show: false, transition: .opacity.combined(with: .scale)), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(show: true, transition: .opacity.combined(with: .scale))) }
        #expect(host.presentationOpacity(of: "panel") == 0)
        await host.advance(by: 0.5)
        #expect(host.presentationOpacity(of: "panel") == 0.5)
        // Half-way, the 100×50 panel is scaled to 50×25 about its centre (50, 25).
        #expect(host.presentationFrame(of: "panel")?.size == CGSize(width: 50, height: 25))
        #expect(host.presentationFrame(of: "panel")?.midX == 50)
    }

    @Test func withoutAnimationTheViewAppearsAtOnce() {
        let host = ViewHost(Screen(show: false, transition: .slide), size: CGSize(width: 400, height: 50))
        host.layoutIfNeeded()
        host.update(Screen(show: true, transition: .slide))
        #expect(host.presentationFrame(of: "panel")?.minX == 0)
        host.update(Screen(show: false, transition: .slide))
        #expect(host.presentationFrame(of: "panel") == nil)
    }
}

/// Render effects and transitions animate in what is drawn.
@MainActor
struct DrawnAnimationTests {
    private struct Fader: View {
        let probe: Probe
        @State var visible = true
        var body: some View {
            probe.actions["fade"] = { withAnimation(.linear(duration: 1)) { visible.toggle() } }
            return Color.red.frame(width: 100, height: 100).opacity(visible ? 1 : 0)
        }
    }

    private func firstOpacity(_ list: DisplayList) -> Double? {
        for item in list.items {
            if case .group(.opacity(let value), _) = item { return value }
        }
        return nil
    }

    @Test func opacityAnimatesOverHostTime() async {
        let probe = Probe()
        let host = ViewHost(Fader(probe: probe), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        #expect(firstOpacity(host.displayList()) == nil)
        probe.run("fade")
        host.layoutIfNeeded()
        #expect(firstOpacity(host.displayList()) == nil)
        await host.advance(by: 0.5)
        #expect(abs((firstOpacity(host.displayList()) ?? -1) - 0.5) < 0.02)
        await host.advance(by: 0.6)
        #expect(firstOpacity(host.displayList()) == 0)
    }

    @Test func scaleAnimatesWithTheAnimationModifier() async {
        struct Pulse: View {
            let pressed: Bool
            var body: some View {
                Color.red.frame(width: 100, height: 100).scaleEffect(pressed ? 0.5 : 1)
                    .animation(.linear(duration: 1), value: pressed)
            }
        }
        func scale(_ list: DisplayList) -> CGFloat? {
            for item in list.items {
                if case .group(.transform(let transform), _) = item { return transform.a }
            }
            return nil
        }
        let host = ViewHost(Pulse(pressed: false), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        host.update(Pulse(pressed: true))
        await host.advance(by: 0.5)
        #expect(abs((scale(host.displayList()) ?? 0) - 0.75) < 0.02)
        await host.advance(by: 0.6)
        #expect(scale(host.displayList()) == 0.5)
    }

    @Test func framesAreDrawnWhereTheirAnimationIs() async {
        struct Mover: View {
            let wide: Bool
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: wide ? 110 : 10, height: 10)
                    Spacer()
                }
            }
        }
        let host = ViewHost(Mover(wide: false), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Mover(wide: true)) }
        await host.advance(by: 0.5)
        let description = "\(host.displayList())"
        #expect(description.contains("60"))
    }
}

@MainActor
struct ColorAnimationTests {
    @Test func colorsMixOverHostTime() async {
        struct Swatch: View {
            let on: Bool
            var body: some View { Color(red: on ? 1 : 0, green: 0, blue: on ? 0 : 1).frame(width: 10, height: 10) }
        }
        func red(_ list: DisplayList) -> Double? {
            for item in list.items {
                if case .fill(_, .color(let color), _) = item { return color.red }
            }
            return nil
        }
        let host = ViewHost(Swatch(on: false), size: CGSize(width: 10, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Swatch(on: true)) }
        await host.advance(by: 0.25)
        #expect(abs((red(host.displayList()) ?? -1) - 0.25) < 0.03)
        await host.advance(by: 1)
        #expect(red(host.displayList()) == 1)
    }
}
