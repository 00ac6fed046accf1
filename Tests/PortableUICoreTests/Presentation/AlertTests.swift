import Foundation
import Testing
@testable import PortableUICore

/// A screen whose button shows a "Delete?" alert with Cancel and Delete.
private struct DeleteScreen: View {
    let log: EventLog
    @State var isPresented = false

    var body: some View {
        Button("Remove") { isPresented = true }
            .accessibilityIdentifier("remove")
            .alert("Delete item?", isPresented: $isPresented) {
                Button("Delete", role: .destructive) { log("delete") }.accessibilityIdentifier("delete")
                Button("Cancel", role: .cancel) { log("cancel") }.accessibilityIdentifier("cancel")
            } message: {
                Text("This cannot be undone.")
            }
            .onChange(of: isPresented) { _, shown in log("presented \(shown)") }
    }
}

@MainActor
struct AlertTests {
    // UIAlertController: 270 points wide, centred in the safe area; two actions side by
    // side (44 high, HIG minimum target), cancel on the left (Apple HIG, "Alerts": "place
    // the Cancel button on the leading side"). Card insets and radius: unverified.
    @Test func phoneAlertIsACentredCardWithTwoActionsSideBySide() throws {
        let device = DeviceProfile.iPhone15Pro
        let host = ViewHost(DeleteScreen(log: EventLog()), device: device)
        #expect(host.tap(on: "remove"))
        #expect(host.presentations.map(\.kind) == [.alert])
        let card = try #require(host.frame(of: "presentation.alert"))
        #expect(card.width == 270)
        let safeMidY = (device.safeAreaInsets.top + device.size.height - device.safeAreaInsets.bottom) / 2
        #expect(abs(card.midX - device.size.width / 2) <= 0.5)
        #expect(abs(card.midY - safeMidY) <= 0.5)
        let cancel = try #require(host.frame(of: "cancel"))
        let delete = try #require(host.frame(of: "delete"))
        #expect(cancel.minX == card.minX)
        #expect(delete.minX == cancel.maxX)
        #expect(abs(cancel.width - 135) <= 0.5 && abs(delete.width - 135) <= 0.5)
        #expect(cancel.height == 44 && delete.height == 44)
        #expect(cancel.maxY == card.maxY)
    }

    @Test(arguments: [("cancel", "cancel"), ("delete", "delete")])
    func everyActionRunsAndDismisses(identifier: String, expected: String) throws {
        let log = EventLog()
        let host = ViewHost(DeleteScreen(log: log), device: .iPhone15Pro)
        #expect(host.tap(on: "remove"))
        #expect(log.take() == ["presented true"])
        #expect(host.tap(on: identifier))
        #expect(log.take() == [expected, "presented false"])
        #expect(host.presentations.isEmpty)
    }

    @Test func escapeRunsTheCancelActionAndContentBehindIsNotReachable() throws {
        let log = EventLog()
        let host = ViewHost(DeleteScreen(log: log), device: .macWindow)
        let remove = try #require(host.frame(of: "remove"))
        #expect(host.tap(on: "remove"))
        _ = log.take()
        host.tap(at: CGPoint(x: remove.midX, y: remove.midY))
        #expect(host.presentations.count == 1)
        #expect(host.pressKey(.escape))
        #expect(log.take() == ["cancel", "presented false"])
        #expect(host.presentations.isEmpty)
    }

