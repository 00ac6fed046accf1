import Foundation

extension NSLocking {
    /// Offers an upstream's `subscription` to the state this lock guards: `keep` runs under the
    /// lock and returns the demand to ask of the subscription, or `nil` to refuse it (the
    /// stream has ended, or the subscription belongs to a superseded upstream), which cancels
    /// it. The request and the cancellation happen after the lock is released.
    func adopt(_ subscription: Subscription, _ keep: () -> Subscribers.Demand?) {
        lock()
        let demand = keep()
        unlock()
        guard let demand else { return subscription.cancel() }
        if demand > 0 { subscription.request(demand) }
    }
}
