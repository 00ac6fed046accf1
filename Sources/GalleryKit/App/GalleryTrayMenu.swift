import SwiftUI

/// The gallery's menu bar extra (a tray icon on the Linux desktop): shortcuts to the app's
/// windows, a toggle and a section of recently viewed products, as a menu-bar utility offers
/// them. While the icon is in the desktop's tray, closing the last window leaves the app
/// running.
struct GalleryTrayMenu: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @State private var priceAlerts = true

    var body: some View {
        Button("Open Product…") { openWindow(id: "open-product") }
        Button("New Gallery Window") { openWindow(id: "gallery") }
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
