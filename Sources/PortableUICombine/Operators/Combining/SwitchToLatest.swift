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

/// The subscription of ``Publishers/SwitchToLatest``: subscriber of the outer publisher, and
/// through ``SwitchInner`` of each inner one. Its lock is recursive and held while delivering.
private final class SwitchToLatestSubscription<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var outer: Subscription?
    private var inner: Subscription?
    private var generation = 0
    private var demand = Subscribers.Demand.none
    private var outerFinished = false
    private var innerActive = false

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    var description: String { "SwitchToLatest" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard outer == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        outer = subscription
        lock.unlock()
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
        input.subscribe(SwitchInner(parent: self, generation: current))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard case .finished = completion else { return fail(completion) }
            outerFinished = true
            outer = nil
            finishIfDone()
        }
    }

    fileprivate func attachInner(_ subscription: Subscription, generation: Int) {
        lock.lock()
        guard generation == self.generation, downstream != nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        inner = subscription
        let demand = self.demand
        lock.unlock()
        if demand > 0 { subscription.request(demand) }
    }

    fileprivate func receiveInner(_ value: Inner.Output, generation: Int) -> Subscribers.Demand {
        lock.withLock {
            guard generation == self.generation, let downstream, demand > 0 else { return .none }
            demand -= 1
            let more = downstream.receive(value)
            demand += more
            return more
        }
    }

    fileprivate func finishInner(_ completion: Subscribers.Completion<Failure>, generation: Int) {
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
        let (downstream, subscriptions) = detach()
        for subscription in subscriptions { subscription.cancel() }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let inner = lock.withLock { () -> Subscription? in
            self.demand += demand
            return self.inner
        }
        inner?.request(demand)
    }

    func cancel() {
        let (_, subscriptions) = lock.withLock { detach() }
        for subscription in subscriptions { subscription.cancel() }
    }

    private func detach() -> (Downstream?, [Subscription]) {
        defer {
            downstream = nil
            outer = nil
            inner = nil
        }
        return (downstream, [outer, inner].compactMap { $0 })
    }
}

/// The subscriber of one inner publisher; its elements count only while it is the latest.
private final class SwitchInner<Inner: Publisher, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    typealias Input = Inner.Output
    typealias Failure = Inner.Failure

    private let parent: SwitchToLatestSubscription<Inner, Downstream>
    private let generation: Int

    init(parent: SwitchToLatestSubscription<Inner, Downstream>, generation: Int) {
        self.parent = parent
        self.generation = generation
    }

    func receive(subscription: Subscription) {
        parent.attachInner(subscription, generation: generation)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.receiveInner(input, generation: generation)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.finishInner(completion, generation: generation)
    }
}
