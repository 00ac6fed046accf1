/// A key for accessing container values.
public protocol ContainerValueKey {
    /// The associated type representing the type of the container value key's value.
    associatedtype Value
    /// The default value for the container value key.
    static var defaultValue: Self.Value { get }
}

/// A collection of container values associated with a given view.
///
/// PortableUI has the type and its keys, so that `@Entry` declarations compile; views do not
/// carry container values yet (`containerValue(_:_:)` and `Subview.containerValues` are
/// missing).
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// Accesses the particular container value associated with a custom key.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