    @Test func returnRunsTheDefaultAction() throws {
        let log = EventLog()
        struct Screen: View {
            let log: EventLog
            @State var shown = true
            var body: some View {
                Color.clear.alert("Save?", isPresented: $shown) {
                    Button("Save") { log("save") }.keyboardShortcut(.defaultAction)
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        let host = ViewHost(Screen(log: log), device: .macWindow)
        #expect(host.presentations.count == 1)
        #expect(host.pressKey(.return))
        #expect(log.take() == ["save"])
        #expect(host.presentations.isEmpty)
    }

    // Three actions stack, cancel last (UIAlertController's vertical layout).
    @Test func threeActionsStackWithCancelLast() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Color.clear.alert("Share", isPresented: $shown) {
                    Button("Cancel", role: .cancel) {}.accessibilityIdentifier("c")
                    Button("Mail") {}.accessibilityIdentifier("a")
                    Button("Messages") {}.accessibilityIdentifier("b")
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        let frames = try ["a", "b", "c"].map { try #require(host.frame(of: $0)) }
        #expect(frames.map(\.width) == [270, 270, 270])
        #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
    }

    @Test func alertWithoutActionsGetsOK() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View { Color.clear.alert("Done", isPresented: $shown) {} }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        let card = try #require(host.frame(of: "presentation.alert"))
        host.tap(at: CGPoint(x: card.midX, y: card.maxY - 10))
        #expect(host.presentations.isEmpty)
    }

    @Test func presentingFormBuildsFromTheData() throws {
        struct Screen: View {
            @State var shown = true
            let name: String?
            var body: some View {
                Color.clear.alert("Remove", isPresented: $shown, presenting: name) { name in
                    Button("Remove \(name)") {}.accessibilityIdentifier(name)
                }
            }
        }
        #expect(ViewHost(Screen(name: "Lamp"), device: .iPhone15Pro).frame(of: "Lamp") != nil)
        #expect(ViewHost(Screen(name: nil), device: .iPhone15Pro).presentations.isEmpty)
    }

    // Action sheets: the window's width less 8 on each side, 57-point rows, the cancel
    // action in its own group 8 below, resting on the bottom safe-area edge (unverified:
    // measured on iOS 17 screenshots). An action sheet without a cancel action gets one.
    @Test func confirmationDialogIsAnActionSheetWithItsCancelGroupOnAPhone() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                Color.clear.confirmationDialog("Remove from cart?", isPresented: $shown, titleVisibility: .visible) {
                    Button("Remove", role: .destructive) {}.accessibilityIdentifier("remove")
                }
            }
        }
        let device = DeviceProfile.iPhone15Pro
        let host = ViewHost(Screen(), device: device)
        #expect(host.presentations.map(\.kind) == [.confirmationDialog])
        let dialog = try #require(host.frame(of: "presentation.dialog"))
        let remove = try #require(host.frame(of: "remove"))
        #expect(dialog.width == device.size.width - 16)
        #expect(abs(dialog.maxY - (device.size.height - device.safeAreaInsets.bottom)) < 0.01)
        #expect(remove.height == 57)
        #expect(abs(dialog.maxY - remove.maxY - (8 + 57)) < 0.01)
        #expect(host.pressKey(.escape))
        #expect(host.presentations.isEmpty)
    }
}

/// Alerts with text fields (Apple, "alert(_:isPresented:actions:message:)": "you can use
/// TextField and SecureField in the actions"): the fields come first, inset as the header,
/// then the actions; typing goes to the field.
@MainActor
struct AlertTextFieldTests {
    private struct LoginScreen: View {
        let log: EventLog
        @State var shown = true
        @State var name = ""
        @State var password = ""
        var body: some View {
            Color.clear.alert("Log in", isPresented: $shown) {
                TextField("Name", text: $name).accessibilityIdentifier("name")
                SecureField("Password", text: $password).accessibilityIdentifier("password")
                Button("Log In") { log("login \(name) \(password.count)") }.accessibilityIdentifier("login")
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Enter your account.")
            }
        }
    }

    @Test(arguments: [DeviceProfile.iPhone15Pro, .macWindow])
    func fieldsSitBetweenTheMessageAndTheActionsAndTakeText(device: DeviceProfile) throws {
        let log = EventLog()
        let host = ViewHost(LoginScreen(log: log), device: device)
        let card = try #require(host.frame(of: "presentation.alert"))
        let name = try #require(host.frame(of: "name"))
        let password = try #require(host.frame(of: "password"))
        let login = try #require(host.frame(of: "login"))
        #expect(name.maxY <= password.minY)
        #expect(password.maxY <= login.minY)
        #expect(card.contains(name) && card.contains(password))
        #expect(name.minX > card.minX && name.maxX < card.maxX)
        #expect(host.tap(on: "name"))
        host.type("ann")
        #expect(host.tap(on: "password"))
        host.type("secret")
        #expect(host.tap(on: "login"))
        #expect(log.take() == ["login ann 6"])
        #expect(host.presentations.isEmpty)
    }
}

/// Keyboard in an alert with text fields. The first field is focused when the alert
/// appears (UIAlertController makes its first text field first responder; NSAlert's
/// accessory field is its initial first responder: observed behaviour, unverified against
/// SwiftUI's source); Tab moves between the fields only (buttons take no Tab focus without
/// full keyboard access); Return in a field submits it, then runs the default action
/// (UIAlertController.preferredAction: "pressing the Return key triggers the preferred
/// action"; NSAlert.buttons: the default button is invoked "by pressing the Return key").
@MainActor
struct AlertFieldKeyboardTests {
    private struct LoginScreen: View {
        let log: EventLog
        @State var shown = false
        @State var name = ""
        @State var password = ""
        var body: some View {
            Button("Log in") { shown = true }
                .accessibilityIdentifier("open")
                .alert("Log in", isPresented: $shown) {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    SecureField("Password", text: $password).accessibilityIdentifier("password")
                        .onSubmit { log("submit") }
                    Button("Log In") { log("login \(name) \(password.count)") }.keyboardShortcut(.defaultAction)
                        .accessibilityIdentifier("login")
                    Button("Cancel", role: .cancel) { log("cancel") }.accessibilityIdentifier("cancel")
                }
        }
    }

