import Combine
import Foundation
import Testing

/// Timing operators on a virtual clock (``TestScheduler``), plus one run on the real clock.
/// The behaviours follow Apple's documentation of each operator; where it does not say
/// (what a pending debounced element does at completion, when throttle's first element
/// goes), the test says "unverified".
@Suite struct TimingOperatorTests {
    @Test func debouncePublishesTheLatestAfterAQuietInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var delivered: [(Int, Double)] = []
        let c = subject.debounce(for: .milliseconds(300), scheduler: scheduler).sink {
            delivered.append(($0, scheduler.seconds))
        }
        subject.send(1)
        scheduler.advance(by: 0.1)
        subject.send(2)
        scheduler.advance(by: 0.25)
        #expect(delivered.isEmpty)
        scheduler.advance(by: 0.05)
        #expect(delivered.map(\.0) == [2])
        #expect(abs(delivered[0].1 - 0.4) < 1e-9)
        subject.send(3)
        scheduler.advance(by: 1)
        #expect(delivered.map(\.0) == [2, 3])
        _ = c
    }

    @Test func debounceCompletionDropsThePendingElementUnverified() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.debounce(for: 0.5, scheduler: scheduler).record()
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: 1)
        #expect(recorder.events == ["finished"])
    }

    @Test(arguments: [(true, ["0", "3"]), (false, ["0", "1"])])
    func throttleDeliversOnePerInterval(latest: Bool, expected: [String]) {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).record()
        subject.send(0)
        scheduler.advance()
        #expect(recorder.events == ["0"], "the first element goes at once (unverified)")
        for value in 1...3 {
            scheduler.advance(by: 0.2)
            subject.send(value)
        }
        scheduler.advance(by: 0.3)
        #expect(recorder.events == ["0"])
        scheduler.advance(by: 0.1)
        #expect(recorder.events == expected)
    }

    @Test func throttleLetsAnElementThroughAfterAQuietInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.throttle(for: 0.5, scheduler: scheduler, latest: true).record()
        subject.send(1)
        scheduler.advance(by: 2)
        subject.send(2)
        scheduler.advance()
        #expect(recorder.events == ["1", "2"])
    }

    @Test func delayShiftsElementsAndCompletion() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.delay(for: .seconds(2), scheduler: scheduler).record()
        subject.send(1)
        scheduler.advance(by: 1)
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: 0.999)
        #expect(recorder.events == [])
        scheduler.advance(by: 0.001)
        #expect(recorder.events == ["1"])
        scheduler.advance(by: 1)
        #expect(recorder.events == ["1", "2", "finished"])
    }

    @Test func timeoutFinishesOrFailsAfterASilentInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let quiet = subject.timeout(.seconds(1), scheduler: scheduler).record()
        let failing = subject.timeout(.seconds(1), scheduler: scheduler, customError: { TestError(code: 408) }).record()
        scheduler.advance(by: 0.8)
        subject.send(1)
        scheduler.advance(by: 0.8)
        #expect(quiet.events == ["1"], "each element restarts the interval")
        scheduler.advance(by: 0.2)
        #expect(quiet.events == ["1", "finished"])
        #expect(failing.events == ["1", "failure(TestError(408))"])
    }

    @Test func receiveOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = [1, 2].publisher.receive(on: scheduler).record()
        #expect(recorder.events == [])
        scheduler.advance()
        #expect(recorder.events == ["1", "2", "finished"])
    }

    @Test(arguments: [DispatchQueue.main, DispatchQueue(label: "target")])
    func receiveOnHopsToTheQueue(queue: DispatchQueue) async {
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: queue.label)
        defer { queue.setSpecific(key: key, value: nil) }
        let queues = Locked<[String?]>([])
        let subscription = Locked<AnyCancellable?>(nil)
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let c = [1, 2].publisher.receive(on: queue).sink(
                    receiveCompletion: { _ in
                        queues.withLock { $0.append(DispatchQueue.getSpecific(key: key)) }
                        continuation.resume()
                    },
                    receiveValue: { _ in queues.withLock { $0.append(DispatchQueue.getSpecific(key: key)) } })
                subscription.withLock { $0 = c }
            }
        }
        #expect(queues.withLock { $0 } == Array(repeating: queue.label, count: 3))
        subscription.withLock { $0 = nil }
    }

    @Test func subscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler()
        var subscribed = false
        let recorder = Just(1).handleEvents(receiveSubscription: { _ in subscribed = true })
            .subscribe(on: scheduler).record()
        #expect(!subscribed)
        scheduler.advance()
        #expect(subscribed)
        scheduler.advance()
        #expect(recorder.events == ["1", "finished"])
    }

    @Test func immediateSchedulerRunsAtOnce() {
        #expect(
            Just(1).delay(for: .seconds(5), scheduler: ImmediateScheduler.shared).record().events == ["1", "finished"])
    }

    @Test func debounceOnTheRealClock() async {
        let queue = DispatchQueue(label: "debounce")
        let subject = PassthroughSubject<Int, Never>()
        let start = Date()
        let value = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = subject.debounce(for: .milliseconds(50), scheduler: queue).sink { value in
                continuation.resume(returning: value)
                cancellable?.cancel()
            }
            for value in 1...3 { subject.send(value) }
        }
        #expect(value == 3)
        #expect(Date().timeIntervalSince(start) >= 0.05)
    }
}

/// The strides of the built-in schedulers: literals are seconds.
@Suite struct SchedulerStrideTests {
    @Test func dispatchQueueStrides() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride(floatLiteral: 0.5).magnitude == 500_000_000)
        #expect(Stride(integerLiteral: 2).magnitude == 2_000_000_000)
        #expect(Stride.milliseconds(3).magnitude == 3_000_000)
        #expect(Stride.seconds(1) + .milliseconds(1) == .nanoseconds(1_001_000_000))
        #expect(Stride.seconds(1) > .milliseconds(999))
        let now = DispatchQueue.main.now
        #expect(now.distance(to: now.advanced(by: .seconds(2))) == .seconds(2))
    }

    @Test func runLoopStrides() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride(floatLiteral: 0.25).magnitude == 0.25)
        #expect(Stride.milliseconds(1500).timeInterval == 1.5)
        let now = RunLoop.main.now
        #expect(abs(now.distance(to: now.advanced(by: 3)).magnitude - 3) < 1e-9)
    }
}
