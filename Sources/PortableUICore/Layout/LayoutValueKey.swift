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
///
/// Every layout node holds its traits (a modifier's node twice: its own and those it last
/// took from its content), and most nodes have none: the traits are one reference, `nil`
/// while every trait has its default value, to a storage that is copied when a trait is set.
struct LayoutTraits {
    private var storage: LayoutTraitsStorage?

    /// The layout priority (0 by default).
    var priority: Double {
        get { storage?.priority ?? 0 }
        set { edit { $0.priority = newValue } }
    }

    /// The z-index (0 by default).
    var zIndex: Double {
        get { storage?.zIndex ?? 0 }
        set { edit { $0.zIndex = newValue } }
    }

    /// The layout values by key.
    var values: [ObjectIdentifier: Any] {
        get { storage?.values ?? [:] }
        set { edit { $0.values = newValue } }
    }

    /// Sets the priority to −∞ (a spacer's): traits with no other trait set share one storage.
    mutating func setLowestPriority() {
        if storage == nil {
            storage = Self.lowestPriorityStorage
        } else {
            priority = -.infinity
        }
    }

    /// The storage of traits with a priority of −∞ and every other trait at its default (never
    /// changed: setting a trait copies the storage).
    nonisolated(unsafe) private static let lowestPriorityStorage = LayoutTraitsStorage(
        priority: -.infinity, zIndex: 0, values: [:])

    /// Sets a trait on a copy of the storage (traits are set when views are updated, rarely).
    private mutating func edit(_ change: (LayoutTraitsStorage) -> Void) {
        let copy = LayoutTraitsStorage(priority: priority, zIndex: zIndex, values: values)
        change(copy)
        storage = copy
    }

    func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Whether no trait is set.
    var isEmpty: Bool { storage == nil }

    /// Whether two trait sets are equal (layout values that are not `Equatable` count as
    /// different).
    func isSame(as other: LayoutTraits) -> Bool {
        priority == other.priority && zIndex == other.zIndex && values.count == other.values.count
            && values.allSatisfy { key, value in other.values[key].map { areEqual(value, $0) } ?? false }
    }
}

/// The traits of a ``LayoutTraits`` with a trait set.
private final class LayoutTraitsStorage {
    var priority: Double
    var zIndex: Double
    var values: [ObjectIdentifier: Any]

    init(priority: Double, zIndex: Double, values: [ObjectIdentifier: Any]) {
        self.priority = priority
        self.zIndex = zIndex
        self.values = values
    }
}
