import Foundation

/// A control that initiates an action.
///
/// The button's look and interaction come from the button style of its environment
/// (`buttonStyle(_:)`, `.automatic` by default). It runs `action` when a press that began
/// on it is released on it, when its `keyboardShortcut` is pressed, or when Space or Return
/// is pressed while it has keyboard focus (Tab reaches it; a click does not focus it); in a
/// disabled environment it does none of these.
///
/// `Button("Save") { … }` makes a `Text` label (see Controls+Text.swift).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label
    @Environment(\.primitiveButtonStyle) private var style

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: some View {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(label), trigger: action)
        return style.makeBody(configuration).modifier(_ShortcutRegistrationModifier(action: action))
            .modifier(_ButtonAccessibilityModifier(action: action))
            .modifier(_KeyboardActivationModifier(action: action))
    }
}
