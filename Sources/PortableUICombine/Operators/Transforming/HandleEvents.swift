import Foundation

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives the subscription from the upstream publisher.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// A closure that executes when the publisher receives a value from the upstream publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// A closure that executes when the upstream publisher finishes normally or terminates with an error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?
        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(HandleEventsSubscription(subscriber, events: self))
        }
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

/// The subscription of ``Publishers/HandleEvents``: passes everything through, calling the
/// closures first.
private final class HandleEventsSubscription<Upstream: Publisher, Downstream: Subscriber>:
    OperatorSubscription<Downstream>, Subscriber, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let events: Publishers.HandleEvents<Upstream>

    init(_ downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.events = events
        super.init(downstream, description: "HandleEvents")
    }

    override func receive(subscription: Subscription) {
        events.receiveSubscription?(subscription)
        super.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.receiveOutput?(input)
        guard let downstream = liveDownstream else { return .none }
        let more = downstream.receive(input)
        if more > 0 { events.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        events.receiveCompletion?(completion)
        finish(completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
        super.request(demand)
    }

    override func cancel() {
        events.receiveCancel?()
        super.cancel()
    }
}
