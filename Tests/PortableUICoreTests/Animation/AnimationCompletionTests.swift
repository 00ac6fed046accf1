import Foundation
import Testing
@testable import PortableUICore

/// `withAnimation(_:completionCriteria:_:completion:)` and
/// `Transaction.addAnimationCompletion(criteria:_:)` on the host's clock. Sources: Apple's
/// documentation ("The completion callback will always be fired exactly one time. If no
/// animations are created by the changes in `body`, then the callback will be called
/// immediately after `body`"; `.logicallyComplete`: "may still be in its long tail";
/// `.removed`: "the entire animation is finished") and `Animation.logicallyComplete(after:)`.
@MainActor
struct AnimationCompletionTests {
    private final class Log {
        var entries: [String] = []
    }

    private struct Mover: View {
        let probe: Probe
        let log: Log
        @State private var wide = false
        var body: some View {
            probe.actions["logical"] = {
                withAnimation(.linear(duration: 1).logicallyComplete(after: 0.25)) { wide.toggle() } completion: {
                    log.entries.append("logical")
                }
            }
            probe.actions["removed"] = {
                withAnimation(.linear(duration: 1), completionCriteria: .removed) { wide.toggle() } completion: {
                    log.entries.append("removed")
                }
            }
            probe.actions["nothing"] = {
                withAnimation(.linear(duration: 1)) {} completion: { log.entries.append("nothing") }
            }
            return Color.red.frame(width: wide ? 110 : 10, height: 10)
        }
    }

    /// A linear second marked logically complete after 0.25 s: the logical completion runs in
    /// the first frame at or after 0.25 s, the removal one in the first frame after 1 s;
    /// each once.
    @Test(arguments: [("logical", 0.2, 0.3), ("removed", 0.95, 1.05)])
    func completionRunsOnceWhenItsCriteriaAreMet(action: String, before: Double, after: Double) async {
        let probe = Probe()
        let log = Log()
        let host = ViewHost(Mover(probe: probe, log: log), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        probe.run(action)
        await host.advance(by: before)
        #expect(log.entries.isEmpty)
        #expect(host.isAnimating)
        await host.advance(by: after - before)
        #expect(log.entries == [action])
        await host.advance(by: 1.5)
        #expect(log.entries == [action], "once")
        #expect(!host.isAnimating)
    }

    @Test func withoutChangesTheCompletionRunsAtOnce() {
        let probe = Probe()
        let log = Log()
        let host = ViewHost(Mover(probe: probe, log: log), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        probe.run("nothing")
        #expect(log.entries == ["nothing"])
    }

    /// A completion added to a transaction by hand runs when the transaction's animation
    /// completes; without an animation, after the update's layout.
    @Test(arguments: [true, false])
    func transactionCompletionRuns(animated: Bool) async {
        let log = Log()
        struct Bar: View {
            let width: CGFloat
            var body: some View { Color.red.frame(width: width, height: 10) }
        }
        let host = ViewHost(Bar(width: 10), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        var transaction = Transaction(animation: animated ? .linear(duration: 0.5) : nil)
        transaction.addAnimationCompletion(criteria: .removed) { log.entries.append("done") }
        withTransaction(transaction) { host.update(Bar(width: 50)) }
        host.layoutIfNeeded()
        await host.advance(by: 1.0 / 60)
        #expect(log.entries == (animated ? [] : ["done"]))
        await host.advance(by: 0.5)
        #expect(log.entries == ["done"])
    }

    @Test func criteriaAreDistinctValues() {
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
        #expect(Set([AnimationCompletionCriteria.removed, .removed, .logicallyComplete]).count == 2)
    }
}
