import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of assistive technologies (VoiceOver, Orca) moves, and that moves it when written.
///
/// Bind it to views with `accessibilityFocused(_:)` or `accessibilityFocused(_:equals:)`.
/// Headless, `ViewHost.accessibilityFocusedElement` reads where it is, and
/// `ViewHost.moveAccessibilityFocus(to:)` moves it as an assistive technology would. Its
/// storage is that of a `FocusState`, kept apart from keyboard focus.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let state: FocusState<Value>

    /// A property wrapper type that can read and write a value that indicates the current
    /// accessibility focus location.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }

        /// The value that means "no view of this binding has accessibility focus".
        var blurredValue: Value { focus.blurredValue }
    }

    /// Creates an accessibility focus state that binds to a Boolean.
    public init() where Value == Bool {
        state = FocusState()
    }

    /// Creates an accessibility focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        state = FocusState()
    }

    /// The current state value, taking into account whatever bindings might be in effect due
    /// to the current location of accessibility focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the state value that returns a binding.
    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(focus: state.projectedValue)
    }
}
