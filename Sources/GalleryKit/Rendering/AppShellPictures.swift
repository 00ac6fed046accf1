import Foundation
import SwiftUI

/// Pictures of the gallery as a desktop app (``GalleryApp``): its windows hosted headless by
/// an `AppHost` and driven as a user would, through the menu bar and its shortcuts.
@MainActor
enum AppShellPictures {
    /// The pictures, in the order they are taken: file name, caption.
    static let captions: [(String, String)] = [
        ("app-menu", "App shell: the main window's menu bar with the Product menu open"),
        ("app-open-product", "App shell: the Open Product window (Product › Open Product…, Ctrl+O)"),
        ("app-product", "App shell: a product's window (WindowGroup(for: Int.self)), opened from the chooser"),
        ("app-about", "App shell: the About window (Help › About PortableUI Gallery)"),
        ("app-settings", "App shell: the Settings scene's window (Edit › Settings…, Ctrl+Comma)"),
        ("app-export", "App shell: Product › Export Product List… (Ctrl+E): the save dialog drawn as a file browser"),
        ("app-tray-menu", "App shell: the MenuBarExtra's content as the menu items its tray icon exports over D-Bus (dbusmenu)"),
    ]

    /// Drives the app and writes each picture into `folder` at `scale` pixels per point;
    /// returns the files written.
    static func render(into folder: URL, scale: CGFloat) throws -> [URL] {
        let app = AppHost(GalleryApp())
        var written: [URL] = []
        func write(_ name: String, _ window: AppWindow?) throws {
            guard let window, let data = window.pngData(scale: scale) else {
                throw ImageRendererError.renderingFailed
            }
            let file = folder.appendingPathComponent("\(name).png")
            try data.write(to: file)
            written.append(file)
        }
        let main = app.windows.first
        main?.content.tap(on: "menu-Product")
        // The menu fades in: the picture is taken once it has.
        settle(main)
        try write("app-menu", main)
        // Escape closes the menu, which fades out: the window is settled so that the
        // export picture, taken in it later, does not show the closing menu.
        main?.content.pressKey(.escape, modifiers: [])
        settle(main)
        main?.content.pressKey("o", modifiers: .command)
        try write("app-open-product", app.focusedWindow)
        app.focusedWindow?.content.tap(on: "choose-product-2")
        try write("app-product", app.focusedWindow)
        app.openWindow(id: "about")
        try write("app-about", app.focusedWindow)
        app.openSettings()
        try write("app-settings", app.focusedWindow)
        try seedExports()
        if let main { app.focus(main) }
        main?.content.pressKey("e", modifiers: .command)
        try write("app-export", main)
        if let extra = app.menuBarExtras.first, let data = extra.pngData(scale: scale) {
            let file = folder.appendingPathComponent("app-tray-menu.png")
            try data.write(to: file)
            written.append(file)
        }
        return written
    }
}

extension AppShellPictures {
    /// Moves `window`'s clock on, a frame at a time, until its menus' and sheets'
    /// transitions have finished, as a user waiting for it to settle would; at most two
    /// seconds, for a window whose animations never end.
    static func settle(_ window: AppWindow?) {
        guard let content = window?.content else { return }
        let end = content.time + 2
        repeat {
            content.tick(to: content.time + 1.0 / 60)
        } while content.isAnimating && content.time < end
    }

    /// Fills the export folder with what earlier exports left, so that its picture shows
    /// the same listing wherever it is rendered.
    static func seedExports() throws {
        let folder = GalleryExports.folder
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Archive"), withIntermediateDirectories: true)
        for name in ["Spring Catalog.csv", "Price Notes.txt", "Banner.png"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
    }
}

#Preview("The app shell's pictures, by caption", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 6) {
        ForEach(AppShellPictures.captions, id: \.0) { picture in
            Text(picture.1).font(.callout)
        }
    }
    .padding()
}
