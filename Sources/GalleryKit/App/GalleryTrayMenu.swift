import SwiftUI

/// The gallery's menu bar extra (a tray icon on the Linux desktop): the app's windows with
/// their keyboard shortcuts, a submenu of the catalog's categories, a toggle and a section of
/// recently viewed products, as a menu-bar utility offers them. While the icon is in the
/// desktop's tray, closing the last window leaves the app running.
struct GalleryTrayMenu: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @State private var priceAlerts = true

    var body: some View {
        Button("Open Product…") { openWindow(id: "open-product") }.keyboardShortcut("o")
        Button("New Gallery Window") { openWindow(id: "gallery") }.keyboardShortcut("n")
        Menu("Browse Categories") {
            // The first product of each category, in the catalog's order.
            ForEach(ProductCategory.allCases.indices, id: \.self) { index in
                Button(ProductCategory.allCases[index].noun) { openWindow(value: Product(index: index).id) }
            }
        }
        Divider()
        Toggle("Price Alerts", isOn: $priceAlerts)
        Section("Recently Viewed") {
            ForEach([2, 4], id: \.self) { id in
                Button(Product(index: id).name) { openWindow(value: Product(index: id).id) }
            }
        }
        Divider()
        Button("Settings…") { openSettings() }
    }
}

#Preview("The tray menu's items, as an open menu", traits: .sizeThatFitsLayout) {
    Menu("Gallery") { GalleryTrayMenu() }
}
