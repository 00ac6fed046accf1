extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// It keeps `object` strongly until it completes or is cancelled, as Combine's does.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        private struct State {
            var object: Root?
            var subscription: Subscription?
        }

        private let state: Locked<State>

        /// The object that contains the property to assign; `nil` once completed or cancelled.
        public var object: Root? { state.withLock { $0.object } }

        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            state = Locked(State(object: object))
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: Subscription) {
            state.adopt(subscription) { state in
                guard state.object != nil, state.subscription == nil else { return nil }
                state.subscription = subscription
                return .unlimited
            }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = self.object {
                object[keyPath: keyPath] = value
            }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            state.withLock { $0 = State() }
        }

        public func cancel() {
            let subscription = state.withLock { state -> Subscription? in
                defer { state = State() }
                return state.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    ///
    /// - Returns: An ``AnyCancellable`` instance. Call ``AnyCancellable/cancel()`` on this
    ///   instance when you no longer want the publisher to automatically assign the property.
    ///   Deinitializing this instance will also cancel automatic assignment.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
