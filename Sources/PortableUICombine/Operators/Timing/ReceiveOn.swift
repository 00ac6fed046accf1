import Foundation

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    ///
    /// The subscription is passed on at once; elements and the completion are delivered on
    /// the scheduler, in order. More demand the subscriber returns goes upstream as a request.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
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
            upstream.subscribe(ReceiveOnSubscription(subscriber, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(
        on scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// The subscription of ``Publishers/ReceiveOn``.
private final class ReceiveOnSubscription<Downstream: Subscriber, Context: Scheduler>: OperatorSubscription<Downstream>,
    Subscriber, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.options = options
        super.init(downstream, description: "ReceiveOn")
    }

    /// Delivers on the scheduler without holding the lock, so a subscriber may wait there
    /// for work that cancels from another thread.
    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            guard let downstream = liveDownstream else { return }
            let more = downstream.receive(input)
            if more > 0 { request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in finish(completion) }
    }
}
