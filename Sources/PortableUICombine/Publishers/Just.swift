/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// A `Just` publisher can't fail with an error.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
        var remaining = Optional(output)
        ProducerSubscription.start(subscriber, description: "Just") {
            defer { remaining = nil }
            return remaining
        }
    }
}

extension Just: Equatable where Output: Equatable {}
