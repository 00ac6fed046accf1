extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    ///
    /// Subscribing, requests and cancellation are performed on the scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let upstream = self.upstream
            let scheduler = self.scheduler
            let options = self.options
            let forwarding = AnySubscriber<Output, Failure>(
                receiveSubscription: { subscription in
                    subscriber.receive(
                        subscription: ScheduledSubscription(subscription, scheduler: scheduler, options: options))
                },
                receiveValue: subscriber.receive(_:),
                receiveCompletion: subscriber.receive(completion:))
            scheduler.schedule(options: options) { upstream.subscribe(forwarding) }
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(
        on scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// A subscription whose requests and cancellation run on a scheduler.
private final class ScheduledSubscription<Context: Scheduler>: Subscription, @unchecked Sendable {
    private let base: Subscription
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ base: Subscription, scheduler: Context, options: Context.SchedulerOptions?) {
        self.base = base
        self.scheduler = scheduler
        self.options = options
    }

    func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { [base] in base.request(demand) }
    }

    func cancel() {
        scheduler.schedule(options: options) { [base] in base.cancel() }
    }
}
