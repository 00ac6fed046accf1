import Combine
import Foundation
import Testing

/// Subjects: per-subscriber demand, completion, late subscribers, thread safety.
/// Behaviour as Apple documents it for PassthroughSubject ("drops values if there are no
/// subscribers, or its current demand is zero") and CurrentValueSubject.
@Suite struct SubjectTests {
    @Test func passthroughDropsValuesWithoutSubscribersOrDemand() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        let limited = subject.record(initial: .max(2))
        subject.send(1)
        subject.send(2)
        subject.send(3)
        limited.request(.max(1))
        subject.send(4)
        subject.send(completion: .finished)
        subject.send(5)
        #expect(limited.events == ["1", "2", "4", "finished"])
    }

    @Test func subscribersReceiveInSubscriptionOrderUntilCancelled() {
        let subject = PassthroughSubject<String, Never>()
        var log: [String] = []
        let first = subject.sink { log.append("first \($0)") }
        let second = subject.sink { log.append("second \($0)") }
        subject.send("a")
        first.cancel()
        subject.send("b")
        #expect(log == ["first a", "second a", "second b"])
        _ = second
    }

    @Test func lateSubscriberGetsTheCompletionAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(subject.record().events == ["failure(TestError(7))"])
    }

    @Test func currentValueSubjectReplaysItsValueOnDemand() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let eager = subject.record()
        let lazy = subject.record(initial: .none)
        subject.send(2)
        subject.value = 3
        #expect(eager.events == ["1", "2", "3"])
        #expect(lazy.events == [])
        lazy.request(.max(1))
        #expect(lazy.events == ["3"], "a subscriber without demand is owed the latest value")
        #expect(subject.value == 3)
    }

    @Test func voidSubjectsSendWithoutArguments() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let c = subject.sink { count += 1 }
        subject.send()
        subject.send()
        #expect(count == 2)
        _ = c
    }

    @Test func sendingFromManyThreadsDeliversEveryValue() {
        let subject = PassthroughSubject<Int, Never>()
        let total = Locked(0)
        let c = subject.sink { value in total.withLock { $0 += value } }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { subject.send(1) }
        }
        #expect(total.withLock { $0 } == 8000)
        _ = c
    }

    @Test func cancellingFromManyThreadsIsSafe() {
        let subject = PassthroughSubject<Int, Never>()
        let cancellables = (0..<64).map { _ in subject.sink { _ in } }
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            subject.send(index)
            cancellables[index].cancel()
            cancellables[(index + 1) % 64].cancel()
        }
        let after = subject.record()
        subject.send(99)
        #expect(after.events == ["99"])
    }

    @Test func publisherCanFeedASubject() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        let c = [1, 2].publisher.subscribe(subject)
        #expect(recorder.events == ["1", "2", "finished"])
        _ = c
    }
}

/// A value behind a lock, for counters shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
