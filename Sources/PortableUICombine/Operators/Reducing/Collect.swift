import Foundation

extension Publishers {
    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            upstream.subscribeFolding(subscriber, "Collect", into: [Upstream.Output](), result: { $0 }) {
                $0.append($1)
            }
        }
    }

    /// A publisher that buffers a maximum number of items.
    ///
    /// It asks upstream for `count` elements per array requested; the last array may be
    /// shorter when upstream finishes. A failure discards the buffered elements.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            upstream.subscribe(CollectByCountSubscription(subscriber, count: Swift.max(count, 1)))
        }
    }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Collects all received elements, and emits a single array of the collection when the
    /// upstream publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

/// The subscription of ``Publishers/CollectByCount``.
private final class CollectByCountSubscription<Downstream: Subscriber, Element>: OperatorSubscription<Downstream>,
    Subscriber, @unchecked Sendable
where Downstream.Input == [Element] {
    typealias Input = Element
    typealias Failure = Downstream.Failure

    private var buffer: [Element] = []
    private let count: Int

    init(_ downstream: Downstream, count: Int) {
        self.count = count
        super.init(downstream, description: "CollectByCount")
    }

    func receive(_ input: Element) -> Subscribers.Demand {
        let full = lock.withLock { () -> [Element]? in
            guard downstream != nil else { return nil }
            buffer.append(input)
            guard buffer.count >= count else { return nil }
            defer { buffer = [] }
            return buffer
        }
        guard let full, let downstream = liveDownstream else { return .none }
        return downstream.receive(full) * count
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, rest) = lock.withLock {
            defer { buffer = [] }
            return (detach().downstream, buffer)
        }
        if case .finished = completion, !rest.isEmpty { _ = downstream?.receive(rest) }
        downstream?.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        super.request(demand * count)
    }
}
