import Foundation
import Testing
@testable import PortableUICore

/// A style that logs its press state every time it makes the button's body.
private struct LoggingStyle: ButtonStyle {
    let log: EventLog
    func makeBody(configuration: Configuration) -> some View {
        log("pressed \(configuration.isPressed)")
        return configuration.label.padding(5)
    }
}

@MainActor
struct ButtonTests {
    private let center = CGPoint(100, 100)

    private func label() -> some View { Color.red.frame(width: 50, height: 20) }

    @Test func buttonRunsItsActionWhenReleasedOnIt() {
        let log = EventLog()
        let host = ViewHost(Button { log("action") } label: { label() }, size: window)
        host.tap(at: center)
        #expect(log.take() == ["action"])
        host.press(at: center)
        host.movePointer(to: CGPoint(10, 10))
        host.release(at: CGPoint(10, 10))
        #expect(log.take() == [])
    }

    @Test func buttonStyleSeesThePressState() {
        let log = EventLog()
        let host = ViewHost(
            Button { log("action") } label: { label() }.buttonStyle(LoggingStyle(log: log)), size: window)
        #expect(log.take() == ["pressed false"])
        host.press(at: center)
        #expect(log.take() == ["pressed true"])
        host.movePointer(to: CGPoint(10, 10))
        #expect(log.take() == ["pressed false"])
        host.movePointer(to: center)
        #expect(log.take() == ["pressed true"])
        host.release(at: center)
        #expect(log.take() == ["action", "pressed false"])
    }

    @Test func buttonStyleComesFromTheEnvironment() {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                HStack { Button {} label: { label() }.accessibilityIdentifier("b") }
            }.buttonStyle(LoggingStyle(log: log)), size: window)
        #expect(log.take() == ["pressed false"])
        #expect(host.frame(of: "b")?.size == CGSize(width: 60, height: 30))
    }

    @Test func primitiveButtonStyleDecidesWhenToTrigger() {
        struct DoubleTapStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.onTapGesture(count: 2) { configuration.trigger() }
            }
        }
        let log = EventLog()
        let host = ViewHost(Button { log("action") } label: { label() }.buttonStyle(DoubleTapStyle()), size: window)
        host.tap(at: center)
        #expect(log.take() == [])
        host.tap(at: center)
        #expect(log.take() == ["action"])
    }

    @Test func roleReachesTheStyle() {
        struct RoleStyle: ButtonStyle {
            let log: EventLog
            func makeBody(configuration: Configuration) -> some View {
                log(configuration.role == .destructive ? "destructive" : "plain")
                return configuration.label
            }
        }
        let log = EventLog()
        _ = ViewHost(
            Button(role: .destructive) {} label: { label() }.buttonStyle(RoleStyle(log: log)), size: window)
        #expect(log.take() == ["destructive"])
    }

    @Test func builtInStylesLayOutTheirLabels() {
        func size<S: PrimitiveButtonStyle>(_ style: S) -> CGSize? {
            ViewHost(Button {} label: { label() }.buttonStyle(style).accessibilityIdentifier("b"), size: window)
                .frame(of: "b")?.size
        }
        #expect(size(.automatic) == CGSize(width: 50, height: 20))
        #expect(size(.plain) == CGSize(width: 50, height: 20))
        #expect(size(.borderless) == CGSize(width: 50, height: 20))
        #expect(size(.bordered) == CGSize(width: 74, height: 34))
        #expect(size(.borderedProminent) == CGSize(width: 74, height: 34))
    }

    @Test func borderedButtonsAreHitOnTheirBorder() {
        let log = EventLog()
        let host = ViewHost(Button { log("action") } label: { label() }.buttonStyle(.bordered), size: window)
        host.tap(at: CGPoint(65, 85))
        #expect(log.take() == ["action"])
    }

    @Test func disabledButtonsDoNothing() {
        let log = EventLog()
        let host = ViewHost(
            Button { log("action") } label: { label() }.buttonStyle(LoggingStyle(log: log)).disabled(true), size: window)
        log.take()
        host.tap(at: center)
        #expect(log.take() == [])
    }

    @Test func keyboardShortcutTriggersTheButton() {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Button { log("save") } label: { label() }.keyboardShortcut("s")
                Button { log("ok") } label: { label() }.keyboardShortcut(.defaultAction)
                Button { log("never") } label: { label() }.keyboardShortcut(.cancelAction).disabled(true)
            }, size: window)
        #expect(host.pressKey("s", modifiers: .command))
        #expect(host.pressKey("s", modifiers: .control))
        #expect(!host.pressKey("s"))
        #expect(host.pressKey(.return))
        #expect(!host.pressKey(.escape))
        #expect(log.take() == ["save", "save", "ok"])
    }

    @Test func aScrollingDragCancelsAButtonPress() {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Button { log("action") } label: { label() }.buttonStyle(LoggingStyle(log: log))
            }.claimingGesture(DragGesture().onChanged { _ in log("scroll") }), size: window)
        log.take()
        host.press(at: center)
        host.movePointer(to: CGPoint(100, 115))
        host.release(at: CGPoint(100, 115))
        #expect(log.take() == ["pressed true", "scroll", "pressed false"])
        host.tap(at: center)
        #expect(log.take() == ["pressed true", "action", "pressed false"])
    }

    @Test func aVerticalScrollingDragIgnoresHorizontalMovement() {
        let log = EventLog()
        var scroll = DragGesture()
        scroll.activationAxes = .vertical
        let host = ViewHost(
            VStack { Button { log("action") } label: { label() } }
                .claimingGesture(scroll.onChanged { _ in log("scroll") }), size: window)
        host.press(at: center)
        host.movePointer(to: CGPoint(120, 100))
        host.release(at: CGPoint(120, 100))
        #expect(log.take() == ["action"])
    }

    @Test func linkOpensItsDestinationThroughTheEnvironment() {
        let log = EventLog()
        let url = URL(string: "https://example.org/docs")!
        let host = ViewHost(
            Link(destination: url) { label() }
                .environment(\.openURL, OpenURLAction { log("open \($0.absoluteString)"); return .handled }),
            size: window)
        host.tap(at: center)
        #expect(log.take() == ["open https://example.org/docs"])

        let system = ViewHost(Link(destination: url) { label() }, size: window)
        let before = OpenURLAction.openedURLs.count
        system.tap(at: center)
        #expect(OpenURLAction.openedURLs.dropFirst(before) == [url])
    }
}
