import Combine
import Foundation
import Testing

/// The publishers that start a stream: Just, Empty, Fail, Future, Deferred, Record,
/// sequences, Result and Optional. Each waits for demand before sending elements; failures
/// and empty completions need none.
@Suite struct SourcePublisherTests {
    @Test func justWaitsForDemand() {
        let recorder = Just(5).record(initial: .none)
        #expect(recorder.events == [])
        recorder.request(.max(1))
        #expect(recorder.events == ["5", "finished"])
    }

    @Test func emptyAndFail() {
        #expect(Empty<Int, Never>().record(initial: .none).events == ["finished"])
        #expect(Empty<Int, Never>(completeImmediately: false).record().events == [])
        #expect(Fail<Int, TestError>(error: TestError()).record(initial: .none).events == ["failure(TestError(1))"])
    }

    @Test func sequenceHonoursDemandAndFinishesAfterItsLastElement() {
        let recorder = [1, 2, 3].publisher.record(initial: .max(2))
        #expect(recorder.events == ["1", "2"])
        recorder.request(.max(1))
        #expect(recorder.events == ["1", "2", "3", "finished"], "finishes without waiting for more demand")
        #expect([Int]().publisher.record(initial: .none).events == ["finished"])
    }

    @Test func subscriberDemandReturnedFromReceiveCounts() {
        let recorder = (1...5).publisher.record(initial: .max(1), perValue: .max(1))
        #expect(recorder.events == ["1", "2", "3", "4", "5", "finished"])
    }

    @Test func futureRunsOnceAndServesEverySubscriber() {
        var runs = 0
        var fulfil: ((Result<Int, Never>) -> Void)?
        let future = Future<Int, Never> { promise in
            runs += 1
            fulfil = promise
        }
        let early = future.record()
        let waiting = future.record(initial: .none)
        fulfil?(.success(42))
        fulfil?(.success(43))
        let late = future.record()
        #expect(runs == 1)
        #expect(early.events == ["42", "finished"])
        #expect(late.events == ["42", "finished"])
        #expect(waiting.events == [])
        waiting.request(.max(1))
        #expect(waiting.events == ["42", "finished"])
    }

    @Test func futureKeepsItselfAliveUntilFulfilled() async {
        let result = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = Future<String, Never> { promise in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { promise(.success("done")) }
            }.sink { value in
                continuation.resume(returning: value)
                cancellable = nil
            }
        }
        #expect(result == "done")
    }

    @Test func futureFailureNeedsNoDemand() {
        let future = Future<Int, TestError> { $0(.failure(TestError(code: 3))) }
        #expect(future.record(initial: .none).events == ["failure(TestError(3))"])
    }

    @Test func deferredMakesAPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        #expect(deferred.record().events == ["1", "finished"])
        #expect(deferred.record().events == ["2", "finished"])
    }

    @Test func recordReplaysItsRecording() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError()))
            recording.receive(3)
        }
        #expect(record.recording.output == [1, 2])
        #expect(record.record().events == ["1", "2", "failure(TestError(1))"])
    }

    @Test func resultAndOptionalPublishers() {
        #expect(Result<Int, TestError>.success(1).publisher.record().events == ["1", "finished"])
        #expect(Result<Int, TestError>.failure(TestError()).publisher.record().events == ["failure(TestError(1))"])
        #expect(Optional(4).publisher.record().events == ["4", "finished"])
        #expect(Int?.none.publisher.record().events == ["finished"])
    }
}
