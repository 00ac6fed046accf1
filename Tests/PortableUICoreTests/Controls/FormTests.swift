import Foundation
import Testing
@testable import PortableUICore

/// Form (grouped and columns styles) and LabeledContent: a grouped form is an inset grouped
/// list (ListTests pins its metrics: 35-point section gap, cards inset 16 on a 393-point
/// phone, rows 44 tall at least with insets 11/20); labeled content puts its value at the
/// row's trailing edge; a columns form lines its labels' trailing edges up.
///
/// iPhone 15 Pro: the form is the safe area, 393×759 from y 59.
@MainActor
struct FormTests {
    @Test func groupedFormRowsSitOnInsetCards() {
        let host = ViewHost(
            Form {
                Section {
                    LabeledContent {
                        Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("value")
                    } label: {
                        Color.red.frame(width: 80, height: 20).accessibilityIdentifier("label")
                    }
                }
            }, device: .iPhone15Pro)
        // Card at 59 + 35 = 94, x 16, 361 wide; the row's content 321 wide at x 36, 20 tall
        // in a 44-point row: y 94 + 12.
        #expect(host.frame(of: "label") == CGRect(x: 36, y: 106, width: 80, height: 20))
        #expect(host.frame(of: "value") == CGRect(x: 307, y: 106, width: 50, height: 20))
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 16, y: 94, width: 361, height: 44)])
    }

    @Test func labeledContentLeadsWithTheLabelAndTrailsWithTheValue() {
        let host = ViewHost(
            LabeledContent {
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("value")
            } label: {
                Color.red.frame(width: 80, height: 20).accessibilityIdentifier("label")
            }, size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 40, width: 80, height: 20))
        #expect(host.frame(of: "value") == CGRect(x: 250, y: 40, width: 50, height: 20))
    }

    @Test func labeledContentFromStringsIsTwoTexts() {
        let host = ViewHost(LabeledContent("Version", value: "1.0"), size: CGSize(width: 300, height: 100))
        // Test text engine: 17-point body text, 8.5 points a character (edges on the pixel
        // grid: 59.5 → 60).
        let texts = host.frames(ofType: Text.self)
        #expect(texts == [CGRect(x: 0, y: 42, width: 60, height: 17), CGRect(x: 274, y: 42, width: 26, height: 17)])
    }

    @Test func labelsHiddenLeavesTheValueAlone() {
        let host = ViewHost(
            LabeledContent {
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("value")
            } label: {
                Color.red.frame(width: 80, height: 20).accessibilityIdentifier("label")
            }
            .labelsHidden(), size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "label") == nil)
        #expect(host.frame(of: "value") == CGRect(x: 125, y: 40, width: 50, height: 20))
    }

    @Test func columnsFormAlignsLabelsOnOneColumn() {
        let host = ViewHost(
            Form {
                LabeledContent {
                    Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("value1")
                } label: {
                    Color.red.frame(width: 80, height: 20).accessibilityIdentifier("label1")
                }
                LabeledContent {
                    Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("value2")
                } label: {
                    Color.red.frame(width: 120, height: 20).accessibilityIdentifier("label2")
                }
            }
            .formStyle(.columns), size: CGSize(width: 400, height: 200))
        // Column line at 120 + 8 from the stack's leading edge; the stack (128 + 50 wide,
        // two 20-point rows 8 apart) padded by 20 and centred: 218×88 at (91, 56).
        #expect(host.frame(of: "label1") == CGRect(x: 151, y: 76, width: 80, height: 20))
        #expect(host.frame(of: "value1") == CGRect(x: 239, y: 76, width: 50, height: 20))
        #expect(host.frame(of: "label2") == CGRect(x: 111, y: 104, width: 120, height: 20))
        #expect(host.frame(of: "value2") == CGRect(x: 239, y: 104, width: 30, height: 20))
    }

    private struct CustomStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.label
                configuration.content
            }
        }
    }

    @Test func customLabeledContentStyleGetsLabelAndContent() {
        let host = ViewHost(
            LabeledContent {
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("value")
            } label: {
                Color.red.frame(width: 80, height: 20).accessibilityIdentifier("label")
            }
            .labeledContentStyle(CustomStyle()), size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "label") == CGRect(x: 110, y: 28, width: 80, height: 20))
        #expect(host.frame(of: "value") == CGRect(x: 125, y: 52, width: 50, height: 20))
    }
}
