import Foundation

/// A type that can transmit a sequence of values over time — the subset of Combine's
/// `Publisher` that SwiftUI code uses (`sink`, `receive(on:)`, `map`, `onReceive`), since
/// Combine does not exist on Linux.
///
/// Conforming types implement `_subscribe(_:)`, which delivers every event to the handler
/// until the returned cancellable is cancelled.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Starts delivering events to `handler`.
    func _subscribe(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable
}

/// One event of a publisher: a value or its completion.
public enum PublisherEvent<Output, Failure: Error> {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)
}

/// Namespace of subscriber types, as in Combine.
public enum Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled (or
/// deinitialized).
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    deinit { cancelAction?() }

    /// Cancel the activity.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe { event in
            switch event {
            case .value(let value): receiveValue(value)
            case .completion(let completion): receiveCompletion(completion)
            }
        }
    }

    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Specifies the queue on which to receive elements from the publisher.
    public func receive(on queue: DispatchQueue) -> Publishers.ReceiveOn<Self> {
        Publishers.ReceiveOn(upstream: self, queue: queue)
    }

    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Namespace of publisher operators, as in Combine.
public enum Publishers {
    /// A publisher that transforms all elements from the upstream publisher.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output

        public func _subscribe(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe { event in
                switch event {
                case .value(let value): handler(.value(transform(value)))
                case .completion(let completion): handler(.completion(completion))
                }
            }
        }
    }

    /// A publisher that delivers elements on a specific queue.
    public struct ReceiveOn<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let queue: DispatchQueue

        public func _subscribe(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe { event in queue.async { handler(event) } }
        }
    }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }

    public func _subscribe(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        subscribe(handler)
    }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func _subscribe(_ handler: @escaping (PublisherEvent<Output, Never>) -> Void) -> AnyCancellable {
        handler(.value(output))
        handler(.completion(.finished))
        return AnyCancellable {}
    }
}
