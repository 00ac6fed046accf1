import Foundation
import Testing
@testable import PortableUICore

/// ColorPicker: the well at a row's trailing edge, the panel it opens (grid, opacity),
/// `supportsOpacity`, `CGColor` selections. The well's 28 points and the 12×10 grid follow
/// iOS's UIColorWell and color picker's grid page [UNVERIFIED: no measured write-up found].
@MainActor
struct ColorPickerTests {
    private struct Host: View {
        let log: EventLog
        var supportsOpacity = true
        @State var selection = Color(red: 0, green: 0, blue: 1, opacity: 0.5)

        var body: some View {
            log(selection.description)
            return ColorPicker("Accent", selection: $selection, supportsOpacity: supportsOpacity)
                .accessibilityIdentifier("picker")
        }
    }

    @Test func theWellTrailsTheRowInAForm() throws {
        let host = ViewHost(Form { Host(log: EventLog()) }, device: .iPhone15Pro)
        let well = try #require(host.frame(of: "color-picker-well"))
        #expect(well.size == CGSize(width: _ColorWell.diameter, height: _ColorWell.diameter))
        // The trailing inset of an inset grouped card's row (16 + 361 − 20).
        #expect(well.maxX == 357)
        let value = host.accessibilityTree.element(identifier: "picker")?.value
        #expect(value == "red 0%, green 0%, blue 100%, opacity 50%")
    }

    @Test func aSwatchSetsTheColorAndKeepsTheOpacity() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 1024, height: 768))
        log.take()
        #expect(host.tap(on: "color-picker-well"))
        #expect(host.presentations.map(\.kind) == [.popover])
        let swatch = try #require(host.presentationFrame(of: "color-swatch-5-0"))
        #expect(swatch.size == CGSize(width: 26, height: 26))
        host.tap(at: CGPoint(x: swatch.midX, y: swatch.midY))
        // Row 5 holds the pure hues; column 0 is red.
        #expect(log.take() == ["#FF00007F"])
        #expect(host.presentationFrame(of: "color-picker-opacity") != nil)
    }

    @Test func withoutOpacitySwatchesAreOpaqueAndNoSliderShows() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, supportsOpacity: false), size: CGSize(width: 1024, height: 768))
        log.take()
        #expect(host.tap(on: "color-picker-well"))
        #expect(host.presentationFrame(of: "color-picker-opacity") == nil)
        let swatch = try #require(host.presentationFrame(of: "color-swatch-0-0"))
        host.tap(at: CGPoint(x: swatch.midX, y: swatch.midY))
        #expect(log.take() == ["#FFFFFFFF"])
    }

    @Test func theGridRunsFromGraysToHues() {
        struct Case { let row: Int; let column: Int; let color: Color }
        let cases = [
            Case(row: 0, column: 0, color: Color(white: 1)),
            Case(row: 0, column: 11, color: Color(white: 0)),
            Case(row: 5, column: 0, color: Color(red: 1, green: 0, blue: 0)),
            Case(row: 5, column: 4, color: Color(hue: 4 / 12, saturation: 1, brightness: 1)),
        ]
        for testCase in cases {
            #expect(_ColorPanel.color(row: testCase.row, column: testCase.column) == testCase.color)
            #expect(_ColorPanel.nearestSwatch(to: testCase.color) == _ColorPanel.Swatch(row: testCase.row, column: testCase.column))
        }
        #expect(_ColorPanel.nearestSwatch(to: Color(red: 0.5, green: 0.1, blue: 0.9)) == nil)
    }

    private struct CGHost: View {
        let log: EventLog
        @State var selection = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        var body: some View {
            log("\(selection.components ?? [])")
            return ColorPicker("Background", selection: $selection)
        }
    }

    @Test func aCGColorSelectionIsWrittenAsCGColor() throws {
        let log = EventLog()
        let host = ViewHost(CGHost(log: log), size: CGSize(width: 1024, height: 768))
        log.take()
        #expect(host.tap(on: "color-picker-well"))
        let swatch = try #require(host.presentationFrame(of: "color-swatch-0-11"))
        host.tap(at: CGPoint(x: swatch.midX, y: swatch.midY))
        #expect(log.take() == ["[0.0, 0.0, 0.0, 1.0]"])
    }

    @Test func aDisabledWellDoesNotOpen() {
        let host = ViewHost(Host(log: EventLog()).disabled(true), size: CGSize(width: 1024, height: 768))
        _ = host.tap(on: "color-picker-well")
        #expect(host.presentations.isEmpty)
    }
}
