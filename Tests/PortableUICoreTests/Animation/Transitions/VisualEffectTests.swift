import Foundation
import Testing
@testable import PortableUICore

/// `visualEffect(_:)`: the effect is evaluated with the view's placed geometry and changes
/// how it is drawn, never its layout. Source: Apple's documentation of `visualEffect(_:)` and
/// `VisualEffect`.
@MainActor
struct VisualEffectTests {
    private struct Row: View {
        let inset: CGFloat
        var body: some View {
            HStack(spacing: 0) {
                Color.clear.frame(width: inset, height: 50)
                Color.red.frame(width: 100, height: 50)
                    .visualEffect { content, proxy in
                        content
                            .opacity(proxy.frame(in: .global).minX / 100)
                            .offset(x: proxy.size.width / 4)
                    }
                    .accessibilityIdentifier("card")
                Spacer()
            }
        }
    }

    @Test func effectsFollowThePlacedGeometry() {
        let host = ViewHost(Row(inset: 30), size: CGSize(width: 300, height: 50))
        let effects = TransitionEffects(host.displayList())
        #expect(thousandths(effects.opacity) == 0.3)
        #expect(effects.transform.tx == 25)
        // Layout is unchanged: the frame is where the stack put it.
        #expect(host.frame(of: "card") == CGRect(x: 30, y: 0, width: 100, height: 50))
        host.update(Row(inset: 60))
        #expect(thousandths(TransitionEffects(host.displayList()).opacity) == 0.6)
    }

    @Test(arguments: [0.0, 1.0])
    func theEffectModifiersDraw(amount: Double) {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).visualEffect { content, _ in
                content.scaleEffect(1 + amount).rotationEffect(.degrees(90 * amount)).blur(radius: 4 * amount)
                    .brightness(amount).hueRotation(.degrees(amount)).contrast(1).saturation(1).grayscale(0)
                    .rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0))
            }, size: CGSize(width: 10, height: 10))
        let effects = TransitionEffects(host.displayList())
        #expect(thousandths(effects.blurRadius) == 4 * amount)
        #expect(thousandths(effects.rotationDegrees) == 90 * amount)
    }

    @Test func anEmptyEffectDrawsTheViewAsItIs() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).visualEffect { content, _ in content }, size: CGSize(width: 10, height: 10))
        #expect(TransitionEffects(host.displayList()).isEmpty)
    }

    /// Bad input: NaN values are drawn as no change.
    @Test func nanDrawsNoChange() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).visualEffect { content, _ in
                content.opacity(.nan).offset(x: .nan).scaleEffect(.nan).blur(radius: .nan)
            }, size: CGSize(width: 10, height: 10))
        #expect(TransitionEffects(host.displayList()).isEmpty)
    }
}
