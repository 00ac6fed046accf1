/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to "inject" values into a stream, by calling its
/// ``send(_:)`` method. Subjects may be sent to and cancelled from any thread.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)

    /// Sends a subscription to the subscriber; the subject requests unlimited elements on it.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Attaches the specified subject to this publisher.
    ///
    /// - Returns: A cancellable instance, which you use when you end assignment of the
    ///   received value. Deallocation of the result will tear down the subscription stream.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let forwarder = SubjectForwarder(subject)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }
}

/// The subscriber of ``Publisher/subscribe(_:)-subject``: forwards to its subject until cancelled.
private final class SubjectForwarder<Target: Subject>: Subscriber, Cancellable {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private let state = Locked<(subject: Target?, subscription: Subscription?)>((nil, nil))

    init(_ subject: Target) {
        state.withLock { $0.subject = subject }
    }

    func receive(subscription: Subscription) {
        guard
            let subject = state.withLock({ state -> Target? in
                state.subscription = subscription
                return state.subject
            })
        else {
            subscription.cancel()
            return
        }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        state.withLock { $0.subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = state.withLock { state -> Target? in
            defer { state = (nil, nil) }
            return state.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let subscription = state.withLock { state -> Subscription? in
            defer { state = (nil, nil) }
            return state.subscription
        }
        subscription?.cancel()
    }
}
