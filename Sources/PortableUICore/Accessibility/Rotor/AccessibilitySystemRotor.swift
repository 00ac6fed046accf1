import Foundation

/// Designates a Rotor that replaces one of the automatic, system-provided Rotors with a
/// developer-provided Rotor.
///
/// Without a replacement, ``ViewHost/accessibilityRotorEntries(_:)-(AccessibilitySystemRotor)``
/// lists the tree's elements of the rotor's kind (headings, links, images, text fields).
public struct AccessibilitySystemRotor: Equatable, Sendable {
    /// The rotor's name in the tree dump ("headings", "headings h2", "links").
    let name: String

    /// System Rotors allowing users to iterate through links or visited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(name: visited ? "visited links" : "links") }
    /// System Rotor allowing users to iterate through all links.
    public static var links: AccessibilitySystemRotor { .init(name: "links") }
    /// System Rotors allowing users to iterate through all headings, of various heading levels.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        level == .unspecified ? headings : .init(name: "headings h\(level.rawValue)")
    }
    /// System Rotor allowing users to iterate through all headings.
    public static var headings: AccessibilitySystemRotor { .init(name: "headings") }
    /// System Rotor allowing users to iterate through all the ranges of bolded text.
    public static var boldText: AccessibilitySystemRotor { .init(name: "bold text") }
    /// System Rotor allowing users to iterate through all the ranges of italicized text.
    public static var italicText: AccessibilitySystemRotor { .init(name: "italic text") }
    /// System Rotor allowing users to iterate through all the ranges of underlined text.
    public static var underlineText: AccessibilitySystemRotor { .init(name: "underline text") }
    /// System Rotor allowing users to iterate through all the ranges of mis-spelled words.
    public static var misspelledWords: AccessibilitySystemRotor { .init(name: "misspelled words") }
    /// System Rotor allowing users to iterate through all images.
    public static var images: AccessibilitySystemRotor { .init(name: "images") }
    /// System Rotor allowing users to iterate through all text fields.
    public static var textFields: AccessibilitySystemRotor { .init(name: "text fields") }
    /// System Rotor allowing users to iterate through all tables.
    public static var tables: AccessibilitySystemRotor { .init(name: "tables") }
    /// System Rotor allowing users to iterate through all lists.
    public static var lists: AccessibilitySystemRotor { .init(name: "lists") }
    /// System Rotor allowing users to iterate through all landmarks.
    public static var landmarks: AccessibilitySystemRotor { .init(name: "landmarks") }

    /// Whether `element` is one the automatic rotor visits (nil: this rotor has no automatic
    /// entries here, its kind being text attributes, tables, lists or landmarks).
    func visits(_ element: AccessibilityNode) -> Bool? {
        switch name {
        case "headings": return element.role == .header
        case "links", "visited links": return element.role == .link
        case "images": return element.role == .image
        case "text fields": return [.textField, .secureTextField, .searchField].contains(element.role)
        default:
            guard name.hasPrefix("headings h") else { return nil }
            return element.role == .header && "headings h\(element.headingLevel?.rawValue ?? 0)" == name
        }
    }
}
