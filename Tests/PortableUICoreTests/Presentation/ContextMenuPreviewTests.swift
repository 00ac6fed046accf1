import Foundation
import Testing
@testable import PortableUICore

/// The preview of `contextMenu(menuItems:preview:)`. iOS lifts the preview out of the pressed
/// view and shows the menu below it, or above it when there is no room (Apple's "Context
/// menus" HIG page and UIContextMenuInteraction); the margins (8), gap (8), menu width (250)
/// and corner radius (13) are unverified, measured on iOS 17 screenshots.
@MainActor
struct ContextMenuPreviewTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let previewIdeal: CGSize
        let rowAlignment: Alignment
        let preview: CGRect
        let menu: CGRect
        var testDescription: String { name }
    }

    // iPhone 15 Pro: 393×852, safe area 59…818, so the margins leave x 8…385, y 67…810.
    // The 200×44 row sits at the top leading corner (x 0…200, y 59…103) or the bottom trailing
    // one (x 193…393, y 774…818); the menu has two 44-point rows.
    nonisolated static let cases: [Case] = [
        Case(
            name: "small preview, row at the top: menu below, leading", previewIdeal: CGSize(width: 120, height: 80),
            rowAlignment: .topLeading, preview: CGRect(x: 40, y: 67, width: 120, height: 80),
            menu: CGRect(x: 40, y: 155, width: 250, height: 88)),
        Case(
            name: "small preview, row at the bottom: menu above, trailing", previewIdeal: CGSize(width: 120, height: 80),
            rowAlignment: .bottomTrailing, preview: CGRect(x: 233, y: 730, width: 120, height: 80),
            menu: CGRect(x: 103, y: 634, width: 250, height: 88)),
        Case(
            name: "wide preview clamped to the width, row at the top", previewIdeal: CGSize(width: 600, height: 300),
            rowAlignment: .topLeading, preview: CGRect(x: 8, y: 67, width: 377, height: 300),
            menu: CGRect(x: 8, y: 375, width: 250, height: 88)),
        Case(
            name: "wide preview, row at the bottom", previewIdeal: CGSize(width: 600, height: 300),
            rowAlignment: .bottomTrailing, preview: CGRect(x: 8, y: 510, width: 377, height: 300),
            menu: CGRect(x: 8, y: 414, width: 250, height: 88)),
        Case(
            name: "tall preview clamped to leave room for the menu, row at the bottom", previewIdeal: CGSize(width: 200, height: 900),
            rowAlignment: .bottomTrailing, preview: CGRect(x: 185, y: 163, width: 200, height: 647),
            menu: CGRect(x: 135, y: 67, width: 250, height: 88)),
        // The row in the middle (y 416.5…460.5): no room above or below, the preview moves up.
        Case(
            name: "tall preview, row in the middle: the preview moves up", previewIdeal: CGSize(width: 200, height: 900),
            rowAlignment: .leading, preview: CGRect(x: 8, y: 67, width: 200, height: 647),
            menu: CGRect(x: 8, y: 722, width: 250, height: 88)),
    ]

    private func screen(_ log: EventLog, previewIdeal: CGSize, alignment: Alignment) -> some View {
        Color.gray.frame(width: 200, height: 44)
            .accessibilityIdentifier("row")
            .contextMenu {
                Button("Copy") { log("copy") }.accessibilityIdentifier("copy")
                Button("Delete", role: .destructive) { log("delete") }
            } preview: {
                Color.blue.frame(idealWidth: previewIdeal.width, idealHeight: previewIdeal.height)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    }

    private func longPress<V: View>(_ host: ViewHost<V>, on identifier: String) async throws {
        let row = try #require(host.frame(of: identifier))
        let point = CGPoint(x: row.midX, y: row.midY)
        host.press(at: point)
        await host.advance(by: 0.6)
        host.release(at: point)
    }

    @Test(arguments: cases)
    func previewAndMenuFramesOnAPhone(_ testCase: Case) async throws {
        let host = ViewHost(screen(EventLog(), previewIdeal: testCase.previewIdeal, alignment: testCase.rowAlignment), device: .iPhone15Pro)
        try await longPress(host, on: "row")
        await host.advance(by: 1)
        #expect(host.frame(of: "presentation.menuPreview") == testCase.preview)
        #expect(host.frame(of: "presentation.menu") == testCase.menu)
    }

    @Test func aTapOutsideOrOnThePreviewClosesBoth() async throws {
        let host = ViewHost(screen(EventLog(), previewIdeal: CGSize(width: 120, height: 80), alignment: .topLeading), device: .iPhone15Pro)
        try await longPress(host, on: "row")
        #expect(host.presentations.map(\.kind) == [.menu])
        host.tap(at: CGPoint(x: 300, y: 600))
        await host.advance(by: 1)
        #expect(host.presentations.isEmpty)
        #expect(host.frame(of: "presentation.menuPreview") == nil)

        try await longPress(host, on: "row")
        #expect(host.tap(on: "presentation.menuPreview"))
        await host.advance(by: 1)
        #expect(host.presentations.isEmpty)
    }

    @Test func anItemRunsItsActionAndClosesBoth() async throws {
        let log = EventLog()
        let host = ViewHost(screen(log, previewIdeal: CGSize(width: 120, height: 80), alignment: .topLeading), device: .iPhone15Pro)
        try await longPress(host, on: "row")
        #expect(host.tap(on: "copy"))
        #expect(log.take() == ["copy"])
        await host.advance(by: 1)
        #expect(host.presentations.isEmpty)
    }

    /// macOS shows no preview: a secondary click opens the menu alone at the pointer.
    @Test func aSecondaryClickShowsNoPreview() throws {
        for device in [DeviceProfile.macWindow, .iPhone15Pro] {
            let host = ViewHost(screen(EventLog(), previewIdeal: CGSize(width: 120, height: 80), alignment: .topLeading), device: device)
            #expect(host.secondaryClick(on: "row"))
            #expect(host.presentations.map(\.kind) == [.menu])
            #expect(host.frame(of: "presentation.menu") != nil)
            #expect(host.frame(of: "presentation.menuPreview") == nil)
        }
    }
}
