import Foundation
import PortableUICore

/// What a `MenuBarExtra` scene asks of the desktop: its title, whether it is inserted, how it
/// shows its content, and hosts for its content as menu items and for its label as the icon.
struct MenuBarExtraDescription {
    /// The extra's title, when it was made with one (the tray's tooltip and the item's title).
    var title: String?
    /// The app's binding of whether the extra is shown; nil when it always is.
    var isInserted: Binding<Bool>?
    /// Whether activating the icon shows the content in a window (`.window` style) rather
    /// than as a menu.
    var showsWindow = false
    /// Hosts the content as an open menu's items (see `_MenuContentRoot`) in the environment
    /// of `scene` (its `openWindow`, `openSettings`…), measuring text with the engine given
    /// (the core's test engine when nil).
    let makeMenu: @MainActor (_ scene: WindowScene, _ textEngine: (any TextEngine)?) -> any WindowContent
    /// Hosts the label's icon in a square of the given side (points).
    let makeIcon: @MainActor (_ side: CGFloat, _ textEngine: (any TextEngine)?) -> any WindowContent
}
