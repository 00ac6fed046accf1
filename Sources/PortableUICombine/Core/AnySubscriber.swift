/// A type-erasing subscriber.
///
/// Use an `AnySubscriber` to wrap an existing subscriber whose details you don't want to
/// expose, or to make a subscriber out of closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
    private let descriptionBody: () -> String

    /// A unique identifier for identifying publisher streams: the wrapped subscriber's.
    public let combineIdentifier: CombineIdentifier

    public var description: String { descriptionBody() }

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        combineIdentifier = s.combineIdentifier
        descriptionBody = { "\(s)" }
    }

    /// Creates a type-erasing subscriber that forwards what it receives to a subject (it asks
    /// for unlimited elements).
    public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
        receiveSubscriptionBody = { subscription in
            s.send(subscription: subscription)
        }
        receiveValueBody = { value in
            s.send(value)
            return .none
        }
        receiveCompletionBody = { s.send(completion: $0) }
        combineIdentifier = CombineIdentifier(s)
        descriptionBody = { "\(s)" }
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
        combineIdentifier = CombineIdentifier()
        descriptionBody = { "Anonymous AnySubscriber" }
    }

    public func receive(subscription: Subscription) {
        receiveSubscriptionBody?(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValueBody?(value) ?? .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody?(completion)
    }
}
