extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher.
    ///
    /// At most `maxPublishers` new publishers are subscribed at a time: it asks upstream for
    /// that many elements, and for one more each time a new publisher finishes. Their
    /// elements are interleaved as they arrive (see ``Publishers/Merge``).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher that produces
        /// elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S)
        where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            let core = MergeCore(subscriber, description: "FlatMap")
            core.start()
            upstream.subscribe(
                FlatMapSource<Upstream, NewPublisher>(core: core, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }

    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never
    {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

/// The subscriber of a flat map's upstream: each element becomes a new publisher of the core.
private final class FlatMapSource<Upstream: Publisher, NewPublisher: Publisher>: Subscriber, @unchecked Sendable
where NewPublisher.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let core: MergeCore<NewPublisher.Output, Failure>
    private let maxPublishers: Subscribers.Demand
    private let transform: (Upstream.Output) -> NewPublisher

    init(
        core: MergeCore<NewPublisher.Output, Failure>, maxPublishers: Subscribers.Demand,
        transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
        self.core = core
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    func receive(subscription: Subscription) {
        core.setSource(subscription)
        if maxPublishers != .unlimited {
            core.onInputFinished = { subscription.request(.max(1)) }
        }
        subscription.request(maxPublishers)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        core.add(transform(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: core.finishSource()
        case .failure: core.finishInput(at: -1, completion)
        }
    }
}
