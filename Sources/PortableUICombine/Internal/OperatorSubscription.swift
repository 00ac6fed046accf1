import Foundation

/// What the subscriptions of single-upstream operators share: the subscriber and upstream's
/// subscription behind one lock, the rule that only upstream's first subscription is kept,
/// requests passed upstream, and cancellation that ends the stream on both sides.
///
/// A subclass declares `Subscriber` with its own `receive(_:)` and `receive(completion:)` and
/// may keep its own state under ``lock``. The lock is recursive, so a subclass may hold it
/// while it delivers and the subscriber may call back in.
class OperatorSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    let lock = NSRecursiveLock()
    /// The subscriber, until the stream ends.
    var downstream: Downstream?
    /// Upstream's subscription, from the first one received until the stream ends.
    var upstream: Subscription?
    let description: String

    init(_ downstream: Downstream, description: String) {
        self.downstream = downstream
        self.description = description
    }

    /// Keeps upstream's subscription and gives the subscriber this one.
    func receive(subscription: Subscription) {
        attach(subscription)?.receive(subscription: self)
    }

    /// Keeps `subscription` as upstream's and returns the subscriber; cancels it and returns
    /// `nil` instead when one is kept already or the stream has ended.
    func attach(_ subscription: Subscription) -> Downstream? {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return nil
        }
        upstream = subscription
        lock.unlock()
        return downstream
    }

    /// The subscriber while the stream runs.
    var liveDownstream: Downstream? {
        lock.withLock { downstream }
    }

    /// Ends the stream on this side, returning what it was connected to.
    func detach() -> (downstream: Downstream?, upstream: Subscription?) {
        lock.withLock {
            defer {
                downstream = nil
                upstream = nil
            }
            return (downstream, upstream)
        }
    }

    /// Ends the stream and passes `completion` on (nothing, if it had ended already).
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        detach().downstream?.receive(completion: completion)
    }

    /// Sends `input` holding the lock, then asks upstream for the further demand the
    /// subscriber returns: for operators that deliver on a scheduler, after upstream's call.
    func deliverLater(_ input: Downstream.Input) {
        let more = lock.withLock { downstream.map { $0.receive(input) } ?? .none }
        if more > 0 { request(more) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        detach().upstream?.cancel()
    }
}
