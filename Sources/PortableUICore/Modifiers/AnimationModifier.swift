/// The modifier behind `.animation(_:value:)`: when the value changes, the transaction of the
/// views below it takes the animation (nil: none), unless it disables animations; its effects
/// and frames animate with it in that update (see ``TransactionScope``).
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let animation: Animation?
    /// The value to watch; nil for the deprecated `animation(_:)`, which applies at every change.
    let value: Value?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let animation = modifier.animation
        return TransactionScopeNode.reconcile(content, node: node, inputs: inputs) { animated in
            guard let value = modifier.value else { return { $0.setAnimation(animation) } }
            animated.noteValue(value, inputs: inputs)
            let update = animated.valueChangeUpdate
            return { if update == LayoutPass.current.update { $0.setAnimation(animation) } }
        }
    }
}

extension Transaction {
    /// Sets the animation as `.animation` modifiers do: not when the transaction disables
    /// animations (Apple's documentation of `disablesAnimations`).
    mutating func setAnimation(_ animation: Animation?) {
        guard !disablesAnimations else { return }
        self.animation = animation
    }
}

extension View {
    /// Applies the given animation to this view when the specified value changes.
    ///
    /// - Parameters:
    ///   - animation: The animation to apply. If `animation` is `nil`, the view doesn't
    ///     animate.
    ///   - value: A value to monitor for changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<Int>(animation: animation, value: nil))
    }

    /// Applies the given animation to all animatable values within the `body` closure.
    ///
    /// Any modifiers applied to the content of `body` will be applied to this view, and the
    /// `animation` will only be used on the modifiers defined in the `body`: the view itself
    /// animates with the transaction outside.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        transaction({ $0.setAnimation(animation) }, body: body)
    }
}

extension ViewModifier {
    /// Returns a new version of the modifier that will apply `animation` to all animatable
    /// values within the modifier.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        transaction { $0.setAnimation(animation) }
    }
}
