/// A modifier that sets a value in the environment of its content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        return reconcileChild(content, node, inputs)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
