import Foundation
import Testing
@testable import PortableUICore

/// Picker: options by `tag`, by a `ForEach`'s IDs, optional selections; the segmented,
/// inline, wheel and menu styles' frames; selection by tap, arrow keys and the wheel.
@MainActor
struct PickerTests {
    private struct Host<Value: Hashable, Style: PickerStyle>: View {
        let log: EventLog
        let style: Style
        @State var selection: Value
        let options: [Value]

        var body: some View {
            log("selection \(selection)")
            return Picker("Flavor", selection: $selection) {
                ForEach(options, id: \.self) { option in
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("option-\(option)")
                }
            }
            .pickerStyle(style)
            .accessibilityIdentifier("picker")
        }
    }

    // UISegmentedControl: 32 points tall [UNVERIFIED]; equal segments; the thumb inset 2.
    @Test func segmentedControlDividesItsWidthIntoEqualSegments() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .segmented, selection: 1, options: [0, 1, 2]), size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "picker") == CGRect(x: 0, y: 34, width: 300, height: 32))
        #expect(host.frame(of: "option-0") == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(host.frame(of: "option-2") == CGRect(x: 240, y: 45, width: 20, height: 10))
        let rounded = host.frames(ofType: RoundedRectangle.self)
        #expect(rounded == [CGRect(x: 0, y: 34, width: 300, height: 32), CGRect(x: 102, y: 36, width: 96, height: 28)])
    }

    @Test func tappingASegmentSelectsItsOption() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .segmented, selection: 1, options: [0, 1, 2]), size: CGSize(width: 300, height: 100))
        #expect(log.take() == ["selection 1"])
        host.tap(at: CGPoint(250, 50))
        #expect(log.take() == ["selection 2"])
        #expect(host.frames(ofType: RoundedRectangle.self).last == CGRect(x: 202, y: 36, width: 96, height: 28))
        host.tap(at: CGPoint(10, 50))
        #expect(log.take() == ["selection 0"])
    }

    @Test func forEachIDsTagTheOptions() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .segmented, selection: "b", options: ["a", "b", "c"]), size: CGSize(width: 300, height: 100))
        log.take()
        host.tap(at: CGPoint(250, 50))
        #expect(log.take() == ["selection c"])
    }

    private struct ExplicitTags: View {
        let log: EventLog
        @State var selection: String? = nil
        var body: some View {
            log("selection \(String(describing: selection))")
            return Picker("Size", selection: $selection) {
                Color.gray.tag(String?.none)
                ForEach(0..<2) { index in Color.red.tag("size \(index)") }
            }
            .pickerStyle(.segmented)
        }
    }

    @Test func explicitTagsWinOverIDsAndMatchOptionalSelections() {
        let log = EventLog()
        let host = ViewHost(ExplicitTags(log: log), size: CGSize(width: 300, height: 100))
        #expect(log.take() == ["selection nil"])
        host.tap(at: CGPoint(250, 50))
        #expect(log.take() == ["selection Optional(\"size 1\")"])
        host.tap(at: CGPoint(50, 50))
        #expect(log.take() == ["selection nil"])
    }

    @Test func arrowKeysChooseTheNeighbouringOption() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .segmented, selection: 0, options: [0, 1, 2]), size: CGSize(width: 300, height: 100))
        log.take()
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "picker")
        host.pressKey(.rightArrow)
        host.pressKey(.rightArrow)
        #expect(log.take() == ["selection 1", "selection 2"])
        #expect(host.pressKey(.rightArrow) == false)
        host.pressKey(.leftArrow)
        #expect(log.take() == ["selection 1"])
    }

    // Inline picker rows in a grouped form: 44 points tall with the list's insets, a check
    // mark at the trailing inset of the selected row.
    @Test func inlinePickerInAFormIsARowPerOption() {
        let log = EventLog()
        let host = ViewHost(
            Form { Host(log: log, style: .inline, selection: 1, options: [0, 1, 2]) }, device: .iPhone15Pro)
        // The row spans the card (x 16, 361 wide) from y 94; options at the inset 20.
        #expect(host.frame(of: "picker") == CGRect(x: 16, y: 94, width: 361, height: 132))
        #expect(host.frame(of: "option-0") == CGRect(x: 36, y: 111, width: 20, height: 10))
        #expect(host.frame(of: "option-2") == CGRect(x: 36, y: 199, width: 20, height: 10))
        // The check mark (13×11) ends at the trailing inset, centred on the second row.
        let marks = host.frames(ofType: _CheckMark.self)
        #expect(marks.count == 1)
        #expect(approximatelyEqual(marks.first, CGRect(x: 344, y: 154.5, width: 13, height: 11), tolerance: 0.2))
        host.tap(at: CGPoint(200, 200))
        #expect(log.take().last == "selection 2")
    }

    @Test func wheelCentresTheSelectedOption() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .wheel, selection: 2, options: [0, 1, 2, 3]), size: CGSize(width: 300, height: 216))
        #expect(host.frame(of: "picker") == CGRect(x: 0, y: 0, width: 300, height: 216))
        // Rows of 32 points: the selected one centred at 108, its neighbours 32 apart.
        #expect(host.frame(of: "option-2") == CGRect(x: 140, y: 103, width: 20, height: 10))
        #expect(host.frame(of: "option-0") == CGRect(x: 140, y: 39, width: 20, height: 10))
        log.take()
        host.scrollWheel(by: CGSize(width: 0, height: 32), at: CGPoint(150, 108))
        #expect(log.take() == ["selection 3"])
        host.tap(at: CGPoint(150, 44))
        #expect(log.take() == ["selection 1"])
    }

    @Test func menuPickerShowsOnlyTheSelectedOption() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .menu, selection: 1, options: [0, 1, 2]), size: CGSize(width: 300, height: 100))
        // The option and the 7×12 chevron, 5 apart, centred.
        #expect(host.frame(of: "option-1") == CGRect(x: 134, y: 45, width: 20, height: 10))
        #expect(host.frames(ofType: _StrokedShape<_UpDownChevron>.self) == [CGRect(x: 159, y: 44, width: 7, height: 12)])
        #expect(host.frame(of: "option-0")?.size ?? .zero == .zero)
    }

    // The menu: a phone's 44-point rows (PresentationMetrics), the selected option checked.
    @Test func pressingAMenuPickerOpensAMenuOfItsOptions() throws {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .menu, selection: 1, options: [0, 1, 2]), size: CGSize(width: 300, height: 400))
        log.take()
        #expect(host.frame(of: "presentation.menu") == nil)
        host.tap(on: "picker")
        let panel = try #require(host.frame(of: "presentation.menu"))
        #expect(abs(panel.height - 3 * 44) < 0.001)
        let checks = host.frames(ofType: _StrokedShape<_CheckMark>.self)
        #expect(checks.count == 3)
        host.tap(at: CGPoint(panel.midX, panel.minY + 44 * 2 + 22))
        #expect(log.take() == ["selection 2"])
        #expect(host.frame(of: "presentation.menu") == nil, "choosing an option closes the menu")
    }

    /// A focused menu picker opens its menu with Space, Return, ↑ or ↓, as a macOS pop-up
    /// button does (the arrows then move between the menu's rows, Return chooses); ← and →
    /// do nothing.
    @Test(arguments: [KeyEquivalent.space, .return, .upArrow, .downArrow])
    func aFocusedMenuPickerOpensItsMenuFromTheKeyboard(_ key: KeyEquivalent) throws {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .menu, selection: 1, options: [0, 1, 2]), size: CGSize(width: 300, height: 400))
        log.take()
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "picker")
        #expect(host.pressKey(.rightArrow) == false)
        #expect(host.frame(of: "presentation.menu") == nil)
        #expect(host.pressKey(key))
        #expect(host.frame(of: "presentation.menu") != nil)
        #expect(log.take().isEmpty, "opening the menu chooses nothing")
    }

    @Test func theAutomaticStyleOpensItsMenuFromTheKeyboardAndTheMenuChooses() throws {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .automatic, selection: 0, options: [0, 1, 2]), size: CGSize(width: 300, height: 400))
        log.take()
        host.pressKey(.tab)
        host.pressKey(.space)
        #expect(host.frame(of: "presentation.menu") != nil)
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        host.pressKey(.return)
        #expect(host.frame(of: "presentation.menu") == nil)
        // Opened from the keyboard, the menu highlights its first row, option 0 (macOS
        // highlights the selected one, here the same): ↓ highlights option 1, ↓ option 2.
        #expect(log.take() == ["selection 2"])
        // Opened again, Return chooses the first row at once; Escape closes without a choice.
        host.pressKey(.space)
        host.pressKey(.return)
        #expect(log.take() == ["selection 0"])
        host.pressKey(.space)
        #expect(host.pressKey(.escape))
        #expect(host.frame(of: "presentation.menu") == nil)
        #expect(log.take().isEmpty)
    }

    private struct ValueLabelHost: View {
        let log: EventLog
        @State var selection = 1
        var body: some View {
            log("selection \(selection)")
            return Picker("Flavor", selection: $selection) {
                ForEach(0..<3, id: \.self) { option in
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("option-\(option)")
                }
            } currentValueLabel: {
                Color.blue.frame(width: 30, height: 12).accessibilityIdentifier("value-\(selection)")
            }
            .pickerStyle(.menu)
            .accessibilityIdentifier("picker")
        }
    }

    /// `currentValueLabel:` takes the selected option's place in a menu picker (30 wide, the
    /// chevron 5 after it, centred); the menu still lists every option.
    @Test func aCurrentValueLabelShowsInPlaceOfTheSelectedOption() throws {
        let log = EventLog()
        let host = ViewHost(ValueLabelHost(log: log), size: CGSize(width: 300, height: 400))
        #expect(host.frame(of: "value-1") == CGRect(x: 129, y: 194, width: 30, height: 12))
        #expect(host.frame(of: "option-1")?.size ?? .zero == .zero)
        log.take()
        host.tap(on: "picker")
        let panel = try #require(host.frame(of: "presentation.menu"))
        #expect(abs(panel.height - 3 * 44) < 0.001)
        host.tap(at: CGPoint(panel.midX, panel.minY + 22))
        #expect(log.take() == ["selection 0"])
        #expect(host.frame(of: "value-0") != nil)
    }

    @Test func selectionMatchingNoOptionSelectsNothing() {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .segmented, selection: 7, options: [0, 1, 2]), size: CGSize(width: 300, height: 100))
        // Only the track: no thumb.
        #expect(host.frames(ofType: RoundedRectangle.self) == [CGRect(x: 0, y: 34, width: 300, height: 32)])
    }
}
