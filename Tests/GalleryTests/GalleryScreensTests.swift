import Foundation
import SwiftUI
import Testing

@testable import GalleryKit
import PortableUITesting

/// The article claims, checked on the gallery's own screens (iPhone 15 Pro: 393×852 points,
/// safe area 59 / 34).
@MainActor
struct GalleryScreensTests {
    private func gallery(_ screen: GalleryScreen) -> ViewHost<GalleryRoot> {
        ViewHost(GalleryRoot(selection: screen, catalog: ProductCatalog(latency: .milliseconds(10))), device: .iPhone15Pro)
    }

    private func labCase(_ labCase: LabCase) async -> ViewHost<GalleryRoot> {
        let host = gallery(.containerFrames)
        #expect(host.tap(on: "lab-\(labCase.rawValue)"))
        await host.advance(by: 0.05)
        return host
    }

    /// The lab's container: the tab, the window minus the safe area and the tab bar.
    private func labContainerHeight(_ host: ViewHost<GalleryRoot>) -> CGFloat {
        host.safeAreaFrame.height - BarHeights.tabBar
    }

    @Test func theHalfHeightRectangleIgnoresItsVStackAndTakesHalfTheContainer() async {
        let host = await labCase(.halfHeight)
        let rectangle = try! #require(host.frame(of: "half-height"))
        #expect(rectangle.width == 300)
        #expect(abs(rectangle.height - labContainerHeight(host) / 2) < 0.5)
    }

    @Test func insideTheTwoHundredTallNavigationStackTheRectangleIsOneHundred() async {
        let host = await labCase(.navigationStack)
        #expect(abs((host.frame(of: "stack-rectangle")?.height ?? 0) - 100) < 0.5)
    }

    @Test func theOverlaySkipsTheStackItIsAttachedTo() async {
        let host = await labCase(.overlaySkipsContainer)
        let overlay = try! #require(host.frame(of: "overlay-rectangle"))
        #expect(abs(overlay.height - labContainerHeight(host) / 2) < 0.5)
    }

    @Test func threePerRowWithAndWithoutSpacing() async {
        let host = await labCase(.threePerRow)
        let visible = try! #require(host.frame(of: "gallery-0"))
        let width = visible.width
        let first0 = try! #require(host.frame(of: "gallery-0-0"))
        let first10 = try! #require(host.frame(of: "gallery-10-0"))
        #expect(abs(first0.width - width / 3) < 0.5, "spacing 0: a third of the visible width")
        #expect(abs(first0.height - first0.width * 2 / 3) < 0.5, "aspect ratio 3:2")
        let third0 = try! #require(host.frame(of: "gallery-0-2"))
        #expect(third0.maxX > visible.maxX, "the third item is cut off by the two 10-point gaps")
        #expect(abs(first10.width - (width - 20) / 3) < 0.5, "spacing 10: (width - 2×10) / 3")
        let third10 = try! #require(host.frame(of: "gallery-10-2"))
        #expect(abs(third10.maxX - visible.maxX) < 0.5, "exactly three fit")
    }

    @Test func theRatioSplitGivesSeventyFiveAndTwoHundredTwentyFivePoints() async {
        let host = await labCase(.ratioSplit)
        #expect(host.frame(of: "split-left")?.width == 75)
    }

    @Test func theContainerSizeGetterReportsTheContainerWithoutChangingTheLayout() async {
        let host = await labCase(.containerSize)
        await host.advance(by: 0.05)
        let readout = try! #require(host.frame(of: "container-size"))
        #expect(readout.width > 150, "the readout shows the measured size, not the placeholder")
    }

    @Test func scrollingDownOneHundredPointsReportsOffsetOneHundredAndCollapsesTheHeader() async {
        let host = gallery(.scrollOffset)
        await host.advance(by: 0.05)
        #expect(host.frame(of: "collapsing-header")?.height == CollapsingHeader.expandedHeight)
        host.scroll(by: CGPoint(x: 0, y: 100), in: "offset-scroll")
        await host.advance(by: 0.05)
        #expect(abs((host.frame(of: "collapsing-header")?.height ?? 0) - (CollapsingHeader.expandedHeight - 100)) < 0.5)
        host.scroll(by: CGPoint(x: 0, y: 400), in: "offset-scroll")
        await host.advance(by: 0.05)
        #expect(abs((host.frame(of: "collapsing-header")?.height ?? 0) - CollapsingHeader.collapsedHeight) < 0.5)
    }

    @Test func theFlowLayoutWrapsAtTheChosenWidthWithExplicitSpacing() async {
        let host = gallery(.flowLayout)
        await host.advance(by: 0.05)
        let hello = try! #require(host.frame(of: "flow-explicit-hello"))
        let world = try! #require(host.frame(of: "flow-explicit-world"))
        let bang = try! #require(host.frame(of: "flow-explicit-bang"))
        #expect(abs(world.minX - (hello.maxX + 8)) < 0.5, "8 points after each item")
        #expect(world.minY == hello.minY, "items share the line's top")
        if hello.width + world.width + bang.width + 16 <= 300 {
            #expect(abs(bang.minX - (world.maxX + 8)) < 0.5)
        } else {
            #expect(bang.minX == hello.minX, "the item that does not fit starts the next line")
        }
        let preferredWorld = try! #require(host.frame(of: "flow-preferred-world"))
        let preferredHello = try! #require(host.frame(of: "flow-preferred-hello"))
        #expect(preferredWorld.minX - preferredHello.maxX == 8, "the preferred gap between two texts is 8 points")
    }

    @Test func theAppearanceButtonSwitchesToDark() {
        let settings = GallerySettings()
        let app = ViewTester(GalleryRoot(selection: .flowLayout, settings: settings), device: .iPhone15Pro)
        app.find(.identifier("appearance")).tap()
        #expect(settings.appearance == .dark)
    }

    @Test func theTabBarSwitchesScreens() {
        let app = ViewTester(GalleryRoot(selection: .containerFrames, catalog: ProductCatalog(latency: .milliseconds(10))))
        #expect(app.exists(.identifier("lab-halfHeight")))
        let catalogTab = app.find(.role(.tab) && .label("Catalog"))
        catalogTab.tap()
        #expect(catalogTab.isSelected)
        #expect(app.exists(.identifier("catalog-scroll")))
        #expect(!app.exists(.identifier("lab-halfHeight")))
    }

    @Test func theRendererWritesEveryPictureAndAnIndexPage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var renderer = GalleryRenderer(folder: folder)
        renderer.snapshots = GallerySnapshot.all.filter { ["flow", "offset-scrolled", "catalog-tiles"].contains($0.name) }
        let index = try await renderer.renderAll()
        let html = try String(contentsOf: index, encoding: .utf8)
        for snapshot in renderer.snapshots {
            for device in renderer.devices {
                let name = GalleryRenderer.fileName(snapshot, device)
                #expect(html.contains(name))
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == Int(device.size.width * device.displayScale))
            }
        }
        #expect(GallerySnapshot.all.count >= 16, "every screen, case and state is pictured")
    }
}

/// The bar heights of iPhone 15 Pro (layout-rules.md).
private enum BarHeights {
    static let tabBar: CGFloat = 49
}
