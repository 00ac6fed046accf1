import Foundation
import Testing
@testable import PortableUICore

/// `AnimatableModifier` (deprecated by Apple, still in its SDK) compiles and is applied as
/// an ordinary `ViewModifier`; its `animatableData` is not interpolated yet
/// (docs/differences.md), so the new value holds at once.
@MainActor
struct AnimatableModifierTests {
    @available(*, deprecated)
    private struct Widen: AnimatableModifier {
        var width: CGFloat
        var animatableData: CGFloat {
            get { width }
            set { width = newValue }
        }
        func body(content: Content) -> some View { content.frame(width: width, height: 10) }
    }

    @available(*, deprecated)
    @Test(arguments: [12, 40] as [CGFloat])
    func appliesItsBody(width: CGFloat) {
        let host = ViewHost(Color.red.modifier(Widen(width: width)).accessibilityIdentifier("w"), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "w")?.size == CGSize(width: width, height: 10))
    }
}
