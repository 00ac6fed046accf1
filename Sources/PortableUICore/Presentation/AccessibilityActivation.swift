import Foundation

private struct AccessibilityActivationCompletionKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// What activating a button through accessibility does after its action, for buttons
    /// whose style does more than run the action on a tap: an alert's actions dismiss the
    /// alert, a menu's items close the menu.
    var accessibilityActivationCompletion: (@MainActor () -> Void)? {
        get { self[AccessibilityActivationCompletionKey.self] }
        set { self[AccessibilityActivationCompletionKey.self] = newValue }
    }

    /// What activating a button without pointing at it (through accessibility or the
    /// keyboard) does: `action`, then the ``accessibilityActivationCompletion``.
    func activation(of action: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        guard let completion = accessibilityActivationCompletion else { return action }
        return {
            action()
            completion()
        }
    }
}

/// A button's accessibility: the button role, its action as the default action, followed by
/// the environment's ``EnvironmentValues/accessibilityActivationCompletion``, and its keyboard
/// shortcut.
struct _ButtonAccessibilityModifier: ViewModifier {
    typealias Body = Never
    let action: @MainActor () -> Void

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let activate = inputs.environment.activation(of: modifier.action)
        let shortcut = inputs.environment.keyboardShortcut
        let attachment = AccessibilityAttachmentModifier { properties in
            properties.role = .button
            properties.setAction(.default, activate)
            properties.keyboardShortcut = shortcut
        }
        return AccessibilityAttachmentModifier._reconcile(attachment, content: content, node: node, inputs: inputs)
    }
}
