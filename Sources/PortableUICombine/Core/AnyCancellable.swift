import Foundation

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// Subscriber implementations can use this type to provide a "cancellation token" that makes
/// it possible for a caller to cancel a publisher, but not to use the ``Subscription`` object
/// to request items. An `AnyCancellable` instance automatically calls ``cancel()`` when
/// deinitialized. Cancelling is thread-safe and runs the closure once.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Constructs a cancellable object that cancels `canceller` when cancelled.
    public init<C: Cancellable>(_ canceller: C) {
        action = canceller.cancel
    }

    deinit { cancel() }

    /// Cancel the activity.
    public func cancel() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
