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

    /// The shortcut as AT-SPI's `Action.GetKeyBinding` gives it: ATK's
    /// "mnemonic;sequence;shortcut" with neither a mnemonic nor a menu sequence (SwiftUI has
    /// no mnemonics), the shortcut in GTK accelerator syntax: modifiers in angle brackets in
    /// the order `gtk_accelerator_name` writes them (the primary modifier, `Shift`, `Alt`), then
    /// the key by its GDK name, e.g. `;;<Control><Shift>z`. GTK spells its primary modifier
    /// `<Primary>`; AT-SPI's documentation names Control `<Control>`, as written here.
    var atspiKeyBinding: String {
        var keys = ""
        if modifiers.contains(.command) || modifiers.contains(.control) { keys += "<Control>" }
        if modifiers.contains(.shift) { keys += "<Shift>" }
        if modifiers.contains(.option) { keys += "<Alt>" }
        return ";;" + keys + key.gdkKeyName
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
        default:
            if let number = functionKeyNumber { return "F\(number)" }
            return Self.punctuationNames[character] ?? String(character).lowercased()
        }
    }

    /// The number of a function key: AppKit's `NSF1FunctionKey`…`NSF35FunctionKey` are the
    /// private-use characters U+F704…U+F726.
    private var functionKeyNumber: Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xF704...0xF726).contains(scalar.value)
        else { return nil }
        return Int(scalar.value) - 0xF704 + 1
    }

    private static let punctuationNames: [Character: String] = [
        ",": "comma", ".": "period", "/": "slash", ";": "semicolon", "'": "apostrophe", "[": "bracketleft",
        "]": "bracketright", "\\": "backslash", "-": "minus", "=": "equal", "`": "grave", "+": "plus",
    ]
}
