import Combine
import Foundation
import Testing

/// Operators over several publishers: interleaving order, when they finish, failure
/// propagation and demand.
@Suite struct CombiningOperatorTests {
    @Test func mergeInterleavesAndFinishesAfterAll() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = a.merge(with: b).record()
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        b.send(4)
        #expect(recorder.events == ["1", "2", "3", "4"])
        b.send(completion: .finished)
        #expect(recorder.events.last == "finished")
    }

    @Test func mergeFailsAtTheFirstFailure() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = a.merge(with: b).record()
        a.send(1)
        b.send(completion: .failure(TestError(code: 5)))
        a.send(2)
        #expect(recorder.events == ["1", "failure(TestError(5))"])
    }

    @Test func mergeHonoursDemandAcrossUpstreams() {
        let recorder = [1, 2, 3].publisher.merge(with: [10, 20].publisher).record(initial: .max(3))
        #expect(recorder.events.count == 3)
        recorder.request(.unlimited)
        #expect(Set(recorder.events.dropLast()) == ["1", "2", "3", "10", "20"])
        #expect(recorder.events.last == "finished")
    }

    @Test func mergeManyAndArities() {
        let many = Publishers.MergeMany([Just(1), Just(2), Just(3)]).collect()
        #expect(many.record().events == ["[1, 2, 3]", "finished"])
        let four = Just(1).merge(with: Just(2), Just(3), Just(4)).collect()
        #expect(four.record().events == ["[1, 2, 3, 4]", "finished"])
    }

    @Test func combineLatestWaitsForEveryUpstreamThenPublishesEachChange() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = a.combineLatest(b).map { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        a.send(completion: .finished)
        b.send("z")
        #expect(recorder.events == ["2x", "3x", "3y", "3z"])
        b.send(completion: .finished)
        #expect(recorder.events.last == "finished")
    }

    @Test func combineLatestWithTransformAndThreeUpstreams() {
        let combined = Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }
        #expect(combined.record().events == ["6", "finished"])
    }

    /// Apple's documentation of `combineLatest(_:)`: requests pass through to every
    /// upstream, and the most recent value of each is held for the next request.
    @Test func combineLatestKeepsTheNewestCombinationForLaterDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = a.combineLatest(b).map { $0 * 10 + $1 }.record(initial: .max(2))
        a.send(1)
        b.send(1)
        b.send(2)
        a.send(3)
        #expect(recorder.events == ["11", "12"])
        recorder.request(.max(1))
        #expect(recorder.events == ["11", "12", "32"], "Apple: a buffer of one for each upstream")
    }

    @Test func zipPairsInOrderAndFinishesWhenOneRunsOut() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = a.zip(b).map { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(completion: .finished)
        b.send("y")
        #expect(recorder.events == ["1x", "2y", "finished"])
        let three = Just(1).zip(Just(2), Just(3)) { [$0, $1, $2] }
        #expect(three.record().events == ["[1, 2, 3]", "finished"])
    }

    @Test func flatMapSubscribesAtMostMaxPublishers() {
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let recorder = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.record()
        inners[1].send("early")
        inners[0].send("a")
        inners[0].send(completion: .finished)
        inners[1].send("b")
        inners[1].send(completion: .finished)
        #expect(recorder.events == ["a", "b", "finished"])
    }

    @Test func flatMapInterleavesInnerPublishers() {
        let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let outer = PassthroughSubject<Int, Never>()
        let recorder = outer.flatMap { inners[$0] }.record()
        outer.send(0)
        outer.send(1)
        inners[1].send(10)
        inners[0].send(1)
        outer.send(completion: .finished)
        inners[0].send(completion: .finished)
        inners[1].send(completion: .finished)
        #expect(recorder.events == ["10", "1", "finished"])
    }

    @Test func flatMapFromANeverFailingUpstream() {
        let recorder = Just(2).flatMap { value in Fail<Int, TestError>(error: TestError(code: value)) }.record()
        #expect(recorder.events == ["failure(TestError(2))"])
    }

    @Test func switchToLatestDropsThePreviousInner() {
        let outer = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        let switched = outer.switchToLatest().record()
        outer.send(first)
        first.send("a")
        outer.send(second)
        first.send("stale")
        second.send("b")
        outer.send(completion: .finished)
        #expect(switched.events == ["a", "b"])
        second.send(completion: .finished)
        #expect(switched.events == ["a", "b", "finished"])
    }

    @Test func prependAndAppend() {
        #expect(Just(2).prepend(0, 1).append(3).record().events == ["0", "1", "2", "3", "finished"])
        #expect(Just(2).append([3, 4]).prepend(Just(1)).record().events == ["1", "2", "3", "4", "finished"])
    }

    @Test func concatenateCarriesUnusedDemandToTheSuffix() {
        let recorder = [1, 2].publisher.append(3, 4).record(initial: .max(3))
        #expect(recorder.events == ["1", "2", "3"])
        recorder.request(.max(1))
        #expect(recorder.events == ["1", "2", "3", "4", "finished"])
    }

    @Test func concatenateStopsAtAFailedPrefix() {
        let recorder = Fail<Int, TestError>(error: TestError()).append(1).record()
        #expect(recorder.events == ["failure(TestError(1))"])
    }
}

/// Operators that recover from failures.
@Suite struct ErrorOperatorTests {
    @Test func catchReplacesTheFailedPublisher() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.catch { error in Just(error.code * 100) }.record()
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 3)))
        #expect(recorder.events == ["1", "300", "finished"])
    }

    @Test func replaceErrorEndsWithTheReplacement() {
        let recorder = Fail<Int, TestError>(error: TestError()).replaceError(with: 9).record()
        #expect(recorder.events == ["9", "finished"])
    }

    @Test func retryResubscribesUpToTheLimit() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
                : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        #expect(flaky.retry(2).record().events == ["3", "finished"])
        attempts = 0
        #expect(flaky.retry(1).record().events == ["failure(TestError(2))"])
    }
}
