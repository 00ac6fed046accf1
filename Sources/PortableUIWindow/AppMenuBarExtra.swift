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

    /// The menu's items as they are now, in order.
    var items: [StatusMenuItem] {
        menu.flush()
        menu.size = menu.sizeThatFits(.unspecified)
        return StatusMenuItem.items(in: menu.accessibilityTree)
    }

    /// Chooses the item numbered `id` as a click in the tray menu does: runs a button's action,
    /// flips a toggle. False, doing nothing, when there is no such item or it is disabled.
    @discardableResult
    func choose(_ id: Int32) -> Bool {
        guard let item = items.first(where: { $0.id == id }), let element = item.element, item.isEnabled else { return false }
        let done = menu.performAccessibilityAction(named: "default", on: element)
        menu.flush()
        return done
    }

    /// The label's icon hosted in a square of `side` points, for the tray to draw.
    func icon(side: CGFloat) -> any WindowContent {
        description.makeIcon(side, textEngine)
    }
}
