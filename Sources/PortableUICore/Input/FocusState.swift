import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// Bind it to views with `focused(_:)` (a `Bool`) or `focused(_:equals:)` (an optional
/// `Hashable`): moving focus (a click, Tab) writes the value, and writing the value moves
/// focus after the next update.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var box: StateBox<Value>
    /// The value that means "no view of this binding is focused".
    let blurredValue: Value

    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        let blurredValue: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { if box.value != newValue { box.value = newValue } }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        box = StateBox(false)
        blurredValue = false
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
        blurredValue = nil
    }

    /// The current state value, taking into account whatever bindings might be in effect
    /// due to the current location of focus.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { if box.value != newValue { box.value = newValue } }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box.resolved, blurredValue: blurredValue)
    }

    /// Linked as `State` is: each mount of the view (a value in two windows) has its own.
    public mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        box = box.linked(to: node, slot: slot)
    }

    public func _isUnchanged(comparedTo other: FocusState<Value>) -> Bool { true }
}
