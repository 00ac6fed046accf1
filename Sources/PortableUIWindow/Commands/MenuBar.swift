import Foundation
import PortableUICore

/// The in-window menu bar of a desktop window (SDL has no native menus): a row of menu
/// titles, each opening its menu below it, over the window's content.
///
/// The menus' items are also mounted out of sight (a zero-size, transparent, hit-test free
/// copy), so that their keyboard shortcuts work while the menus are closed.
struct MenuBar: View {
    let model: MenuBarModel

    /// The bar's height and its titles' padding (points): GTK's default menu bar, measured
    /// from Adwaita (unverified, see docs/differences.md).
    static let height: CGFloat = 24
    static let titlePadding: CGFloat = 8

    var body: some View {
        HStack(spacing: 0) {
            ForEach(model.menus.indices, id: \.self) { index in
                let menu = model.menus[index]
                Menu {
                    MenuItems(menu: menu)
                } label: {
                    Text(menu.title).font(.system(size: 13)).foregroundStyle(Color.primary)
                }
                .menuStyle(.button)
                .buttonStyle(.plain)
                .menuIndicator(.hidden)
                .padding(.horizontal, Self.titlePadding)
                .frame(maxHeight: .infinity)
                .accessibilityIdentifier("menu-\(menu.title)")
            }
            Spacer(minLength: 0)
        }
        .frame(height: Self.height)
        .background(Color(white: 0.96))
        .overlay(alignment: .bottom) { Color(white: 0.82).frame(height: 1) }
        .background(ShortcutCarrier(model: model))
    }
}

/// The items of one menu, a divider between its groups.
private struct MenuItems: View {
    let menu: MenuBarModel.Menu

    var body: some View {
        ForEach(menu.groups.indices, id: \.self) { index in
            if index > 0 { Divider() }
            menu.groups[index]
        }
    }
}

/// Every menu's items, mounted where nothing sees or touches them, for their keyboard
/// shortcuts.
private struct ShortcutCarrier: View {
    let model: MenuBarModel

    var body: some View {
        ZStack {
            ForEach(model.menus.indices, id: \.self) { index in
                MenuItems(menu: model.menus[index])
            }
        }
        .frame(width: 0, height: 0)
        .clipped()
        .opacity(0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}
