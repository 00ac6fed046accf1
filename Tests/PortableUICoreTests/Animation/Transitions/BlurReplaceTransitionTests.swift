import Foundation
import Testing
@testable import PortableUICore

/// `.blurReplace`: outside `identity` the view is transparent, blurred by 7 points and
/// scaled to 0.9 (`upUp` removes it to 1.1). The numbers are those of a reimplementation
/// of SwiftUI that read them from SwiftUI's binary (unverified against a device; see
/// docs/differences.md); the scale directions are Apple's documentation of
/// `BlurReplaceTransition.Configuration`.
@MainActor
struct BlurReplaceTransitionTests {
    private struct Status<T: Transition>: View {
        let text: String
        let transition: T
        var body: some View {
            ZStack {
                Color.green.frame(width: 80, height: 20).transition(transition).id(text)
            }
            .frame(width: 100, height: 40)
        }
    }

    /// The entering and the leaving view's effects, halfway through a linear second.
    private func halfway<T: Transition>(_ transition: T) async -> (entering: TransitionEffects, leaving: TransitionEffects) {
        let host = ViewHost(Status(text: "Saving", transition: transition), size: CGSize(width: 100, height: 40))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Status(text: "Saved", transition: transition)) }
        await host.advance(by: 0.5)
        let items = host.displayList().items
        let entering = TransitionEffects(DisplayList(Array(items.prefix(1))))
        let leaving = TransitionEffects(DisplayList(Array(items.dropFirst())))
        return (entering, leaving)
    }

    @Test func downUpScalesInAndOutFromNinetyPercent() async {
        let (entering, leaving) = await halfway(BlurReplaceTransition.blurReplace)
        #expect(thousandths(entering.opacity) == 0.5)
        #expect(thousandths(entering.blurRadius) == 3.5)
        #expect(thousandths(entering.transform.a) == 0.95)
        #expect(thousandths(leaving.opacity) == 0.5)
        #expect(thousandths(leaving.blurRadius) == 3.5)
        #expect(thousandths(leaving.transform.a) == 0.95)
    }

    @Test func upUpLeavesGrowing() async {
        let (entering, leaving) = await halfway(BlurReplaceTransition.blurReplace(.upUp))
        #expect(thousandths(entering.transform.a) == 0.95)
        #expect(thousandths(leaving.transform.a) == 1.05)
    }

    @Test func configurationsDiffer() {
        #expect(BlurReplaceTransition.Configuration.downUp != .upUp)
        #expect(BlurReplaceTransition.blurReplace().configuration == .downUp)
    }
}
