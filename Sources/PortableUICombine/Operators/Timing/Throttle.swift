extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    ///
    /// An element that arrives when nothing was delivered for `interval` is delivered at
    /// once; later ones wait for the end of the interval, when the latest (or, without
    /// `latest`, the first) of them is delivered. Elements arriving without demand are dropped.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to publish elements.
        public let scheduler: Context
        /// A Boolean value indicating whether to publish the most recent element.
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let timing = TimedSubscription(subscriber, scheduler: scheduler, options: nil, description: "Throttle")
            let interval = self.interval
            let latest = self.latest
            var lastDelivery: Context.SchedulerTimeType?
            var waiting: Output?
            var windowScheduled = false
            timing.onValue = { value, timing in
                let now = timing.scheduler.now
                if !windowScheduled, lastDelivery.map({ $0.distance(to: now) >= interval }) ?? true {
                    lastDelivery = now
                    timing.schedule(after: now) { timing.deliver(value) }
                    return
                }
                if latest || waiting == nil { waiting = value }
                guard !windowScheduled, let last = lastDelivery else { return }
                windowScheduled = true
                let end = last.advanced(by: interval)
                timing.schedule(after: end) {
                    windowScheduled = false
                    lastDelivery = end
                    if let value = waiting {
                        waiting = nil
                        timing.deliver(value)
                    }
                }
            }
            upstream.subscribe(timing)
        }
    }
}

extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream
    /// publisher in the specified time interval.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    )
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
