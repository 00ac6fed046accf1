import Foundation
import Testing
@testable import PortableUICore

/// Several transactions before one update: two `withAnimation` blocks with different
/// animations each animate their own changes, with their own completions. Source: Apple's
/// documentation of `withAnimation(_:_:)` ("Returns the result of recomputing the view's body
/// with the provided animation") and of `Transaction` (the root transaction of a state change
/// comes from the binding that changed plus `withAnimation`): each change keeps the animation
/// it was made with.
///
/// Numbers: bars 10 points wide grow to 110; `.linear(duration: 1)` is half done at 0.5 s
/// (60 points), `.linear(duration: 2)` a quarter (35 points).
@MainActor
struct TransactionGroupsTests {
    /// A bar that `probe` widens with `animation`, logging its completion.
    private struct Bar: View {
        let probe: Probe
        let name: String
        let animation: Animation
        @State private var wide = false
        var body: some View {
            probe.actions[name] = { [probe, name] in
                withAnimation(animation) { wide.toggle() } completion: { probe.log.append("\(name) done") }
            }
            return Color.red.frame(width: wide ? 110 : 10, height: 10).accessibilityIdentifier(name)
        }
    }

    private struct Bars: View {
        let probe: Probe
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Bar(probe: probe, name: "one", animation: .linear(duration: 1))
                Bar(probe: probe, name: "two", animation: .linear(duration: 2))
            }
            .frame(width: 200, height: 20, alignment: .topLeading)
        }
    }

    @Test func eachBlockAnimatesItsOwnChanges() async {
        let probe = Probe()
        let host = ViewHost(Bars(probe: probe), size: CGSize(width: 200, height: 20))
        host.layoutIfNeeded()
        probe.run("one")
        probe.run("two")
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "one")?.width == 60)
        #expect(host.presentationFrame(of: "two")?.width == 35)
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "one")?.width == 110)
        #expect(probe.log == ["one done"])
        await host.advance(by: 1)
        #expect(host.presentationFrame(of: "two")?.width == 110)
        #expect(probe.log == ["one done", "two done"])
    }

    /// The same animation twice is one group: both bars animate with it.
    @Test func blocksWithTheSameAnimationShareTheUpdate() async {
        let probe = Probe()
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 0) {
                Bar(probe: probe, name: "one", animation: .linear(duration: 1))
                Bar(probe: probe, name: "two", animation: .linear(duration: 1))
            }.frame(width: 200, height: 20, alignment: .topLeading), size: CGSize(width: 200, height: 20))
        host.layoutIfNeeded()
        probe.run("one")
        probe.run("two")
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "one")?.width == 60)
        #expect(host.presentationFrame(of: "two")?.width == 60)
    }
}
