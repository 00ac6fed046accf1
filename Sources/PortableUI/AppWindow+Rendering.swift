import Foundation
@_spi(Benchmarks) import PortableUICairo
import PortableUICore
import PortableUIWindow

extension AppWindow {
    /// The window's content drawn with Cairo over `background`, as a PNG image of `scale`
    /// pixels per point: the window as the desktop shows it, without the title bar.
    public func pngData(scale: CGFloat = 1, background: Color = .white) -> Data? {
        content.layoutIfNeeded()
        return CairoBitmap.pngData(
            of: content.displayList(), size: content.size, scale: scale.isFinite && scale > 0 ? scale : 1,
            background: background)
    }
}

extension AppMenuBarExtra {
    /// The extra's content as an open menu, drawn with Cairo over `background`: the items
    /// its tray icon gives the desktop (which draws the menu in its own style).
    public func pngData(scale: CGFloat = 1, background: Color = .white) -> Data? {
        menu.layoutIfNeeded()
        return CairoBitmap.pngData(
            of: menu.displayList(), size: menu.size, scale: scale.isFinite && scale > 0 ? scale : 1, background: background)
    }
}

extension AppHost {
    /// Runs `app` headless (see ``AppHost``), measuring text with Pango as its windows do on
    /// the desktop.
    public convenience init<A: App>(_ app: A, displayScale: CGFloat = 1, opening urls: [URL] = []) {
        self.init(app, displayScale: displayScale, textEngine: PangoTextEngine.platformDefault, opening: urls)
    }
}
