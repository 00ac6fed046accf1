import Foundation
import PortableUICore

/// One item of a tray icon's menu as `com.canonical.dbusmenu` describes it: a button or a
/// toggle of the `MenuBarExtra`'s content, a section's header, or a separator.
///
/// Items are read from the accessibility tree of the content hosted as an open menu
/// (`_MenuContentRoot`): rules in ``items(in:)``.
struct StatusMenuItem: Equatable {
    enum Kind: Equatable {
        /// A button: chosen, it runs its action.
        case standard
        /// A toggle, with whether it is on: chosen, it flips.
        case checkmark(Bool)
        /// A section's title: shown, never chosen.
        case header
        case separator
    }

    /// The item's number in the menu (1 up; 0 is the menu itself).
    let id: Int32
    let kind: Kind
    let label: String
    let isEnabled: Bool
    /// The element the item was read from (nil for a separator), whose default action
    /// chooses it.
    let element: AccessibilityNode?

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.isEnabled == rhs.isEnabled
    }

    /// The menu's items, in order:
    /// 1. every element with an action (buttons, toggles, links) or the header trait is an
    ///    item, its children are not (they are its label);
    /// 2. a separator goes where one row does not begin where the previous one ends: the
    ///    open menu's rows touch, and its separators are rows of their own that assistive
    ///    technologies do not see (`_MenuStackLayout` keeps none at the ends and one
    ///    between neighbours); never right after a header, whose element is its text, inset
    ///    in its row, and whose section's items follow it;
    /// 3. items are numbered from 1 in that order, separators included.
    static func items(in tree: AccessibilityNode) -> [StatusMenuItem] {
        // Step 1
        var rows: [AccessibilityNode] = []
        func collect(_ node: AccessibilityNode) {
            if !node.actionNames.isEmpty || node.traits.contains(.isHeader) {
                rows.append(node)
            } else {
                node.children.forEach(collect)
            }
        }
        tree.children.forEach(collect)
        // Steps 2 and 3
        var items: [StatusMenuItem] = []
        var previousBottom: CGFloat?
        for row in rows {
            let afterHeader = items.last?.kind == .header
            if let previousBottom, !afterHeader, row.frame.minY > previousBottom + 0.5 {
                items.append(StatusMenuItem(id: Int32(items.count + 1), kind: .separator, label: "", isEnabled: true, element: nil))
            }
            items.append(StatusMenuItem(id: Int32(items.count + 1), kind: kind(of: row), label: row.label, isEnabled: row.isEnabled, element: row))
            previousBottom = row.frame.maxY
        }
        return items
    }

    private static func kind(of element: AccessibilityNode) -> Kind {
        if element.role == .toggle { return .checkmark(element.value == "on") }
        if element.actionNames.isEmpty { return .header }
        return .standard
    }
}
