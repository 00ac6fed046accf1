import Foundation
import PortableUICore

/// One `MenuBarExtra` of a running app: its content hosted as menu items, which the desktop's
/// tray menu shows and chooses (``StatusNotifierItem``), and whether it keeps the app running.
///
/// Tests and pictures reach it through ``AppHost/menuBarExtras``: ``menu`` is the content as
/// an open menu (its views, frames and accessibility tree), ``AppHost/activate(_:)`` clicks
/// the icon.
@MainActor
public final class AppMenuBarExtra {
    let description: MenuBarExtraDescription
    /// The index of the extra's scene among the app's (its window's, in the `.window` style).
    let sceneIndex: Int
    /// The environment of the menu's views: the app's window actions.
    private let scene: WindowScene
    private let textEngine: (any TextEngine)?
    /// Whether the desktop shows the extra: true headless, and on a desktop where a
    /// StatusNotifierWatcher took the icon; false where none did.
    var isShown = true

    init(description: MenuBarExtraDescription, sceneIndex: Int, scene: WindowScene, textEngine: (any TextEngine)?) {
        self.description = description
        self.sceneIndex = sceneIndex
        self.scene = scene
        self.textEngine = textEngine
    }

    /// The extra's title, when it was made with one.
    public var title: String? { description.title }

    /// The content hosted as an open menu's items, at the size the menu takes; made when
    /// first asked for.
    public private(set) lazy var menu: any WindowContent = {
        let menu = description.makeMenu(scene, textEngine)
        menu.size = menu.sizeThatFits(.unspecified)
        return menu
    }()

    /// Whether the app's `isInserted` binding (if any) says the extra is shown.
    public var isInserted: Bool { description.isInserted?.wrappedValue ?? true }

    /// Whether the extra keeps the app running once its last window is closed.
    var keepsAppRunning: Bool { isInserted && isShown }

    /// The deepest submenu read: a submenu deeper down is an item without items (a menu
    /// that holds itself would otherwise be read without end).
    static let maximumSubmenuDepth = 8

    /// The menu's items as they are now, in order, with the items of its submenus.
    var items: [StatusMenuItem] {
        var next: Int32 = 1
        return readItems(of: preparedTree(), next: &next, depth: 0) { _ in false } ?? []
    }

    /// Chooses the item numbered `id` as a click in the tray menu does: runs a button's action,
    /// flips a toggle, with the submenus that hold it open. False, doing nothing, when there
    /// is no such item, it is disabled, or it is a submenu (the desktop opens those itself).
    @discardableResult
    func choose(_ id: Int32) -> Bool {
        var done = false
        var next: Int32 = 1
        _ = readItems(of: preparedTree(), next: &next, depth: 0) { item in
            guard item.id == id else { return false }
            if item.isEnabled, item.kind != .submenu, let element = item.element {
                done = menu.performAccessibilityAction(named: "default", on: element)
            }
            return true
        }
        menu.flush()
        return done
    }

    /// The content's accessibility tree, its state and size up to date.
    private func preparedTree() -> AccessibilityNode {
        menu.flush()
        menu.size = menu.sizeThatFits(.unspecified)
        return menu.accessibilityTree
    }

    /// The items of the open menu `tree` (the content's, or an open submenu's), numbered from
    /// `next`: each submenu is opened in the menu's host, read, and closed again. `visit`
    /// sees each item (but separators) while its menu is open, before its submenu's items;
    /// once it returns true, reading stops and nil comes back.
    private func readItems(
        of tree: AccessibilityNode, next: inout Int32, depth: Int, visit: (StatusMenuItem) -> Bool
    ) -> [StatusMenuItem]? {
        var items: [StatusMenuItem] = []
        for row in StatusMenuItem.rows(in: tree) {
            if row.followsSeparator {
                items.append(StatusMenuItem(separator: next))
                next += 1
            }
            var item = StatusMenuItem(id: next, element: row.element)
            next += 1
            if visit(item) { return nil }
            if item.kind == .submenu, depth < Self.maximumSubmenuDepth {
                let shown = menu.presentations.count
                guard let submenu = openSubmenu(row.element) else {
                    items.append(item)
                    continue
                }
                let children = readItems(of: submenu, next: &next, depth: depth + 1, visit: visit)
                // Closed unless what was chosen in it closed it already.
                if menu.presentations.count == shown + 1 { menu.dismissPresentation() }
                guard let children else { return nil }
                item.children = children
            }
            items.append(item)
        }
        return items
    }

    /// Opens the submenu of the row `element` in the menu's host; the open submenu's
    /// accessibility element, or nil when it did not open.
    private func openSubmenu(_ element: AccessibilityNode) -> AccessibilityNode? {
        let shown = menu.presentations.count
        guard menu.performAccessibilityAction(named: "default", on: element) else { return nil }
        menu.flush()
        guard menu.presentations.count == shown + 1 else { return nil }
        return menu.accessibilityTree.children.first
    }

    /// The label's icon hosted in a square of `side` points, for the tray to draw.
    func icon(side: CGFloat) -> any WindowContent {
        description.makeIcon(side, textEngine)
    }
}
