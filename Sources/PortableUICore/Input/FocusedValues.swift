/// A protocol for identifier types used when publishing and observing focused values.
///
/// Views publish values with `focusedSceneValue(_:_:)` (whatever has the focus) or
/// `focusedValue(_:_:)` (while the view or one inside it has the focus), and commands read
/// them with `@FocusedValue`, `@FocusedBinding` or `@FocusedObject`.
public protocol FocusedValueKey {
    /// The type of value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused view and its ancestors.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    init() {}

    /// Reads and writes values associated with a given focused value key; `nil` when no value
    /// is published for it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object published for a type (`focusedValue(_:)`, `focusedObject(_:)`), keyed apart
    /// from the keys' values.
    subscript(objectOfType type: ObjectIdentifier) -> AnyObject? {
        get { objects[type] }
        set { objects[type] = newValue }
    }
}
