extension Publishers {
    /// A publisher that republishes all non-nil results of calling a closure with each received element.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that receives values from the upstream publisher and returns optional values.
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let transform = self.transform
            upstream.subscribeStepping(subscriber, "CompactMap") { transform($0).map { .emit($0) } ?? .skip }
        }
    }

    /// A publisher that republishes all non-nil results of calling an error-throwing closure
    /// with each received element.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that receives values from the upstream publisher and returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let transform = self.transform
            upstream.subscribeStepping(subscriber, "TryCompactMap", mapFailure: { $0 }) { value in
                do { return try transform(value).map { .emit($0) } ?? .skip } catch { return .fail(error) }
            }
        }
    }
}

extension Publisher {
    /// Calls a closure with each received element and publishes any returned optional that has a value.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Calls an error-throwing closure with each received element and publishes any returned
    /// optional that has a value.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}
