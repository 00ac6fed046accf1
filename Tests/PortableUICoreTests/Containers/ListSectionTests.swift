import Foundation
import Testing
@testable import PortableUICore

/// Section separators (`listSectionSeparator`, `listSectionSeparatorTint`) and a section's
/// own `headerProminence`.
///
/// iPhone 15 Pro: the list is the safe area, 393×759 from y 59; one pixel is 1/3 point.
/// Plain header rows are at least 28 tall, rows at least 44 (ListTests). Section separator
/// placement is [UNVERIFIED] (docs/differences.md): one pixel along the top of a section's
/// first row when it has a header, along the bottom of its last row, across the whole list
/// in plain style and across the card (inset by 16) in inset style; none in grouped styles.
@MainActor
struct ListSectionTests {
    private static let pixel: CGFloat = 1 / 3

    /// The thin lines the list draws (row and section separators), in drawing order: row
    /// separators first, then section separators.
    private func lines(_ host: ViewHost<some View>) -> [CGRect] {
        host.frames(ofType: Color.self).filter { $0.height < 1 }
    }

    private func expectFrames(_ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (lhs, rhs) in zip(actual, expected) {
            #expect(approximatelyEqual(lhs, rhs), "\(lhs) ≠ \(rhs)", sourceLocation: sourceLocation)
        }
    }

    @Test func plainSectionsHaveFullWidthLinesAboveAndBelowTheirRows() {
        let host = ViewHost(
            List {
                Section {
                    Color.red.frame(height: 20).accessibilityIdentifier("a")
                    Color.blue.frame(height: 20).accessibilityIdentifier("b")
                } header: {
                    Color.gray.frame(height: 10)
                }
            }
            .listStyle(.plain), device: .iPhone15Pro)
        // Header row 59…87 (28); rows 87…131 and 131…175.
        #expect(host.frame(of: "a") == CGRect(x: 20, y: 99, width: 353, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 20, y: 143, width: 353, height: 20))
        expectFrames(
            lines(host),
            [
                CGRect(x: 20, y: 131 - Self.pixel, width: 373, height: Self.pixel),  // a's row separator
                CGRect(x: 0, y: 87, width: 393, height: Self.pixel),  // above the first row
                CGRect(x: 0, y: 175 - Self.pixel, width: 393, height: Self.pixel),  // below the last row
            ])
    }

    @Test func visibilityPerEdgeAndSectionModifiersKeepTheRows() {
        let host = ViewHost(
            List {
                Section {
                    Color.red.frame(height: 20).accessibilityIdentifier("a")
                } header: {
                    Color.gray.frame(height: 10)
                }
                .listSectionSeparator(.hidden, edges: .bottom)
                Section {
                    Color.blue.frame(height: 20).accessibilityIdentifier("b")
                }
                .listSectionSeparator(.visible, edges: .top)
            }
            .listStyle(.plain), device: .iPhone15Pro)
        // The modified sections are still sections of rows: header 59…87, a 87…131, and the
        // second section (no header: an empty header line) b 131…175.
        #expect(host.frame(of: "a") == CGRect(x: 20, y: 99, width: 353, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 20, y: 143, width: 353, height: 20))
        expectFrames(
            lines(host),
            [
                CGRect(x: 0, y: 87, width: 393, height: Self.pixel),  // first: header, top shown
                CGRect(x: 0, y: 131, width: 393, height: Self.pixel),  // second: top asked for
                CGRect(x: 0, y: 175 - Self.pixel, width: 393, height: Self.pixel),
            ])
    }

    @Test func sectionsWithoutHeaderHaveOnlyTheLineBelow() {
        let host = ViewHost(
            List {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 20).listSectionSeparator(.hidden)
            }
            .listStyle(.plain), device: .iPhone15Pro)
        // Rows outside a section form one without a header: no line above; the last row
        // hides the line below (a row's modifier speaks for its section).
        expectFrames(lines(host), [CGRect(x: 20, y: 103 - Self.pixel, width: 373, height: Self.pixel)])
    }

    @Test func insetStyleLinesSpanTheCard() {
        let host = ViewHost(
            List {
                Section {
                    Color.red.frame(height: 20)
                } header: {
                    Color.gray.frame(height: 10)
                }
            }
            .listStyle(.inset), device: .iPhone15Pro)
        // Inset: the card is 16 from each side on a 393-point phone (361 wide).
        expectFrames(
            lines(host),
            [
                CGRect(x: 16, y: 87, width: 361, height: Self.pixel),
                CGRect(x: 16, y: 131 - Self.pixel, width: 361, height: Self.pixel),
            ])
    }

    @Test func groupedStylesDrawNoSectionLines() {
        for visibility in [Visibility.automatic, .visible] {
            let host = ViewHost(
                List {
                    Section("Mail") {
                        Color.red.frame(height: 20)
                        Color.blue.frame(height: 20)
                    }
                    .listSectionSeparator(visibility)
                }, device: .iPhone15Pro)
            // Only the first row's separator: the card sets the section apart.
            #expect(lines(host).count == 1)
        }
    }

    @Test func tintColorsTheEdgesNamed() {
        let host = ViewHost(
            List {
                Section {
                    Color.green.frame(height: 20)
                } header: {
                    Text("Fruit")
                }
                .listSectionSeparatorTint(.red, edges: .bottom)
                .listSectionSeparator(.visible)
            }
            .listStyle(.plain), device: .iPhone15Pro)
        #expect(thinFills(host.displayList()) == [ListMetrics.separatorColor, .red])
    }

    /// The colors of the thin (under a point tall) rectangles filled, in drawing order.
    private func thinFills(_ list: DisplayList) -> [Color] {
        list.items.flatMap { item -> [Color] in
            switch item {
            case .fill(let path, .color(let color), _) where path.boundingRect.height < 1: [color]
            case .group(_, let inner): thinFills(inner)
            default: []
            }
        }
    }

    @Test func increasedProminenceOnOneSectionStylesOnlyItsHeader() {
        let host = ViewHost(
            List {
                Section("Standard") { Color.red.frame(height: 20) }
                Section("Big") { Color.blue.frame(height: 20) }
                    .headerProminence(.increased)
            }, device: .iPhone15Pro)
        // Test text engine: a glyph is half the font size wide, a line the size tall.
        // "STANDARD": footnote (13), uppercased: 52×13, 17 below the list's top (76).
        // Card 76 + 13 + 7 = 96 … 140; the next header 17 below: 157. "Big": title 3
        // (20 at the large size, DynamicTypeSize), bold, not uppercased: 30×20.
        #expect(
            host.frames(ofType: Text.self)
                == [CGRect(x: 36, y: 76, width: 52, height: 13), CGRect(x: 36, y: 157, width: 30, height: 20)])
    }

    @Test func aSectionCanTakeBackTheStandardProminence() {
        let host = ViewHost(
            List {
                Section("Big") { Color.red.frame(height: 20) }
                Section("Small") { Color.blue.frame(height: 20) }
                    .headerProminence(.standard)
            }
            .headerProminence(.increased), device: .iPhone15Pro)
        // "Big" 30×20 at 76; card 76 + 20 + 7 = 103 … 147; "SMALL" 32.5×13 at 147 + 17, its
        // width rounded to the 1/3-point pixel grid: 32.667.
        expectFrames(
            host.frames(ofType: Text.self),
            [CGRect(x: 36, y: 76, width: 30, height: 20), CGRect(x: 36, y: 164, width: 98.0 / 3, height: 13)])
    }
}
