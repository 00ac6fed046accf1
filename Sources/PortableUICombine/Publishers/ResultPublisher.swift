extension Result {
    /// A publisher that publishes an output to each subscriber exactly once then finishes,
    /// or fails immediately without producing any elements.
    public var publisher: Result<Success, Failure>.Publisher {
        Publisher(self)
    }

    /// The type of a Combine publisher that publishes this instance's result to each
    /// subscriber exactly once, or fails immediately if the result indicates failure.
    public struct Publisher: PortableUICombine.Publisher {
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Output, Failure>

        /// Creates a publisher that delivers the specified result.
        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher that sends the specified output to all subscribers and finishes normally.
        public init(_ output: Output) {
            self.init(.success(output))
        }

        /// Creates a publisher that immediately terminates upon subscription with the given failure.
        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            switch result {
            case .success(let output): Just(output).setFailureType(to: Failure.self).subscribe(subscriber)
            case .failure(let error): Fail(error: error).subscribe(subscriber)
            }
        }
    }
}

extension Optional {
    /// A publisher that publishes an optional value to each subscriber exactly once, if the
    /// optional has a value.
    public var publisher: Optional<Wrapped>.Publisher {
        Publisher(self)
    }

    /// The type of a Combine publisher that publishes the value of a Swift optional instance
    /// to each subscriber exactly once, if the instance has any value at all.
    public struct Publisher: PortableUICombine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        /// The result to deliver to each subscriber.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to finish immediately if
        /// the optional doesn't have a value.
        public init(_ output: Output?) {
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            var remaining = output
            ProducerSubscription.start(subscriber, description: "Optional") {
                defer { remaining = nil }
                return remaining
            }
        }
    }
}
