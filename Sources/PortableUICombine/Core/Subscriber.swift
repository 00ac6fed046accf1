/// A protocol that declares a type that can receive input from a publisher.
///
/// A subscriber receives one subscription, then at most as many elements as it requested
/// (the demand returned from ``receive(_:)-swift.method`` adds to what it asked before),
/// then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive. Use `Never` if it does not receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
    func receive(subscription: Subscription)

    /// Tells the subscriber that the publisher has produced an element.
    ///
    /// - Returns: A demand instance indicating how many more elements the subscriber expects to receive.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing, either normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}
