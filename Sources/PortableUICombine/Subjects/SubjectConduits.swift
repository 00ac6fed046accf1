import Foundation

/// The subscribers of a subject, each behind its own ``Conduit`` with its own demand, and the
/// subject's completion. Subjects keep their state here; it is safe to use from any thread.
///
/// A value sent while a subscriber has no demand is dropped for it, as in Combine — except
/// for subjects that keep a current value (`CurrentValueSubject`, `@Published`), which owe
/// that subscriber the current value and deliver it at its next request.
final class SubjectConduits<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private var upstreams: [Subscription] = []
    private var completion: Subscribers.Completion<Failure>?
    private var current: Output?

    /// Whether new subscribers and subscribers without demand get the current value.
    let keepsCurrentValue: Bool

    init(current: Output? = nil) {
        self.current = current
        keepsCurrentValue = current != nil
    }

    /// The subject's current value (subjects that keep one).
    var currentValue: Output? {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Gives `subscriber` a conduit, or, once the subject has completed, that completion.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(AnySubscriber(subscriber), owner: self, owesCurrentValue: keepsCurrentValue)
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Sends `value` to every subscriber with demand (after completion: nothing).
    func send(_ value: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        if keepsCurrentValue { current = value }
        let receivers = conduits
        lock.unlock()
        for conduit in receivers { conduit.offer(value) }
    }

    /// Completes every subscriber; later subscribers get the completion at once.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let receivers = conduits
        conduits = []
        upstreams = []
        lock.unlock()
        for conduit in receivers { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription the subject receives from and asks it for everything.
    func send(subscription: Subscription) {
        lock.lock()
        let completed = completion != nil
        if !completed { upstreams.append(subscription) }
        lock.unlock()
        if completed {
            subscription.cancel()
        } else {
            subscription.request(.unlimited)
        }
    }

    fileprivate func remove(_ conduit: Conduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }
}

/// One subscriber's subscription to a subject.
///
/// Its lock is recursive and held while it delivers, so a subscriber may request or cancel
/// from inside `receive(_:)`, and deliveries to one subscriber never overlap.
final class Conduit<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var owesCurrentValue: Bool
    private weak var owner: SubjectConduits<Output, Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>, owner: SubjectConduits<Output, Failure>, owesCurrentValue: Bool)
    {
        self.downstream = downstream
        self.owner = owner
        self.owesCurrentValue = owesCurrentValue
    }

    var description: String { "Subject" }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
        if owesCurrentValue, let value = owner?.currentValue {
            deliver(value)
        }
    }

    /// Delivers `value` if the subscriber has demand; otherwise a subject with a current
    /// value owes it.
    func offer(_ value: Output) {
        lock.lock()
        defer { lock.unlock() }
        owesCurrentValue = owner?.keepsCurrentValue ?? false
        deliver(value)
    }

    private func deliver(_ value: Output) {
        guard let downstream, demand > 0 else { return }
        owesCurrentValue = false
        demand -= 1
        demand += downstream.receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        defer { lock.unlock() }
        let downstream = self.downstream
        self.downstream = nil
        downstream?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
        owner?.remove(self)
    }
}
