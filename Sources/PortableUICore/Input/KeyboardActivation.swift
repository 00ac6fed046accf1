import Foundation

/// Makes a button a stop of keyboard focus and lets the keyboard press it: Tab reaches it (a
/// click does not focus it, see ``FocusRegistration/focusesOnPress``), and while it has
/// focus Space or Return runs its action, as macOS with Keyboard navigation on and GTK do —
/// followed, like an accessibility press, by what its presentation does after (an alert's
/// button dismisses the alert). A disabled button is no stop.
struct _KeyboardActivationModifier: ViewModifier {
    typealias Body = Never
    let action: @MainActor () -> Void

    /// The keys that press a focused button.
    static let activationKeys: Set<KeyEquivalent> = [.space, .return]

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        let environment = inputs.environment
        var registration = FocusRegistration(isFocusable: environment.isEnabled, focusesOnPress: false)
        registration.ringColor = FocusRing.color(for: registration, in: environment)
        let activate = environment.activation(of: modifier.action)
        let handler = KeyPressHandler(
            depth: inputs.depth,
            matches: { press in
                press.phase == .down && activationKeys.contains(press.key)
                    && press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty
            },
            action: { _ in
                activate()
                return .handled
            },
            requiresOwnFocus: true)
        inputNode.writeUnits { unit, owner in
            unit.inputRecord.focus[owner] = registration
            unit.inputRecord.keyHandlers[owner] = handler
        }
        return inputNode
    }
}
