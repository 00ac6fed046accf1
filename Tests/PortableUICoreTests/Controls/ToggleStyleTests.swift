import Foundation
import Testing
@testable import PortableUICore

/// Toggle styles: the switch (51×31, UISwitch's size; green on, or the tint), the checkbox,
/// disabled toggles, Space on a focused toggle, labels hidden.
@MainActor
struct ToggleStyleTests {
    private struct Host: View {
        let log: EventLog
        @State var isOn = false
        var body: some View {
            log("on \(isOn)")
            return Toggle(isOn: $isOn) { Color.red.frame(width: 40, height: 20).accessibilityIdentifier("label") }
                .accessibilityIdentifier("toggle")
        }
    }

    @Test func switchTrailsTheRow() {
        let host = ViewHost(Host(log: EventLog()), size: CGSize(width: 200, height: 40))
        // Centred in 40 points: y 4.5, on the pixel grid 5.
        #expect(host.frames(ofType: Capsule.self) == [CGRect(x: 149, y: 5, width: 51, height: 31)])
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 10, width: 40, height: 20))
    }

    /// A phone's switch is UISwitch's 51×31 at every control size (UIKit's
    /// `UISwitch.init(frame:)`: the size is the control's own); a desktop's small switch is
    /// NSSwitch's small 32×18 (WebKit's macOS control theme, `SwitchMacUtilities`).
    @Test func smallControlSizeShrinksOnlyADesktopSwitch() {
        let phone = ViewHost(Host(log: EventLog()).controlSize(.small), size: CGSize(width: 200, height: 40))
        #expect(phone.frames(ofType: Capsule.self).first?.size == CGSize(width: 51, height: 31))
        let desktop = ViewHost(Host(log: EventLog()).toggleStyle(.switch).controlSize(.small), device: .macWindow)
        #expect(desktop.frames(ofType: Capsule.self).first?.size == CGSize(width: 32, height: 18))
    }

    @Test func spaceFlipsAFocusedToggle() {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 200, height: 40))
        log.take()
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "toggle")
        host.pressKey(.space)
        #expect(log.take() == ["on true"])
    }

    @Test func disabledToggleDoesNotFlip() {
        let log = EventLog()
        let host = ViewHost(Host(log: log).disabled(true), size: CGSize(width: 200, height: 40))
        log.take()
        host.tap(at: CGPoint(175, 20))
        host.pressKey(.tab)
        host.pressKey(.space)
        #expect(log.take().isEmpty)
    }

    @Test func checkboxLeadsItsLabel() {
        let log = EventLog()
        let host = ViewHost(Host(log: log).toggleStyle(.checkbox), size: CGSize(width: 200, height: 40))
        // A 14-point box, 6 points, the 40-point label: 60 wide, centred. The box's baseline
        // (85 % down) sits on the label's (its bottom, for a color): 22 tall.
        #expect(host.frame(of: "toggle") == CGRect(x: 70, y: 9, width: 60, height: 22))
        #expect(host.frame(of: "label") == CGRect(x: 90, y: 9, width: 40, height: 20))
        log.take()
        host.tap(at: CGPoint(100, 20))
        #expect(log.take() == ["on true"])
        #expect(host.frames(ofType: _CheckMark.self).count == 1)
    }

    @Test func labelsHiddenShowsOnlyTheSwitch() {
        let host = ViewHost(Host(log: EventLog()).labelsHidden(), size: CGSize(width: 200, height: 40))
        #expect(host.frame(of: "label") == nil)
        #expect(host.frame(of: "toggle") == CGRect(x: 75, y: 5, width: 51, height: 31))
    }

    /// Three alarms behind one toggle (`sources:isOn:`), as Apple's example of the mixed
    /// state: the toggle is on when all are, mixed when some are.
    private struct Alarms: View {
        let log: EventLog
        @State var alarms: [Bool]
        var body: some View {
            log("alarms \(alarms)")
            return Toggle("All", sources: $alarms, isOn: \.self)
                .toggleStyle(.checkbox)
                .accessibilityIdentifier("all")
        }
    }

    struct MixedCase: Sendable, CustomStringConvertible {
        let description: String
        let alarms: [Bool]
        let value: String
        let checks: Int
        let dashes: Int
        /// The alarms after a click on the toggle.
        let clicked: [Bool]
    }

    nonisolated static let mixedCases = [
        MixedCase(
            description: "some on: mixed, a dash; a click turns all on", alarms: [true, false, true], value: "mixed",
            checks: 0, dashes: 1, clicked: [true, true, true]),
        MixedCase(
            description: "all on: on, a check; a click turns all off", alarms: [true, true], value: "on", checks: 1,
            dashes: 0, clicked: [false, false]),
        MixedCase(
            description: "all off: off; a click turns all on", alarms: [false, false], value: "off", checks: 0,
            dashes: 0, clicked: [true, true]),
        MixedCase(description: "no sources: off, a click changes nothing", alarms: [], value: "off", checks: 0, dashes: 0, clicked: []),
    ]

    @Test(arguments: mixedCases)
    func aToggleOverSeveralBindingsShowsAndSetsThemAll(_ test: MixedCase) throws {
        let log = EventLog()
        let host = ViewHost(Alarms(log: log, alarms: test.alarms), size: CGSize(width: 200, height: 40))
        log.take()
        #expect(host.accessibilityTree.dump().contains("\"\(test.value)\""))
        #expect(host.frames(ofType: _CheckMark.self).count == test.checks)
        #expect(host.frames(ofType: Capsule.self).count == test.dashes)
        let frame = try #require(host.frame(of: "all"))
        host.tap(at: CGPoint(x: frame.minX + 7, y: frame.midY))
        #expect(log.take() == (test.clicked == test.alarms ? [] : ["alarms \(test.clicked)"]))
    }

    /// A switch over several sources: its thumb (the circle) at the trailing end when all are
    /// on, the leading end when none is, in the middle when they differ (PortableUI's mixed
    /// switch, unverified: UISwitch has no mixed state).
    @Test(arguments: [([true, true], 1), ([false, false], -1), ([true, false], 0)])
    func aMixedSwitchHasItsThumbInTheMiddle(alarms: [Bool], side: Int) throws {
        struct Switches: View {
            @State var alarms: [Bool]
            var body: some View { Toggle("All", sources: $alarms, isOn: \.self).toggleStyle(.switch) }
        }
        let host = ViewHost(Switches(alarms: alarms), size: CGSize(width: 200, height: 40))
        let track = try #require(host.frames(ofType: Capsule.self).first)
        let thumb = try #require(host.frames(ofType: Circle.self).first)
        #expect(thumb.width == 27)
        #expect(thumb.midX == track.midX + CGFloat(side) * (51 - 31) / 2)
    }

    /// The colours a host fills its shapes with, in drawing order, through groups.
    private static func fillColors(_ list: DisplayList) -> [Color] {
        list.items.flatMap { item -> [Color] in
            switch item {
            case .fill(_, .color(let color), _): [color]
            case .group(_, let inner): fillColors(inner)
            default: []
            }
        }
    }

    /// A `.button` toggle over several sources: bordered prominent (the tint) when all are
    /// on, bordered (the tint at 15 %) when none is, the tint at half opacity when they differ
    /// (PortableUI's mixed button, unverified: neither UIKit nor SwiftUI documents one); a
    /// press on a mixed button turns every source on.
    @Test func aMixedButtonToggleIsFilledHalfwayAndTurnsAllOn() throws {
        struct Buttons: View {
            let log: EventLog
            @State var alarms: [Bool]
            var body: some View {
                log("alarms \(alarms)")
                return Toggle("All", sources: $alarms, isOn: \.self).toggleStyle(.button).accessibilityIdentifier("all")
            }
        }
        let log = EventLog()
        func fill(_ alarms: [Bool]) -> Color? {
            Self.fillColors(ViewHost(Buttons(log: log, alarms: alarms), size: CGSize(width: 200, height: 60)).displayList()).first
        }
        let on = try #require(fill([true, true]))
        let off = try #require(fill([false, false]))
        let mixed = try #require(fill([true, false]))
        #expect(off == on.opacity(_BorderedLook.borderedFillOpacity))
        #expect(mixed == on.opacity(_BorderedLook.mixedFillOpacity))
        #expect(_BorderedLook.mixedFillOpacity == 0.5)
        let host = ViewHost(Buttons(log: log, alarms: [true, false]), size: CGSize(width: 200, height: 60))
        log.take()
        host.tap(on: "all")
        #expect(log.take() == ["alarms [true, true]"])
    }
}
