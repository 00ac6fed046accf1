import Foundation

/// The node of a `.transaction` or `.animation` modifier, or of the content a scoped form
/// wraps: it builds its content in a ``TransactionScope`` and marks the content's layout nodes
/// with it.
///
/// Rules:
/// 1. A modifier's node owns its scope, made once; the scope's parent is the scope the
///    modifier is built in, its change the modifier's latest one.
/// 2. The content a scoped form wraps is built in the scope outside that form: the parent of
///    the nearest scope that restores its content (see ``TransactionScope``, rule 4).
/// 3. A mark made deeper in the view hierarchy wins over one made further out, so that the
///    innermost modifier decides a layout node's frame animation; the node marks again when
///    its content's layout nodes change on their own.
/// 4. A modifier with a value applies its change in the update in which the value changed.
final class TransactionScopeNode: PassThroughNode {
    /// The scope the content is built in (nil: the update's own transaction).
    private(set) var scope: TransactionScope?
    /// The scope of the node's modifier.
    private var ownScope: TransactionScope?
    /// How deep the content is in the view hierarchy (the depth of its marks).
    private var depth = 0
    private var observedValue: Any?
    /// The update in which the observed value last changed: a change applies while
    /// ``LayoutPass/update`` is that one.
    private(set) var valueChangeUpdate: Int?

    // Rule 1
    /// The node of a modifier (reused from `node` when it is one) with `content` built in the
    /// modifier's scope, whose change `transform` makes from the node (a value's modifier notes
    /// its value there first).
    @MainActor
    static func reconcile<C: View>(
        _ content: C, node: _ViewNode?, inputs: _ViewInputs, restoresContent: Bool = false,
        transform: (TransactionScopeNode) -> (inout Transaction) -> Void
    ) -> _ViewNode {
        let scoped = node as? TransactionScopeNode ?? TransactionScopeNode()
        let scope = scoped.modifierScope(inputs, restoresContent: restoresContent, transform: transform(scoped))
        scoped.reconcile(content, inputs: inputs, in: scope)
        return scoped
    }

    /// The modifier's scope, in the scope of `inputs`, changing the transaction with
    /// `transform`.
    @MainActor
    private func modifierScope(
        _ inputs: _ViewInputs, restoresContent: Bool = false, transform: @escaping (inout Transaction) -> Void
    ) -> TransactionScope {
        let scope = ownScope ?? TransactionScope(parent: nil, restoresContent: restoresContent, transform: transform)
        if ownScope == nil { inputs.graph?.transactionScopes.add(scope) }
        ownScope = scope
        scope.parent = inputs.transactionScope
        scope.transform = transform
        return scope
    }

    /// Builds `content` in `scope`.
    @MainActor
    private func reconcile<C: View>(_ content: C, inputs: _ViewInputs, in scope: TransactionScope?) {
        self.scope = scope
        var inner = inputs
        inner.transactionScope = scope
        depth = inputs.depth
        let built = TransactionScope.reconcile(in: scope) { reconcileChild(content, self.content, inner) }
        self.content = built
        markUnits()
    }

    // Rule 2
    /// Builds `content`, the content a scoped form wraps, in the scope outside that form.
    @MainActor
    static func reconcileRestored<C: View>(_ content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var scope = inputs.transactionScope
        while let current = scope, !current.restoresContent { scope = current.parent }
        let restored = node as? TransactionScopeNode ?? TransactionScopeNode()
        restored.reconcile(content, inputs: inputs, in: scope?.parent)
        return restored
    }

    // Rule 3
    private func markUnits() {
        let mark = TransactionScopeMark(scope: scope, depth: depth)
        for unit in content?.units ?? [] { unit.markTransaction(mark) }
    }

    override func childUnitsChanged() {
        markUnits()
        super.childUnitsChanged()
    }

    // Rule 4
    /// Notes `value` and whether it differs from the value of the previous update (never for
    /// the first one).
    @MainActor
    func noteValue<V: Equatable>(_ value: V, inputs: _ViewInputs) {
        defer { observedValue = value }
        // (A nil `Any?` casts to any optional type, so whether a value was seen is kept apart.)
        guard let observedValue, let old = observedValue as? V, old != value else { return }
        valueChangeUpdate = inputs.graph?.statistics.updates
    }
}
