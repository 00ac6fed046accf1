import Foundation
import Observation
import Testing
@testable import PortableUICore

/// A width changed from another thread.
@Observable
private final class BackgroundWidth: @unchecked Sendable {
    var width: CGFloat = 0
}

private struct BackgroundWidthBar: View {
    let model: BackgroundWidth

    var body: some View {
        HStack {
            Color.red.frame(width: model.width, height: 10).accessibilityIdentifier("bar")
            Spacer()
        }
    }
}

/// Runs `body` on a new thread (not the main one, not a task) and waits for it to end.
private func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}

/// The current transaction is the calling thread's, as SwiftUI's is ("withTransaction(_:_:)":
/// "Executes a closure with the specified transaction"; `withAnimation` sets "the thread's
/// current Transaction", Apple's documentation of `withAnimation(_:completionCriteria:_:completion:)`).
@MainActor
struct TransactionThreadTests {
    @Test func aTransactionOnAnotherThreadDoesNotReachTheMainThread() {
        let inside = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            withAnimation(.linear(duration: 1)) {
                inside.signal()
                proceed.wait()
            }
            done.signal()
        }.start()
        inside.wait()
        // The other thread is inside its `withAnimation` now.
        #expect(Transaction.current.animation == nil)
        proceed.signal()
        done.wait()
        #expect(Transaction.current.animation == nil)
    }

    @Test func anotherThreadSeesItsOwnTransactionsNestedAndRestored() {
        let seen = SeenAnimations()
        onAnotherThread {
            seen.append(Transaction.current.animation)
            withAnimation(.linear(duration: 1)) {
                seen.append(Transaction.current.animation)
                withTransaction(\.animation, .easeIn(duration: 2)) {
                    seen.append(Transaction.current.animation)
                }
                seen.append(Transaction.current.animation)
            }
            seen.append(Transaction.current.animation)
        }
        #expect(seen.values == [nil, .linear(duration: 1), .easeIn(duration: 2), .linear(duration: 1), nil])
    }

    @Test func theMainThreadKeepsItsTransactionWhileAnotherThreadSetsOne() {
        withAnimation(.easeOut(duration: 3)) {
            onAnotherThread {
                withAnimation(.linear(duration: 1)) {}
            }
            #expect(Transaction.current.animation == .easeOut(duration: 3))
        }
    }

    /// A change made on another thread is queued with that thread's transaction: a
    /// `withAnimation` there animates it.
    @Test func aChangeOnAnotherThreadAnimatesWithThatThreadsTransaction() async {
        let model = BackgroundWidth()
        let host = ViewHost(BackgroundWidthBar(model: model), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        onAnotherThread {
            withAnimation(.linear(duration: 1)) { model.width = 100 }
        }
        host.layoutIfNeeded()
        #expect(host.frame(of: "bar")?.width == 100)
        #expect(host.presentationFrame(of: "bar")?.width == 0)
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "bar")?.width == 50)
    }
}

/// Animations read on another thread, for the main thread to check.
private final class SeenAnimations: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Animation?] = []

    var values: [Animation?] { lock.withLock { stored } }

    func append(_ animation: Animation?) {
        lock.withLock { stored.append(animation) }
    }
}
