import Foundation

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses
    /// between events.
    ///
    /// It asks upstream for every element. Each element restarts the interval; when the
    /// interval passes without a new one, the latest is delivered on the scheduler if the
    /// subscriber has demand (otherwise it is dropped). A completion is delivered on the
    /// scheduler at once, dropping an element still waiting (unverified against Combine).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher’s delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let timing = TimedSubscription(subscriber, scheduler: scheduler, options: options, description: "Debounce")
            let dueTime = self.dueTime
            var generation = 0
            timing.onValue = { value, timing in
                generation += 1
                let current = generation
                timing.schedule(after: timing.scheduler.now.advanced(by: dueTime)) {
                    guard current == generation else { return }
                    timing.deliver(value)
                }
            }
            upstream.subscribe(timing)
        }
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    )
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
