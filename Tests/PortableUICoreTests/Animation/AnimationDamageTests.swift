import Foundation
import Testing
@testable import PortableUICore

/// A window animating one small view draws again only that view's pixels from frame to frame
/// (``DisplayListDamage``, what the window's renderer redraws), and nothing once the animation
/// has ended (the host is idle).
@MainActor
struct AnimationDamageTests {
    private struct Screen: View {
        let dim: Bool
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.gray
                Color.red.frame(width: 20, height: 20).opacity(dim ? 0.5 : 1)
                    .padding(.leading, 40).padding(.top, 60)
            }
            .frame(width: 200, height: 400)
        }
    }

    /// The damage between two display lists of a 200×400-point window at scale 2.
    private func damage(_ old: DisplayList, _ new: DisplayList) -> DisplayListDamage {
        DisplayListDamage(from: old, to: new, scale: 2, width: 400, height: 800)
    }

    /// The fading square, (40, 60, 20, 20) in points, is (80, 120, 40, 40) in pixels, widened
    /// by one pixel: the only damage between two frames of its fade.
    @Test func aFadingSquareDamagesOnlyItsPixels() async {
        let host = ViewHost(Screen(dim: false), size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Screen(dim: true)) }
        await host.advance(by: 0.25)
        let first = host.displayList()
        await host.advance(by: 0.25)
        let second = host.displayList()
        let result = damage(first, second)
        #expect(!result.isFull && result.shifts.isEmpty)
        #expect(result.rects == [CGRect(x: 79, y: 119, width: 42, height: 42)])
        await host.advance(by: 0.6)
        #expect(!host.isAnimating)
        let settled = host.displayList()
        await host.advance(by: 0.5)
        #expect(damage(settled, host.displayList()).rects.isEmpty)
    }
}
