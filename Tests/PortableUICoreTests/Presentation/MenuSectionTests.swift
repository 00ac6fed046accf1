import Foundation
import Testing
@testable import PortableUICore

/// A menu with two sections, a divider and an item, near the top or the bottom of the
/// window, in the given order.
private struct SectionedMenu: View {
    var order = MenuOrder.automatic
    var atBottom = false
    var inScrollView = false

    var body: some View {
        if inScrollView {
            ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 2000); menu } }
        } else {
            VStack {
                if atBottom { Spacer() }
                menu
                if !atBottom { Spacer() }
            }
        }
    }

    private var menu: some View {
        Menu {
            Section {
                Button("Name") {}.accessibilityIdentifier("name")
                Button("Date") {}.accessibilityIdentifier("date")
            } header: {
                Text("Sort By").accessibilityIdentifier("header")
            }
            Section {
                Button("Share") {}.accessibilityIdentifier("share")
            }
            Divider()
            Button("Delete", role: .destructive) {}.accessibilityIdentifier("delete")
        } label: {
            Text("More").accessibilityIdentifier("label")
        }
        .menuOrder(order)
    }
}

@MainActor
struct MenuSectionTests {
    private static let rows = ["name", "date", "share", "delete"]

    // Sections in a menu: UIMenu's inline sections are separated by a band, its titles are
    // small secondary text above their items; NSMenu's sections by a separator item, their
    // headers rows of small bold text (Apple HIG, "Menus": "use separators to group related
    // items"). Neighbouring sections and a divider share one separator; none at the menu's
    // ends. Metrics (PresentationMetrics): band 8, title insets 10/16/6, desktop separator
    // row 11, header row 22: unverified.
    @Test(arguments: [
        (DeviceProfile.iPhone15Pro, CGFloat(8), CGFloat(0)),
        (DeviceProfile.macWindow, CGFloat(11), CGFloat(5)),
    ])
    func sectionsAreTitledGroupsBetweenSingleSeparators(device: DeviceProfile, separator: CGFloat, padding: CGFloat) throws {
        let host = ViewHost(SectionedMenu(), device: device)
        #expect(host.tap(on: "label"))
        let panel = try #require(host.frame(of: "presentation.menu"))
        let header = try #require(host.frame(of: "header"))
        let rows = try Self.rows.map { try #require(host.frame(of: $0)) }
        if device.idiom == .desktop {
            #expect(header.minX == panel.minX + 14)
            #expect(rows[0].minY == panel.minY + padding + 22)
            #expect(abs(header.midY - (panel.minY + padding + 11)) <= 0.5)
        } else {
            #expect(header.minX == panel.minX + 16)
            #expect(header.minY == panel.minY + 10)
            #expect(rows[0].minY == header.maxY + 6)
        }
        #expect(rows[1].minY == rows[0].maxY)
        #expect(rows[2].minY == rows[1].maxY + separator, "one separator between the sections")
        #expect(rows[3].minY == rows[2].maxY + separator, "one separator for the section's end and the divider")
        #expect(panel.maxY == rows[3].maxY + padding, "no separator at the end")
    }

    @Test func theHeaderIsAnAccessibilityHeaderAndNotAnItem() throws {
        let host = ViewHost(SectionedMenu(), device: .iPhone15Pro)
        #expect(host.tap(on: "label"))
        let header = try #require(host.accessibilityTree.element(labeled: "Sort By"))
        #expect(header.traits.contains(.isHeader))
        // Tapping the title neither chooses anything nor closes the menu.
        #expect(host.tap(on: "header"))
        #expect(host.presentations.map(\.kind) == [.menu])
    }

    @Test func outsideAMenuASectionIsItsViewsInOrder() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Section { Color.red.frame(height: 10).accessibilityIdentifier("row") } header: {
                    Color.blue.frame(height: 20).accessibilityIdentifier("top")
                }
            }, device: .macWindow)
        let top = try #require(host.frame(of: "top"))
        let row = try #require(host.frame(of: "row"))
        #expect(row.minY == top.maxY)
    }
}

