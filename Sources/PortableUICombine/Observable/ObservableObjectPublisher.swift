import Foundation

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let conduits = SubjectConduits<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() {
        conduits.send(())
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        conduits.attach(subscriber)
    }
}

extension ObservableObjectPublisher {
    /// The publisher of `object`, made on first use: Swift cannot add a stored property to a
    /// class that conforms, so each object's publisher is kept beside it, weakly keyed.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        registry.publisher(for: object)
    }

    private static let registry = ObjectPublisherRegistry()
}

/// The objects' publishers, dropped when their objects are released.
private final class ObjectPublisherRegistry: @unchecked Sendable {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        // Sweep released objects every 64 insertions, so the table stays proportional to the live objects.
        if entries.count >= 64 && entries.count.isMultiple(of: 64) {
            entries = entries.filter { $0.value.object != nil }
        }
        let entry = Entry(object)
        entries[key] = entry
        return entry.publisher
    }
}
