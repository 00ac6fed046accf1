import Foundation

/// The subscription of a publisher that produces known elements on demand (sequences, `Just`,
/// `Record`, `Result.Publisher`): it sends as many as requested, and its completion as soon
/// as the last one is sent — or at once when there are none.
final class ProducerSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var next: () -> Downstream.Input?
    private var lookahead: Downstream.Input?
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var emitting = false
    let description: String

    private init(
        _ downstream: Downstream, description: String, completion: Subscribers.Completion<Downstream.Failure>,
        next: @escaping () -> Downstream.Input?
    ) {
        self.downstream = downstream
        self.next = next
        self.completion = completion
        self.description = description
        lookahead = next()
    }

    /// Subscribes `downstream` to the elements `next` returns until it returns `nil`, then to `completion`.
    static func start(
        _ downstream: Downstream, description: String,
        completion: Subscribers.Completion<Downstream.Failure> = .finished,
        next: @escaping () -> Downstream.Input?
    ) {
        let subscription = ProducerSubscription(
            downstream, description: description, completion: completion, next: next)
        downstream.receive(subscription: subscription)
        subscription.finishIfExhausted()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        guard !emitting else {
            lock.unlock()
            return
        }
        emitting = true
        while let downstream, self.demand > 0, let value = lookahead {
            self.demand -= 1
            lookahead = next()
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
        }
        emitting = false
        lock.unlock()
        finishIfExhausted()
    }

    private func finishIfExhausted() {
        lock.lock()
        guard lookahead == nil, !emitting, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        next = { nil }
        lock.unlock()
        downstream.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lookahead = nil
        next = { nil }
        lock.unlock()
    }
}
