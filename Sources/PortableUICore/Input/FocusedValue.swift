import Foundation
import Observation

/// The values a window's views publish with `focusedSceneValue(_:_:)`, for the commands of
/// that window (its menu bar) to read with `@FocusedValue`. The window host makes one per
/// window; a headless ``ViewHost`` has none, so its views publish nothing.
@_spi(Hosting) public final class _FocusedValuesStore {
    /// One publishing view: its node (the entry ends when the node is gone), what it sets, and
    /// whether it publishes now (a `focusedValue` only while focus is within it).
    private struct Entry {
        weak var owner: AnyObject?
        let apply: (inout FocusedValues) -> Void
        let isActive: () -> Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The order entries were first published in: later ones win for the same key.
    private var order: [ObjectIdentifier] = []

    public init() {}

    /// Records what `owner` publishes, replacing what it published before.
    func publish(
        from owner: AnyObject, when isActive: @escaping () -> Bool = { true }, _ apply: @escaping (inout FocusedValues) -> Void
    ) {
        let id = ObjectIdentifier(owner)
        if entries[id] == nil { order.append(id) }
        entries[id] = Entry(owner: owner, apply: apply, isActive: isActive)
    }

    /// The values published by the views still in the window.
    public var values: FocusedValues {
        order.removeAll { entries[$0]?.owner == nil }
        entries = entries.filter { $0.value.owner != nil }
        var values = FocusedValues()
        for id in order {
            guard let entry = entries[id], entry.isActive() else { continue }
            entry.apply(&values)
        }
        return values
    }
}

private struct FocusedValuesStoreKey: EnvironmentKey {
    static var defaultValue: _FocusedValuesStore? { nil }
}

extension EnvironmentValues {
    /// The focused values of the window the view is in.
    @_spi(Hosting) public var _focusedValuesStore: _FocusedValuesStore? {
        get { self[FocusedValuesStoreKey.self] }
        set { self[FocusedValuesStoreKey.self] = newValue }
    }
}

/// A property wrapper type for an observable value supplied by the focused view or one of
/// its ancestors: here, the values the views of the window publish with
/// `focusedSceneValue(_:_:)`.
///
/// The value is read when `wrappedValue` is: a command's action sees the value published at
/// the time it runs; a view showing the value is updated when it is evaluated again (a menu
/// when it opens), not when the value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    @Environment(\._focusedValuesStore) private var store
    private let read: (FocusedValues) -> Value?

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A new property wrapper for the observable object of the given type that the focused
    /// view (or the scene) publishes with `focusedValue(_:)` or `focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { $0[objectOfType: ObjectIdentifier(objectType)] as? Value }
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy; nil when no view publishes it.
    @MainActor public var wrappedValue: Value? {
        store.flatMap { read($0.values) }
    }
}

/// The node of a `focusedSceneValue` or `focusedValue` modifier: it publishes the value
/// while it is in the graph (a `focusedValue`, while the focused view is in its content).
final class FocusedValueNode: PassThroughNode {
    weak var graph: ViewGraph?

    /// Whether the window's focused view is one of the content's views or inside one.
    @MainActor var containsFocus: Bool {
        let units = self.units
        var node = graph?.focusedNode
        while let current = node {
            if units.contains(where: { $0 === current }) { return true }
            node = current.layoutParent
        }
        return false
    }
}

/// Publishes a value to the window's focused values: always (`focusedSceneValue`), or while
/// focus is within the content (`focusedValue`).
struct _FocusedValueModifier: ViewModifier {
    typealias Body = Never
    let apply: (inout FocusedValues) -> Void
    let whileFocused: Bool

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let publisher = node as? FocusedValueNode ?? FocusedValueNode()
        publisher.content = reconcileChild(content, publisher.content, inputs)
        publisher.graph = inputs.graph
        weak let weakPublisher = publisher
        let isActive: () -> Bool = modifier.whileFocused ? { MainActor.assumeIsolated { weakPublisher?.containsFocus ?? false } } : { true }
        inputs.environment._focusedValuesStore?.publish(from: publisher, when: isActive, modifier.apply)
        return publisher
    }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused scene: published while the view is in its window, whatever
    /// has the focus in it.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedValueModifier(apply: { $0[keyPath: keyPath] = value }, whileFocused: false))
    }

    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy: published while the view or one inside it
    /// has the keyboard focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(apply: { $0[keyPath: keyPath] = value }, whileFocused: true))
    }

    /// Sets the focused value for the given object type (read with `@FocusedValue(T.self)`),
    /// while the view or one inside it has the focus; nil publishes nothing.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_FocusedValueModifier(apply: { $0[objectOfType: ObjectIdentifier(T.self)] = object }, whileFocused: true))
    }

    /// Sets the focused value for the given object type at a scene-wide scope.
    public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_FocusedValueModifier(apply: { $0[objectOfType: ObjectIdentifier(T.self)] = object }, whileFocused: false))
    }

    /// Exposes an observable object to the focused view's commands (`@FocusedObject`) while
    /// the view or one inside it has the focus.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_FocusedValueModifier(apply: { $0[objectOfType: ObjectIdentifier(T.self)] = object }, whileFocused: true))
    }

    /// Exposes an optional observable object while the view has the focus; nil publishes nothing.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(apply: { $0[objectOfType: ObjectIdentifier(T.self)] = object }, whileFocused: true))
    }

    /// Exposes an observable object to the scene's commands (`@FocusedObject`), whatever has
    /// the focus.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_FocusedValueModifier(apply: { $0[objectOfType: ObjectIdentifier(T.self)] = object }, whileFocused: false))
    }

    /// Exposes an optional observable object to the scene's commands; nil publishes nothing.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(apply: { $0[objectOfType: ObjectIdentifier(T.self)] = object }, whileFocused: false))
    }
}
