import Foundation
import Testing
@testable import PortableUICore

/// Repeating animations on the host's clock: a pulsing placeholder keeps the host animating
/// until it leaves the hierarchy.
@MainActor
struct RepeatingAnimationTests {
    private struct Pulse: View {
        @State private var dim = false
        var body: some View {
            Color.gray.frame(width: 100, height: 20)
                .opacity(dim ? 0.2 : 1)
                .animation(.linear(duration: 1).repeatForever(), value: dim)
                .onAppear { dim = true }
        }
    }

    private struct Screen: View {
        let loading: Bool
        var body: some View {
            VStack {
                if loading { Pulse() } else { Color.blue.frame(width: 100, height: 20) }
            }
        }
    }

    private func opacity(_ list: DisplayList) -> Double {
        for item in list.items {
            if case .group(.opacity(let value), _) = item { return value }
        }
        return 1
    }

    @Test func pulsingPlaceholderAutoreversesUntilItLeaves() async {
        let host = ViewHost(Screen(loading: true), size: CGSize(width: 100, height: 20))
        host.layoutIfNeeded()
        var shown: [Double] = []
        for _ in 0..<4 {
            await host.advance(by: 0.5)
            shown.append(opacity(host.displayList()))
        }
        // From 1 to 0.2 in a second, back to 1 in the next.
        let expected = [0.6, 0.2, 0.6, 1.0]
        #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(shown)")
        #expect(host.isAnimating)
        await host.advance(by: 2)
        #expect(host.isAnimating)
        host.update(Screen(loading: false))
        #expect(!host.isAnimating)
    }

    @Test func repeatCountEndsAndTheHostFallsIdle() async {
        struct Blink: View {
            @State private var hidden = false
            var body: some View {
                Color.gray.frame(width: 10, height: 10)
                    .opacity(hidden ? 0 : 1)
                    .animation(.linear(duration: 0.5).repeatCount(3, autoreverses: true), value: hidden)
                    .onAppear { hidden = true }
            }
        }
        let host = ViewHost(Blink(), size: CGSize(width: 10, height: 10))
        host.layoutIfNeeded()
        await host.advance(by: 0.5)
        #expect(opacity(host.displayList()) == 0)
        await host.advance(by: 0.25)
        #expect(abs(opacity(host.displayList()) - 0.5) < 1e-9)
        await host.advance(by: 0.25)
        #expect(host.isAnimating)
        await host.advance(by: 0.5)
        #expect(opacity(host.displayList()) == 0)
        #expect(!host.isAnimating)
    }
}
