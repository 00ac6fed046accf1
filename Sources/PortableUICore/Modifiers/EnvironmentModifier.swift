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

/// A modifier that transforms a value of the environment of its content.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        var inputs = inputs
        modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
        return reconcileChild(content, node, inputs)
    }
}

extension View {
    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}
