/// A modifier that sets a value in the environment of its content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let environmentNode = node as? EnvironmentNode ?? EnvironmentNode()
        var inputs = inputs
        let unchanged = (environmentNode.lastValue as? Value).map { areEqual($0, modifier.value) } ?? false
        inputs.environment = environmentNode.environment(from: inputs.environment, valueUnchanged: unchanged) {
            $0[keyPath: modifier.keyPath] = modifier.value
        }
        environmentNode.lastValue = modifier.value
        environmentNode.content = reconcileChild(content, environmentNode.content, inputs)
        return environmentNode
    }
}

/// The node of an environment-writing modifier. It keeps the environment it produced, so
/// that when neither the parent's environment nor the written value changed, its content
/// sees the very same environment (same version) and can skip re-evaluation.
final class EnvironmentNode: PassThroughNode {
    var lastValue: Any?
    private var parentVersion: UInt64?
    private var produced: EnvironmentValues?

    func environment(
        from parent: EnvironmentValues, valueUnchanged: Bool, write: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        if parentVersion == parent.version, let produced, valueUnchanged { return produced }
        var environment = parent
        write(&environment)
        parentVersion = parent.version
        produced = environment
        return environment
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// A modifier that transforms a value in the environment of its content.
public struct _EnvironmentTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        // The transformed value is written like `.environment(_:_:)`, so that an unchanged
        // result keeps the same environment and the content is not evaluated again.
        var value = inputs.environment[keyPath: modifier.keyPath]
        modifier.transform(&value)
        let writer = _EnvironmentKeyWritingModifier(keyPath: modifier.keyPath, value: value)
        return _EnvironmentKeyWritingModifier._reconcile(writer, content: content, node: node, inputs: inputs)
    }
}
