import Foundation

/// A value behind a lock: every read and write goes through ``withLock(_:)``.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call out to
    /// subscribers or publishers (they may call back in).
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Offers an upstream's `subscription` to the value, as ``NSLocking/adopt(_:_:)`` does:
    /// `keep` returns the demand to ask of it, or `nil` to cancel it.
    func adopt(_ subscription: Subscription, _ keep: (inout Value) -> Subscribers.Demand?) {
        lock.adopt(subscription) { keep(&value) }
    }
}
