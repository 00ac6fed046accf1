import Foundation

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press
/// in order to interact with your app.
///
/// A shortcut declared with `.command` also answers to Ctrl, the command key of Linux
/// desktops.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key equivalent that the user presses in conjunction with any specified modifier
    /// keys to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to
    /// activate the shortcut.
    public var modifiers: EventModifiers

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The standard keyboard shortcut for the default button (Return).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action (Escape).
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether the key press triggers this shortcut. Caps Lock and the keypad flag are
    /// ignored; Ctrl stands in for Command.
    func matches(_ press: KeyPress) -> Bool {
        guard press.phase == .down, press.key == key else { return false }
        return Self.normalized(press.modifiers) == Self.normalized(modifiers)
    }

    private static func normalized(_ modifiers: EventModifiers) -> EventModifiers {
        var result = modifiers.subtracting([.capsLock, .numericPad, .function])
        if result.contains(.command) {
            result.remove(.command)
            result.insert(.control)
        }
        return result
    }
}

/// A shortcut registered by a control, and what it triggers.
struct ShortcutRegistration {
    let shortcut: KeyboardShortcut
    let action: @MainActor () -> Void
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment will be triggered with.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control; nil removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

/// The modifier with which a control registers its keyboard shortcut on its node.
struct _ShortcutRegistrationModifier: ViewModifier {
    typealias Body = Never
    let action: @MainActor () -> Void

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        let shortcut = inputs.environment.isEnabled ? inputs.environment.keyboardShortcut : nil
        inputNode.writeUnits { unit, owner in
            unit.inputRecord.shortcuts[owner] = shortcut.map { ShortcutRegistration(shortcut: $0, action: modifier.action) }
        }
        return inputNode
    }
}
