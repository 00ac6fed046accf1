import Foundation
import Testing
@testable import PortableUICore

/// A screen that shows a sheet; the sheet's content logs its lifecycle and can dismiss itself.
private struct SheetScreen<Sheet: View>: View {
    let log: EventLog
    @State var isPresented: Bool
    let sheet: () -> Sheet

    var body: some View {
        Color.clear
            .accessibilityIdentifier("content")
            .sheet(isPresented: $isPresented, onDismiss: { log("onDismiss") }) {
                sheet()
                    .onAppear { log("appear") }
                    .onDisappear { log("disappear") }
            }
            .onChange(of: isPresented) { _, shown in log("binding \(shown)") }
    }
}

private struct DismissButton: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Button(isPresented ? "Close" : "Not presented") { dismiss() }.accessibilityIdentifier("close")
    }
}

@MainActor
struct SheetTests {
    private func screen(_ log: EventLog, shown: Bool = true, @ViewBuilder _ sheet: @escaping () -> some View) -> some View {
        SheetScreen(log: log, isPresented: shown, sheet: sheet)
    }

    // Phone sheets (UISheetPresentationController): the large detent reaches 10 points below
    // the top safe-area edge (unverified), the medium one half the window's height
    // ("approximately half the height of the screen": Apple, PresentationDetent.medium;
    // the exact half is unverified), a fixed height adds the bottom safe-area inset (UIKit's
    // custom detents measure the content above it), a fraction is of the large detent.
    static let detentCases: [(Set<PresentationDetent>, CGFloat)] = [
        ([.large], 852 - 69),
        ([.medium], 426),
        ([.height(200)], 234),
        ([.fraction(0.5)], (852 - 69) / 2),
        ([.medium, .large], 426),
    ]

    @Test(arguments: detentCases)
    func phoneSheetRestsAtItsDetent(detents: Set<PresentationDetent>, height: CGFloat) throws {
        let host = ViewHost(
            screen(EventLog()) { Color.white.accessibilityIdentifier("sheet").presentationDetents(detents) }, device: .iPhone15Pro)
        let panel = try #require(host.presentations.first?.frame)
        #expect(abs(panel.height - height) < 0.5)
        #expect(panel.maxY == 852)
        #expect(panel.width == 393)
        // The content keeps clear of the home indicator: its own safe area ends at the window's.
        let content = try #require(host.frame(of: "sheet"))
        #expect(abs(content.maxY - (852 - 34)) < 0.01)
        #expect(content.minY == panel.minY)
    }

    @Test func dragIndicatorShowsWithSeveralDetents() throws {
        let host = ViewHost(
            screen(EventLog()) { Color.white.presentationDetents([.medium, .large]) }, device: .iPhone15Pro)
        let panel = try #require(host.presentations.first?.frame)
        let indicator = try #require(host.frame(of: "presentation.dragIndicator"))
        #expect(indicator.size == CGSize(width: 36, height: 5))
        #expect(indicator.minY == panel.minY + 5)
        let single = ViewHost(screen(EventLog()) { Color.white }, device: .iPhone15Pro)
        #expect(single.frame(of: "presentation.dragIndicator") == nil)
    }

    // Desktop sheets hang from the window's top edge, centred, at their content's ideal size.
    @Test func desktopSheetHangsFromTheTopEdgeAtItsIdealSize() throws {
        let host = ViewHost(screen(EventLog()) { Color.white.frame(width: 400, height: 300) }, device: .macWindow)
        let panel = try #require(host.presentations.first?.frame)
        #expect(panel == CGRect(x: 312, y: 0, width: 400, height: 300))
    }

