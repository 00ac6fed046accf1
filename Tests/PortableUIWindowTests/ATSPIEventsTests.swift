import Foundation
import PortableUICore
import Testing

@testable import PortableUIWindow

/// The AT-SPI events the bridge sends between two snapshots of a window's tree.
@MainActor
struct ATSPIEventsTests {
    struct Screen: View {
        @State var count = 0
        @State var showsMore = false
        @State var isOn = false

        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Text("Count \(count)")
                Toggle("Sound", isOn: $isOn)
                Button("More") { showsMore = true }
                if showsMore { Text("Details") }
            }
        }
    }

    private func snapshot(_ host: ViewHost<Screen>) -> ATSPITree {
        ATSPITree(window: host.accessibilityTree, busName: ":1.1", screenOrigin: .zero)
    }

    private func summary(_ signals: [ATSPIEvents.Signal]) -> [String] {
        signals.map { "\($0.member) \($0.detail) \($0.path.dropFirst(ATSPITree.prefix.count)) \($0.detail1)" }
    }

    @Test func anUnchangedTreeSendsNothing() {
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 300))
        #expect(ATSPIEvents.signals(from: snapshot(host), to: snapshot(host)).isEmpty)
    }

    @Test func changesAtAPositionAreSentAsPropertiesAndStates() throws {
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 300))
        let before = snapshot(host)
        host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "Add")))
        host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "Sound")))
        let signals = ATSPIEvents.signals(from: before, to: snapshot(host))
        #expect(summary(signals) == ["PropertyChange accessible-name w_1 0", "PropertyChange accessible-value w_2 0", "StateChanged checked w_2 1"])
        #expect(signals[0].value == .string("Count 1"))
        #expect(signals[0].arguments.map(\.signature) == ["s", "i", "i", "v", "a{sv}"])
    }

    @Test func addedChildrenAndFocusAreSent() throws {
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 300))
        let before = snapshot(host)
        host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "More")))
        #expect(host.moveKeyboardFocus(to: try #require(host.accessibilityTree.element(labeled: "Sound"))))
        let after = snapshot(host)
        let signals = ATSPIEvents.signals(from: before, to: after)
        #expect(summary(signals) == ["ChildrenChanged add w 4", "StateChanged focused w_2 1", "Focus  w_2 0"])
        #expect(signals[0].value == after.reference([4]))
        let back = ATSPIEvents.signals(from: after, to: before)
        #expect(summary(back) == ["ChildrenChanged remove w 4", "StateChanged focused w_2 0"])
    }

    @Test func windowsOpeningClosingAndActivatingAreSent() {
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 300))
        let tree = ATSPITree(
            window: host.accessibilityTree, busName: ":1.1", screenOrigin: .zero, number: 4, title: "Inspector", isActive: false)
        let opened = ATSPIEvents.windowOpened(tree, at: 1)
        #expect(summary(opened) == ["ChildrenChanged add root 1", "Create  w4 0"])
        #expect(opened.map(\.interface) == [ATSPIEvents.object, ATSPIEvents.window])
        #expect(opened[0].value == .structure([.string(":1.1"), .objectPath("/org/a11y/atspi/accessible/w4")]))
        #expect(opened[1].value == .string("Inspector"))
        let closed = ATSPIEvents.windowClosed(tree, at: 1)
        #expect(summary(closed) == ["Destroy  w4 0", "ChildrenChanged remove root 1"])
        #expect(closed[1].value == opened[0].value)
        #expect(summary(ATSPIEvents.windowActivation(true, of: tree)) == ["Activate  w4 0", "StateChanged active w4 1"])
        #expect(summary(ATSPIEvents.windowActivation(false, of: tree)) == ["Deactivate  w4 0", "StateChanged active w4 0"])
    }

    @Test func changesInAnotherWindowAreSentAtItsPaths() throws {
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 300))
        let before = ATSPITree(window: host.accessibilityTree, busName: ":1.1", screenOrigin: .zero, number: 2)
        host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "More")))
        #expect(host.moveKeyboardFocus(to: try #require(host.accessibilityTree.element(labeled: "Sound"))))
        let after = ATSPITree(window: host.accessibilityTree, busName: ":1.1", screenOrigin: .zero, number: 2)
        let signals = ATSPIEvents.signals(from: before, to: after)
        #expect(summary(signals) == ["ChildrenChanged add w2 4", "StateChanged focused w2_2 1", "Focus  w2_2 0"])
        #expect(signals[0].value == .structure([.string(":1.1"), .objectPath("/org/a11y/atspi/accessible/w2_4")]))
    }

    @Test func textChangesAreTheChangedMiddle() {
        let cases: [(String, String, [String])] = [
            ("", "abc", ["insert 0 3 abc"]),
            ("abc", "", ["delete 0 3 abc"]),
            ("abc", "abXc", ["insert 2 1 X"]),
            ("hello world", "hello there world", ["insert 6 6 there "]),
            ("abcd", "aXd", ["delete 1 2 bc", "insert 1 1 X"]),
            ("same", "same", []),
        ]
        for (old, new, expected) in cases {
            let signals = ATSPIEvents.textChanges(from: old, to: new, path: "/p")
            #expect(signals.map { "\($0.detail) \($0.detail1) \($0.detail2) \($0.value.stringValue ?? "")" } == expected, "\(old) → \(new)")
        }
    }
}
