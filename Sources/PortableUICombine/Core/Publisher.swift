/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. The subscriber's
/// `Input` and `Failure` associated types must match the publisher's `Output` and `Failure`.
/// Conforming types implement ``receive(subscriber:)``; callers attach subscribers with
/// ``subscribe(_:)``. The publisher calls, in order and never concurrently:
/// 1. `receive(subscription:)` once, with the subscription the subscriber requests elements on;
/// 2. `receive(_:)` for each element, never more often than the subscriber asked for;
/// 3. `receive(completion:)` at most once, after which it sends nothing more.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish. Use `Never` if it does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of ``Publisher`` must implement this method. The provided extension
    /// method ``subscribe(_:)`` calls this one.
    func receive<S: Subscriber>(subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// Always call this function instead of ``receive(subscriber:)``.
    public func subscribe<S: Subscriber>(_ subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}

/// A namespace for types that serve as publishers.
///
/// The various operators defined as extensions on ``Publisher`` implement their functionality
/// as classes or structures that extend this enumeration.
public enum Publishers {}
