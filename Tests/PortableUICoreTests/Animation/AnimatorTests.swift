import Foundation
import Testing
@testable import PortableUICore

/// `PhaseAnimator` and `KeyframeAnimator` on the host's clock: frames at fixed host times.
/// Sources: Apple's documentation of `PhaseAnimator` (continuous cycling, or one pass per
/// trigger change; the animation closure gives each step's animation) and
/// `KeyframeAnimator` (plays on each trigger change from the current value, or repeats).
@MainActor
struct AnimatorTests {
    private struct Pulse: View {
        var body: some View {
            Color.gray.frame(width: 100, height: 20)
                .phaseAnimator([1.0, 0.4]) { content, opacity in
                    content.opacity(opacity)
                } animation: { _ in .linear(duration: 1) }
        }
    }

    private func opacity(_ list: DisplayList) -> Double {
        for item in list.items {
            if case .group(.opacity(let value), _) = item { return value }
        }
        return 1
    }

    @Test func continuousPhasesCycleWithEachStepsAnimation() async {
        let host = ViewHost(Pulse(), size: CGSize(width: 100, height: 20))
        host.layoutIfNeeded()
        var shown: [Double] = []
        for _ in 0..<4 {
            await host.advance(by: 0.5)
            shown.append((opacity(host.displayList()) * 100).rounded() / 100)
        }
        // 1 → 0.4 over the first second (linear), then back to 1 over the next (a frame late
        // at most: the step starts in the frame after the previous one completes).
        #expect(shown[0] == 0.7)
        #expect(abs(shown[1] - 0.4) <= 0.02)
        #expect(abs(shown[2] - 0.7) <= 0.02)
        #expect(host.isAnimating)
    }

    private struct Heart: View {
        let likes: Int
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: CGFloat(1), trigger: likes) { content, scale in
                    content.frame(width: 10 * scale, height: 10)
                } keyframes: { _ in
                    LinearKeyframe(2.0, duration: 0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
                .accessibilityIdentifier("heart")
                .frame(width: 40, alignment: .leading)
        }
    }

    @Test func triggeredKeyframesPlayOnceAndStop() async {
        let host = ViewHost(Heart(likes: 0), size: CGSize(width: 40, height: 10))
        host.layoutIfNeeded()
        #expect(host.frame(of: "heart")?.width == 10)
        #expect(!host.isAnimating)
        host.update(Heart(likes: 1))
        var widths: [CGFloat] = []
        for _ in 0..<4 {
            await host.advance(by: 0.25)
            widths.append(host.frame(of: "heart")?.width ?? -1)
        }
        #expect(widths == [15, 20, 15, 10])
        await host.advance(by: 0.1)
        #expect(!host.isAnimating, "the run ended: no more frames")
        // Another like plays the keyframes again.
        host.update(Heart(likes: 2))
        await host.advance(by: 0.5)
        #expect(host.frame(of: "heart")?.width == 20)
    }

    @Test func emptyPhasesShowNothing() {
        let start = Diagnostics.count
        let host = ViewHost(PhaseAnimator([Double](), content: { Color.red.opacity($0) }), size: CGSize(width: 10, height: 10))
        host.layoutIfNeeded()
        #expect(host.displayList().items.isEmpty)
        _ = start
    }
}

extension AnimatorTests {
    /// `onChange(of:)` of an optional value does not fire when the view first appears (a nil
    /// `Any?` casts to every optional type, which made the first value look like a change).
    @Test func onChangeOfAnOptionalDoesNotFireOnAppearance() {
        final class Count { var changes = 0 }
        struct Probe: View {
            let value: Int?
            let count: Count
            var body: some View {
                Color.red.frame(width: 1, height: 1).onChange(of: value) { _, _ in count.changes += 1 }
            }
        }
        let count = Count()
        let host = ViewHost(Probe(value: 3, count: count), size: CGSize(width: 1, height: 1))
        host.layoutIfNeeded()
        #expect(count.changes == 0)
        host.update(Probe(value: nil, count: count))
        host.layoutIfNeeded()
        #expect(count.changes == 1)
    }
}

extension AnimatorTests {
    private struct Badge: View {
        let taps: Int
        var body: some View {
            PhaseAnimator([CGFloat(10), 30, 20], trigger: taps) { width in
                Color.blue.frame(width: width, height: 10).accessibilityIdentifier("badge")
            } animation: { _ in .linear(duration: 0.5) }
            .frame(width: 40, alignment: .leading)
        }
    }

    /// A trigger runs every phase once and comes back to the first, then rests.
    @Test func triggeredPhasesRunOnceAndRest() async {
        let host = ViewHost(Badge(taps: 0), size: CGSize(width: 40, height: 10))
        host.layoutIfNeeded()
        #expect(host.frame(of: "badge")?.width == 10)
        await host.advance(by: 1)
        #expect(host.frame(of: "badge")?.width == 10, "no trigger, no motion")
        #expect(!host.isAnimating)
        host.update(Badge(taps: 1))
        await host.advance(by: 0.25)
        #expect(host.presentationFrame(of: "badge")?.width == 20, "half way from 10 to 30")
        await host.advance(by: 2)
        #expect(host.frame(of: "badge")?.width == 10)
        #expect(!host.isAnimating, "the run ended with its last step's animation")
    }
}
