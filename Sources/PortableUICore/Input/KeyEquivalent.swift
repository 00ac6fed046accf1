import Foundation

/// Key equivalents consist of a letter, punctuation, or function key that can be combined
/// with an optional set of modifier keys to specify a keyboard shortcut.
///
/// Function keys use the same private-use characters as SwiftUI (`upArrow` is U+F700…).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (U+0008), the key left of the return key (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")

    /// The key of a typed character: newline is Return, letters are lowercased.
    init(typed character: Character) {
        switch character {
        case "\n", "\r", "\r\n": self = .return
        default: self.init(Character(character.lowercased()))
        }
    }
}

/// A set of key modifiers that you can add to a gesture or keyboard shortcut.
///
/// On Linux the window host reports the Ctrl key as `.control` and the Super key as
/// `.command`; shortcuts declared with `.command` also answer to Ctrl (see
/// ``KeyboardShortcut``).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option (Alt) key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command (Super) key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
