import Foundation

extension Publishers {
    /// A publisher that flattens nested publishers.
    ///
    /// Given a publisher that publishes publishers, it subscribes to the most recent one and
    /// cancels the one before. The subscriber's outstanding demand passes to each new
    /// publisher. It finishes when upstream and the current publisher have finished.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that “flattens” nested publishers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(SwitchToLatestSubscription<P, S>(subscriber))
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        setFailureType(to: Output.Failure.self).switchToLatest()
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        map { $0.setFailureType(to: Failure.self) }.switchToLatest()
    }
}

/// The subscription of ``Publishers/SwitchToLatest``: subscriber of the outer publisher
/// (its upstream), and of each inner one in turn. Its lock is held while delivering.
private final class SwitchToLatestSubscription<Inner: Publisher, Downstream: Subscriber>:
    OperatorSubscription<Downstream>, Subscriber, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure

    private var inner: Subscription?
    private var generation = 0
    private var demand = Subscribers.Demand.none
    private var outerFinished = false
    private var innerActive = false

    init(_ downstream: Downstream) {
        super.init(downstream, description: "SwitchToLatest")
    }

    override func receive(subscription: Subscription) {
        guard let downstream = attach(subscription) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Inner) -> Subscribers.Demand {
        let previous = lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            generation += 1
            innerActive = true
            defer { inner = nil }
            return inner
        }
        previous?.cancel()
        let current = lock.withLock { generation }
        input.subscribe(
            AnySubscriber<Inner.Output, Failure>(
                receiveSubscription: { [self] in attachInner($0, generation: current) },
                receiveValue: { [self] in receiveInner($0, generation: current) },
                receiveCompletion: { [self] in finishInner($0, generation: current) }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard case .finished = completion else { return fail(completion) }
            outerFinished = true
            upstream = nil
            finishIfDone()
        }
    }

    private func attachInner(_ subscription: Subscription, generation: Int) {
        lock.adopt(subscription) {
            guard generation == self.generation, downstream != nil else { return nil }
            inner = subscription
            return demand
        }
    }

    /// Delivers an element of the inner publisher of `generation`, if it is still the latest.
    private func receiveInner(_ value: Inner.Output, generation: Int) -> Subscribers.Demand {
        lock.withLock {
            guard generation == self.generation, let downstream, demand > 0 else { return .none }
            demand -= 1
            let more = downstream.receive(value)
            demand += more
            return more
        }
    }

    private func finishInner(_ completion: Subscribers.Completion<Failure>, generation: Int) {
        lock.withLock {
            guard generation == self.generation else { return }
            guard case .finished = completion else { return fail(completion) }
            innerActive = false
            inner = nil
            finishIfDone()
        }
    }

    private func finishIfDone() {
        guard outerFinished, !innerActive, let downstream else { return }
        self.downstream = nil
        downstream.receive(completion: .finished)
    }

    private func fail(_ completion: Subscribers.Completion<Failure>) {
        let (downstream, subscriptions) = end()
        for subscription in subscriptions { subscription.cancel() }
        downstream?.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        let inner = lock.withLock { () -> Subscription? in
            self.demand += demand
            return self.inner
        }
        inner?.request(demand)
    }

    override func cancel() {
        for subscription in end().subscriptions { subscription.cancel() }
    }

    /// Ends the stream, returning the subscriber and the outer and inner subscriptions.
    private func end() -> (downstream: Downstream?, subscriptions: [Subscription]) {
        lock.withLock {
            defer { inner = nil }
            let (downstream, outer) = detach()
            return (downstream, [outer, inner].compactMap { $0 })
        }
    }
}
