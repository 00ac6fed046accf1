import Foundation
import Testing
@testable import PortableUICore

/// Disclosure groups in a list: as on iOS (and macOS), a `DisclosureGroup` or an
/// `OutlineGroup` element with children in a `List` is a label row with a trailing chevron,
/// and while expanded each child is a list row of its own (its own 44-point minimum height,
/// 11/20 insets and separator), indented 10 points per level [UNVERIFIED for SwiftUI:
/// `UITableViewCell.indentationWidth`'s documented default, 10 points].
///
/// iPhone 15 Pro: the list is the safe area, 393×759 from y 59; the inset grouped card is
/// 16 from each side (361 wide) from y 94; a row's content is 393 − 32 − 40 = 321 wide at
/// x 36 (ListTests).
@MainActor
struct ListDisclosureTests {
    private struct Disclosure: View {
        @State var isExpanded: Bool
        var body: some View {
            List {
                DisclosureGroup(isExpanded: $isExpanded) {
                    Color.blue.frame(height: 20).accessibilityIdentifier("a")
                    Color.green.frame(height: 30).accessibilityIdentifier("b")
                } label: {
                    Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
                }
            }
        }
    }

    private static func separators<V: View>(_ host: ViewHost<V>) -> [CGRect] {
        host.frames(ofType: Color.self).filter { $0.height < 1 }
    }

    @Test func aCollapsedGroupIsOneRow() {
        let host = ViewHost(Disclosure(isExpanded: false), device: .iPhone15Pro)
        // The label row: max(20 + 22, 44) = 44 tall, the label centred in it.
        #expect(host.frame(of: "label") == CGRect(x: 36, y: 106, width: 60, height: 20))
        #expect(host.frame(of: "a") == nil)
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: 94, width: 361, height: 44)])
        #expect(Self.separators(host).isEmpty, "one row: no separator")
    }

    @Test func anExpandedGroupsChildrenAreIndentedRowsWithSeparators() {
        let host = ViewHost(Disclosure(isExpanded: true), device: .iPhone15Pro)
        // Label row 94…138; "a" a row 44 tall (138…182), "b" 30 + 22 = 52 (182…234); each
        // child 10 in: x 46, 311 wide.
        #expect(host.frame(of: "label") == CGRect(x: 36, y: 106, width: 60, height: 20))
        #expect(host.frame(of: "a") == CGRect(x: 46, y: 150, width: 311, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 46, y: 193, width: 311, height: 30))
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: 94, width: 361, height: 140)])
        // A separator below the label row from its inset (36), below "a" from the child's
        // indented inset (46), none below the last row.
        let separators = Self.separators(host)
        #expect(separators.count == 2)
        #expect(approximatelyEqual(separators.first, CGRect(x: 36, y: 137.667, width: 341, height: 0.333)))
        #expect(approximatelyEqual(separators.last, CGRect(x: 46, y: 181.667, width: 331, height: 0.333)))
    }

    @Test func tappingTheLabelRowTogglesAGroupWithoutABinding() async {
        let host = ViewHost(
            List {
                DisclosureGroup {
                    Color.blue.frame(height: 20).accessibilityIdentifier("a")
                } label: {
                    Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
                }
                Color.gray.frame(height: 20).accessibilityIdentifier("after")
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "a") == nil, "collapsed at first")
        #expect(host.frame(of: "after") == CGRect(x: 36, y: 150, width: 321, height: 20))
        host.tap(on: "label")
        await host.advance(by: 0.5)
        #expect(host.frame(of: "a") == CGRect(x: 46, y: 150, width: 311, height: 20))
        #expect(host.frame(of: "after") == CGRect(x: 36, y: 194, width: 321, height: 20))
        host.tap(on: "label")
        await host.advance(by: 0.5)
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "after") == CGRect(x: 36, y: 150, width: 321, height: 20))
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    static let tree = [
        Node(id: "docs", children: [Node(id: "readme"), Node(id: "drafts", children: [Node(id: "todo")])]),
        Node(id: "notes"),
    ]

    @Test func anOutlineListIndentsEachLevel() async {
        let host = ViewHost(
            List(Self.tree, children: \.children) { node in
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier(node.id)
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "docs") == CGRect(x: 36, y: 106, width: 40, height: 20))
        #expect(host.frame(of: "notes") == CGRect(x: 36, y: 150, width: 40, height: 20))
        host.tap(on: "docs")
        await host.advance(by: 0.5)
        #expect(host.frame(of: "readme") == CGRect(x: 46, y: 150, width: 40, height: 20))
        #expect(host.frame(of: "drafts") == CGRect(x: 46, y: 194, width: 40, height: 20))
        #expect(host.frame(of: "todo") == nil)
        #expect(host.frame(of: "notes") == CGRect(x: 36, y: 238, width: 40, height: 20))
        host.tap(on: "drafts")
        await host.advance(by: 0.5)
        #expect(host.frame(of: "todo") == CGRect(x: 56, y: 238, width: 40, height: 20))
        #expect(host.frame(of: "notes") == CGRect(x: 36, y: 282, width: 40, height: 20))
        #expect(Self.separators(host).map { $0.minX } == [36, 46, 46, 56])
    }

    private struct SelectableOutline: View {
        @State var selection: String?
        let log: EventLog
        var body: some View {
            log("\(selection ?? "none")")
            return List(ListDisclosureTests.tree, children: \.children, selection: $selection) { node in
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier(node.id)
            }
        }
    }

    @Test func aChildRowIsSelectedByItsElementsID() async {
        let log = EventLog()
        let host = ViewHost(SelectableOutline(log: log), device: .iPhone15Pro)
        host.tap(on: "docs")
        await host.advance(by: 0.5)
        log.take()
        host.tap(on: "readme")
        #expect(log.take().last == "readme")
    }

    @Test func aForEachOfGroupsKeepsEachGroupsExpansion() async {
        let host = ViewHost(
            List {
                ForEach(["x", "y"], id: \.self) { name in
                    DisclosureGroup {
                        Color.blue.frame(height: 20).accessibilityIdentifier("\(name)-child")
                    } label: {
                        Color.red.frame(width: 60, height: 20).accessibilityIdentifier(name)
                    }
                }
            }, device: .iPhone15Pro)
        host.tap(on: "y")
        await host.advance(by: 0.5)
        #expect(host.frame(of: "x-child") == nil)
        #expect(host.frame(of: "y-child") == CGRect(x: 46, y: 194, width: 311, height: 20))
    }

    /// Expanding a group keeps the identity of the rows after it (their nodes and state).
    @Test func rowsAfterAGroupKeepTheirIdentityWhenItExpands() {
        func ids(expanded: Bool) -> [LazyRowID] {
            let view = TupleView(
                (
                    DisclosureGroup(isExpanded: .constant(expanded)) { Color.blue; Color.green } label: { Color.red },
                    Color.gray
                ))
            let rows = LazyRows.of(view, disclosureExpansions: .constant([:]))
            return (0..<rows.count).map { rows.id(at: $0) }
        }
        let collapsed = ids(expanded: false)
        let expanded = ids(expanded: true)
        #expect(collapsed.count == 2)
        #expect(expanded.count == 4)
        #expect(expanded.first == collapsed.first)
        #expect(expanded.last == collapsed.last)
    }

    @Test func outsideAListAGroupIsOneLazyRow() {
        let rows = LazyRows.of(DisclosureGroup(isExpanded: .constant(true)) { Color.blue; Color.green } label: { Color.red })
        #expect(rows.count == 1)
    }

    @Test func anExpandedGroupWithoutContentIsItsLabelRow() {
        let host = ViewHost(
            List {
                DisclosureGroup(isExpanded: .constant(true)) { EmptyView() } label: {
                    Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
                }
            }, device: .iPhone15Pro)
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: 94, width: 361, height: 44)])
        #expect(Self.separators(host).isEmpty)
    }
}

