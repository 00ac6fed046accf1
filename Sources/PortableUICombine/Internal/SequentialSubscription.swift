import Foundation

/// One subscription over publishers subscribed one after another (`append`/`prepend`,
/// `catch`, `retry`): the subscriber sees a single stream.
///
/// It tracks the subscriber's outstanding demand and gives it to each next publisher. When
/// the current publisher completes, `onCompletion` decides: return `true` after subscribing
/// the next one with ``next(_:onCompletion:)``, or `false` to pass the completion on.
final class SequentialSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var current: Subscription?
    private var demand = Subscribers.Demand.none
    private var generation = 0
    let description: String

    init(_ downstream: Downstream, description: String) {
        self.downstream = downstream
        self.description = description
    }

    /// Gives the subscriber this subscription, then subscribes to `first`.
    func start<P: Publisher>(_ first: P, onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Bool)
    where P.Output == Downstream.Input {
        lock.withLock { downstream }?.receive(subscription: self)
        next(first, onCompletion: onCompletion)
    }

    /// Subscribes to the next publisher of the stream.
    func next<P: Publisher>(_ publisher: P, onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Bool)
    where P.Output == Downstream.Input {
        let generation = lock.withLock { () -> Int? in
            guard downstream != nil else { return nil }
            self.generation += 1
            current = nil
            return self.generation
        }
        guard let generation else { return }
        publisher.subscribe(
            AnySubscriber<P.Output, P.Failure>(
                receiveSubscription: { [self] in attach($0, generation: generation) },
                receiveValue: { [self] in receive($0, generation: generation) },
                receiveCompletion: { [self] completion in
                    guard lock.withLock({ generation == self.generation && downstream != nil }) else { return }
                    if !onCompletion(completion) { finish(completion) }
                }))
    }

    /// Passes a completion on; a failure of another type than the subscriber's is never
    /// passed (the operator has mapped it by then).
    private func finish<F: Error>(_ completion: Subscribers.Completion<F>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer {
                self.downstream = nil
                current = nil
            }
            return self.downstream
        }
        switch completion {
        case .finished: downstream?.receive(completion: .finished)
        case .failure(let error):
            if let error = error as? Downstream.Failure { downstream?.receive(completion: .failure(error)) }
        }
    }

    private func attach(_ subscription: Subscription, generation: Int) {
        lock.adopt(subscription) {
            guard generation == self.generation, downstream != nil else { return nil }
            current = subscription
            return demand
        }
    }

    private func receive(_ value: Downstream.Input, generation: Int) -> Subscribers.Demand {
        lock.withLock {
            guard generation == self.generation, let downstream else { return .none }
            demand -= 1
            let more = downstream.receive(value)
            demand += more
            return more
        }
    }

    func request(_ demand: Subscribers.Demand) {
        let current = lock.withLock { () -> Subscription? in
            self.demand += demand
            return self.current
        }
        current?.request(demand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                current = nil
            }
            return current
        }?.cancel()
    }
}
