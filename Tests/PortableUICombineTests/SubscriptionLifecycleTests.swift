import Combine
import Foundation
import Testing

/// A subscription that records what its subscriber asks of it.
private final class ProbeSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var recordedRequests: [Subscribers.Demand] = []
    private var recordedCancels = 0

    var requests: [Subscribers.Demand] { lock.withLock { recordedRequests } }
    var cancels: Int { lock.withLock { recordedCancels } }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { recordedRequests.append(demand) }
    }

    func cancel() {
        lock.withLock { recordedCancels += 1 }
    }
}

/// A publisher that breaks the contract: it gives each subscriber two subscriptions. A
/// subscriber keeps the first and cancels the second (Apple's documentation of `Subscriber`:
/// it receives one subscription; what an operator does with a second is this module's rule,
/// unverified against Combine).
private struct DoubleSubscribing: Publisher {
    typealias Output = Int
    typealias Failure = Never

    let first = ProbeSubscription()
    let second = ProbeSubscription()

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: first)
        subscriber.receive(subscription: second)
    }
}

/// The subscription rules the operators share: one upstream subscription kept, requests
/// passed on, and cancellation that reaches upstream once and ends delivery.
@Suite struct SubscriptionLifecycleTests {
    /// Each case subscribes a subscriber through an operator and returns what cancels it.
    fileprivate static let operators: [(String, (DoubleSubscribing) -> () -> Void)] = [
        ("map", { recordCancel($0.map { $0 + 1 }) }),
        ("filter", { recordCancel($0.filter { $0 > 0 }) }),
        ("reduce", { recordCancel($0.reduce(0, +)) }),
        ("collect(2)", { recordCancel($0.collect(2)) }),
        ("delay", { recordCancel($0.delay(for: .seconds(1), scheduler: TestScheduler())) }),
        ("receive(on:)", { recordCancel($0.receive(on: TestScheduler())) }),
        ("timeout", { recordCancel($0.timeout(.seconds(1), scheduler: TestScheduler())) }),
        ("debounce", { recordCancel($0.debounce(for: .seconds(1), scheduler: TestScheduler())) }),
        ("handleEvents", { recordCancel($0.handleEvents()) }),
        ("sink", { source in source.sink { _ in }.cancel }),
        ("assign", { source in source.assign(to: \.value, on: Box()).cancel }),
    ]

    private static func recordCancel<P: Publisher>(_ publisher: P) -> () -> Void {
        publisher.record(initial: .max(2)).cancel
    }

    @Test(arguments: SubscriptionLifecycleTests.operators.indices)
    func aSecondUpstreamSubscriptionIsCancelled(index: Int) {
        let (name, subscribe) = Self.operators[index]
        let source = DoubleSubscribing()
        let cancel = subscribe(source)
        #expect(source.second.cancels == 1, "\(name)")
        #expect(source.second.requests.isEmpty, "\(name)")
        #expect(source.first.cancels == 0, "\(name)")
        #expect(!source.first.requests.isEmpty, "\(name): the subscriber's demand reaches upstream")
        cancel()
        cancel()
        #expect(source.first.cancels == 1, "\(name): cancelling twice reaches upstream once")
    }

    @Test func timeoutDoesNothingOnceCancelled() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.timeout(.seconds(1), scheduler: scheduler).record()
        recorder.cancel()
        scheduler.advance(by: 2)
        subject.send(1)
        scheduler.advance(by: 2)
        #expect(recorder.events == [])
    }

    @Test func timeoutFiresNoMoreOnceFinished() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.timeout(.seconds(1), scheduler: scheduler, customError: { TestError(code: 408) })
            .record()
        subject.send(completion: .finished)
        scheduler.advance(by: 2)
        #expect(recorder.events == ["finished"])
    }

    @Test func delayedElementsStopAtCancellation() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.delay(for: .seconds(1), scheduler: scheduler).record()
        subject.send(1)
        scheduler.advance(by: 1)
        subject.send(2)
        recorder.cancel()
        scheduler.advance(by: 1)
        #expect(recorder.events == ["1"])
    }

    @Test func collectByCountDiscardsAPartialArrayOnFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.collect(2).record()
        for value in 1...3 { subject.send(value) }
        subject.send(completion: .failure(TestError()))
        #expect(recorder.events == ["[1, 2]", "failure(TestError(1))"])
    }

    @Test func cancellingSwitchToLatestCancelsTheOuterAndTheInner() {
        var cancelled: [String] = []
        let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let recorder = outer.handleEvents(receiveCancel: { cancelled.append("outer") }).switchToLatest().record()
        outer.send(inner.handleEvents(receiveCancel: { cancelled.append("inner") }).eraseToAnyPublisher())
        inner.send(1)
        recorder.cancel()
        inner.send(2)
        #expect(recorder.events == ["1"])
        #expect(cancelled == ["outer", "inner"])
    }

    @Test func zipAndCombineLatestCancelEveryUpstream() {
        var cancelled: [String] = []
        let a = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled.append("a") })
        let b = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled.append("b") })
        a.zip(b).record().cancel()
        a.combineLatest(b, b).record().cancel()
        #expect(cancelled == ["a", "b", "a", "b", "b"])
    }
}

/// An object `assign(to:on:)` writes to.
private final class Box {
    var value = 0
}
