import Foundation
import Testing
@testable import PortableUICore

/// A phone sheet with the medium and large detents and a selection binding, logged.
private struct DetentScreen: View {
    let log: EventLog
    var dismissDisabled = false
    @State var shown = true
    @State var detent = PresentationDetent.medium

    var body: some View {
        Color.clear
            .sheet(isPresented: $shown, onDismiss: { log("dismissed") }) {
                Color.white
                    .presentationDetents([.medium, .large], selection: $detent)
                    .interactiveDismissDisabled(dismissDisabled)
            }
            .onChange(of: detent) { _, detent in log(detent == .large ? "large" : detent == .medium ? "medium" : "other") }
    }
}

@MainActor
struct SheetDetentDragTests {
    // iPhone 15 Pro, 393×852: the medium detent is 426 points tall (top at 426), the large
    // one 783 (top at 69; see SheetTests). A drag's end is predicted from its velocity as
    // UIKit's normal deceleration would carry it (0.5 s of travel, GestureTiming); the
    // nearest detent to the predicted height is chosen (UISheetPresentationController's
    // documented behaviour: "the sheet rests at the detent closest to where the user lifts
    // their finger, taking velocity into account" is unverified wording) and a predicted
    // height under half the smallest detent dismisses (unverified threshold).
    private static let x: CGFloat = 196

    @Test func theSheetFollowsTheFinger() async throws {
        let host = ViewHost(DetentScreen(log: EventLog()), device: .iPhone15Pro)
        #expect(host.presentations.first?.frame?.minY == 426)
        host.press(at: CGPoint(x: Self.x, y: 500))
        await host.advance(by: 0.1)
        host.movePointer(to: CGPoint(x: Self.x, y: 560))
        host.flush()
        #expect(host.presentations.first?.frame?.minY == 486)
        // Dragging up stops at the largest detent.
        host.movePointer(to: CGPoint(x: Self.x, y: 0))
        host.flush()
        #expect(host.presentations.first?.frame?.minY == 69)
        host.release(at: CGPoint(x: Self.x, y: 0))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let startsLarge: Bool
        let from: CGFloat
        let to: CGFloat
        let duration: Double
        let dismissDisabled: Bool
        let log: [String]
        let top: CGFloat?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "up from medium: large", startsLarge: false, from: 450, to: 150, duration: 1, dismissDisabled: false, log: ["large"], top: 69),
        Case(name: "a short slow drag up: back to medium", startsLarge: false, from: 450, to: 400, duration: 1, dismissDisabled: false, log: [], top: 426),
        Case(name: "a short fast flick up: large", startsLarge: false, from: 450, to: 350, duration: 0.1, dismissDisabled: false, log: ["large"], top: 69),
        Case(name: "down from large: medium", startsLarge: true, from: 200, to: 500, duration: 1, dismissDisabled: false, log: ["medium"], top: 426),
        Case(name: "far down from medium: dismissed", startsLarge: false, from: 450, to: 800, duration: 0.5, dismissDisabled: false, log: ["dismissed"], top: nil),
        Case(name: "far down, dismissal disabled: medium", startsLarge: false, from: 450, to: 800, duration: 0.5, dismissDisabled: true, log: [], top: 426),
    ]

    @Test(arguments: cases)
    func releasingPicksTheNearestDetentOrDismisses(_ test: Case) async throws {
        let log = EventLog()
        let host = ViewHost(
            DetentScreen(log: log, dismissDisabled: test.dismissDisabled, detent: test.startsLarge ? .large : .medium), device: .iPhone15Pro)
        #expect(host.presentations.first?.frame?.minY == (test.startsLarge ? 69 : 426))
        await host.drag(from: CGPoint(x: Self.x, y: test.from), to: CGPoint(x: Self.x, y: test.to), duration: test.duration)
        await host.advance(by: 1)
        #expect(log.take() == test.log)
        #expect(host.presentations.first?.frame?.minY == test.top)
    }

    @Test func settingTheSelectionMovesTheSheet() throws {
        struct Screen: View {
            @State var detent = PresentationDetent.medium
            var body: some View {
                Color.clear.sheet(isPresented: .constant(true)) {
                    Button("Grow") { detent = .large }
                        .accessibilityIdentifier("grow")
                        .presentationDetents([.medium, .large], selection: $detent)
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        #expect(host.presentations.first?.frame?.minY == 426)
        #expect(host.tap(on: "grow"))
        #expect(host.presentations.first?.frame?.minY == 69)
    }

    @Test func desktopSheetsDoNotDrag() async throws {
        let host = ViewHost(DetentScreen(log: EventLog()), device: .macWindow)
        let before = host.presentations.first?.frame
        await host.drag(from: CGPoint(x: 512, y: 100), to: CGPoint(x: 512, y: 600), duration: 0.5)
        await host.advance(by: 1)
        #expect(host.presentations.first?.frame == before)
    }
}
