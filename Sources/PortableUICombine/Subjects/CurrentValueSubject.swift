/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// Unlike ``PassthroughSubject``, `CurrentValueSubject` maintains a buffer of the most
/// recently published element: a new subscriber receives it at its first request, and a
/// subscriber without demand receives the latest value when it next requests one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let conduits: SubjectConduits<Output, Failure>

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        conduits = SubjectConduits(current: value)
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { conduits.currentValue! }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        conduits.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        conduits.send(completion: completion)
    }

    public func send(subscription: Subscription) {
        conduits.send(subscription: subscription)
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        conduits.attach(subscriber)
    }
}
