import Foundation
import Testing
@testable import PortableUICore

/// A List realizes only the rows in view plus a 200-point margin, as a LazyVStack does.
///
/// iPhone 15 Pro: the list is the safe area, 393×759 from y 59. Inset grouped rows of a
/// 20-point view are 44 tall (20 + 11 + 11 < 44), content 12 below the row's top; the
/// section starts 35 below the list's top. Row k's content is at 59 + 35 + 44k + 12.
@MainActor
struct LazyListTests {
    private struct Feed: View {
        let count: Int
        let probe: Probe

        var body: some View {
            List(0..<count, id: \.self) { index in
                Color.red.frame(height: 20).accessibilityIdentifier("row\(index)")
                    .onAppear { probe.log.append("+\(index)") }
                    .onDisappear { probe.log.append("-\(index)") }
            }
        }
    }

    private func realizedRows<V: View>(_ host: ViewHost<V>) -> Int {
        var realized = 0
        host.forEachNode { if let lazy = $0.lazyState { realized = lazy.realizedCount } }
        return realized
    }

    @Test func aHundredThousandRowsRealizeOnlyTheRowsInViewPlusAMargin() {
        let probe = Probe()
        let host = ViewHost(Feed(count: 100_000, probe: probe), device: .iPhone15Pro)
        #expect(host.frame(of: "row0") == CGRect(x: 36, y: 106, width: 321, height: 20))
        #expect(host.frame(of: "row1") == CGRect(x: 36, y: 150, width: 321, height: 20))
        // 759 + 200 points: the section gap (35) and rows 0…21 (row 21 starts at 35 + 924 = 959).
        #expect(host.frame(of: "row21") == CGRect(x: 36, y: 1030, width: 321, height: 20))
        #expect(host.frame(of: "row22") == nil)
        #expect(realizedRows(host) == 22)
        #expect(probe.log == (0..<22).map { "+\($0)" })
        // The card runs from the first row to the end of the last realized one.
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: 94, width: 361, height: 968)])
        #expect(host.frames(ofType: Color.self).filter { $0.height < 1 }.count == 22)
        // The content is as tall as every row: 35 + 100,000 × 44 + 35.
        host.scroll(to: CGPoint(x: 0, y: 10_000_000))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 4_400_070 - 759))
    }

    @Test func scrollingRealizesNewRowsAndReleasesOldOnes() {
        let probe = Probe()
        let host = ViewHost(Feed(count: 100_000, probe: probe), device: .iPhone15Pro)
        host.layoutIfNeeded()
        probe.log.removeAll()
        host.scroll(by: CGPoint(x: 0, y: 440))
        // Ten rows up: row 10 where row 0 was.
        #expect(host.frame(of: "row10") == CGRect(x: 36, y: 106, width: 321, height: 20))
        // Realized: rows overlapping 240…1399 of the content, rows 4…31.
        #expect(host.frame(of: "row4") == CGRect(x: 36, y: -158, width: 321, height: 20))
        #expect(host.frame(of: "row3") == nil)
        #expect(host.frame(of: "row31") == CGRect(x: 36, y: 1030, width: 321, height: 20))
        #expect(host.frame(of: "row32") == nil)
        #expect(realizedRows(host) == 28)
        #expect(Set(probe.log) == Set((0..<4).map { "-\($0)" } + (22..<32).map { "+\($0)" }))
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: -170, width: 361, height: 1232)])
    }

    @Test func jumpingToTheMiddle() {
        let probe = Probe()
        let host = ViewHost(Feed(count: 100_000, probe: probe), device: .iPhone15Pro)
        host.layoutIfNeeded()
        host.scroll(to: CGPoint(x: 0, y: 35 + 44 * 50_000))
        #expect(host.frame(of: "row50000") == CGRect(x: 36, y: 71, width: 321, height: 20))
        #expect(host.frame(of: "row0") == nil)
        #expect(realizedRows(host) < 40)
        #expect(probe.log.contains("-0"))
        #expect(probe.log.contains("+50000"))
    }

    @Test func theLastRowHasNoSeparatorAndTheListEndsWithTheSectionGap() {
        let host = ViewHost(Feed(count: 1_000, probe: Probe()), device: .iPhone15Pro)
        host.scroll(to: CGPoint(x: 0, y: 1_000_000))
        // Content 35 + 44,000 + 35; the last row (from 739) ends 35 above the bottom of the
        // list (818); the separator above it is row 998's.
        #expect(host.frame(of: "row999") == CGRect(x: 36, y: 751, width: 321, height: 20))
        let separators = host.frames(ofType: Color.self).filter { $0.height < 1 }
        #expect(approximatelyEqual(separators.last, CGRect(x: 36, y: 738.667, width: 341, height: 0.333)))
        #expect(host.frames(ofType: RoundedRectangle.self).last?.maxY == 783)
    }

    @Test func sectionsInAForEachKeepTheirHeadersFootersAndGaps() {
        let host = ViewHost(
            List {
                ForEach(0..<1_000, id: \.self) { section in
                    Section {
                        ForEach(0..<10, id: \.self) { row in
                            Color.green.frame(height: 20).accessibilityIdentifier("s\(section)r\(row)")
                        }
                    } header: {
                        Color.gray.frame(height: 18).accessibilityIdentifier("header\(section)")
                    } footer: {
                        Color.gray.frame(height: 18).accessibilityIdentifier("footer\(section)")
                    }
                }
            }, device: .iPhone15Pro)
        // Section 0: header at 59 + 17, card at 101 (10 × 44), footer at 541 + 7; section 1's
        // header 17 below the footer: 566 + 17, its card at 608.
        #expect(host.frame(of: "header0") == CGRect(x: 36, y: 76, width: 321, height: 18))
        #expect(host.frame(of: "s0r9") == CGRect(x: 36, y: 509, width: 321, height: 20))
        #expect(host.frame(of: "footer0") == CGRect(x: 36, y: 548, width: 321, height: 18))
        #expect(host.frame(of: "header1") == CGRect(x: 36, y: 583, width: 321, height: 18))
        #expect(host.frame(of: "s1r0") == CGRect(x: 36, y: 620, width: 321, height: 20))
        #expect(host.frames(ofType: RoundedRectangle.self).first == CGRect(x: 16, y: 101, width: 361, height: 440))
        // Each section is 17 + 18 + 7 + 440 + 7 + 18 = 507 tall: section 100 starts at 50,700.
        host.scroll(to: CGPoint(x: 0, y: 50_700))
        #expect(host.frame(of: "header100") == CGRect(x: 36, y: 76, width: 321, height: 18))
        #expect(host.frame(of: "s100r0") == CGRect(x: 36, y: 113, width: 321, height: 20))
        #expect(host.frame(of: "header0") == nil)
    }

    @Test func plainSectionsAreRowsWithoutGaps() {
        let host = ViewHost(
            List {
                Section {
                    ForEach(0..<3, id: \.self) { Color.green.frame(height: 10).accessibilityIdentifier("row\($0)") }
                } header: {
                    Color.gray.frame(height: 10).accessibilityIdentifier("header")
                } footer: {
                    Color.gray.frame(height: 10).accessibilityIdentifier("footer")
                }
                Color.blue.frame(height: 10).accessibilityIdentifier("loose")
            }
            .listStyle(.plain), device: .iPhone15Pro)
        // Header row 28 (content at 59 + 9), rows of 44 from 87, footer row 28 from 219; the
        // loose row is a section of its own, right below.
        #expect(host.frame(of: "header") == CGRect(x: 20, y: 68, width: 353, height: 10))
        #expect(host.frame(of: "row0") == CGRect(x: 20, y: 104, width: 353, height: 10))
        #expect(host.frame(of: "row2") == CGRect(x: 20, y: 192, width: 353, height: 10))
        #expect(host.frame(of: "footer") == CGRect(x: 20, y: 228, width: 353, height: 10))
        #expect(host.frame(of: "loose") == CGRect(x: 20, y: 264, width: 353, height: 10))
        #expect(host.frames(ofType: RoundedRectangle.self).isEmpty)
    }

    @Test func plainSectionHeadersStayAtTheTopUntilTheirSectionEnds() {
        let host = ViewHost(
            List {
                ForEach(0..<3, id: \.self) { section in
                    Section {
                        ForEach(0..<10, id: \.self) { Color.green.frame(height: 10).accessibilityIdentifier("s\(section)r\($0)") }
                    } header: {
                        Color.gray.frame(height: 10).accessibilityIdentifier("header\(section)")
                    }
                }
            }
            .listStyle(.plain), device: .iPhone15Pro)
        // Sections are 28 + 10 × 44 = 468 tall; a header's content is 9 below its 28-point row.
        host.scroll(to: CGPoint(x: 0, y: 100))
        #expect(host.frame(of: "header0") == CGRect(x: 20, y: 68, width: 353, height: 10))
        // Drawn over the rows, on the list's background.
        let backgrounds = host.frames(ofType: Color.self).filter { $0 == CGRect(x: 0, y: 59, width: 393, height: 28) }
        #expect(backgrounds.count == 1)
        // Section 0 ends at 468: its header is pushed up, section 1's follows it.
        host.scroll(to: CGPoint(x: 0, y: 450))
        #expect(host.frame(of: "header0") == CGRect(x: 20, y: 58, width: 353, height: 10))
        #expect(host.frame(of: "header1") == CGRect(x: 20, y: 86, width: 353, height: 10))
        host.scroll(to: CGPoint(x: 0, y: 500))
        #expect(host.frame(of: "header1") == CGRect(x: 20, y: 68, width: 353, height: 10))
        #expect(host.frame(of: "header0") == nil)
        // Rows scroll under the pinned header: row 1 of section 1 (at 468 + 28 + 44 + 17).
        #expect(host.frame(of: "s1r1") == CGRect(x: 20, y: 116, width: 353, height: 10))
    }

    @Test func rowsDisappearWithTheList() {
        struct Screen: View {
            @State var showsList = true
            let probe: Probe
            var body: some View {
                probe.actions["hide"] = { showsList = false }
                return VStack {
                    if showsList { Feed(count: 100_000, probe: probe) }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        host.layoutIfNeeded()
        probe.log.removeAll()
        probe.run("hide")
        host.layoutIfNeeded()
        #expect(Set(probe.log) == Set((0..<22).map { "-\($0)" }))
    }

    @Test func identifiableDataKeepsRowStateAcrossUpdates() {
        struct Item: Identifiable {
            let id: String
        }
        struct Screen: View {
            @State var items = (0..<1_000).map { Item(id: "item\($0)") }
            let probe: Probe
            var body: some View {
                probe.actions["drop"] = { items.removeFirst() }
                return List(items) { item in
                    Color.red.frame(height: 20).accessibilityIdentifier(item.id)
                        .onAppear { probe.log.append("+\(item.id)") }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        #expect(host.frame(of: "item1") == CGRect(x: 36, y: 150, width: 321, height: 20))
        probe.log.removeAll()
        probe.run("drop")
        #expect(host.frame(of: "item1") == CGRect(x: 36, y: 106, width: 321, height: 20))
        #expect(host.frame(of: "item0") == nil)
        // Rows whose ID stayed keep their node: only the row newly in view appears.
        #expect(probe.log == ["+item22"])
    }

    @Test func scrollViewReaderFindsARowNotYetRealized() {
        let host = ViewHost(
            ScrollViewReader { proxy in
                ZStack(alignment: .bottom) {
                    List(0..<10_000, id: \.self) { index in
                        Color.red.frame(height: 20).accessibilityIdentifier("row\(index)")
                    }
                    Button("Jump") { proxy.scrollTo(5_000, anchor: .top) }.accessibilityIdentifier("jump")
                }
            }, device: .iPhone15Pro)
        let button = host.frame(of: "jump") ?? .zero
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        // Row 5000's row (44 tall, its content 12 below its top) at the top of the list.
        #expect(host.frame(of: "row5000") == CGRect(x: 36, y: 59 + 12, width: 321, height: 20))
    }
}
