import Foundation

extension Publishers {
    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    ///
    /// Demand passes upstream unchanged; each element and the completion reach the
    /// subscriber on the scheduler, `interval` after they arrived.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler to deliver the delayed events.
        public let scheduler: Context
        /// Options relevant to the scheduler’s behavior.
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(DelaySubscription(subscriber, delay: self))
        }
    }
}

extension Publisher {
    /// Delays delivery of all output to the downstream receiver by a specified amount of time
    /// on a particular scheduler.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options)
    }
}

/// The subscription of ``Publishers/Delay``.
private final class DelaySubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let delay: Publishers.Delay<Upstream, Context>

    init(_ downstream: Downstream, delay: Publishers.Delay<Upstream, Context>) {
        self.downstream = downstream
        self.delay = delay
    }

    var description: String { "Delay" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        later { [self] in
            let more = lock.withLock { downstream.map { $0.receive(input) } ?? .none }
            if more > 0 { request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        later { [self] in
            let downstream = lock.withLock { () -> Downstream? in
                defer {
                    self.downstream = nil
                    upstream = nil
                }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        }
    }

    private func later(_ action: @escaping () -> Void) {
        let scheduler = delay.scheduler
        scheduler.schedule(
            after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance, options: delay.options,
            action)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                upstream = nil
            }
            return upstream
        }?.cancel()
    }
}
