import Foundation
import Testing
@testable import PortableUICore

/// A menu with three items, logging what is chosen.
private struct FileMenu: View {
    let log: EventLog

    var body: some View {
        VStack {
            Menu {
                Button("Duplicate") { log("duplicate") }.accessibilityIdentifier("duplicate")
                Button("Rename") { log("rename") }.accessibilityIdentifier("rename")
                Button("Delete", role: .destructive) { log("delete") }.accessibilityIdentifier("delete")
            } label: {
                Text("File").accessibilityIdentifier("label")
            }
            .accessibilityIdentifier("menu")
            Spacer()
        }
    }
}

@MainActor
struct MenuTests {
    private func open<V: View>(_ host: ViewHost<V>) throws {
        #expect(host.tap(on: "label"))
        #expect(host.presentations.map(\.kind) == [.menu])
    }

    // Metrics: PresentationMetrics (phone menus 250 wide with 44-point rows, 8 below the
    // label: unverified, measured on iOS 17 screenshots; desktop rows 22 high inside 5 points
    // of padding, 2 below the label: unverified, macOS 14).
    @Test(arguments: [
        (DeviceProfile.iPhone15Pro, CGFloat(250), CGFloat(44), CGFloat(8), CGFloat(0)),
        (DeviceProfile.macWindow, nil, CGFloat(22), CGFloat(2), CGFloat(5)),
    ])
    func menuOpensBelowItsLabelWithRowsOfTheIdiom(
        device: DeviceProfile, width: CGFloat?, rowHeight: CGFloat, gap: CGFloat, padding: CGFloat
    ) throws {
        let host = ViewHost(FileMenu(log: EventLog()), device: device)
        #expect(host.frame(of: "duplicate") == nil)
        try open(host)
        let menu = try #require(host.frame(of: "menu"))
        let panel = try #require(host.frame(of: "presentation.menu"))
        let rows = try ["duplicate", "rename", "delete"].map { try #require(host.frame(of: $0)) }
        #expect(panel.minY == menu.maxY + gap)
        #expect(panel.minX == min(max(menu.minX, 8), device.size.width - 8 - panel.width))
        if let width { #expect(panel.width == width) }
        #expect(rows.map(\.height) == [rowHeight, rowHeight, rowHeight])
        #expect(rows[0].minY == panel.minY + padding)
        #expect(rows[1].minY == rows[0].maxY)
        #expect(panel.height == 3 * rowHeight + 2 * padding)
        #expect(rows.allSatisfy { $0.width == panel.width })
    }

    @Test func choosingAnItemRunsItsActionAndClosesTheMenu() throws {
        let log = EventLog()
        let host = ViewHost(FileMenu(log: log), device: .iPhone15Pro)
        try open(host)
        #expect(host.tap(on: "rename"))
        #expect(log.take() == ["rename"])
        #expect(host.presentations.isEmpty)
        #expect(host.frame(of: "rename") == nil)
    }

    @Test func aClickOutsideClosesTheMenuWithoutReachingTheContent() throws {
        let log = EventLog()
        let host = ViewHost(
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { log("content") }
                FileMenu(log: log)
            }, device: .macWindow)
        try open(host)
        host.tap(at: CGPoint(900, 700))
        #expect(host.presentations.isEmpty)
        #expect(log.take() == [])
        host.tap(at: CGPoint(900, 700))
        #expect(log.take() == ["content"])
    }

    @Test func arrowKeysMoveThroughTheRowsAndReturnChooses() throws {
        let log = EventLog()
        let host = ViewHost(FileMenu(log: log), device: .macWindow)
        try open(host)
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.return))
        #expect(log.take() == ["rename"])
        #expect(host.presentations.isEmpty)
    }

    /// Opened from the keyboard (Tab to the menu's button, then Space or Return), a menu
    /// highlights its first row, as macOS does: Return chooses it at once, Down moves on.
    @Test(arguments: [KeyEquivalent.space, .return])
    func aMenuOpenedFromTheKeyboardHighlightsItsFirstRow(_ key: KeyEquivalent) throws {
        let log = EventLog()
        let host = ViewHost(FileMenu(log: log), device: .macWindow)
        host.pressKey(.tab)
        #expect(host.pressKey(key))
        #expect(host.presentations.map(\.kind) == [.menu])
        // The highlight: the accent-filled rounded rectangle behind the first row, inset by the
        // menu's 5-point padding.
        let first = try #require(host.frame(of: "duplicate"))
        #expect(host.frames(ofType: RoundedRectangle.self).contains(first.insetBy(dx: 5, dy: 0)))
        #expect(host.pressKey(.return))
        #expect(log.take() == ["duplicate"])
        #expect(host.presentations.isEmpty)
        #expect(host.pressKey(key))
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.return))
        #expect(log.take() == ["rename"])
    }

    /// Opened by a click, a menu highlights nothing until an arrow key.
    @Test func aMenuOpenedByAClickHighlightsNothing() throws {
        let host = ViewHost(FileMenu(log: EventLog()), device: .macWindow)
        try open(host)
        let first = try #require(host.frame(of: "duplicate"))
        #expect(!host.frames(ofType: RoundedRectangle.self).contains(first.insetBy(dx: 5, dy: 0)))
    }

    @Test func escapeClosesTheMenu() throws {
        let host = ViewHost(FileMenu(log: EventLog()), device: .macWindow)
        try open(host)
        #expect(host.pressKey(.escape))
        #expect(host.presentations.isEmpty)
    }

    @Test func aSubmenuOpensAboveItsMenuAndAChoiceClosesBoth() throws {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Menu {
                    Button("Open") { log("open") }
                    Menu {
                        Button("PNG") { log("png") }.accessibilityIdentifier("png")
                    } label: {
                        Text("Export").accessibilityIdentifier("export")
                    }
                    .accessibilityIdentifier("exportRow")
                } label: {
                    Text("File").accessibilityIdentifier("label")
                }
                Spacer()
            }, device: .macWindow)
        try open(host)
        #expect(host.tap(on: "export"))
        #expect(host.presentations.map(\.kind) == [.menu, .menu])
        let menus = host.presentations.compactMap(\.frame)
        let row = try #require(host.frame(of: "exportRow"))
        #expect(menus[1].minX == menus[0].maxX)
        #expect(host.frame(of: "png")?.minY == row.minY)
        #expect(host.tap(on: "png"))
        #expect(log.take() == ["png"])
        #expect(host.presentations.isEmpty)
    }

    @Test func primaryActionRunsOnClickAndTheMenuOpensOnLongPress() async throws {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Menu {
                    Button("Other") { log("other") }
                } label: {
                    Text("Add").accessibilityIdentifier("label")
                } primaryAction: {
                    log("primary")
                }
                Spacer()
            }, device: .iPhone15Pro)
        #expect(host.tap(on: "label"))
        #expect(log.take() == ["primary"])
        #expect(host.presentations.isEmpty)
        let label = try #require(host.frame(of: "label"))
        host.press(at: CGPoint(label.midX, label.midY))
        await host.advance(by: 0.6)
        host.release(at: CGPoint(label.midX, label.midY))
        #expect(host.presentations.map(\.kind) == [.menu])
    }

    @Test func menuStyleReceivesTheConfiguration() throws {
        struct Outlined: MenuStyle {
            func makeBody(configuration: Configuration) -> some View {
                Menu(configuration).padding(10).accessibilityIdentifier("styled")
            }
        }
        let host = ViewHost(
            VStack {
                Menu("File") { Button("Open") {} }.menuStyle(Outlined())
                Spacer()
            }, device: .iPhone15Pro)
        let styled = try #require(host.frame(of: "styled"))
        #expect(host.tap(on: "styled"))
        #expect(host.presentations.map(\.kind) == [.menu])
        #expect(styled.width > 20)
    }
}
