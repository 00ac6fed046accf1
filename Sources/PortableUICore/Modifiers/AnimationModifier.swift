/// The modifier behind `.animation(_:value:)`: when the value changes, the frames of the
/// views below it that move in that update animate with the animation.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let animation: Animation?
    let value: Value?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let animated = node as? LifecycleNode ?? LifecycleNode()
        let changed: Bool
        if let value = modifier.value {
            // (A nil `Any?` casts to any optional type, so whether a value was seen is kept apart.)
            changed = animated.hasObservedValue && (animated.observedValue as? Value).map { $0 != value } ?? false
            animated.observedValue = value
            animated.hasObservedValue = true
        } else {
            changed = true
        }
        let outer = LayoutAnimationContext.valueAnimation
        if changed, let animation = modifier.animation { LayoutAnimationContext.valueAnimation = animation }
        animated.content = reconcileChild(content, animated.content, inputs)
        LayoutAnimationContext.valueAnimation = outer
        if changed, let animation = modifier.animation, let update = inputs.graph?.statistics.updates {
            for unit in animated.units { mark(unit, animation, update) }
        }
        return animated
    }

    private static func mark(_ node: LayoutNode, _ animation: Animation, _ update: Int) {
        var stack = [node]
        while let next = stack.popLast() {
            next.pendingAnimation = (animation, update)
            next.renderEffects.animateChanges(in: update, with: animation)
            next.drawingChange?.animateChange(in: update, with: animation)
            stack.append(contentsOf: next.subviews)
        }
    }
}

extension View {
    /// Applies the given animation to this view when the specified value changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Applies the given animation to all animatable values within this view.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<Int>(animation: animation, value: nil))
    }
}
