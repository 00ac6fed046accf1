import Foundation

/// Combines one element of each of several upstreams of different types into one output, for
/// `combineLatest` (the latest element of each, whenever any changes) and `zip` (the oldest
/// unused element of each, once all have one).
///
/// Every request of the subscriber goes to every upstream. `combineLatest` keeps a combination
/// that arrives without demand and sends the newest at the next request; it finishes when
/// every upstream has finished. `zip` queues elements until each upstream has one; it
/// finishes when an upstream that has finished has nothing queued. The first failure cancels
/// the rest and is delivered at once. Elements travel as `Any` so that one core serves every
/// arity; `combine` restores the types. The lock is recursive and held while delivering.
final class CombineCore<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    enum Mode {
        case latest
        case zip
    }

    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private let mode: Mode
    private let combine: ([Any]) -> Output
    private var demand = Subscribers.Demand.none
    private var queues: [[Any]]
    private var finished: [Bool]
    private var subscriptions: [Subscription?]
    private var pendingCombination = false
    let description: String

    init<S: Subscriber>(
        _ downstream: S, mode: Mode, count: Int, description: String, combine: @escaping ([Any]) -> Output
    )
    where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        self.mode = mode
        self.combine = combine
        self.description = description
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        subscriptions = Array(repeating: nil, count: count)
    }

    /// Gives the subscriber this subscription, then subscribes to the upstreams.
    func start(_ subscribeAll: (CombineCore) -> Void) {
        lock.withLock { downstream }?.receive(subscription: self)
        subscribeAll(self)
    }

    /// Subscribes to the upstream at `index`.
    func subscribe<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        publisher.subscribe(
            AnySubscriber<P.Output, Failure>(
                receiveSubscription: { [self] in attach($0, at: index) },
                receiveValue: { [self] in
                    receive($0, at: index)
                    return .none
                },
                receiveCompletion: { [self] in finish(at: index, $0) }))
    }

    private func attach(_ subscription: Subscription, at index: Int) {
        lock.adopt(subscription) {
            guard downstream != nil else { return nil }
            subscriptions[index] = subscription
            return demand
        }
    }

    private func receive(_ value: Any, at index: Int) {
        lock.withLock {
            guard downstream != nil else { return }
            switch mode {
            case .latest:
                queues[index] = [value]
                pendingCombination = queues.allSatisfy { !$0.isEmpty }
            case .zip:
                queues[index].append(value)
            }
            deliver()
        }
    }

    private func finish(at index: Int, _ completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard downstream != nil else { return }
            guard case .finished = completion else {
                let (downstream, subscriptions) = detach()
                for subscription in subscriptions { subscription.cancel() }
                downstream?.receive(completion: completion)
                return
            }
            finished[index] = true
            subscriptions[index] = nil
            finishIfDone()
        }
    }

    /// Sends combinations as far as demand goes.
    private func deliver() {
        while let downstream, demand > 0, let values = nextCombination() {
            demand -= 1
            demand += downstream.receive(combine(values))
        }
        finishIfDone()
    }

    private func nextCombination() -> [Any]? {
        switch mode {
        case .latest:
            guard pendingCombination else { return nil }
            pendingCombination = false
            return queues.map { $0[0] }
        case .zip:
            guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
            return queues.indices.map { queues[$0].removeFirst() }
        }
    }

    private func finishIfDone() {
        let done =
            switch mode {
            case .latest: finished.allSatisfy { $0 } && !pendingCombination
            case .zip: queues.indices.contains { finished[$0] && queues[$0].isEmpty }
            }
        guard done else { return }
        let (downstream, subscriptions) = detach()
        for subscription in subscriptions { subscription.cancel() }
        downstream?.receive(completion: .finished)
    }

    func request(_ demand: Subscribers.Demand) {
        let subscriptions = lock.withLock { () -> [Subscription] in
            self.demand += demand
            deliver()
            return downstream == nil ? [] : self.subscriptions.compactMap { $0 }
        }
        for subscription in subscriptions { subscription.request(demand) }
    }

    func cancel() {
        let (_, subscriptions) = lock.withLock { detach() }
        for subscription in subscriptions { subscription.cancel() }
    }

    private func detach() -> (AnySubscriber<Output, Failure>?, [Subscription]) {
        defer {
            downstream = nil
            subscriptions = subscriptions.map { _ in nil }
            queues = queues.map { _ in [] }
        }
        return (downstream, subscriptions.compactMap { $0 })
    }
}
