import Foundation

/// A convenience property wrapper for observing and automatically unwrapping state bindings
/// from the focused view or one of its ancestors (published with `focusedValue(_:_:)` or
/// `focusedSceneValue(_:_:)` as a `Binding`).
///
/// As ``FocusedValue``, the binding is looked up when the value is read or written.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let focused: FocusedValue<Binding<Value>>

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        focused = FocusedValue(keyPath)
    }

    /// The unwrapped value for the focus key; nil when no view publishes one. Setting it
    /// writes through the published binding (nothing happens without one, or for nil).
    @MainActor public var wrappedValue: Value? {
        get { focused.wrappedValue?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = focused.wrappedValue else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value (nil when no view publishes one).
    @MainActor public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}
