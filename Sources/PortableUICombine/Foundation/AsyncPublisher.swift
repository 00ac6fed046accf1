import Foundation

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// Each iterator subscribes on its first `next()` and requests one element per call.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a
    /// throwing asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let inbox: AsyncInbox<P>

        /// Produces the next element in the prefix sequence; `nil` once the publisher finished.
        public mutating func next() async -> P.Output? {
            try? await inbox.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(inbox: AsyncInbox(publisher))
    }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a
    /// throwing asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let inbox: AsyncInbox<P>

        /// Produces the next element; `nil` once the publisher finished; throws its failure.
        public mutating func next() async throws -> P.Output? {
            try await inbox.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(inbox: AsyncInbox(publisher))
    }
}

extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> {
        AsyncPublisher(self)
    }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> {
        AsyncThrowingPublisher(self)
    }
}

/// The subscriber behind an async iterator: one element requested per `next()`, handed to
/// the waiting continuation. Task cancellation cancels the subscription and ends the sequence.
private final class AsyncInbox<P: Publisher>: Subscriber, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure

    private let lock = NSLock()
    private var publisher: P?
    private var subscription: Subscription?
    private var waiting: CheckedContinuation<P.Output?, Error>?
    private var received: [Result<P.Output?, Error>] = []
    private var ended = false

    init(_ publisher: P) {
        self.publisher = publisher
    }

    deinit {
        subscription?.cancel()
    }

    func next() async throws -> P.Output? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (pending, subscribe, subscription) = lock.withLock {
                    () -> (Result<P.Output?, Error>?, P?, Subscription?) in
                    if !received.isEmpty { return (received.removeFirst(), nil, nil) }
                    if ended { return (.success(nil), nil, nil) }
                    waiting = continuation
                    defer { publisher = nil }
                    return (nil, publisher, self.subscription)
                }
                if let pending {
                    continuation.resume(with: pending)
                } else if let subscribe {
                    subscribe.subscribe(self)
                } else {
                    subscription?.request(.max(1))
                }
            }
        } onCancel: {
            end(with: .success(nil))
        }
    }

    func receive(subscription: Subscription) {
        lock.withLock { self.subscription = subscription }
        subscription.request(.max(1))
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        hand(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        switch completion {
        case .finished: end(with: .success(nil))
        case .failure(let error): end(with: .failure(error))
        }
    }

    /// Gives `result` to the waiting `next()`, or keeps it for the next one.
    private func hand(_ result: Result<P.Output?, Error>) {
        // The value goes to one place only: kept for the next `next()` when none waits, or
        // handed to the waiting one (the compiler cannot see that the two exclude each other).
        nonisolated(unsafe) let handed = result
        let continuation = lock.withLock { () -> CheckedContinuation<P.Output?, Error>? in
            defer { waiting = nil }
            if waiting == nil { received.append(handed) }
            return waiting
        }
        continuation?.resume(with: handed)
    }

    private func end(with result: Result<P.Output?, Error>) {
        let (first, subscription) = lock.withLock { () -> (Bool, Subscription?) in
            guard !ended else { return (false, nil) }
            ended = true
            defer { self.subscription = nil }
            return (true, self.subscription)
        }
        guard first else { return }
        subscription?.cancel()
        hand(result)
    }
}
