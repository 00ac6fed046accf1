import Combine
import Foundation

/// A subscriber that records what it receives as strings (`"1"`, `"finished"`,
/// `"failure(…)"`) and asks for the demand the test gives it: `initial` at subscription and
/// `perValue` after each element. It is safe to use from any thread.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private(set) var subscription: Subscription?
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    /// Everything received so far, in order.
    var events: [String] { lock.withLock { recorded } }

    func receive(subscription: Subscription) {
        lock.withLock { self.subscription = subscription }
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        record("\(input)")
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: record("finished")
        case .failure(let error): record("failure(\(error))")
        }
    }

    /// Requests more elements on the subscription.
    func request(_ demand: Subscribers.Demand) {
        lock.withLock { subscription }?.request(demand)
    }

    /// Cancels the subscription.
    func cancel() {
        lock.withLock { subscription }?.cancel()
    }

    private func record(_ event: String) {
        lock.withLock { recorded.append(event) }
    }
}

/// An error the tests fail publishers with.
struct TestError: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "TestError(\(code))" }
}

extension Publisher {
    /// Subscribes a new recorder and returns it.
    func record(
        initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none
    ) -> Recorder<Output, Failure> {
        let recorder = Recorder<Output, Failure>(initial: initial, perValue: perValue)
        subscribe(recorder)
        return recorder
    }
}
