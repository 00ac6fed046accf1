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
private final class DelaySubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
    OperatorSubscription<Downstream>, Subscriber, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let delay: Publishers.Delay<Upstream, Context>

    init(_ downstream: Downstream, delay: Publishers.Delay<Upstream, Context>) {
        self.delay = delay
        super.init(downstream, description: "Delay")
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        later { [self] in deliverLater(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        later { [self] in finish(completion) }
    }

    private func later(_ action: @escaping () -> Void) {
        let scheduler = delay.scheduler
        scheduler.schedule(
            after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance, options: delay.options,
            action)
    }
}
