import Foundation
import Testing
@testable import PortableUICore

/// `.textSelection(_:)`: text is not selectable by default; the modifier on a container
/// makes every view inside selectable, and an inner `.disabled` turns it off for its
/// subtree (Apple's documentation of `textSelection(_:)` and `TextSelectability.disabled`).
/// The selectability types report their constant `allowsSelection`.
@MainActor
struct TextSelectionTests {
    /// Reports the environment's selectability as its width: 20 when selectable, 10 when not.
    private struct Reader: View {
        @Environment(\.allowsTextSelection) var allowsSelection
        var body: some View {
            Color.red.frame(width: allowsSelection ? 20 : 10, height: 1).accessibilityIdentifier("reader")
        }
    }

    @Test func selectabilityTypesReportTheirConstant() {
        #expect(EnabledTextSelectability.allowsSelection)
        #expect(!DisabledTextSelectability.allowsSelection)
    }

    @Test(arguments: [
        ("default", [10, 10, 10]),
        ("enabled on the stack", [20, 20, 10]),
        ("enabled on one reader", [10, 20, 10]),
    ])
    func selectabilityFlowsDownAndInnerDisabledWins(context: String, widths: [CGFloat]) {
        switch context {
        case "enabled on the stack":
            #expect(readerWidths(VStack { Reader(); Reader(); Reader().textSelection(.disabled) }.textSelection(.enabled)) == widths)
        case "enabled on one reader":
            #expect(readerWidths(VStack { Reader(); Reader().textSelection(.enabled); Reader().textSelection(.disabled) }) == widths)
        default:
            #expect(readerWidths(VStack { Reader(); Reader(); Reader() }) == widths)
        }
    }

    private func readerWidths(_ view: some View) -> [CGFloat] {
        ViewHost(view, size: CGSize(width: 100, height: 100)).frames(of: "reader").map(\.width)
    }

    /// The modifier changes no frame: a selectable `Text` measures as a plain one.
    @Test func selectableTextMeasuresAsPlainText() {
        let size = CGSize(width: 200, height: 100)
        let plain = ViewHost(Text("Serial 42-17").accessibilityIdentifier("t"), size: size)
        let selectable = ViewHost(Text("Serial 42-17").textSelection(.enabled).accessibilityIdentifier("t"), size: size)
        #expect(plain.frame(of: "t") != nil)
        #expect(selectable.frame(of: "t") == plain.frame(of: "t"))
    }
}
