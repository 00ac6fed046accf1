extension Publishers {
    /// A publisher that publishes a given sequence of elements, as many as requested.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
            var iterator = sequence.makeIterator()
            ProducerSubscription.start(subscriber, description: "\(sequence)") { iterator.next() }
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// A publisher of the elements of this sequence.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
