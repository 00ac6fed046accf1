import Foundation
import SwiftUI
import Testing

@testable import GalleryKit

/// Drives the catalog screen of the gallery headless, as a user would.
@MainActor @Suite(.serialized)
struct CatalogEndToEndTests {
    private func catalogHost(pageSize: Int = 20) -> (ViewHost<GalleryRoot>, ProductCatalog) {
        let catalog = ProductCatalog(pageSize: pageSize, latency: .milliseconds(50))
        return (ViewHost(GalleryRoot(selection: .catalog, catalog: catalog), device: .iPhone15Pro), catalog)
    }

    /// Scrolls down one screen at a time until the loading row is on screen, then waits for the page.
    private func scrollToBottom(_ host: ViewHost<GalleryRoot>, _ catalog: ProductCatalog) async {
        let pages = catalog.pagesLoaded
        for _ in 0..<200 where catalog.pagesLoaded == pages {
            host.scroll(by: CGPoint(x: 0, y: 300), in: "catalog-scroll")
            await host.advance(by: 0.02)
            if host.frame(of: "loading-row") != nil { await host.advance(by: 0.15) }
        }
    }

    /// Presses the centre of the view marked `identifier`; returns where and when.
    private func press(_ host: ViewHost<GalleryRoot>, on identifier: String) -> (CGPoint, Date) {
        let frame = host.frame(of: identifier) ?? .zero
        let center = CGPoint(x: frame.midX, y: frame.midY)
        host.press(at: center)
        return (center, Date())
    }

    @Test func scrollingToTheBottomThreeTimesLoadsThreeMorePagesAndEveryRowAppearsOnce() async {
        let (host, catalog) = catalogHost()
        await host.advance(by: 0.2)
        #expect(catalog.pagesLoaded == 1)
        #expect(catalog.products.count == 20)
        let firstScreen = catalog.rowAppearances
        #expect(firstScreen > 0 && firstScreen < 20, "only the rows on screen (plus a margin) are built")

        for expectedPages in 2...4 {
            await scrollToBottom(host, catalog)
            #expect(catalog.pagesLoaded == expectedPages)
        }
        #expect(catalog.products.count == 80)
        #expect(catalog.products.map(\.id) == Array(0..<80))
        // Scrolling only down, each row appears once: onAppear fired per row, never twice.
        #expect(catalog.rowAppearances == catalog.appearedProducts.count)
        #expect(catalog.appearedProducts.isSuperset(of: 0..<60))
        #expect(host.frame(of: "product-0") == nil, "rows far above the viewport are released")
    }

    @Test func aTapAddsOneADoubleTapMarksAFavoriteAndALongPressOpensTheDetails() async {
        let (host, catalog) = catalogHost()
        await host.advance(by: 0.2)
        #expect(host.tap(on: "add-0"))
        await host.advance(by: 0.05)
        #expect(catalog.cart[0] == 1)
        #expect(catalog.favorites.isEmpty)

        // The style times double taps with the wall clock: the second press follows the
        // first without yielding, well within 0.5 s.
        await host.advance(by: 0.6)
        host.tap(on: "add-0")
        host.tap(on: "add-0")
        await host.advance(by: 0.05)
        #expect(catalog.favorites == [0], "two presses within 0.5 s are a double tap")
        #expect(catalog.cart[0] == 3, "the button's own action still runs on each release")

        await host.advance(by: 0.6)
        let (center, pressed) = press(host, on: "add-1")
        await host.advance(by: 0.5)
        if Date().timeIntervalSince(pressed) < 0.9 {
            #expect(host.frame(of: "product-detail") == nil, "not yet a long press")
        }
        await host.advance(by: 0.7)
        #expect(host.frame(of: "product-detail") != nil, "held for a second: the router opened the details")
        host.release(at: center)
        await host.advance(by: 0.3)
        #expect(host.frame(of: "detail-stock") != nil)

        #expect(host.tap(on: "detail-back"))
        await host.advance(by: 0.5)
        #expect(host.frame(of: "product-detail") == nil)
        #expect(host.frame(of: "add-1") != nil)
    }

    @Test func aPressReleasedBeforeOneSecondIsNoLongPress() async {
        let (host, _) = catalogHost()
        await host.advance(by: 0.2)
        let (center, pressed) = press(host, on: "add-2")
        await host.advance(by: 0.4)
        host.release(at: center)
        let heldFor = Date().timeIntervalSince(pressed)
        await host.advance(by: 0.9)
        // The style times the press with the wall clock; a machine too busy to release within
        // the second has really held it that long.
        if heldFor < 1 {
            #expect(host.frame(of: "product-detail") == nil)
        }
    }