/// Expanding a disclosure group in a long, scrolled list: the list is lazy and places its
/// lines from the lengths it measured; the rows above the group and the group's label row
/// keep their measured lengths across the expansion, so that they stay where they are on
/// screen (as in SwiftUI, where the expanded rows open below the label row).
@MainActor
struct ListDisclosureScrollingTests {
    private struct LongList: View {
        var body: some View {
            List {
                ForEach(0..<12) { section in
                    Section {
                        ForEach(0..<6) { row in
                            // Rows 60 + 22 = 82 tall: not the 44-point first estimate.
                            Color.gray.frame(height: 60).accessibilityIdentifier("r\(section)-\(row)")
                        }
                        if section == 6 {
                            DisclosureGroup {
                                ForEach(0..<4) { child in
                                    Color.blue.frame(height: 30).accessibilityIdentifier("c\(child)")
                                }
                            } label: {
                                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("group")
                            }
                        }
                    } header: {
                        Color.green.frame(width: 80, height: 18).accessibilityIdentifier("h\(section)")
                    }
                }
            }
        }
    }

    @Test func rowsAboveAndAtAGroupStayInPlaceWhenItExpands() async {
        let host = ViewHost(LongList(), device: .iPhone15Pro)
        // Scroll as a user would, a screen at a time, so that the lines passed are measured.
        for _ in 0..<7 { host.scroll(by: CGPoint(x: 0, y: 500)) }
        let shown = ["r6-3", "r6-4", "r6-5", "group", "h6"]
        let before = shown.map { host.frame(of: $0) }
        let groupFrame = try! #require(host.frame(of: "group"))
        #expect(groupFrame.minY > 59 && groupFrame.maxY < 818, "the group's label row is on screen")
        let offset = host.contentOffset()
        host.tap(on: "group")
        await host.advance(by: 0.5)
        #expect(abs((host.contentOffset()?.y ?? 0) - (offset?.y ?? 1)) < 0.001, "the scroll view does not move")
        #expect(shown.map { host.frame(of: $0) } == before)
        // The children open below the label row, each 30 + 22 = 52 tall, indented 10.
        #expect(host.frame(of: "c0") == CGRect(x: 46, y: groupFrame.minY + 44 - 12 + 11, width: 311, height: 30))
        #expect(host.frame(of: "c1") == CGRect(x: 46, y: groupFrame.minY + 44 - 12 + 52 + 11, width: 311, height: 30))
    }
}
