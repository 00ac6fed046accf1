import Combine
import Foundation
import Testing

/// Operators that handle elements one at a time: results, ordering, demand (an element an
/// operator drops is replaced by a demand of one, so a subscriber that asked for n gets n),
/// early completion cancelling upstream, and failures of the throwing variants.
@Suite struct ValueOperatorTests {
    @Test func mapAndKeyPaths() {
        #expect([1, 2, 3].publisher.map { $0 * 10 }.record().events == ["10", "20", "30", "finished"])
        #expect(["ab", "c"].publisher.map(\.count).record().events == ["2", "1", "finished"])
        #expect([1, nil, 3].publisher.replaceNil(with: 0).record().events == ["1", "0", "3", "finished"])
    }

    @Test func tryMapFailsAndCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = subject.handleEvents(receiveCancel: { cancelled = true })
            .tryMap { value -> Int in
                if value == 2 { throw TestError(code: 2) }
                return value
            }
            .record()
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(recorder.events == ["1", "failure(TestError(2))"])
        #expect(cancelled)
    }

    @Test func filterKeepsTheDemandItWasGiven() {
        let recorder = (1...10).publisher.filter { $0.isMultiple(of: 2) }.record(initial: .max(2))
        #expect(recorder.events == ["2", "4"])
        recorder.request(.max(10))
        #expect(recorder.events == ["2", "4", "6", "8", "10", "finished"])
    }

    @Test func compactMapAndTryFilter() {
        #expect(["1", "x", "3"].publisher.compactMap(Int.init).record().events == ["1", "3", "finished"])
        let failing = [1, 2].publisher.tryFilter { value in
            if value == 2 { throw TestError() }
            return true
        }
        #expect(failing.record().events == ["1", "failure(TestError(1))"])
    }

    @Test(arguments: [
        ([1, 1, 2, 2, 1], ["1", "2", "1", "finished"]),
        ([3, 3, 3], ["3", "finished"]),
        ([], ["finished"]),
    ])
    func removeDuplicates(input: [Int], expected: [String]) {
        #expect(input.publisher.removeDuplicates().record().events == expected)
    }

    @Test func removeDuplicatesByPredicate() {
        let close = [1.0, 1.05, 2.0].publisher.removeDuplicates { abs($0 - $1) < 0.1 }
        #expect(close.record().events == ["1.0", "2.0", "finished"])
    }

    @Test func scanAccumulates() {
        #expect([1, 2, 3].publisher.scan(0, +).record().events == ["1", "3", "6", "finished"])
        let throwing = [1, 2].publisher.tryScan(0) { total, value in
            if value == 2 { throw TestError() }
            return total + value
        }
        #expect(throwing.record().events == ["1", "failure(TestError(1))"])
    }

    @Test func dropAndPrefix() {
        #expect((1...5).publisher.dropFirst(2).record().events == ["3", "4", "5", "finished"])
        #expect((1...5).publisher.dropFirst().record(initial: .max(1)).events == ["2"])
        #expect((1...5).publisher.drop(while: { $0 < 4 }).record().events == ["4", "5", "finished"])
        #expect((1...5).publisher.prefix(2).record().events == ["1", "2", "finished"])
        #expect((1...5).publisher.prefix(while: { $0 < 3 }).record().events == ["1", "2", "finished"])
        #expect((1...5).publisher.output(at: 3).record().events == ["4", "finished"])
        #expect((1...5).publisher.output(in: 1..<3).record().events == ["2", "3", "finished"])
    }

    @Test func firstFinishesAndCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        let recorder = subject.handleEvents(receiveCancel: { cancels += 1 }).first().record()
        subject.send(7)
        subject.send(8)
        #expect(recorder.events == ["7", "finished"])
        #expect(cancels == 1)
        #expect((1...5).publisher.first(where: { $0 > 2 }).record().events == ["3", "finished"])
    }

    @Test func failureTypes() {
        let mapped = Fail<Int, TestError>(error: TestError(code: 4)).mapError { error in
            TestError(code: error.code * 10)
        }
        #expect(mapped.record().events == ["failure(TestError(40))"])
        let widened: AnyPublisher<Int, TestError> = Just(1).setFailureType(to: TestError.self).eraseToAnyPublisher()
        #expect(widened.record().events == ["1", "finished"])
    }

    @Test func handleEventsSeesEveryEventInOrder() {
        var log: [String] = []
        let recorder = [1, 2].publisher
            .handleEvents(
                receiveSubscription: { _ in log.append("subscription") },
                receiveOutput: { log.append("output \($0)") },
                receiveCompletion: { _ in log.append("completion") },
                receiveCancel: { log.append("cancel") },
                receiveRequest: { log.append("request \($0)") }
            )
            .record(initial: .max(2))
        #expect(log == ["subscription", "request max(2)", "output 1", "output 2", "completion"])
        #expect(recorder.events == ["1", "2", "finished"])
    }

    @Test func printWritesCombinesLines() {
        final class Lines: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let lines = Lines()
        _ = Just(1).print("tag", to: lines).record()
        #expect(lines.text.contains("tag: request unlimited\n"))
        #expect(lines.text.contains("tag: receive value: (1)\n"))
        #expect(lines.text.hasSuffix("tag: receive finished\n"))
    }
}

/// Operators that reduce a stream to one element when it finishes.
@Suite struct ReducingOperatorTests {
    @Test func collect() {
        #expect([1, 2, 3].publisher.collect().record().events == ["[1, 2, 3]", "finished"])
        #expect(Empty<Int, Never>().collect().record().events == ["[]", "finished"])
        #expect((1...5).publisher.collect(2).record().events == ["[1, 2]", "[3, 4]", "[5]", "finished"])
    }

    @Test func collectByCountAsksForWholeArrays() {
        var requests: [String] = []
        let recorder = (1...10).publisher.handleEvents(receiveRequest: { requests.append("\($0)") })
            .collect(3).record(initial: .max(1))
        #expect(recorder.events == ["[1, 2, 3]"])
        #expect(requests == ["max(3)"])
    }

    @Test func resultWaitsForDemand() {
        let recorder = Empty<Int, Never>().collect().record(initial: .none)
        #expect(recorder.events == [])
        recorder.request(.max(1))
        #expect(recorder.events == ["[]", "finished"])
    }

    @Test func reductions() {
        #expect((1...4).publisher.reduce(0, +).record().events == ["10", "finished"])
        #expect((1...4).publisher.count().record().events == ["4", "finished"])
        #expect((1...4).publisher.last().record().events == ["4", "finished"])
        #expect((1...4).publisher.last(where: { $0 < 3 }).record().events == ["2", "finished"])
        #expect((1...4).publisher.ignoreOutput().record().events == ["finished"])
        #expect((1...4).publisher.contains(2).record().events == ["true", "finished"])
        #expect((1...4).publisher.allSatisfy { $0 < 3 }.record().events == ["false", "finished"])
    }

    @Test func failureDiscardsTheResult() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.collect().record()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(recorder.events == ["failure(TestError(1))"])
    }
}
