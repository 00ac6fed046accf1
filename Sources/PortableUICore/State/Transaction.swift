import Foundation

/// The context of the current state-processing update: the animation to apply.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false
    /// The values set through ``TransactionKey``s.
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the state change being made now (set by `withTransaction`).
    nonisolated(unsafe) static var current = Transaction()
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
