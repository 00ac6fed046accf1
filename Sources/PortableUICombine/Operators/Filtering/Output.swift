extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published elements.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            var index = 0
            let range = self.range
            upstream.subscribeStepping(subscriber, "Output") { value in
                defer { index += 1 }
                if index < range.lowerBound { return .skip }
                if index >= range.upperBound - 1 {
                    return index == range.upperBound - 1 ? .emitAndFinish(value) : .finish
                }
                return .emit(value)
            }
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = self.predicate
            upstream.subscribeStepping(subscriber, "PrefixWhile") { predicate($0) ? .emit($0) : .finish }
        }
    }
}

extension Publisher {
    /// Republishes elements up to the specified maximum count.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: 0..<Swift.max(maxLength, 0))
    }

    /// Republishes elements while a predicate closure indicates publishing should continue.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published elements.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index...index)
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        let bounds = range.relative(to: 0..<Int.max)
        return Publishers.Output(upstream: self, range: bounds.lowerBound..<bounds.upperBound)
    }
}