    @Test func aDragThatStartsOnTheButtonScrollsTheCatalog() async {
        let (host, catalog) = catalogHost()
        await host.advance(by: 0.2)
        let button = try! #require(host.frame(of: "add-3"))
        let start = CGPoint(x: button.midX, y: button.midY)
        await host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3)
        await host.advance(by: 0.1)
        #expect((host.contentOffset(of: "catalog-scroll")?.y ?? 0) > 100)
        #expect(catalog.cart[3] == nil, "the press was cancelled by the scroll")
    }

    @Test func theModeTogglesInPlaceBetweenListAndTwoColumnTiles() async {
        let (host, catalog) = catalogHost()
        await host.advance(by: 0.2)
        let row = try! #require(host.frame(of: "product-0"))
        #expect(abs(row.width - 361) < 0.5, "one full-width column, less the 16-point margins")
        #expect(host.tap(on: "catalog-mode"))
        await host.advance(by: 0.05)
        let first = try! #require(host.frame(of: "product-0"))
        let second = try! #require(host.frame(of: "product-1"))
        #expect(abs(first.width - (393 - 32 - 12) / 2) < 0.5, "two columns share the width less the 12-point gap")
        #expect(abs(second.minX - (first.maxX + 12)) < 0.5)
        #expect(second.minY == first.minY)
        #expect(catalog.products.count == 20, "toggling keeps the loaded products")
        #expect(host.tap(on: "catalog-mode"))
        await host.advance(by: 0.05)
        #expect(abs((host.frame(of: "product-0")?.width ?? 0) - 361) < 0.5)
    }

    @Test func typingInTheSearchFieldFiltersTheLoadedProducts() async {
        let (host, catalog) = catalogHost()
        await host.advance(by: 0.2)
        #expect(host.tap(on: "search-field"))
        host.type("plant")
        await host.advance(by: 0.1)
        #expect(host.frame(of: "product-0") == nil, "Classic Coffee 1 is filtered out")
        let first = try! #require(host.frame(of: "product-2"), "Classic Plant 3 is the first match")
        let search = try! #require(host.frame(of: "search-field"))
        #expect(first.minY > search.maxY, "the rows start below the search field")
        #expect(catalog.products.filter { $0.category == .plant }.allSatisfy { $0.name.contains("Plant") })
    }
}

extension CatalogEndToEndTests {
    /// A tap on a tile's picture opens its quick look: the picture flies from the tile into the
    /// card (`matchedGeometryEffect`), the spring's 0.45 s half done after a few frames; a tap on
    /// Close flies it back.
    @Test func aTilesPictureFliesIntoItsQuickLook() async {
        let (host, _) = catalogHost()
        await host.advance(by: 0.2)
        host.tap(on: "catalog-mode")
        await host.advance(by: 0.05)
        guard let tile = host.frame(of: "tile-art-1") else {
            Issue.record("no tile")
            return
        }
        host.tap(on: "tile-art-1")
        #expect(host.frame(of: "quick-look") != nil)
        // In flight the picture is laid out at the size it is shown at.
        #expect((host.frame(of: "quick-look-picture")?.width ?? 260) < 260)
        await host.advance(by: 0.1)
        let flying = host.presentationFrame(of: "quick-look-picture") ?? .zero
        let laidOut = host.frame(of: "quick-look-picture") ?? .zero
        #expect(abs(laidOut.width - flying.width) < 0.01 && abs(laidOut.height - flying.height) < 0.01)
        // (The spring's tail moves it by less than a pixel for a while after a second.)
        await host.advance(by: 2)
        guard let card = host.frame(of: "quick-look-picture") else {
            Issue.record("no quick look picture")
            return
        }
        #expect(card.size == CGSize(width: 260, height: 260))
        #expect(flying.width > tile.width && flying.width < card.width, "on its way from the tile to the card")
        #expect(host.presentationFrame(of: "quick-look-picture") == card)
        host.tap(on: "quick-look-close")
        await host.advance(by: 1)
        #expect(host.frame(of: "quick-look") == nil)
        #expect(host.frame(of: "tile-art-1") == tile)
    }
}
