/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike ``CurrentValueSubject``, a `PassthroughSubject` doesn't have an initial value or a
/// buffer of the most recently-published element. It drops values if there are no
/// subscribers, or its current demand is zero.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>()

    /// Creates a subject.
    public init() {}

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
