import Foundation
import Testing
@testable import PortableUICore

/// A 100×40 button with help text in the middle of a 1024×768 window.
private struct HelpScreen: View {
    let log: EventLog
    var body: some View {
        Button("Add") { log("add") }
            .frame(width: 100, height: 40)
            .help("Add to cart")
            .accessibilityIdentifier("add")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@MainActor
struct HelpTests {
    // Apple, "help(_:)": the text is the view's tooltip on macOS and its accessibility hint.
    // The tooltip's delay (1 s) and its place (20 points below the pointer) are unverified.
    private static let onButton = CGPoint(x: 512, y: 384)

    @Test func theTooltipShowsAfterTheDelayBelowThePointerAndHidesWhenThePointerLeaves() async throws {
        let host = ViewHost(HelpScreen(log: EventLog()), device: .macWindow)
        host.movePointer(to: Self.onButton)
        await host.advance(by: 0.5)
        #expect(host.tooltip == nil)
        await host.advance(by: 0.8)
        #expect(host.tooltip == "Add to cart")
        let box = try #require(host.frame(of: "presentation.tooltip"))
        #expect(box.minX == 512 && box.minY == 404)
        // A tooltip is not a presentation.
        #expect(host.presentations.isEmpty)
        host.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(host.tooltip == nil)
        #expect(host.frame(of: "presentation.tooltip") == nil)
    }

    @Test func leavingBeforeTheDelayShowsNothing() async throws {
        let host = ViewHost(HelpScreen(log: EventLog()), device: .macWindow)
        host.movePointer(to: Self.onButton)
        await host.advance(by: 0.5)
        host.pointerExited()
        await host.advance(by: 1)
        #expect(host.tooltip == nil)
    }

    @Test func aPressHidesTheTooltipAndStillReachesTheButton() async throws {
        let log = EventLog()
        let host = ViewHost(HelpScreen(log: log), device: .macWindow)
        host.movePointer(to: Self.onButton)
        await host.advance(by: 1.2)
        #expect(host.tooltip == "Add to cart")
        host.tap(at: Self.onButton)
        #expect(host.tooltip == nil)
        #expect(log.take() == ["add"])
    }

    @Test func theTooltipStaysInsideTheWindow() async throws {
        let host = ViewHost(
            Color.blue.help("A rather long help text near the corner").accessibilityIdentifier("corner"), device: .macWindow)
        host.movePointer(to: CGPoint(x: 1020, y: 760))
        await host.advance(by: 1.2)
        let box = try #require(host.frame(of: "presentation.tooltip"))
        #expect(box.maxX <= 1024 - 8 && box.maxY <= 768 - 8)
    }

    @Test func helpIsTheAccessibilityHintAndAPhoneShowsNoTooltip() async throws {
        let host = ViewHost(HelpScreen(log: EventLog()), device: .iPhone15Pro)
        #expect(host.accessibilityTree.element(labeled: "Add")?.hint == "Add to cart")
        host.movePointer(to: CGPoint(x: 196, y: 426))
        await host.advance(by: 1.2)
        #expect(host.tooltip == nil)
    }

    @Test func aTooltipInASheetIsDrawnAboveItAndInputStaysInTheSheet() async throws {
        struct Screen: View {
            let log: EventLog
            @State var shown = true
            var body: some View {
                Color.clear.sheet(isPresented: $shown) {
                    HelpScreen(log: log).frame(width: 400, height: 300)
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Screen(log: log), device: .macWindow)
        let add = try #require(host.frame(of: "add"))
        host.movePointer(to: CGPoint(x: add.midX, y: add.midY))
        await host.advance(by: 1.2)
        #expect(host.tooltip == "Add to cart")
        #expect(host.presentations.map(\.kind) == [.sheet])
        #expect(host.pressKey(.escape))
        #expect(host.presentations.isEmpty)
        #expect(host.tooltip == nil)
    }
}
