import Observation

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, optional: Bool)
    }

    private let source: Source
    private let box = EnvironmentBox()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Creates an environment property to read an observable object from the environment
    /// (placed there with `.environment(object)`).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), optional: false)
    }

    /// Creates an environment property to read an observable object from the environment,
    /// or nil when none was placed.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), optional: true)
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            return box.environment[keyPath: keyPath]
        case .object(let key, let optional):
            if let object = box.environment.object(key) as? Value { return object }
            if optional, let none = Optional<Any>.none as? Value { return none }
            preconditionFailure(
                "No observable object of type \(Value.self) found in the environment. Place one with .environment(object) on an ancestor of this view."
            )
        }
    }

    public func _link(to node: DynamicPropertyHost, slot: Int) {
        box.environment = node.environment
    }

    public func _isUnchanged(comparedTo other: Environment<Value>) -> Bool { true }
}

/// Where an `Environment` property finds the environment it was linked to.
final class EnvironmentBox {
    var environment = EnvironmentValues()
}

extension View {
    /// Places an observable object in the view's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectWritingModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

/// A modifier that places an object in the environment of its content, keyed by its type.
public struct _EnvironmentObjectWritingModifier: ViewModifier {
    public typealias Body = Never
    let key: ObjectIdentifier
    let object: AnyObject?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let environmentNode = node as? EnvironmentNode ?? EnvironmentNode()
        let unchanged = (environmentNode.lastValue as AnyObject?) === modifier.object
        var inputs = inputs
        inputs.environment = environmentNode.environment(from: inputs.environment, valueUnchanged: unchanged) {
            if let object = modifier.object { $0.setObject(object, for: modifier.key) }
        }
        environmentNode.lastValue = modifier.object
        environmentNode.content = reconcileChild(content, environmentNode.content, inputs)
        return environmentNode
    }
}
