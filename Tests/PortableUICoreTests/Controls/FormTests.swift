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

    private func row(_ label: CGFloat, _ value: CGFloat, _ id: String) -> some View {
        LabeledContent {
            Color.blue.frame(width: value, height: 20).accessibilityIdentifier("value\(id)")
        } label: {
            Color.red.frame(width: label, height: 20).accessibilityIdentifier("label\(id)")
        }
    }

    /// The macOS form a desktop gets by default (`.automatic` is `.columns` there, as
    /// SwiftUI's on macOS 13 and later: Apple's FormStyle documentation). Rows 8 apart,
    /// sections 20 from the rows before them [UNVERIFIED: measured on no Mac].
    @Test func automaticFormOnADesktopIsTheColumnsForm() {
        let host = ViewHost(
            Form {
                Section {
                    row(80, 50, "1")
                } header: {
                    Color.green.frame(width: 60, height: 10).accessibilityIdentifier("header")
                }
                Section {
                    row(120, 30, "2")
                } footer: {
                    Color.gray.frame(width: 100, height: 10).accessibilityIdentifier("footer")
                }
            }, device: .macWindow)
        // Column line 128 (row 2's label + 8); the header ends 8 before it, the footer
        // starts on it. Widest extents: 128 left, 100 (footer) right; rows at 0, 18, 58,
        // 86 → 228×96, padded by 20 and centred in 1024×768: content at (398, 336).
        let expected: [(String, CGRect)] = [
            ("header", CGRect(x: 458, y: 336, width: 60, height: 10)),
            ("label1", CGRect(x: 438, y: 354, width: 80, height: 20)),
            ("value1", CGRect(x: 526, y: 354, width: 50, height: 20)),
            ("label2", CGRect(x: 398, y: 394, width: 120, height: 20)),
            ("value2", CGRect(x: 526, y: 394, width: 30, height: 20)),
            ("footer", CGRect(x: 526, y: 422, width: 100, height: 10)),
        ]
        for (id, frame) in expected {
            #expect(host.frame(of: id) == frame, "\(id)")
        }
    }

    @Test func groupedFormStaysGroupedOnADesktop() {
        let host = ViewHost(Form { Section { row(80, 50, "1") } }.formStyle(.grouped), device: .macWindow)
        #expect(host.frames(ofType: RoundedRectangle.self).count == 1, "one inset card")
        #expect(host.frame(of: "label1")?.minX == 40, "the inset grouped list's card inset 20 on a desktop, row inset 20")
    }

    /// A section with nothing before it takes no gap; neither does one at the end.
    @Test func columnsFormCollapsesGapsAtTheEnds() {
        let host = ViewHost(
            Form {
                Section { row(80, 50, "1") }
                Section {}
            }
            .formStyle(.columns), size: CGSize(width: 400, height: 200))
        // 138×20 padded by 20, centred: 178×60 at (111, 70).
        #expect(host.frame(of: "label1") == CGRect(x: 131, y: 90, width: 80, height: 20))
    }

    /// On a desktop a toggle is a checkbox (macOS's default toggle style); on a phone, a
    /// 51×31 switch (UISwitch).
    @Test func defaultToggleIsACheckboxOnADesktopAndASwitchOnAPhone() {
        let desktop = ViewHost(Toggle("Wi-Fi", isOn: .constant(true)), device: .macWindow)
        #expect(desktop.frames(ofType: Capsule.self).isEmpty)
        #expect(desktop.frames(ofType: RoundedRectangle.self).first?.size == CGSize(width: 14, height: 14))
        let phone = ViewHost(Toggle("Wi-Fi", isOn: .constant(true)), device: .iPhone15Pro)
        #expect(phone.frames(ofType: Capsule.self).first?.size == CGSize(width: 51, height: 31))
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
