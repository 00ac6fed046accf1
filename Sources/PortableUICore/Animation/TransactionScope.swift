import Foundation

/// The change a `.transaction` or `.animation` modifier makes to the transaction of the views
/// below it, as SwiftUI passes a transaction down the view graph.
///
/// Rules:
/// 1. A scope changes the transaction its parent scope gives it (the update's own at the top):
///    the innermost modifier has the last word.
/// 2. The views a modifier encloses reconcile with its scope (``reconciling``, kept with their
///    inputs so that a view updated on its own later still has it): their render effects,
///    drawings, animatable data and transitions take the scope's animation.
/// 3. Frames animate in layout, after reconciliation: each modifier marks the layout nodes of
///    its content with its scope (``TransactionScopeMark``), and a node whose frame changes
///    takes the nearest mark among itself and its layout ancestors.
/// 4. A scoped form (`transaction(_:body:)`, `animation(_:body:)`, a view modifier's
///    `transaction(_:)`) applies its change to the modifiers of its body only: the content it
///    wraps goes back to the scope outside it (SwiftUI saves and restores the transaction).
final class TransactionScope {
    /// The scope of the modifier outside this one (nil: the update's own transaction).
    var parent: TransactionScope?
    /// Changes the transaction given by the parent.
    var transform: (inout Transaction) -> Void
    /// Whether this scope is a scoped form's, whose wrapped content goes back to `parent`.
    let restoresContent: Bool

    init(parent: TransactionScope?, restoresContent: Bool = false, transform: @escaping (inout Transaction) -> Void) {
        self.parent = parent
        self.restoresContent = restoresContent
        self.transform = transform
    }

    // Rule 1
    /// The transaction the views in this scope see when the update's transaction is `root`.
    func transaction(from root: Transaction) -> Transaction {
        var transaction = parent?.transaction(from: root) ?? root
        transform(&transaction)
        return transaction
    }

    // Rule 2
    /// The scope of the views being reconciled now (nil: the update's own transaction).
    nonisolated(unsafe) static var reconciling: TransactionScope?

    /// Runs `body` with `scope` as the scope of the views it reconciles.
    static func reconcile<Result>(in scope: TransactionScope?, _ body: () -> Result) -> Result {
        let outer = reconciling
        reconciling = scope
        defer { reconciling = outer }
        return body()
    }

    /// The transaction of the change being reconciled now, before any scope changes it: the
    /// transaction being made (inside `withTransaction`) if it animates, disables animations
    /// or carries keyed values, else that of the pending changes.
    static func updateTransaction(_ updates: UpdateQueue?) -> Transaction {
        let current = Transaction.current
        if current.animation != nil || current.disablesAnimations || current.hasKeyedValues { return current }
        return updates?.peekTransaction() ?? current
    }

    /// The animation of a change reconciled now, in the scope being reconciled.
    static func currentAnimation(_ updates: UpdateQueue?) -> Animation? {
        currentTransaction(updates).animation
    }

    /// The animation of a change of an animated value (a render effect's numbers, a view's or
    /// modifier's `animatableData`) reconciled now: the scope's, or the velocity tracker's in
    /// a transaction that tracks velocity (``Transaction/valueAnimation``).
    static func currentValueAnimation(_ updates: UpdateQueue?) -> Animation? {
        currentTransaction(updates).valueAnimation
    }

    /// The transaction of a change reconciled now, in the scope being reconciled.
    private static func currentTransaction(_ updates: UpdateQueue?) -> Transaction {
        let root = updateTransaction(updates)
        guard let reconciling else { return root }
        return reconciling.transaction(from: root)
    }
}

/// A layout node's mark of the scope its frame changes animate in (see ``TransactionScope``,
/// rule 3).
struct TransactionScopeMark {
    /// The scope (nil: the update's own transaction).
    let scope: TransactionScope?
    /// How deep in the view hierarchy the content that was marked is: a deeper modifier's
    /// mark wins.
    let depth: Int
}

extension LayoutNode {
    /// The scope mark of the node, set by the nearest transaction or animation modifier
    /// outside it.
    var transactionMark: TransactionScopeMark? {
        get { extras?.transactionMark }
        set { if newValue != nil || extras != nil { madeExtras.transactionMark = newValue } }
    }

    /// Marks the node with `mark`, unless a modifier deeper in the view hierarchy marked it.
    func markTransaction(_ mark: TransactionScopeMark) {
        if let existing = transactionMark, existing.depth > mark.depth { return }
        transactionMark = mark
    }

    /// The animation of a change of the node's frame in the layout pass running now: its
    /// nearest mark's scope's (nil: none), or the update's animation.
    var scopedAnimation: Animation? {
        let pass = LayoutPass.current
        guard pass.hasScopes else { return pass.animation }
        var node: LayoutNode? = self
        while let current = node {
            if let mark = current.transactionMark {
                guard let scope = mark.scope else { return pass.animation }
                return scope.transaction(from: pass.transaction).valueAnimation
            }
            node = current.layoutParent
        }
        return pass.animation
    }
}
