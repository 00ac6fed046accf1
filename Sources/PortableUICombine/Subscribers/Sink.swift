extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// The closure to execute on receipt of a value.
        public var receiveValue: (Input) -> Void {
            state.withLock { $0.receiveValue }
        }

        /// The closure to execute on completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            state.withLock { $0.receiveCompletion }
        }

        private struct State {
            var receiveValue: (Input) -> Void
            var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
            var subscription: Subscription?
            var done = false

            /// Drops the closures (and what they capture) once the sink is done.
            mutating func release() {
                done = true
                subscription = nil
                receiveValue = { _ in }
                receiveCompletion = { _ in }
            }
        }

        private let state: Locked<State>

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            state = Locked(State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
        }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            state.adopt(subscription) { state in
                guard !state.done, state.subscription == nil else { return nil }
                state.subscription = subscription
                return .unlimited
            }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            let receive = state.withLock { $0.done ? nil : $0.receiveValue }
            receive?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let receive = state.withLock { state -> ((Subscribers.Completion<Failure>) -> Void)? in
                guard !state.done else { return nil }
                defer { state.release() }
                return state.receiveCompletion
            }
            receive?(completion)
        }

        /// Cancels the subscription and releases the closures.
        public func cancel() {
            let subscription = state.withLock { state -> Subscription? in
                defer { state.release() }
                return state.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// This method creates the subscriber and immediately requests an unlimited number of values.
    /// - Returns: A cancellable instance, which you use when you end assignment of the
    ///   received value. Deallocation of the result will tear down the subscription stream.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
        receiveValue: @escaping ((Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
