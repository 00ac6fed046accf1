import Foundation
import PortableUICore

/// One item of a tray icon's menu as `com.canonical.dbusmenu` describes it: a button or a
/// toggle of the `MenuBarExtra`'s content, a nested `Menu` (a submenu, with its items), a
/// section's header, or a separator.
///
/// Items are read from the accessibility tree of the content hosted as an open menu
/// (`_MenuContentRoot`), one open menu at a time: rules in ``rows(in:)``; the extra opens each
/// submenu to read its items (``AppMenuBarExtra/items``).
struct StatusMenuItem: Equatable {
    enum Kind: Equatable {
        /// A button: chosen, it runs its action.
        case standard
        /// A toggle, with whether it is on: chosen, it flips.
        case checkmark(Bool)
        /// A nested `Menu`: its items are the item's ``children``.
        case submenu
        /// A section's title: shown, never chosen.
        case header
        case separator
    }

    /// The item's number in the menu (1 up; 0 is the menu itself): the items of the whole
    /// tree are numbered in reading order, a submenu before its items.
    let id: Int32
    let kind: Kind
    let label: String
    let isEnabled: Bool
    /// The button's keyboard shortcut, which the desktop's menu shows beside it.
    let shortcut: KeyboardShortcut?
    /// The element the item was read from (nil for a separator), whose default action
    /// chooses it while its menu is open.
    let element: AccessibilityNode?
    /// A submenu's items.
    var children: [StatusMenuItem] = []

    /// The item read from the row `element` of an open menu.
    init(id: Int32, element: AccessibilityNode) {
        self.id = id
        kind = Self.kind(of: element)
        label = element.label
        isEnabled = element.isEnabled
        shortcut = element.keyboardShortcut
        self.element = element
    }

    /// A separator numbered `id`.
    init(separator id: Int32) {
        self.id = id
        kind = .separator
        label = ""
        isEnabled = true
        shortcut = nil
        element = nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.isEnabled == rhs.isEnabled
            && lhs.shortcut == rhs.shortcut && lhs.children == rhs.children
    }

    /// The rows of one open menu (the accessibility element `tree` of the content or of an
    /// open submenu), in order, each with whether a separator goes before it:
    /// 1. every element with an action (buttons, toggles, links, submenus' rows) or the
    ///    header trait is a row, its children are not (they are its label);
    /// 2. a separator goes where one row does not begin where the previous one ends: the
    ///    open menu's rows touch, and its separators are rows of their own that assistive
    ///    technologies do not see (`_MenuStackLayout` keeps none at the ends and one
    ///    between neighbours); never right after a header, whose element is its text, inset
    ///    in its row, and whose section's items follow it.
    static func rows(in tree: AccessibilityNode) -> [(element: AccessibilityNode, followsSeparator: Bool)] {
        // Rule 1
        var elements: [AccessibilityNode] = []
        func collect(_ node: AccessibilityNode) {
            if !node.actionNames.isEmpty || node.traits.contains(.isHeader) {
                elements.append(node)
            } else {
                node.children.forEach(collect)
            }
        }
        tree.children.forEach(collect)
        // Rule 2
        var rows: [(element: AccessibilityNode, followsSeparator: Bool)] = []
        for element in elements {
            let previous = rows.last?.element
            let separated = previous.map { kind(of: $0) != .header && element.frame.minY > $0.frame.maxY + 0.5 } ?? false
            rows.append((element, separated))
        }
        return rows
    }

    /// Every item of `items` and of their submenus, in reading order.
    static func flattened(_ items: [StatusMenuItem]) -> [StatusMenuItem] {
        items.flatMap { [$0] + flattened($0.children) }
    }

    private static func kind(of element: AccessibilityNode) -> Kind {
        if element.role == .toggle { return .checkmark(element.value == "on") }
        if element.role == .menu { return .submenu }
        if element.actionNames.isEmpty { return .header }
        return .standard
    }
}