    @Test func fullScreenCoverFillsTheWindowAndKeepsItsContentInTheSafeArea() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Color.clear.fullScreenCover(isPresented: $shown) { Color.white.accessibilityIdentifier("cover") }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        #expect(host.presentations.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(host.frame(of: "cover") == CGRect(x: 0, y: 59, width: 393, height: 852 - 93))
    }

    @Test func dismissActionAndEscapeDismissAndOnDismissRunsOnce() throws {
        let log = EventLog()
        let host = ViewHost(screen(log) { DismissButton() }, device: .iPhone15Pro)
        #expect(log.take() == ["appear"])
        #expect(host.tap(on: "close"))
        #expect(log.take() == ["binding false", "disappear", "onDismiss"])
        #expect(host.presentations.isEmpty)
        #expect(host.pressKey(.escape) == false)
        #expect(log.take() == [])
    }

    @Test func escapeDismissesUnlessInteractiveDismissIsDisabled() throws {
        let log = EventLog()
        let host = ViewHost(screen(log) { DismissButton().interactiveDismissDisabled() }, device: .macWindow)
        _ = log.take()
        #expect(host.pressKey(.escape) == false)
        #expect(host.presentations.count == 1)
        #expect(host.diagnostics.isEmpty)
        #expect(host.dismissPresentation() == false)
        // `dismiss()` still dismisses.
        #expect(host.tap(on: "close"))
        #expect(host.presentations.isEmpty)
        let free = ViewHost(screen(log) { DismissButton() }, device: .macWindow)
        #expect(free.pressKey(.escape))
        #expect(free.presentations.isEmpty)
    }

    @Test func settingTheBindingToFalseDismisses() throws {
        let log = EventLog()
        struct Screen: View {
            let log: EventLog
            @Binding var shown: Bool
            var body: some View {
                Color.clear.sheet(isPresented: $shown, onDismiss: { log("onDismiss") }) { Color.white }
            }
        }
        var shown = true
        let binding = Binding(get: { shown }, set: { shown = $0 })
        let host = ViewHost(Screen(log: log, shown: binding), device: .iPhone15Pro)
        #expect(host.presentations.count == 1)
        shown = false
        host.update(Screen(log: log, shown: binding))
        #expect(host.presentations.isEmpty)
        #expect(log.take() == ["onDismiss"])
    }

    @Test func itemSheetShowsTheItemAndANewItemReplacesIt() throws {
        struct Item: Identifiable {
            let id: Int
        }
        struct Screen: View {
            let log: EventLog
            @State var item: Item? = Item(id: 1)
            var body: some View {
                Color.clear.sheet(item: $item, onDismiss: { log("onDismiss") }) { shown in
                    Button("Item \(shown.id)") { item = Item(id: shown.id + 1) }.accessibilityIdentifier("item \(shown.id)")
                }
            }
        }
        let log = EventLog()
        let host = ViewHost(Screen(log: log), device: .iPhone15Pro)
        #expect(host.tap(on: "item 1"))
        #expect(host.frame(of: "item 1") == nil)
        #expect(host.frame(of: "item 2") != nil)
        #expect(host.presentations.count == 1)
        #expect(log.take() == ["onDismiss"])
        #expect(host.dismissPresentation())
        #expect(host.presentations.isEmpty)
        #expect(log.take() == ["onDismiss"])
    }

    @Test func aSheetPresentsAnAlertAndDismissingTheSheetUnwindsBoth() throws {
        struct Inner: View {
            @State var alert = true
            var body: some View {
                DismissButton().alert("Sure?", isPresented: $alert) { Button("OK") {} }
            }
        }
        let log = EventLog()
        let host = ViewHost(screen(log) { Inner() }, device: .iPhone15Pro)
        #expect(host.presentations.map(\.kind) == [.sheet, .alert])
        // The alert is modal: the sheet's button under it is not reached.
        let close = try #require(host.frame(of: "close"))
        host.tap(at: CGPoint(x: close.midX, y: close.midY))
        #expect(host.presentations.map(\.kind) == [.sheet, .alert])
        #expect(host.dismissPresentation() == false)
    }

    /// A sheet presents another sheet: Escape dismisses the top one only; setting the first
    /// sheet's binding to false unwinds both, each `onDismiss` running once, the inner one
    /// first (its presenter leaves with the outer sheet's content).
    @Test func aSheetOnASheetUnwindsInOrder() throws {
        struct Outer: View {
            let log: EventLog
            @State var first = true
            @State var second = true
            var body: some View {
                Button("Close all") { first = false }
                    .accessibilityIdentifier("close-all")
                    .sheet(isPresented: $first, onDismiss: { log("first dismissed") }) {
                        Button("Close all") { first = false }
                            .accessibilityIdentifier("inner-close-all")
                            .sheet(isPresented: $second, onDismiss: { log("second dismissed") }) {
                                Button("Close all") { first = false }
                                    .accessibilityIdentifier("second-close-all")
                                    .onDisappear { log("second disappears") }
                            }
                    }
            }
        }
        for device in [DeviceProfile.iPhone15Pro, .macWindow] {
            let log = EventLog()
            let host = ViewHost(Outer(log: log), device: device)
            #expect(host.presentations.map(\.kind) == [.sheet, .sheet])
            #expect(host.pressKey(.escape))
            #expect(host.presentations.map(\.kind) == [.sheet])
            #expect(log.take() == ["second disappears", "second dismissed"])

            let again = ViewHost(Outer(log: log), device: device)
            #expect(again.tap(on: "second-close-all"))
            #expect(again.presentations.isEmpty)
            #expect(log.take() == ["second disappears", "second dismissed", "first dismissed"])
        }
    }

    @Test func presentedContentInheritsThePresentersEnvironment() throws {
        struct Probe: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr").accessibilityIdentifier(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        let host = ViewHost(screen(EventLog()) { Probe() }.environment(\.layoutDirection, .rightToLeft), device: .iPhone15Pro)
        #expect(host.frame(of: "rtl") != nil)
    }

    @Test func focusAndTabStayInTheTopPresentation() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).focusable().accessibilityIdentifier("behind")
                }
                .sheet(isPresented: $shown) {
                    VStack {
                        Color.blue.frame(width: 10, height: 10).focusable().accessibilityIdentifier("first")
                        Color.blue.frame(width: 10, height: 10).focusable().accessibilityIdentifier("second")
                    }
                }
            }
        }
        let host = ViewHost(Screen(), device: .macWindow)
        var focused: [String] = []
        for _ in 0..<3 {
            #expect(host.pressKey(.tab))
            focused.append(host.events.focusedNode?.accessibilityIdentifier ?? "none")
        }
        #expect(focused == ["first", "second", "first"])
    }

    @Test func presentationAnimatesOnTheHostClock() async throws {
        struct Screen: View {
            @Binding var shown: Bool
            var body: some View { Color.clear.sheet(isPresented: $shown) { Color.white } }
        }
        var shown = false
        let binding = Binding(get: { shown }, set: { shown = $0 })
        let host = ViewHost(Screen(shown: binding), device: .iPhone15Pro)
        shown = true
        host.update(Screen(shown: binding))
        let settled = try #require(host.frame(of: "presentation.sheet"))
        let start = try #require(host.presentationFrame(of: "presentation.sheet"))
        #expect(start.minY > settled.minY)
        await host.advance(by: 1)
        #expect(host.presentationFrame(of: "presentation.sheet") == settled)
    }
}
