import Foundation

/// The subscribers of a subject, in subscription order.
final class SubscriberList<Output, Failure: Error> {
    private let lock = NSLock()
    private var handlers: [(UInt64, (PublisherEvent<Output, Failure>) -> Void)] = []
    private var nextID: UInt64 = 0
    private var completion: Subscribers.Completion<Failure>?

    func add(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let completion {
            lock.unlock()
            handler(.completion(completion))
            return AnyCancellable {}
        }
        nextID += 1
        let id = nextID
        handlers.append((id, handler))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: UInt64) {
        lock.lock()
        handlers.removeAll { $0.0 == id }
        lock.unlock()
    }

    func send(_ event: PublisherEvent<Output, Failure>) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        if case .completion(let finished) = event { completion = finished }
        let current = handlers
        if completion != nil { handlers.removeAll() }
        lock.unlock()
        for (_, handler) in current { handler(event) }
    }
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output, Failure>()

    public init() {}

    /// Sends a value to the subscribers.
    public func send(_ input: Output) { subscribers.send(.value(input)) }

    /// Sends a completion signal to the subscribers.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(.completion(completion)) }

    public func _subscribe(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        subscribers.add(handler)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends a void value to the subscribers.
    public func send() { send(()) }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    /// Sends a value to the subscribers.
    public func send(_ input: Output) {
        lock.lock()
        current = input
        lock.unlock()
        subscribers.send(.value(input))
    }

    /// Sends a completion signal to the subscribers.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(.completion(completion)) }

    public func _subscribe(_ handler: @escaping (PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
        handler(.value(value))
        return subscribers.add(handler)
    }
}
