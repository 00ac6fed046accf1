/// A protocol for identifier types used when publishing and observing focused values.
///
/// Views publish values with `focusedSceneValue(_:_:)` and commands read them with
/// `@FocusedValue` (see ``FocusedValue``); `focusedValue(_:_:)`, which publishes only while
/// the view has the focus, is missing.
public protocol FocusedValueKey {
    /// The type of value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused view and its ancestors.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// Reads and writes values associated with a given focused value key; `nil` when no value
    /// is published for it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