    @Test(arguments: [DeviceProfile.iPhone15Pro, .macWindow])
    func theFirstFieldTakesFocusWhenTheAlertAppears(device: DeviceProfile) {
        let log = EventLog()
        let host = ViewHost(LoginScreen(log: log), device: device)
        #expect(host.focusedIdentifier == nil)
        #expect(host.tap(on: "open"))
        #expect(host.focusedIdentifier == "name")
        host.type("ann")
        #expect(host.pressKey(.escape))
        #expect(log.take() == ["cancel"])
        #expect(host.presentations.isEmpty)
    }

    // Each row: the keys pressed from the first field, and the field or button focused after
    // them (keyboard navigation reaches the buttons too, as macOS's with Keyboard navigation on).
    // The buttons are read as placed, Cancel at the leading end of their row before the default
    // button, as the Mac's key-view loop follows the geometry of the views.
    @Test(arguments: [
        ([KeyPressStep.tab], "password"),
        ([.tab, .tab], "cancel"),
        ([.tab, .tab, .tab], "login"),
        ([.tab, .tab, .tab, .tab], "name"),
        ([.shiftTab], "login"),
        ([.tab, .shiftTab], "name"),
    ])
    func tabMovesThroughTheFieldsThenTheButtons(steps: [KeyPressStep], expected: String) {
        let host = ViewHost(LoginScreen(log: EventLog()), device: .macWindow)
        #expect(host.tap(on: "open"))
        for step in steps { #expect(host.pressKey(.tab, modifiers: step == .shiftTab ? .shift : [])) }
        #expect(host.focusedIdentifier == expected)
    }

    @Test func spaceOnAFocusedButtonRunsItsActionAndDismissesTheAlert() {
        let log = EventLog()
        let host = ViewHost(LoginScreen(log: log), device: .macWindow)
        #expect(host.tap(on: "open"))
        for _ in 0..<2 { host.pressKey(.tab) }
        #expect(host.focusedIdentifier == "cancel")
        #expect(host.pressKey(.space))
        #expect(log.take() == ["cancel"])
        #expect(host.presentations.isEmpty)
    }

    @Test(arguments: [DeviceProfile.iPhone15Pro, .macWindow])
    func returnInAFieldSubmitsItThenRunsTheDefaultAction(device: DeviceProfile) {
        let log = EventLog()
        let host = ViewHost(LoginScreen(log: log), device: device)
        #expect(host.tap(on: "open"))
        host.type("ann")
        #expect(host.pressKey(.tab))
        host.type("secret")
        #expect(host.pressKey(.return))
        #expect(log.take() == ["submit", "login ann 6"])
        #expect(host.presentations.isEmpty)
    }

    @Test func anAlertWithoutFieldsLeavesFocusAlone() {
        struct Screen: View {
            @State var shown = false
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Search", text: $text).accessibilityIdentifier("search")
                    Button("Ask") { shown = true }.accessibilityIdentifier("ask")
                }
                .alert("Sure?", isPresented: $shown) { Button("OK") {} }
            }
        }
        let host = ViewHost(Screen(), device: .macWindow)
        #expect(host.tap(on: "ask"))
        #expect(host.presentations.map(\.kind) == [.alert])
        #expect(host.focusedIdentifier == nil)
    }
}

enum KeyPressStep: Equatable, Sendable {
    case tab, shiftTab
}

/// A dismissed alert fades out where it was: every part of it is drawn in place while it
/// leaves (the gallery's `cart-promo-wrong` drew the departing card's subviews offset by
/// their parents' origins, a pale rectangle at the bottom right of the screen).
@MainActor
struct AlertDismissalDrawingTests {
    /// The origins of the texts drawn, anywhere in `list`.
    private func textOrigins(_ list: DisplayList) -> [CGPoint] {
        list.items.flatMap { item -> [CGPoint] in
            switch item {
            case .text(let text): return [text.origin]
            case .group(_, let inner): return textOrigins(inner)
            default: return []
            }
        }
    }

    @Test func aLeavingAlertIsDrawnInPlace() async throws {
        let host = ViewHost(DeleteScreen(log: EventLog()), device: .iPhone15Pro)
        #expect(host.tap(on: "remove"))
        await host.advance(by: 0.6)
        let shown = textOrigins(host.displayList())
        let card = try #require(host.frame(of: "presentation.alert"))
        #expect(host.tap(on: "delete"))
        await host.advance(by: 0.06)
        let leaving = host.displayList()
        let drawn = textOrigins(leaving)
        // The title, the message, both actions and the button behind.
        #expect(drawn.count == 5 && shown.count == 5)
        for origin in drawn {
            #expect(shown.contains { abs($0.x - origin.x) < 0.5 && abs($0.y - origin.y) < 0.5 }, "text at \(origin)")
        }
        let bounds = try #require(leaving.bounds)
        #expect(bounds.maxX <= 393 && bounds.maxY <= 852, "nothing drawn off the screen")
        #expect(card.maxX <= 393)
    }
}
