import Foundation

/// The values a window's views publish with `focusedSceneValue(_:_:)`, for the commands of
/// that window (its menu bar) to read with `@FocusedValue`. The window host makes one per
/// window; a headless ``ViewHost`` has none, so its views publish nothing.
@_spi(Hosting) public final class _FocusedValuesStore {
    /// One publishing view: its node (the entry ends when the node is gone) and what it sets.
    private struct Entry {
        weak var owner: AnyObject?
        let apply: (inout FocusedValues) -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The order entries were first published in: later ones win for the same key.
    private var order: [ObjectIdentifier] = []

    public init() {}

    /// Records what `owner` publishes, replacing what it published before.
    func publish(from owner: AnyObject, _ apply: @escaping (inout FocusedValues) -> Void) {
        let id = ObjectIdentifier(owner)
        if entries[id] == nil { order.append(id) }
        entries[id] = Entry(owner: owner, apply: apply)
    }

    /// The values published by the views still in the window.
    public var values: FocusedValues {
        order.removeAll { entries[$0]?.owner == nil }
        entries = entries.filter { $0.value.owner != nil }
        var values = FocusedValues()
        for id in order { entries[id]?.apply(&values) }
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
    private let keyPath: KeyPath<FocusedValues, Value?>

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy; nil when no view publishes it.
    @MainActor public var wrappedValue: Value? {
        store?.values[keyPath: keyPath]
    }
}

/// The node of a `focusedSceneValue` modifier: it publishes the value while it is in the
/// graph.
final class FocusedValueNode: PassThroughNode {}

/// Publishes a value to the window's focused values.
struct _FocusedSceneValueModifier<T>: ViewModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<FocusedValues, T?>
    let value: T

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let publisher = node as? FocusedValueNode ?? FocusedValueNode()
        publisher.content = reconcileChild(content, publisher.content, inputs)
        inputs.environment._focusedValuesStore?.publish(from: publisher) { $0[keyPath: modifier.keyPath] = modifier.value }
        return publisher
    }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused scene: published while the view is in its window, whatever
    /// has the focus in it.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedSceneValueModifier(keyPath: keyPath, value: value))
    }
}
