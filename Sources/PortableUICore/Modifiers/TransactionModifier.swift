/// The modifier behind `.transaction(_:)`: the transaction of the views below it is changed
/// by `transform` (see ``TransactionScope``).
public struct _TransactionModifier: ViewModifier {
    public typealias Body = Never
    /// A closure that transforms the current transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates a transaction modifier with the specified transform closure.
    public init(transform: @escaping (inout Transaction) -> Void) {
        self.transform = transform
    }

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        TransactionScopeNode.reconcile(content, node: node, inputs: inputs) { _ in modifier.transform }
    }
}

/// The modifier behind `.transaction(value:_:)`: in the update in which the value changes, the
/// transaction of the views below it is changed by `transform`.
public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    /// The value to monitor for changes.
    public var value: Value
    /// A closure that transforms the current transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates a value transaction modifier with the specified value and transform closure.
    public init(value: Value, transform: @escaping (inout Transaction) -> Void) {
        self.value = value
        self.transform = transform
    }

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        TransactionScopeNode.reconcile(content, node: node, inputs: inputs) { scoped in
            scoped.noteValue(modifier.value, inputs: inputs)
            let update = scoped.valueChangeUpdate
            return { if update == LayoutPass.current.update { modifier.transform(&$0) } }
        }
    }
}

/// A view modifier whose own effects see the transaction changed by `transform`, while the
/// content it modifies sees the transaction from outside (`ViewModifier.transaction(_:)`, and
/// the scoped `transaction(_:body:)` and `animation(_:body:)` of views).
public struct _PushPopTransactionModifier<Content: ViewModifier>: ViewModifier {
    public typealias Body = Never
    /// The modifier the change applies to.
    public var content: Content
    /// A closure that transforms the current transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates a push-pop transaction modifier with the specified content and transform
    /// closure.
    public init(content: Content, transform: @escaping (inout Transaction) -> Void) {
        self.content = content
        self.transform = transform
    }

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let restored = _ReconciledContent { node, inputs in
            TransactionScopeNode.reconcileRestored(content, node: node, inputs: inputs)
        }
        return _ScopedTransaction._reconcile(
            _ScopedTransaction(transform: modifier.transform, content: restored.modifier(modifier.content)), node: node,
            inputs: inputs)
    }
}

/// The body of a scoped transaction change, built in a scope that restores its wrapped content
/// (see ``TransactionScope``, rule 4).
struct _ScopedTransaction<Content: View>: View {
    typealias Body = Never
    let transform: (inout Transaction) -> Void
    let content: Content

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        TransactionScopeNode.reconcile(view.content, node: node, inputs: inputs, restoresContent: true) { _ in view.transform }
    }
}

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    ///
    /// Use this modifier to change or replace the animation used in a view: for example
    /// `.transaction { $0.animation = nil }` keeps a view from animating while the views
    /// around it animate.
    ///
    /// - Parameter transform: The transformation to apply to transactions within this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the
    /// view, whenever `value` changes.
    ///
    /// - Parameters:
    ///   - value: A value to monitor for changes.
    ///   - transform: The transformation to apply to transactions within this view.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Applies the given transaction mutation function to all animations used within the
    /// `body` closure.
    ///
    /// Any modifiers applied to the content of `body` will be applied to this view, and the
    /// changes to the transaction performed in the `transform` will only affect the modifiers
    /// defined in the `body`: the view itself sees the transaction outside.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        let restored = _ReconciledContent { [self] node, inputs in
            TransactionScopeNode.reconcileRestored(self, node: node, inputs: inputs)
        }
        return _ScopedTransaction(transform: transform, content: body(PlaceholderContentView<Self>(restored)))
    }
}

extension ViewModifier {
    /// Returns a new version of the modifier that will apply the transaction mutation function
    /// `transform` to all transactions within the modifier (its own effects; the content it
    /// modifies sees the transaction outside).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        _PushPopTransactionModifier(content: self, transform: transform)
    }
}
