import Foundation

/// The context of the current state-processing update: the animation to apply.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false
    /// The values set through ``TransactionKey``s.
    var values: [ObjectIdentifier: Any] = [:]
    /// The completions to run when the animations of the changes made with the transaction
    /// complete (kept with the keyed values, so that the struct's layout stays as it was).
    var completions: [AnimationCompletion] {
        get { self[AnimationCompletionsKey.self] }
        set { self[AnimationCompletionsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values.
    ///
    /// This value is `true` if a continuous action created the transaction, and is `false`
    /// otherwise. Continuous actions include things like dragging a slider or pressing and
    /// holding a stepper, as opposed to tapping a button.
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// Whether this transaction will track the velocity of any animatable properties that
    /// change.
    ///
    /// This property can be enabled in an interactive context to track velocity during a user
    /// interaction so that when the interaction ends, an animation can use the accumulated
    /// velocities to create animations that preserve them.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// Whether the transaction carries something a view may read besides its animation: a
    /// value set through a key (completions aside).
    var hasKeyedValues: Bool {
        values.keys.contains { $0 != ObjectIdentifier(AnimationCompletionsKey.self) }
    }

    /// Whether the transaction says nothing: no animation, animations not disabled, no keyed
    /// values and no completions.
    var carriesNothing: Bool {
        animation == nil && !disablesAnimations && values.isEmpty
    }

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The calling thread's transaction of the state change being made now (set by
    /// `withTransaction`; each thread has its own, see ``ThreadTransaction``).
    static var current: Transaction {
        get { ThreadTransaction.current }
        set { ThreadTransaction.current = newValue }
    }

    /// Adds a completion to run when the animations created with this transaction are all
    /// complete.
    ///
    /// The completion callback will always be fired exactly one time. If no animations are
    /// created by the changes in `body`, then the callback will be called immediately after
    /// `body`.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(AnimationCompletion(criteria: criteria, completion))
    }
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer {
        Transaction.current = saved
        // Completions that no change took (no view changed) run now.
        for completion in transaction.completions where !completion.isClaimed { completion.run() }
    }
    return try body()
}

/// Executes a closure with the specified transaction key path and value and returns the
/// result.
///
/// - Parameters:
///   - keyPath: A key path that indicates the property of the ``Transaction`` structure to
///     update.
///   - value: The new value to set for the item specified by `keyPath`.
///   - body: A closure to execute.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows
    -> R
{
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs
/// the completion when all animations are complete.
///
/// This function sets the given ``Animation`` as the ``Transaction/animation`` property of the
/// thread's current ``Transaction`` as well as calling
/// ``Transaction/addAnimationCompletion(criteria:_:)`` with the specified completion. The
/// completion callback will always be fired exactly one time. If no animations are created by
/// the changes in `body`, then the callback will be called immediately after `body`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// The key of a transaction's completions.
private struct AnimationCompletionsKey: TransactionKey {
    static var defaultValue: [AnimationCompletion] { [] }
}

/// The key of ``Transaction/isContinuous``.
private struct IsContinuousKey: TransactionKey {
    static var defaultValue: Bool { false }
}

/// The key of ``Transaction/tracksVelocity``.
private struct TracksVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}
