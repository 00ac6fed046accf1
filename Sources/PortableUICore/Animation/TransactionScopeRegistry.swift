import Foundation

/// The transaction scopes of a graph's `.transaction` and `.animation` modifiers, so that a
/// layout pass looks for the scope of a frame change only when a scope can change its
/// animation.
///
/// Rules:
/// 1. A modifier's scope is added when it is made; it is held weakly and forgotten when its
///    modifier's node is gone.
/// 2. A layout pass may animate through scopes when its transaction animates and a scope
///    exists (a scope may take the animation away), or when a scope gives an animation from
///    the pass's transaction (a value's modifier only in the update its value changed).
///    Otherwise frames take the fast placement path, as in a graph without scopes.
@MainActor
final class TransactionScopeRegistry {
    private var scopes: [Weak<TransactionScope>] = []

    // Rule 1
    func add(_ scope: TransactionScope) {
        scopes.append(Weak(scope))
    }

    // Rule 2
    /// Whether a frame change in a layout pass with `transaction` must look for its scope.
    func mayAnimate(from transaction: Transaction) -> Bool {
        scopes.removeAll { $0.value == nil }
        if scopes.isEmpty { return false }
        if transaction.animation != nil { return true }
        return scopes.contains { $0.value?.transaction(from: transaction).animation != nil }
    }
}
