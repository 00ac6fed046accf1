import Foundation

/// Interleaves the elements of several upstreams — fixed (`merge`) or added over time
/// (`flatMap`) — for one subscriber, as they arrive.
///
/// Every request of the subscriber is passed to every upstream, so each can cover it alone;
/// elements beyond the subscriber's demand wait in a buffer for its next request. It finishes
/// when every upstream (and, for `flatMap`, the source of upstreams) has finished and the
/// buffer is empty; the first failure cancels the rest and is delivered at once. Its lock is
/// recursive and held while it delivers, so deliveries never overlap.
final class MergeCore<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []
    private var inputs: [Int: Subscription] = [:]
    private var pendingInputs = 0
    private var nextInput = 0
    private var sourceFinished = false
    private var sourceSubscription: Subscription?
    /// Runs when an upstream finishes (`flatMap` asks its source for another).
    var onInputFinished: (() -> Void)?
    let description: String

    /// A core for `downstream`; its upstreams are added with ``add(_:)`` until ``finishSource()``.
    init<S: Subscriber>(_ downstream: S, description: String) where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        self.description = description
    }

    /// Gives the subscriber this subscription.
    func start() {
        lock.withLock { downstream }?.receive(subscription: self)
    }

    /// Subscribes to one more upstream.
    func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        let index = lock.withLock { () -> Int in
            defer {
                nextInput += 1
                pendingInputs += 1
            }
            return nextInput
        }
        publisher.subscribe(
            AnySubscriber<Output, Failure>(
                receiveSubscription: { [self] in attach($0, at: index) },
                receiveValue: { [self] in
                    receive($0)
                    return .none
                },
                receiveCompletion: { [self] in finishInput(at: index, $0) }))
    }

    /// Keeps the subscription of the source of upstreams (cancelled with the rest).
    func setSource(_ subscription: Subscription) {
        lock.withLock { sourceSubscription = subscription }
    }

    /// No more upstreams will be added (for `merge`, once all are; for `flatMap`, when its
    /// upstream finishes).
    func finishSource() {
        lock.withLock {
            sourceFinished = true
            sourceSubscription = nil
            finishIfDone()
        }
    }

    private func attach(_ subscription: Subscription, at index: Int) {
        lock.adopt(subscription) {
            guard downstream != nil else { return nil }
            inputs[index] = subscription
            return demand
        }
    }

    private func receive(_ value: Output) {
        lock.withLock {
            guard let downstream else { return }
            if buffer.isEmpty && demand > 0 {
                demand -= 1
                demand += downstream.receive(value)
            } else {
                buffer.append(value)
            }
        }
    }

    func finishInput(at index: Int, _ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        switch completion {
        case .finished:
            inputs[index] = nil
            pendingInputs -= 1
            let onInputFinished = self.onInputFinished
            finishIfDone()
            lock.unlock()
            onInputFinished?()
        case .failure:
            let cancelled = detach()
            for subscription in cancelled.subscriptions { subscription.cancel() }
            cancelled.downstream?.receive(completion: completion)
            lock.unlock()
        }
    }

    /// Delivers what the buffer holds, as far as demand goes.
    private func drain() {
        while let downstream, demand > 0, !buffer.isEmpty {
            demand -= 1
            demand += downstream.receive(buffer.removeFirst())
        }
        finishIfDone()
    }

    private func finishIfDone() {
        guard sourceFinished, pendingInputs == 0, buffer.isEmpty, let downstream else { return }
        self.downstream = nil
        downstream.receive(completion: .finished)
    }

    func request(_ demand: Subscribers.Demand) {
        let inputs = lock.withLock { () -> [Subscription] in
            self.demand += demand
            drain()
            return downstream == nil ? [] : Array(self.inputs.values)
        }
        for input in inputs { input.request(demand) }
    }

    func cancel() {
        let cancelled = lock.withLock { detach() }
        for subscription in cancelled.subscriptions { subscription.cancel() }
    }

    private func detach() -> (downstream: AnySubscriber<Output, Failure>?, subscriptions: [Subscription]) {
        defer {
            downstream = nil
            inputs = [:]
            sourceSubscription = nil
            buffer = []
        }
        return (downstream, Array(inputs.values) + (sourceSubscription.map { [$0] } ?? []))
    }
}
