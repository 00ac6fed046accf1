import Foundation

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
        case named(String)
    }
    let kind: Kind

    /// The value that represents the default accessibility action: a button's press.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The value that represents a magic tap accessibility action.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// The value that represents a delete accessibility action.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// The value that represents a show menu accessibility action.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    init(kind: Kind) { self.kind = kind }

    /// Creates a custom action named by `name`.
    public init(named name: Text) { kind = .named(name.plainText) }

    /// The action's name in tree dumps: `default`, `escape`, … or the custom name.
    var name: String {
        switch kind {
        case .default: "default"
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .delete: "delete"
        case .showMenu: "showMenu"
        case .named(let name): name
        }
    }
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment
    case decrement
}
