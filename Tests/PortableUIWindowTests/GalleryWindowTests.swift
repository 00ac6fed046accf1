import Foundation
import GalleryKit
import SwiftUI
import Testing

/// Runs the gallery (`make demo`'s app) in a real window under Xvfb: switches to the catalog,
/// scrolls it with the wheel, types into its search field and checks the window's pixels.
/// Where to click comes from laying the same gallery out headless at the window's size.
@MainActor
struct GalleryWindowTests {
    static let executable = "Gallery"
    /// The gallery window's default size (GalleryApp), in points = pixels at scale 1.
    static let size = CGSize(width: 430, height: 860)
    /// The height of the app's menu bar above the gallery (MenuBar.height).
    static let menuBarHeight: CGFloat = 24

    /// The gallery laid out headless as the window shows it below its menu bar, on the
    /// catalog; its frames are moved down by the bar, into window coordinates.
    private static func catalogLayout() async -> ViewHost<GalleryRoot> {
        // A window on a desktop: the desktop idiom puts the search field in the toolbar.
        let content = CGSize(width: size.width, height: size.height - menuBarHeight)
        let window = DeviceProfile(name: "Gallery window", size: content, safeAreaInsets: EdgeInsets(), displayScale: 1, idiom: .desktop)
        let host = ViewHost(GalleryRoot(selection: .catalog), device: window)
        await host.advance(by: 0.5)
        return host
    }

    /// The frame of `identifier` in the window: below the menu bar.
    private static func windowFrame(_ identifier: String, _ layout: ViewHost<GalleryRoot>) -> CGRect? {
        layout.frame(of: identifier)?.offsetBy(dx: 0, dy: menuBarHeight)
    }

    private static func center(_ frame: CGRect) -> (x: Int, y: Int) {
        (Int(frame.midX), Int(frame.midY))
    }

    private static func isGreen(_ c: (red: Int, green: Int, blue: Int)) -> Bool {
        c.green > c.red + 40 && c.green > c.blue + 40
    }

    private static func changedPixels(_ a: XWDImage, _ b: XWDImage, in rect: CGRect) -> Int {
        var count = 0
        for y in stride(from: Int(rect.minY), to: Int(rect.maxY), by: 2) {
            for x in stride(from: Int(rect.minX), to: Int(rect.maxX), by: 2) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    @Test(
        .enabled(
            if: WindowAppSession.isAvailable(executable: executable), "needs xvfb, xdotool, x11-apps and \(executable)")
    )
    func theGalleryOpensAWindowThatSwitchesScrollsAndSearches() async throws {
        let layout = await Self.catalogLayout()
        let catalogTab = try #require(Self.windowFrame("tab-catalog", layout))
        let search = try #require(Self.windowFrame("search-field", layout))
        let list = try #require(Self.windowFrame("catalog-scroll", layout))
        let firstRow = try #require(Self.windowFrame("product-0", layout))

        let session = try WindowAppSession(
            executable: Self.executable, title: "PortableUI Gallery",
            environment: ["PORTABLEUI_EXIT_AFTER": "20", "PORTABLEUI_STATS": "frames"], screen: "1024x1024x24")
        defer { session.stop() }
        #expect(session.geometry.contains("430x860"))
        session.waitForLine { $0.hasPrefix("PortableUI: frame") }
        Thread.sleep(forTimeInterval: 0.5)
        session.focus()
        let lab = try #require(session.screenshot())
        #expect(lab.width == 430 && lab.height == 860)

        // The catalog tab: the first page arrives after the store's latency.
        session.click(x: Self.center(catalogTab).x, y: Self.center(catalogTab).y)
        let catalog = try #require(
            session.screenshot(waitingUpTo: 5) { image in
                Self.changedPixels(image, lab, in: firstRow) > 200
            })
        #expect(Self.changedPixels(catalog, lab, in: firstRow) > 200, "the catalog's first row is drawn")

        // Searching for plants: the first row left is Classic Plant 3, whose picture is green.
        session.click(x: Self.center(search).x, y: Self.center(search).y)
        session.type("Plant")
        // Return closes the suggestions over the list.
        session.xdotool(["key", "Return"])
        let imageCenter = (x: Int(firstRow.minX) + 10 + 32, y: Int(firstRow.minY) + 10 + 32)
        let filtered = try #require(
            session.screenshot(waitingUpTo: 5) { image in
                // "Pl" already leaves the plants; wait for the whole word as well.
                Self.isGreen(image.pixel(x: imageCenter.x, y: imageCenter.y + 20))
                    && image.darkPixels(in: search.insetBy(dx: 30, dy: 4)) > 20
            })
        #expect(Self.isGreen(filtered.pixel(x: imageCenter.x, y: imageCenter.y + 20)))
        #expect(filtered.darkPixels(in: search.insetBy(dx: 30, dy: 4)) > 20, "the typed text is drawn in the field")

        // Five wheel notches move the rows.
        session.scrollWheelDown(notches: 5, x: Self.center(list).x, y: Self.center(list).y)
        let scrolled = try #require(
            session.screenshot(waitingUpTo: 3) { image in
                Self.changedPixels(image, filtered, in: list) > 500
            })
        #expect(Self.changedPixels(scrolled, filtered, in: list) > 500, "the list moved")

        #expect(session.waitForExit() == 0)
    }
}
