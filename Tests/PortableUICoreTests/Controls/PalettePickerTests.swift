import Foundation
import Testing
@testable import PortableUICore

/// The `.palette` picker style: a row of compact square cells without a track, the selected
/// one highlighted; a tap selects, and in a menu also closes it. The metrics are
/// PortableUI's own (SwiftUI does not document them; unverified in docs/differences.md).
@MainActor
struct PalettePickerTests {
    private struct Host: View {
        let log: EventLog
        @State var selection: Int
        var body: some View {
            log("selection \(selection)")
            return Picker("Marker", selection: $selection) {
                ForEach([0, 1, 2], id: \.self) { option in
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("option-\(option)")
                }
            }
            .pickerStyle(.palette)
            .accessibilityIdentifier("picker")
        }
    }

    struct FrameCase: Sendable, CustomTestStringConvertible {
        let name: String
        let controlSize: ControlSize
        let picker: CGRect
        let firstOption: CGRect
        let highlight: CGRect
        var testDescription: String { name }
    }

    // Cells: the largest option side (20) plus 6 on each side, at least 32, 4 apart, scaled
    // by the control size (`ControlSize.scale`); centred in a 300×100 host.
    static let frameCases = [
        FrameCase(
            name: "regular: 32-point cells", controlSize: .regular, picker: CGRect(x: 98, y: 34, width: 104, height: 32),
            firstOption: CGRect(x: 104, y: 45, width: 20, height: 10),
            highlight: CGRect(x: 134, y: 34, width: 32, height: 32)),
        // 38.4-point cells, 4.8 apart: 124.8 wide from x 87.6, edges rounded to whole points;
        // the first option centred on x 106.8, its origin on a whole point (96.8 → 96).
        FrameCase(
            name: "large: 38.4-point cells", controlSize: .large,
            picker: CGRect(x: 88, y: 31, width: 124, height: 38),
            firstOption: CGRect(x: 96, y: 45, width: 20, height: 10),
            highlight: CGRect(x: 131, y: 31, width: 38, height: 38)),
    ]

    @Test(arguments: frameCases) func cellsAreSquaresSideBySide(_ test: FrameCase) {
        let host = ViewHost(
            Host(log: EventLog(), selection: 1).controlSize(test.controlSize), size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "picker") == test.picker)
        #expect(host.frame(of: "option-0") == test.firstOption)
        #expect(host.frames(ofType: RoundedRectangle.self) == [test.highlight])
    }

    @Test func tappingACellSelectsItsOption() {
        let log = EventLog()
        let host = ViewHost(Host(log: log, selection: 1), size: CGSize(width: 300, height: 100))
        #expect(log.take() == ["selection 1"])
        host.tap(at: CGPoint(186, 50))
        #expect(log.take() == ["selection 2"])
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 170, y: 34, width: 32, height: 32)])
    }

    /// In a menu, the palette is one row of it; choosing a cell selects and closes the menu.
    @Test func aPaletteInAMenuSelectsAndClosesIt() throws {
        let log = EventLog()
        let host = ViewHost(
            Menu("Mark") { Host(log: log, selection: 0) }.accessibilityIdentifier("menu"),
            size: CGSize(width: 300, height: 400))
        host.tap(on: "menu")
        #expect(host.frame(of: "presentation.menu") != nil)
        log.take()
        let option = try #require(host.frame(of: "option-2"))
        host.tap(at: CGPoint(option.midX, option.midY))
        #expect(log.take() == ["selection 2"])
        #expect(host.frame(of: "presentation.menu") == nil)
    }

    /// A label option shows its icon only.
    @Test func labelOptionsShowTheirIcons() {
        let picker = Picker("Marker", selection: .constant(1)) {
            Label("Pen", systemImage: "pencil").tag(1)
            Label("Brush", systemImage: "paintbrush").tag(2)
        }
        .pickerStyle(.palette)
        let host = ViewHost(picker, size: CGSize(width: 300, height: 100))
        #expect(host.frames(ofType: _SymbolImageLayout.self).count == 2)
        #expect(host.frames(ofType: Text.self).isEmpty)
    }
}
