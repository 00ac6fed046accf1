import Foundation

/// The work waiting for the next update of a graph: views whose state changed and lifecycle
/// actions. State may change on any thread; the graph takes the work on the main actor.
final class UpdateQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var dirty: [DynamicPropertyHost] = []
    private var deferred: [DynamicPropertyHost] = []
    private var actions: [@MainActor () -> Void] = []
    private var evaluatingBody = false
    private var transaction: Transaction?
    private var completions: [AnimationCompletion] = []
    /// Changes made in earlier transactions than the pending one, oldest first (rule of
    /// ``EarlierChanges``).
    private var earlier: [EarlierChanges] = []
    /// The transaction of the earlier changes being applied now, if any.
    private var applyingEarlier: Transaction?

    /// Changes made in a transaction that animates differently from a later one before the
    /// same update (two `withAnimation` blocks with different animations): they are applied
    /// and laid out first, with their own transaction, so that each block's changes animate
    /// with its own animation (SwiftUI keeps a transaction per change). Rule: a change starts
    /// a new group when the pending changes were made in a transaction that animates or
    /// disables animations, the change's transaction does too but with another animation (or
    /// the other setting), and the view it changes is not among the pending ones (a view
    /// changed in both shows both changes in the later transaction, as before).
    struct EarlierChanges {
        let dirty: [DynamicPropertyHost]
        let transaction: Transaction
        let completions: [AnimationCompletion]
    }
    /// Called (on any thread) when work arrives, so that a host can schedule a frame.
    var onWork: (@Sendable () -> Void)? {
        get { withLock { work } }
        set { withLock { work = newValue } }
    }
    private var work: (@Sendable () -> Void)?

    /// Whether a layout pass is running now.
    var isLayingOut: Bool {
        get { withLock { layingOut } }
        set { withLock { layingOut = newValue } }
    }
    private var layingOut = false

    /// Whether a view body is being evaluated now.
    var isEvaluatingBody: Bool {
        get { withLock { evaluatingBody } }
        set { withLock { evaluatingBody = newValue } }
    }

    /// How many state changes arrived while a body was evaluated or the graph laid out (each
    /// reported by a diagnostic).
    var changesDuringUpdate: Int { withLock { lateChanges } }
    private var lateChanges = 0

    /// Queues a view whose state changed. During body evaluation the change waits for the
    /// next update, with a diagnostic. Once the graph is gone (``close()``) it does nothing.
    func schedule(_ node: DynamicPropertyHost) {
        let accepted: (duringUpdate: Bool, onWork: (@Sendable () -> Void)?)? = withLock {
            if isClosed { return nil }
            let duringUpdate = evaluatingBody || layingOut
            if !duringUpdate { setEarlierChangesApart(before: node) }
            if duringUpdate {
                deferred.append(node)
                lateChanges += 1
            } else {
                dirty.append(node)
            }
            return (duringUpdate, work)
        }
        guard let accepted else { return }
        recordCurrentTransaction()
        if accepted.duringUpdate {
            Diagnostics.report(
                "Modifying state during view update, this will cause undefined behavior; the change is applied in the next update."
            )
        }
        accepted.onWork?()
    }

    /// Moves the pending changes into ``earlier`` when `node`'s change, made in the current
    /// transaction, starts a new group (see ``EarlierChanges``). Called with the lock held.
    private func setEarlierChangesApart(before node: DynamicPropertyHost) {
        let current = Transaction.current
        guard let pending = transaction, !dirty.isEmpty, current.animation != nil || current.disablesAnimations,
            pending.animation != current.animation || pending.disablesAnimations != current.disablesAnimations,
            !dirty.contains(where: { $0 === node })
        else { return }
        earlier.append(EarlierChanges(dirty: dirty, transaction: pending, completions: completions))
        dirty = []
        transaction = nil
        completions = []
    }

    /// The oldest group of earlier changes, taken out of the queue.
    func takeEarlierChanges() -> EarlierChanges? {
        withLock { earlier.isEmpty ? nil : earlier.removeFirst() }
    }

    /// Runs `body` while the changes of `transaction`, set apart earlier, are applied: their
    /// views see it as the pending changes' transaction.
    func applyingEarlier<R>(_ transaction: Transaction, _ body: () -> R) -> R {
        withLock { applyingEarlier = transaction }
        defer { withLock { applyingEarlier = nil } }
        return body()
    }

    /// Queues an action to run after the current update (nothing once the graph is gone).
    func enqueue(_ action: @escaping @MainActor () -> Void) {
        let accepted: (@Sendable () -> Void)?? = withLock {
            if isClosed { return nil }
            actions.append(action)
            return .some(work)
        }
        if let onWork = accepted { onWork?() }
    }

    /// Whether the graph is gone: work that arrives later is dropped.
    private var isClosed = false

    /// The graph is gone: drops the waiting work (which would otherwise keep nodes, and
    /// through their inputs this queue, alive) and refuses more.
    func close() {
        withLock {
            isClosed = true
            dirty.removeAll()
            deferred.removeAll()
            actions.removeAll()
            earlier.removeAll()
            work = nil
        }
    }

    var hasWork: Bool { withLock { !dirty.isEmpty || !deferred.isEmpty || !actions.isEmpty || !earlier.isEmpty } }

    /// Moves changes deferred from body evaluation into the current update.
    func promoteDeferred() {
        withLock {
            dirty.append(contentsOf: deferred)
            deferred.removeAll()
        }
    }

    func takeDirty() -> [DynamicPropertyHost] {
        withLock {
            defer { dirty.removeAll() }
            return dirty
        }
    }

    func takeActions() -> [@MainActor () -> Void] {
        withLock {
            defer { actions.removeAll() }
            return actions
        }
    }

    /// The transaction that made the pending changes: the last one that animates, disables
    /// animations or carries keyed values (without its completions, which are kept apart).
    func takeTransaction() -> Transaction? {
        withLock {
            defer { transaction = nil }
            return transaction
        }
    }

    /// The transaction of the pending changes, left in place.
    func peekTransaction() -> Transaction? {
        withLock { applyingEarlier ?? transaction }
    }

    /// Adds the transaction being made now (if it animates, disables animations or carries
    /// keyed values) to the pending changes: a change to a view already queued still animates
    /// the update.
    func recordCurrentTransaction() {
        var current = Transaction.current
        let claimed = current.completions.filter { $0.claim() }
        let counts = current.animation != nil || current.disablesAnimations || current.hasKeyedValues
        guard counts || !claimed.isEmpty else { return }
        current.completions = []
        withLock {
            if counts { transaction = current }
            completions += claimed
        }
    }

    /// The completions of the transactions that made the pending changes.
    func takeCompletions() -> [AnimationCompletion] {
        withLock {
            defer { completions.removeAll() }
            return completions
        }
    }

    var hasDirtyOrActions: Bool { withLock { !dirty.isEmpty || !actions.isEmpty } }

    private func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
