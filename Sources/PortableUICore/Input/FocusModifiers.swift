import Foundation

/// How a node takes part in keyboard focus.
struct FocusRegistration {
    /// Whether Tab and clicks can focus the node.
    var isFocusable = true
    /// Whether a press focuses the node. A button takes focus from the keyboard only, as
    /// macOS's and GTK's do, so that clicking one leaves a text field focused.
    var focusesOnPress = true
    /// The color of the focus ring drawn while the node has keyboard focus (see
    /// ``FocusRing``); nil when the node draws none (a text field draws its own, and
    /// `focusEffectDisabled()` turns it off).
    var ringColor: Color?
    /// Whether a focus binding asks for the node to be focused.
    var isRequested = false
    /// Writes the focus binding, if there is one, when the node gains or loses focus.
    var setFocused: (@MainActor (Bool) -> Void)?
    /// The text editor of a text field.
    var textInput: TextInputClient?
}

/// The modifier behind `focused(_:)`, `focused(_:equals:)` and `focusable(_:)`.
public struct _FocusModifier: ViewModifier {
    public typealias Body = Never
    let registration: FocusRegistration

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        var registration = modifier.registration
        if !inputs.environment.isEnabled { registration.isFocusable = false }
        registration.ringColor = FocusRing.color(for: registration, in: inputs.environment)
        inputNode.writeUnits { unit, owner in unit.inputRecord.focus[owner] = registration }
        if registration.setFocused != nil { InputSystem.focusBindingsChanged = true }
        return inputNode
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            _FocusModifier(
                registration: FocusRegistration(
                    isRequested: condition.wrappedValue, setFocused: { condition.wrappedValue = $0 })))
    }

    /// Modifies this view by binding its focus state to the given state value: the view is
    /// focused when the value equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(
            _FocusModifier(
                registration: FocusRegistration(
                    isRequested: binding.wrappedValue == value,
                    setFocused: { focused in
                        if focused {
                            binding.wrappedValue = value
                        } else if binding.wrappedValue == value {
                            binding.wrappedValue = binding.blurredValue
                        }
                    })))
    }

    /// Specifies if the view is focusable (reachable with Tab, focused when clicked).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusModifier(registration: FocusRegistration(isFocusable: isFocusable)))
    }
}

extension NodeInput {
    /// Whether the node is focusable: some modifier registered it and none refused
    /// (`focusable(false)` on a button, a disabled control).
    var isFocusable: Bool { !focus.isEmpty && focus.values.allSatisfy { $0.isFocusable } }
    /// Whether a binding asks for focus.
    var isFocusRequested: Bool { focus.values.contains { $0.isRequested } }
    /// Whether a binding tracks the node's focus.
    var hasFocusBinding: Bool { focus.values.contains { $0.setFocused != nil } }
    /// The text editor, if the node is a text field.
    var textInput: TextInputClient? { focus.values.lazy.compactMap(\.textInput).first }
    /// Whether a press focuses the node: every registration lets it.
    var focusesOnPress: Bool { focus.values.allSatisfy { $0.focusesOnPress } }
    /// The color of the node's focus ring, none when a registration draws its own (a text
    /// field) or none asks for one.
    var focusRingColor: Color? {
        guard textInput == nil else { return nil }
        return focus.values.lazy.compactMap(\.ringColor).first
    }
}
