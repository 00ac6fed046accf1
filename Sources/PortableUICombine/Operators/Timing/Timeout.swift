import Foundation

extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a specified
    /// time interval without producing an element.
    ///
    /// The interval starts at subscription and again at each element; elements and the
    /// completion are delivered on the scheduler. When it passes, upstream is cancelled and
    /// the subscriber gets `customError()`'s failure, or finishes without one.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum time interval the publisher can go without emitting an element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to deliver events.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?
        /// A closure that executes if the publisher times out.
        public let customError: (() -> Upstream.Failure)?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(TimeoutSubscription(subscriber, timeout: self))
        }
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval
    /// without producing an element.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

/// The subscription of ``Publishers/Timeout``.
private final class TimeoutSubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber,
    Subscription, CustomStringConvertible, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var generation = 0
    private let timeout: Publishers.Timeout<Upstream, Context>

    init(_ downstream: Downstream, timeout: Publishers.Timeout<Upstream, Context>) {
        self.downstream = downstream
        self.timeout = timeout
    }

    var description: String { "Timeout" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        restartTimer()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        restartTimer()
        timeout.scheduler.schedule(options: timeout.options) { [self] in
            let more = lock.withLock { downstream.map { $0.receive(input) } ?? .none }
            if more > 0 { request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        timeout.scheduler.schedule(options: timeout.options) { [self] in
            finish(completion, cancellingUpstream: false)
        }
    }

    /// Starts the interval again; a timer of an earlier generation does nothing.
    private func restartTimer() {
        let current = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        let scheduler = timeout.scheduler
        scheduler.schedule(
            after: scheduler.now.advanced(by: timeout.interval), tolerance: scheduler.minimumTolerance,
            options: timeout.options
        ) {
            [self] in
            guard lock.withLock({ current == generation }) else { return }
            finish(timeout.customError.map { .failure($0()) } ?? .finished, cancellingUpstream: true)
        }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool) {
        let (downstream, upstream) = lock.withLock {
            defer {
                self.downstream = nil
                self.upstream = nil
                generation += 1
            }
            return (self.downstream, self.upstream)
        }
        if cancellingUpstream { upstream?.cancel() }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                upstream = nil
                generation += 1
            }
            return upstream
        }?.cancel()
    }
}
