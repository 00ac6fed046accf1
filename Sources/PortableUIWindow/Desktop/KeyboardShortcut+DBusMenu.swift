import Foundation
import PortableUICore

extension KeyboardShortcut {
    /// The shortcut as dbusmenu's `shortcut` property gives one key press: the modifiers in
    /// the order libdbusmenu writes them (`Control`, `Alt`, `Shift`, `Super`), then the key by
    /// its GDK key name (`q`, `comma`, `Return`), as `dbusmenu_menuitem_property_set_shortcut`
    /// does. Command is Control on Linux, as the shortcut itself answers to Ctrl.
    var dbusMenuKeys: [String] {
        var keys: [String] = []
        if modifiers.contains(.command) || modifiers.contains(.control) { keys.append("Control") }
        if modifiers.contains(.option) { keys.append("Alt") }
        if modifiers.contains(.shift) { keys.append("Shift") }
        return keys + [key.gdkKeyName]
    }
}

extension KeyEquivalent {
    /// GDK's name of the key (`gdk_keyval_name`): named keys and punctuation by their names,
    /// letters lowercased (the key, not the character Shift makes), other characters as they are.
    fileprivate var gdkKeyName: String {
        switch self {
        case .return: return "Return"
        case .escape: return "Escape"
        case .delete: return "BackSpace"
        case .deleteForward: return "Delete"
        case .tab: return "Tab"
        case .space: return "space"
        case .upArrow: return "Up"
        case .downArrow: return "Down"
        case .leftArrow: return "Left"
        case .rightArrow: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page_Up"
        case .pageDown: return "Page_Down"
        case .clear: return "Clear"
        default: return Self.punctuationNames[character] ?? String(character).lowercased()
        }
    }

    private static let punctuationNames: [Character: String] = [
        ",": "comma", ".": "period", "/": "slash", ";": "semicolon", "'": "apostrophe", "[": "bracketleft",
        "]": "bracketright", "\\": "backslash", "-": "minus", "=": "equal", "`": "grave", "+": "plus",
    ]
}
