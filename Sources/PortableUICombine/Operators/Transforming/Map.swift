extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided closure.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher with a provided closure.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Upstream.Failure {
            let transform = self.transform
            upstream.subscribeStepping(subscriber, "Map") { .emit(transform($0)) }
        }
    }

    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// error-throwing closure.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates a publisher that transforms elements with an error-throwing closure.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let transform = self.transform
            upstream.subscribeStepping(subscriber, "TryMap", mapFailure: { $0 }) { value in
                do { return .emit(try transform(value)) } catch { return .fail(error) }
            }
        }
    }

    /// A publisher that publishes the value of a key path.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The key path of a property on the output type of the upstream publisher.
        public let keyPath: KeyPath<Upstream.Output, Output>

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Upstream.Failure {
            let keyPath = self.keyPath
            upstream.subscribeStepping(subscriber, "ValueForKey") { .emit($0[keyPath: keyPath]) }
        }
    }
}

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms all elements from the upstream publisher with a provided error-throwing closure.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Publishes the value of a key path.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Replaces nil elements in the stream with the provided element.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
