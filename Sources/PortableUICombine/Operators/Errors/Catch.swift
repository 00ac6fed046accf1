extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing the
        /// failed publisher with another publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S)
        where NewPublisher.Failure == S.Failure, Upstream.Output == S.Input {
            let sequence = SequentialSubscription(subscriber, description: "Catch")
            let handler = self.handler
            sequence.start(upstream) { completion in
                guard case .failure(let error) = completion else { return false }
                sequence.next(handler(error)) { _ in false }
                return true
            }
        }
    }

    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let output = self.output
            upstream.catch { _ in Just(output) }.subscribe(subscriber)
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of retry attempts to perform; `nil` retries without limit.
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let sequence = SequentialSubscription(subscriber, description: "Retry")
            let upstream = self.upstream
            var remaining = retries
            func retrying(_ completion: Subscribers.Completion<Failure>) -> Bool {
                guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else { return false }
                remaining = remaining.map { $0 - 1 }
                sequence.next(upstream, onCompletion: retrying)
                return true
            }
            sequence.start(upstream, onCompletion: retrying)
        }
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Replaces any errors in the stream with the provided element.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Attempts to recreate a failed subscription with the upstream publisher up to the
    /// number of times you specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
