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

    @Test func curves() {
        #expect(Animation.linear(duration: 2).progress(at: 1) == 0.5)
        #expect(Animation.easeIn(duration: 1).progress(at: 0.5) == 0.125)
        #expect(Animation.easeOut(duration: 1).progress(at: 0.5) == 0.875)
        #expect(Animation.easeInOut(duration: 1).progress(at: 0.5) == 0.5)
        #expect(Animation.linear(duration: 1).delay(1).progress(at: 1.5) == 0.5)
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        #expect(spring.progress(at: 0.25) > 1)  // an underdamped spring overshoots
        #expect(abs(spring.progress(at: spring.totalDuration) - 1) < 0.01)
    }
}
