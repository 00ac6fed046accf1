import Foundation

/// Views shown as the items of an open desktop menu, at the root of a host of their own: what
/// a menu outside the window (the desktop's tray menu of a `MenuBarExtra`) reads its items
/// from and chooses them through, with the host's accessibility tree.
///
/// The items are laid out as in ``Menu``'s panel: a `Divider` or `Section` becomes a
/// separator (a gap between the rows), a section's header a header row, a `Toggle` a
/// checkable row. Choosing an item runs its action; nothing closes, as the desktop closes
/// its own menu.
@_spi(Hosting) public struct _MenuContentRoot<Content: View>: View {
    let content: Content

    /// Shows `content` as an open menu's items.
    @_spi(Hosting) public init(content: Content) {
        self.content = content
    }

    public var body: some View {
        _MenuPanel(content: content, context: MenuContext(id: ObjectIdentifier(Self.self), dismissAll: {}))
    }
}
