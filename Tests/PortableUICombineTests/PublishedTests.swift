import Combine
import Foundation
import Testing

/// `ObservableObject` and `@Published`: the synthesized `objectWillChange`, the `$property`
/// publisher (current value first, then each new one, sent in `willSet` as Apple documents:
/// "the property's value is updated after the publisher emits"), `assign(to:)`.
@Suite struct PublishedTests {
    final class Model: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        var changes = 0
    }

    @Test func projectedPublisherSendsTheCurrentThenEachNewValue() {
        let model = Model()
        let recorder = model.$query.record()
        model.query = "a"
        model.query = "ab"
        #expect(recorder.events == ["", "a", "ab"])
    }

    @Test func publisherEmitsBeforeThePropertyChanges() {
        let model = Model()
        var seen: [String] = []
        let c = model.$query.dropFirst().sink { new in seen.append("\(model.query)→\(new)") }
        model.query = "x"
        #expect(seen == ["→x"])
        #expect(model.query == "x")
        _ = c
    }

    @Test func objectWillChangeFiresBeforeEachChange() {
        let model = Model()
        var log: [String] = []
        let c = model.objectWillChange.sink { log.append("will change (query was \"\(model.query)\")") }
        model.query = "a"
        model.results = ["r"]
        #expect(log == ["will change (query was \"\")", "will change (query was \"a\")"])
        #expect(model.objectWillChange === model.objectWillChange)
        _ = c
    }

    @Test func assignToPublishedWritesThroughTheObject() {
        let model = Model()
        var willChange = 0
        let c = model.objectWillChange.sink { willChange += 1 }
        model.$query.map { query in query.isEmpty ? [] : [query.uppercased()] }.assign(to: &model.$results)
        model.query = "hi"
        #expect(model.results == ["HI"])
        #expect(willChange == 3, "query once, results twice (its initial [] and [\"HI\"])")
        _ = c
    }

    @Test func assignToPublishedMakesNoCycle() {
        weak var released: Model?
        do {
            let model = Model()
            model.$query.map { [$0] }.assign(to: &model.$results)
            released = model
        }
        #expect(released == nil)
    }

    @Test func assignToOnWritesAKeyPath() {
        let model = Model()
        let c = ["a", "b"].publisher.assign(to: \.query, on: model)
        #expect(model.query == "b")
        _ = c
    }

    @Test func publishedWorksInAClassThatIsNotObservable() {
        final class Plain {
            @Published var count = 0
        }
        let plain = Plain()
        let recorder = plain.$count.record()
        plain.count = 1
        #expect(recorder.events == ["0", "1"])
    }

    @Test func customObjectWillChangeIsKept() {
        final class Custom: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
        }
        let custom = Custom()
        var count = 0
        let c = custom.objectWillChange.sink { count += 1 }
        custom.objectWillChange.send()
        #expect(count == 1)
        _ = c
    }
}

/// Cancellation tokens.
@Suite struct CancellableTests {
    @Test func anyCancellableCancelsOnceAndOnDeinit() {
        var cancels = 0
        var token: AnyCancellable? = AnyCancellable { cancels += 1 }
        token?.cancel()
        token?.cancel()
        token = nil
        #expect(cancels == 1)
        do { _ = AnyCancellable { cancels += 1 } }
        #expect(cancels == 2)
    }

    @Test func storeInBothForms() {
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        let subject = PassthroughSubject<Int, Never>()
        var received = 0
        subject.sink { _ in received += 1 }.store(in: &set)
        subject.sink { _ in received += 1 }.store(in: &array)
        subject.send(1)
        #expect(received == 2)
        set.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(received == 2)
    }

    @Test func sinkCancelStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        subject.subscribe(sink)
        subject.send(1)
        sink.cancel()
        subject.send(2)
        #expect(values == [1])
    }

    @Test func anySubscriberForwardsAndIdentifies() {
        var values: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: {
                values.append($0)
                return .none
            })
        (1...5).publisher.subscribe(subscriber)
        #expect(values == [1, 2])
        let recorder = Recorder<Int, Never>()
        #expect(AnySubscriber(recorder).combineIdentifier == recorder.combineIdentifier)
        #expect(CombineIdentifier() != CombineIdentifier())
    }
}
