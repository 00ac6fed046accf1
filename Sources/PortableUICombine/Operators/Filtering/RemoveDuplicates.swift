extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            var previous: Output?
            let predicate = self.predicate
            upstream.subscribeStepping(subscriber, "RemoveDuplicates") { value in
                defer { previous = value }
                if let previous, predicate(previous, value) { return .skip }
                return .emit(value)
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a provided closure.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
