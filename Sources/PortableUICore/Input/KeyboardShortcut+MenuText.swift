import Foundation

extension KeyboardShortcut {
    /// The shortcut as a desktop menu row shows it, in GTK's accelerator-label form (the
    /// Linux desktop's menus): modifiers in GTK's order Shift, Ctrl, Alt, then the key,
    /// joined by "+" — "Ctrl+Z", "Shift+Ctrl+Z", "Ctrl+,". Command is Ctrl on Linux.
    var menuText: String {
        let modifiers = modifiers.subtracting([.capsLock, .numericPad, .function])
        var parts: [String] = []
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) || modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        parts.append(key.menuName)
        return parts.joined(separator: "+")
    }
}

extension KeyEquivalent {
    /// The key's name in a menu row: GTK's names for keys that print nothing, else the
    /// character, uppercased.
    fileprivate var menuName: String {
        switch self {
        case .return: "Return"
        case .escape: "Escape"
        case .delete: "Backspace"
        case .deleteForward: "Delete"
        case .tab: "Tab"
        case .space: "Space"
        case .upArrow: "Up"
        case .downArrow: "Down"
        case .leftArrow: "Left"
        case .rightArrow: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .clear: "Clear"
        default: character.uppercased()
        }
    }
}
