/// A key for accessing a layout value of a layout container's subviews.
///
/// Set a value with ``View/layoutValue(key:value:)`` and read it from a custom ``Layout``
/// through the subview proxy's subscript: `subviews[i][MyKey.self]`.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value returned when a subview has not set one.
    static var defaultValue: Value { get }
}

/// The layout values and priority that a subview carries to the container that arranges it.
///
/// They travel with the subview through unary layout modifiers such as `padding` and `frame`,
/// the way SwiftUI's view traits do.
struct LayoutTraits {
    var priority: Double = 0
    var zIndex: Double = 0
    var values: [ObjectIdentifier: Any] = [:]

    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Whether two trait sets are equal (layout values that are not `Equatable` count as
    /// different).
    func isSame(as other: LayoutTraits) -> Bool {
        priority == other.priority && zIndex == other.zIndex && values.count == other.values.count
            && values.allSatisfy { key, value in other.values[key].map { areEqual(value, $0) } ?? false }
    }
}
