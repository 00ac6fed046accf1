/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a subscription has identity, defined by the
/// moment in time a particular subscriber attached to a publisher. Cancelling a subscription
/// must be thread-safe, and can be done only once.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// Returns the "empty" subscription: requests and cancellation do nothing. Publishers give
    /// it to subscribers they complete immediately.
    public static var empty: Subscription { EmptySubscription.shared }
}

/// The subscription of a publisher that has nothing to send.
private final class EmptySubscription: Subscription, @unchecked Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
