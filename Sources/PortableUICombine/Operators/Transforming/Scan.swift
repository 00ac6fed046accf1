extension Publishers {
    /// A publisher that transforms elements from the upstream publisher by providing the
    /// current element to a closure along with the last value returned by the closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result, or an initial value for the first time.
        public let initialResult: Output
        /// A closure that takes the previous result and the next element, and returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var accumulated = initialResult
            let next = nextPartialResult
            upstream.subscribeStepping(subscriber, "Scan") { value in
                accumulated = next(accumulated, value)
                return .emit(accumulated)
            }
        }
    }

    /// A publisher that transforms elements from the upstream publisher by providing the
    /// current element to a failable closure along with the last value returned by the closure.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result, or an initial value for the first time.
        public let initialResult: Output
        /// An error-throwing closure that takes the previous result and the next element, and returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            var accumulated = initialResult
            let next = nextPartialResult
            upstream.subscribeStepping(subscriber, "TryScan", mapFailure: { $0 }) { value in
                do {
                    accumulated = try next(accumulated, value)
                    return .emit(accumulated)
                } catch {
                    return .fail(error)
                }
            }
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to a
    /// closure along with the last value returned by the closure.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the current element to an
    /// error-throwing closure along with the last value returned by the closure.
    public func tryScan<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
    )
        -> Publishers.TryScan<Self, T>
    {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
