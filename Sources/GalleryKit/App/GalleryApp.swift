import SwiftUI

/// The gallery as a desktop app: its main window, an About window and an Open Product
/// window, a window per opened product, a Settings scene, an app menu (Help › About,
/// Product › Open Product…, Product › Export Product List…, Edit ›
/// Settings…) and a tray icon with its own menu (`MenuBarExtra`).
public struct GalleryApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup("PortableUI Gallery", id: "gallery") {
            GalleryRoot().modifier(ProductListExport())
        }
        .defaultSize(width: 430, height: 860)
        .commands {
            CommandGroup(replacing: .appInfo) { AboutCommand() }
            CommandMenu("Product") {
                OpenProductCommand()
                ExportProductListCommand()
            }
        }
        Window("About PortableUI Gallery", id: "about") {
            AboutGallery()
        }
        .windowResizability(.contentSize)
        Window("Open Product", id: "open-product") {
            ProductChooser()
        }
        .windowResizability(.contentSize)
        WindowGroup("Product", for: Int.self) { $productID in
            ProductWindow(productID: productID)
        }
        .defaultSize(width: 320, height: 240)
        Settings {
            GalleryPreferences()
        }
        MenuBarExtra("PortableUI Gallery", systemImage: "cart") {
            GalleryTrayMenu()
        }
    }
}

#Preview("The app's window at its default size", traits: .fixedLayout(width: 430, height: 860)) {
    GalleryRoot()
}
