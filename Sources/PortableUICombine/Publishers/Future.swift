import Foundation

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs at once, when the future is created (not per subscriber). Each subscriber
/// gets the result once it has demand; subscribers that arrive later get it at once.
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscription<Output, Failure>] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        // The promise keeps the future alive until it is called, as Combine's does.
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let subscriptions = waiting
        waiting = []
        lock.unlock()
        for subscription in subscriptions { subscription.resolve(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let subscription = FutureSubscription(AnySubscriber(subscriber))
        lock.lock()
        let result = self.result
        if result == nil { waiting.append(subscription) }
        lock.unlock()
        subscriber.receive(subscription: subscription)
        if let result { subscription.resolve(result) }
    }
}

/// One subscriber of a future: holds the result until the subscriber has demand.
private final class FutureSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var result: Result<Output, Failure>?
    private var hasDemand = false

    init(_ downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    var description: String { "Future" }

    func resolve(_ result: Result<Output, Failure>) {
        lock.lock()
        self.result = result
        lock.unlock()
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        hasDemand = true
        lock.unlock()
        deliverIfReady()
    }

    /// A value needs demand; a failure goes at once.
    private func deliverIfReady() {
        lock.lock()
        guard let downstream, let result else {
            lock.unlock()
            return
        }
        if case .success = result, !hasDemand {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        switch result {
        case .success(let output):
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
