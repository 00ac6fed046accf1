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
private final class TimeoutSubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    OperatorSubscription<Downstream>, Subscriber, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private var generation = 0
    private let timeout: Publishers.Timeout<Upstream, Context>

    init(_ downstream: Downstream, timeout: Publishers.Timeout<Upstream, Context>) {
        self.timeout = timeout
        super.init(downstream, description: "Timeout")
    }

    override func receive(subscription: Subscription) {
        guard let downstream = attach(subscription) else { return }
        restartTimer()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        restartTimer()
        timeout.scheduler.schedule(options: timeout.options) { [self] in deliverLater(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        timeout.scheduler.schedule(options: timeout.options) { [self] in finish(completion) }
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
            let (downstream, upstream) = detach()
            upstream?.cancel()
            downstream?.receive(completion: timeout.customError.map { .failure($0()) } ?? .finished)
        }
    }

    /// Ends the stream and stops the timer that runs.
    override func detach() -> (downstream: Downstream?, upstream: Subscription?) {
        lock.withLock {
            generation += 1
            return super.detach()
        }
    }
}
