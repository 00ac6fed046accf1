import Foundation
import PortableUI

/// What to look for in a hosted view: text, an accessibility label, identifier or role, a view
/// type, or several of these at once.
///
/// Queries match the elements of the host's accessibility tree (what VoiceOver or XCUITest
/// would see), except ``type(_:)``, which matches placed views by type. Combine them with
/// ``and(_:)`` or `&&`:
///
/// ```swift
/// app.find(.text("Add to cart"))
/// app.find(.role(.toggle) && .label("Wi-Fi"))
/// app.find(.identifier("row"), at: 2)   // the third match
/// ```
public struct ViewQuery: Sendable, CustomStringConvertible {
    enum Criterion: Sendable {
        case text(String)
        case label(String)
        case identifier(String)
        case role(AccessibilityRole)
        case type(String)
    }

    let criteria: [Criterion]

    /// An element showing `text`: its label or its value is `text` (a `Text`, a button's
    /// title, a field's contents).
    public static func text(_ text: String) -> ViewQuery { ViewQuery(criteria: [.text(text)]) }

    /// An element whose accessibility label is `label`.
    public static func label(_ label: String) -> ViewQuery { ViewQuery(criteria: [.label(label)]) }

    /// An element whose `accessibilityIdentifier` is `identifier`.
    public static func identifier(_ identifier: String) -> ViewQuery { ViewQuery(criteria: [.identifier(identifier)]) }

    /// An element of `role` (button, toggle, textField, picker…).
    public static func role(_ role: AccessibilityRole) -> ViewQuery { ViewQuery(criteria: [.role(role)]) }

    /// A placed view of type `type`, whatever its generic arguments: `.type(Toggle<Text>.self)`
    /// finds every `Toggle`. Views that take part in layout are found (primitives, stacks,
    /// controls, frames); a custom view's `body` is transparent, so mark it with an
    /// `accessibilityIdentifier` to find it.
    public static func type<V: View>(_ type: V.Type) -> ViewQuery { ViewQuery(criteria: [.type(baseName(of: type))]) }

    /// Both queries at once.
    public func and(_ other: ViewQuery) -> ViewQuery { ViewQuery(criteria: criteria + other.criteria) }

    /// Both queries at once.
    public static func && (lhs: ViewQuery, rhs: ViewQuery) -> ViewQuery { lhs.and(rhs) }

    public var description: String {
        criteria.map(\.description).joined(separator: " and ")
    }

    /// The type name a query looks for, the one a placed view reports.
    var typeName: String? {
        for case .type(let name) in criteria { return name }
        return nil
    }

    /// The strings the query looks for, to rank near misses.
    var searchedStrings: [String] {
        criteria.compactMap { criterion in
            switch criterion {
            case .text(let text), .label(let text), .identifier(let text): text
            case .role, .type: nil
            }
        }
    }

    /// Whether `element` satisfies every criterion but the view type (matched separately).
    func matches(_ element: AccessibilityNode) -> Bool {
        criteria.allSatisfy { criterion in
            switch criterion {
            case .text(let text): element.label == text || element.value == text
            case .label(let label): element.label == label
            case .identifier(let identifier): element.identifier == identifier
            case .role(let role): element.role == role
            case .type: true
            }
        }
    }

    private static func baseName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}

extension ViewQuery.Criterion: CustomStringConvertible {
    var description: String {
        switch self {
        case .text(let text): "text \"\(text)\""
        case .label(let label): "label \"\(label)\""
        case .identifier(let identifier): "identifier \"\(identifier)\""
        case .role(let role): "role \(role.rawValue)"
        case .type(let name): "type \(name)"
        }
    }
}
