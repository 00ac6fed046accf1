import Foundation
import Testing
@testable import PortableUICore

/// List and Section: inset grouped (the default) and plain styles, row insets (11/20),
/// minimum row height (44), separators (one pixel, from the row's leading inset), section
/// gaps (35; 17 above a header, 7 between a header or footer and its card), cards inset by
/// 16 on a 393-point phone; the list as a scroll view for containerRelativeFrame.
///
/// iPhone 15 Pro: the list is the safe area, 393×759 from y 59.
@MainActor
struct ListTests {
    @Test func insetGroupedRowsSitOnACardBelowTheSectionGap() {
        let host = ViewHost(
            List {
                Color.red.frame(height: 20).accessibilityIdentifier("a")
                Color.blue.frame(height: 30).accessibilityIdentifier("b")
            }, device: .iPhone15Pro)
        // Card at 59 + 35 = 94, 16 from each side: 361 wide. Rows: content 393 − 32 − 40
        // = 321 wide at x 36; heights max(20 + 22, 44) = 44 and 30 + 22 = 52.
        #expect(host.frame(of: "a") == CGRect(x: 36, y: 106, width: 321, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 36, y: 149, width: 321, height: 30))
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: 94, width: 361, height: 96)])
    }

    @Test func separatorsRunFromTheRowInsetToTheCardEdgeExceptAfterTheLastRow() {
        let host = ViewHost(
            List {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 20)
                Color.green.frame(height: 20)
            }, device: .iPhone15Pro)
        let separators = host.frames(ofType: Color.self).filter { $0.height < 1 }
        #expect(separators.count == 2)
        #expect(approximatelyEqual(separators.first, CGRect(x: 36, y: 137.667, width: 341, height: 0.333)))
        #expect(approximatelyEqual(separators.last, CGRect(x: 36, y: 181.667, width: 341, height: 0.333)))
    }

    @Test func plainRowsSpanTheList() {
        let host = ViewHost(
            List {
                Color.red.frame(height: 20).accessibilityIdentifier("a")
                Color.blue.frame(height: 20).accessibilityIdentifier("b")
            }
            .listStyle(.plain), device: .iPhone15Pro)
        #expect(host.frame(of: "a") == CGRect(x: 20, y: 71, width: 353, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 20, y: 115, width: 353, height: 20))
        #expect(host.frames(ofType: RoundedRectangle.self).isEmpty)
        let separators = host.frames(ofType: Color.self).filter { $0.height < 1 }
        #expect(approximatelyEqual(separators.first, CGRect(x: 20, y: 102.667, width: 373, height: 0.333)))
    }

    @Test func sectionsWithHeadersAndFooters() {
        let host = ViewHost(
            List {
                Section {
                    Color.green.frame(height: 10).accessibilityIdentifier("row")
                } header: {
                    Color.gray.frame(height: 18).accessibilityIdentifier("header")
                } footer: {
                    Color.gray.frame(height: 16).accessibilityIdentifier("footer")
                }
                Section {
                    Color.green.frame(height: 10).accessibilityIdentifier("second")
                }
            }, device: .iPhone15Pro)
        // 59 + 17 = 76 header; card at 76 + 18 + 7 = 101 (44 tall); footer at 145 + 7 = 152;
        // the next section's card 35 below the footer: 168 + 35 = 203.
        #expect(host.frame(of: "header") == CGRect(x: 36, y: 76, width: 321, height: 18))
        #expect(host.frame(of: "row") == CGRect(x: 36, y: 118, width: 321, height: 10))
        #expect(host.frame(of: "footer") == CGRect(x: 36, y: 152, width: 321, height: 16))
        #expect(host.frame(of: "second") == CGRect(x: 36, y: 220, width: 321, height: 10))
        #expect(
            host.frames(ofType: RoundedRectangle.self)
                == [CGRect(x: 16, y: 101, width: 361, height: 44), CGRect(x: 16, y: 203, width: 361, height: 44)])
    }

    @Test func groupedSectionTitlesAreFootnoteUppercase() {
        let host = ViewHost(
            List {
                Section("Mail") { Color.green.frame(height: 10).accessibilityIdentifier("row") }
            }, device: .iPhone15Pro)
        // Footnote, 13: "MAIL" is 26×13 at the rows' inset, 17 below the list's top.
        #expect(host.frames(ofType: Text.self) == [CGRect(x: 36, y: 76, width: 26, height: 13)])
        #expect(host.frame(of: "row") == CGRect(x: 36, y: 113, width: 321, height: 10))
    }

    @Test func plainSectionHeadersAreRowsOfTheirOwn() {
        let host = ViewHost(
            List {
                Section {
                    Color.green.frame(height: 10).accessibilityIdentifier("row")
                } header: {
                    Color.gray.frame(height: 10).accessibilityIdentifier("header")
                }
            }
            .listStyle(.plain), device: .iPhone15Pro)
        // Header row max(10 + 12, 28) = 28, content centred: 59 + 9; the row follows.
        #expect(host.frame(of: "header") == CGRect(x: 20, y: 68, width: 353, height: 10))
        #expect(host.frame(of: "row") == CGRect(x: 20, y: 104, width: 353, height: 10))
    }

    @Test func rowInsetsAndHiddenSeparators() {
        let host = ViewHost(
            List {
                Color.red.frame(height: 20).accessibilityIdentifier("a")
                    .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                    .listRowSeparator(.hidden)
                Color.blue.frame(height: 20)
            }, device: .iPhone15Pro)
        // No insets: the content spans the card; the row is still 44 tall, content centred.
        #expect(host.frame(of: "a") == CGRect(x: 16, y: 106, width: 361, height: 20))
        #expect(host.frames(ofType: Color.self).filter { $0.height < 1 }.isEmpty)
    }

    @Test func defaultMinListRowHeightFromTheEnvironment() {
        let host = ViewHost(
            List {
                Color.red.frame(height: 10).accessibilityIdentifier("a")
                Color.blue.frame(height: 10).accessibilityIdentifier("b")
            }
            .environment(\.defaultMinListRowHeight, 60), device: .iPhone15Pro)
        #expect(host.frame(of: "b")?.minY == (host.frame(of: "a")?.minY ?? 0) + 60)
    }

    @Test func dataDrivenRows() {
        struct Item: Identifiable {
            let id: Int
        }
        let host = ViewHost(
            List([Item(id: 1), Item(id: 2), Item(id: 3)]) { item in
                Color.red.frame(height: 20).accessibilityIdentifier("row\(item.id)")
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "row3")?.minY == 194)
    }

    @Test func rowsAddedByStateGetSeparators() {
        struct Rows: View {
            @State var count = 1
            let probe: Probe
            var body: some View {
                probe.actions["add"] = { count += 1 }
                return ForEach(0..<count, id: \.self) { index in
                    Color.red.frame(height: 20).accessibilityIdentifier("row\(index)")
                }
            }
        }
        struct Screen: View {
            let probe: Probe
            var body: some View {
                List {
                    Section { Rows(probe: probe) }
                    Rows(probe: Probe())
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        #expect(host.frames(ofType: Color.self).filter { $0.height < 1 }.isEmpty)
        probe.run("add")
        #expect(host.frames(of: "row1").count == 1)
        #expect(host.frames(ofType: Color.self).filter { $0.height < 1 }.count == 1)
        #expect(host.frames(ofType: RoundedRectangle.self).map(\.height) == [88, 44])
    }

    @Test func aListIsAScrollViewForContainerRelativeFrame() {
        let host = ViewHost(
            List {
                Color.red.containerRelativeFrame(.vertical) { length, _ in length / 4 }.accessibilityIdentifier("quarter")
            }, device: .iPhone15Pro)
        // 759 / 4 = 189.75 (189.667 on the @3x pixel grid).
        #expect(abs((host.frame(of: "quarter")?.height ?? 0) - 189.75) < 0.34)
    }

    @Test func aListScrolls() {
        let host = ViewHost(
            List {
                ForEach(0..<30) { index in
                    Color.red.frame(height: 20).accessibilityIdentifier("row\(index)")
                }
            }, device: .iPhone15Pro)
        host.scroll(by: CGPoint(x: 0, y: 100))
        #expect(host.frame(of: "row0")?.minY == 6)
    }

    @Test func aListInANavigationStackStartsBelowTheLargeTitle() {
        let host = ViewHost(
            NavigationStack {
                List { Color.red.frame(height: 20).accessibilityIdentifier("a") }.navigationTitle("Settings")
            }, device: .iPhone15Pro)
        // 149.667 + 35 + 12.
        #expect(approximatelyEqual(host.frame(of: "a"), CGRect(x: 36, y: 196.667, width: 321, height: 20)))
    }

    @Test func groupedListsDrawTheirBackgroundIntoTheSafeArea() {
        let host = ViewHost(List { Color.red.frame(height: 20) }, device: .iPhone15Pro)
        #expect(host.frames(ofType: Rectangle.self).first == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aSectionInALazyStackGivesItsRows() {
        let host = ViewHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    Section {
                        ForEach(0..<3) { Color.red.frame(height: 10).accessibilityIdentifier("row\($0)") }
                    } header: {
                        Color.gray.frame(height: 20).accessibilityIdentifier("header")
                    }
                }
            }, size: CGSize(width: 100, height: 200))
        #expect(host.frame(of: "header")?.minY == 0)
        #expect(host.frame(of: "row2")?.minY == 40)
    }

    @Test func aSectionOutsideAListIsItsViews() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Section {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("content")
                } header: {
                    Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("header")
                }
            }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "header") == CGRect(x: 45, y: 40, width: 10, height: 10))
        #expect(host.frame(of: "content") == CGRect(x: 45, y: 50, width: 10, height: 10))
    }
}