/// `menuOrder` (Apple, "MenuOrder.automatic": on iOS `automatic` resolves to `fixed` within
/// scrollable content and for menu pickers, to `priority` otherwise; on macOS always to
/// `fixed`. "MenuOrder.priority": "Keep the first items closest to user's interaction
/// point"). A menu opening upwards in priority order lists its first item at the bottom;
/// sections come last to first, each header on top of its items.
@MainActor
struct MenuOrderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let device: DeviceProfile
        let order: MenuOrder
        var atBottom = true
        var inScrollView = false
        let reversed: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "phone, automatic, opening upwards", device: .iPhone15Pro, order: .automatic, reversed: true),
        Case(name: "phone, priority, opening upwards", device: .iPhone15Pro, order: .priority, reversed: true),
        Case(name: "phone, fixed, opening upwards", device: .iPhone15Pro, order: .fixed, reversed: false),
        Case(name: "phone, priority, opening downwards", device: .iPhone15Pro, order: .priority, atBottom: false, reversed: false),
        Case(name: "phone, automatic, in a scroll view", device: .iPhone15Pro, order: .automatic, inScrollView: true, reversed: false),
        Case(name: "phone, priority, in a scroll view", device: .iPhone15Pro, order: .priority, inScrollView: true, reversed: true),
        Case(name: "desktop, automatic, opening upwards", device: .macWindow, order: .automatic, reversed: false),
        Case(name: "desktop, priority, opening upwards", device: .macWindow, order: .priority, reversed: false),
    ]

    @Test(arguments: cases)
    func itemsAreOrderedForWhereTheMenuOpens(_ test: Case) throws {
        let host = ViewHost(SectionedMenu(order: test.order, atBottom: test.atBottom, inScrollView: test.inScrollView), device: test.device)
        // Scrolled to the end (the offset is held at the content's end), the label near the bottom.
        if test.inScrollView { host.scroll(to: CGPoint(x: 0, y: 5000)) }
        #expect(host.tap(on: "label"))
        let label = try #require(host.frame(of: "label"))
        let panel = try #require(host.frame(of: "presentation.menu"))
        #expect(test.atBottom == (panel.maxY <= label.minY))
        let header = try #require(host.frame(of: "header"))
        let rows = try ["name", "date", "share", "delete"].map { try #require(host.frame(of: $0)) }
        if test.reversed {
            #expect(rows[0].maxY > rows[1].maxY && rows[1].maxY > rows[2].maxY && rows[2].maxY > rows[3].maxY)
            #expect(header.maxY <= rows[1].minY, "the header stays on top of its section")
            #expect(abs(rows[0].maxY - panel.maxY) <= 5, "the first item is closest to the label")
        } else {
            #expect(rows[0].minY < rows[1].minY && rows[1].minY < rows[2].minY && rows[2].minY < rows[3].minY)
            #expect(header.maxY <= rows[0].minY)
        }
    }

    /// The arrow keys follow the rows as shown: Down from the top of a menu shown bottom up
    /// goes to its last item first.
    @Test(arguments: [(MenuOrder.automatic, ["third", "second"]), (.fixed, ["first", "second"])])
    func theArrowKeysFollowTheRowsAsShown(order: MenuOrder, expected: [String]) throws {
        struct Screen: View {
            let log: EventLog
            let order: MenuOrder
            var body: some View {
                VStack {
                    Spacer()
                    Menu {
                        ForEach(["first", "second", "third"], id: \.self) { name in Button(name) { log(name) } }
                    } label: {
                        Text("Open").accessibilityIdentifier("label")
                    }
                    .menuOrder(order)
                }
            }
        }
        var chosen: [String] = []
        for downs in 1...2 {
            let log = EventLog()
            let host = ViewHost(Screen(log: log, order: order), device: .iPhone15Pro)
            #expect(host.tap(on: "label"))
            for _ in 0..<downs { #expect(host.pressKey(.downArrow)) }
            #expect(host.pressKey(.return))
            chosen += log.take()
        }
        #expect(chosen == expected)
    }

    @Test func aMenuPickerKeepsItsOrderUnderAutomatic() {
        #expect(!MenuOrder.automatic.reversesAboveAnchor(idiom: .phone, inScrollableContent: false, automaticIsFixed: true))
        #expect(MenuOrder.automatic.reversesAboveAnchor(idiom: .phone, inScrollableContent: false, automaticIsFixed: false))
        #expect(MenuOrder.priority.reversesAboveAnchor(idiom: .pad, inScrollableContent: true, automaticIsFixed: true))
    }
}
