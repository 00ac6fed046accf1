import Foundation
import Testing
@testable import PortableUICore

/// Keyboard-only use: Tab and Shift-Tab reach every control in reading order (here also the
/// order of the view tree; FocusOrderTests has the layouts where they differ),
/// Space and Return press the focused button, and the focused view draws a focus ring while
/// the keyboard moves the focus. The order and the activation keys are those of macOS with
/// Keyboard navigation on (System Settings › Keyboard; Apple's "Navigate your Mac using your
/// keyboard") and of GTK; the ring's metrics are unverified (docs/differences.md).
@MainActor
struct KeyboardNavigationTests {
    /// A settings screen with one control of each kind, a disabled button and a button taken
    /// out of the focus loop.
    private struct Screen: View {
        let log: EventLog
        @State var name = ""
        @State var isOn = false
        @State var flavor = 0
        @State var count = 1
        var body: some View {
            VStack {
                TextField("Name", text: $name).accessibilityIdentifier("name")
                HStack {
                    Button("Save") { log("save") }.accessibilityIdentifier("save")
                    Button("Delete") { log("delete") }.disabled(true).accessibilityIdentifier("delete")
                    Button("Help") { log("help") }.focusable(false).accessibilityIdentifier("help")
                    Link("Docs", destination: URL(string: "https://example.com/docs")!).accessibilityIdentifier("docs")
                }
                Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("wifi")
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag(0)
                    Text("Chocolate").tag(1)
                }
                .pickerStyle(.menu)
                .accessibilityIdentifier("flavor")
                Stepper("Count", value: $count, in: 0...3).accessibilityIdentifier("count")
                Color.blue.frame(width: 20, height: 20).focusable().accessibilityIdentifier("swatch")
                    .focusEffectDisabled()
            }
            .environment(\.openURL, OpenURLAction { url in
                log("open \(url.absoluteString)")
                return .handled
            })
        }
    }

    private static let order = ["name", "save", "docs", "wifi", "flavor", "count", "swatch"]

    private func host(_ log: EventLog? = nil) -> ViewHost<Screen> {
        ViewHost(Screen(log: log ?? EventLog()), device: .macWindow)
    }

    /// The identifiers focused after each of `count` presses of Tab (Shift-Tab when `backward`).
    private func focusSequence<V: View>(_ host: ViewHost<V>, presses count: Int, backward: Bool = false) -> [String] {
        (0..<count).map { _ in
            host.pressKey(.tab, modifiers: backward ? .shift : [])
            return host.focusedIdentifier ?? "none"
        }
    }

    @Test func tabVisitsEveryEnabledFocusableControlInReadingOrderAndWraps() {
        let host = host()
        // The disabled button and the one under focusable(false) are no stops; the stepper's
        // step buttons are part of the stepper, the menu picker's button part of the picker.
        #expect(focusSequence(host, presses: 8) == Self.order + ["name"])
    }

    @Test func shiftTabVisitsThemBackwards() {
        let host = host()
        #expect(focusSequence(host, presses: 8, backward: true) == Self.order.reversed() + ["swatch"])
    }

    // Each row: how many Tabs reach the control, the key pressed, what the action logged.
    @Test(arguments: [
        (2, KeyEquivalent.space, ["save"]),
        (2, .return, ["save"]),
        (3, .space, ["open https://example.com/docs"]),
        (3, .return, ["open https://example.com/docs"]),
    ])
    func spaceAndReturnPressTheFocusedButtonOrLink(tabs: Int, key: KeyEquivalent, expected: [String]) {
        let log = EventLog()
        let host = host(log)
        for _ in 0..<tabs { host.pressKey(.tab) }
        #expect(host.pressKey(key))
        #expect(log.take() == expected)
    }

    @Test func spaceTogglesTheFocusedToggle() {
        let host = host()
        for _ in 0..<4 { host.pressKey(.tab) }
        #expect(host.focusedIdentifier == "wifi")
        #expect(host.accessibilityTree.element(identifier: "wifi")?.value == "off")
        #expect(host.pressKey(.space))
        #expect(host.accessibilityTree.element(identifier: "wifi")?.value == "on")
    }

    @Test func clickingAButtonLeavesTheTextFieldFocused() {
        let log = EventLog()
        let host = host(log)
        #expect(host.tap(on: "name"))
        #expect(host.focusedIdentifier == "name")
        #expect(host.tap(on: "save"))
        #expect(log.take() == ["save"])
        #expect(host.focusedIdentifier == "name")
    }

    @Test func aButtonThatBecomesDisabledIsSkipped() {
        struct Toggling: View {
            @State var enabled = true
            var body: some View {
                VStack {
                    Button("Lock") { enabled.toggle() }.accessibilityIdentifier("lock")
                    Button("Send") {}.disabled(!enabled).accessibilityIdentifier("send")
                    Button("Undo") {}.accessibilityIdentifier("undo")
                }
            }
        }
        let host = ViewHost(Toggling(), device: .macWindow)
        #expect(focusSequence(host, presses: 3) == ["lock", "send", "undo"])
        host.pressKey(.tab)
        #expect(host.pressKey(.space))
        #expect(focusSequence(host, presses: 2) == ["undo", "lock"])
    }

    // MARK: Tab views and focus bindings

    private struct Tabs: View {
        @State var selection = 0
        var body: some View {
            TabView(selection: $selection) {
                Button("Refresh") {}.accessibilityIdentifier("refresh")
                    .tabItem { Text("Home") }.tag(0)
                Text("Settings page")
                    .tabItem { Text("Settings") }.tag(1)
            }
        }
    }

    /// The label of the focused element of the accessibility tree.
    private func focusedLabel<V: View>(_ host: ViewHost<V>) -> String? {
        host.accessibilityTree.allElements.first(where: \.isFocused)?.label
    }

    @Test func tabReachesATabViewsTabsAndSpaceSelectsOne() {
        let host = ViewHost(Tabs(), device: .iPhone15Pro)
        var labels: [String] = []
        for _ in 0..<3 {
            host.pressKey(.tab)
            labels.append(focusedLabel(host) ?? "none")
        }
        // The page's button, then the tab bar below it, leading to trailing.
        #expect(labels == ["Refresh", "Home", "Settings"])
        #expect(host.pressKey(.space))
        #expect(host.accessibilityTree.element(labeled: "Settings page") != nil)
        #expect(host.accessibilityTree.allElements.first { $0.role == .tab && $0.label == "Settings" }?.traits
            .contains(.isSelected) == true)
    }

    @Test func focusStateMovesTheFocusAndTabGoesOnFromThere() {
        struct Bound: View {
            @FocusState var focused: Bool
            var body: some View {
                VStack {
                    Button("One") {}.accessibilityIdentifier("one")
                    Button("Two") {}.accessibilityIdentifier("two").focused($focused)
                    Button("Three") {}.accessibilityIdentifier("three")
                    Button("Focus two") { focused = true }.accessibilityIdentifier("focus-two")
                }
            }
        }
        let host = ViewHost(Bound(), device: .macWindow)
        #expect(host.tap(on: "focus-two"))
        #expect(host.focusedIdentifier == "two")
        #expect(focusSequence(host, presses: 1) == ["three"])
    }

    // MARK: The focus ring

    /// The rectangles of the focus rings drawn (3-point strokes of the tint at half opacity).
    private func rings<V: View>(_ host: ViewHost<V>) -> [CGRect] {
        var found: [CGRect] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .stroke(let path, .color(let color), let style) where style.lineWidth == FocusRing.width:
                    if color == Color.accentColor.resolved(in: EnvironmentValues()).opacity(FocusRing.opacity) {
                        found.append(path.boundingRect)
                    }
                case .group(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(host.displayList())
        return found
    }

    @Test func theFocusedButtonDrawsItsRingOutsideItsFrameAfterTab() throws {
        let host = host()
        host.pressKey(.tab)
        host.pressKey(.tab)
        let save = try #require(host.frame(of: "save"))
        // A 3-point stroke centred 1.5 points outside the frame covers the 3 points around it.
        #expect(rings(host) == [save.insetBy(dx: -1.5, dy: -1.5)])
    }

    @Test func aPressHidesTheRingUntilTheNextTab() throws {
        let host = host()
        host.pressKey(.tab)
        host.pressKey(.tab)
        #expect(rings(host).count == 1)
        host.tap(at: CGPoint(x: 2, y: 2))
        #expect(rings(host).isEmpty)
        host.pressKey(.tab)
        let docs = try #require(host.frame(of: "docs"))
        #expect(rings(host) == [docs.insetBy(dx: -1.5, dy: -1.5)])
    }

    @Test func aClickedToggleDrawsNoRing() {
        let host = host()
        #expect(host.tap(on: "wifi"))
        #expect(host.focusedIdentifier == "wifi")
        #expect(rings(host).isEmpty)
    }

    // Each row: Tabs pressed, the rings drawn — the text field's own (its border's ring, in
    // the same place and color) and no second one, the toggle's, none under
    // focusEffectDisabled().
    @Test(arguments: [(1, 1), (4, 1), (7, 0)])
    func ringsAreDrawnOncePerFocusedControlThatWantsOne(tabs: Int, count: Int) {
        let host = host()
        for _ in 0..<tabs { host.pressKey(.tab) }
        #expect(rings(host).count == count)
    }

    @Test func theRingTakesTheTint() throws {
        let host = ViewHost(Button("Go") {}.tint(.red).accessibilityIdentifier("go"), device: .macWindow)
        host.pressKey(.tab)
        let go = try #require(host.frame(of: "go"))
        let red = host.displayList().items.contains { item in
            guard case .stroke(let path, .color(let color), _) = item else { return false }
            return color == Color.red.opacity(FocusRing.opacity) && path.boundingRect == go.insetBy(dx: -1.5, dy: -1.5)
        }
        #expect(red)
    }

    @Test func theRingFollowsTheFocusEffectShape() throws {
        let host = ViewHost(
            Button("Add") {}.contentShape(.focusEffect, Capsule()).accessibilityIdentifier("add"), device: .macWindow)
        host.pressKey(.tab)
        let add = try #require(host.frame(of: "add"))
        let capsule = Capsule().path(in: add.insetBy(dx: -1.5, dy: -1.5))
        let drawn = host.displayList().items.compactMap { item -> Path? in
            guard case .stroke(let path, _, let style) = item, style.lineWidth == FocusRing.width else { return nil }
            return path
        }
        #expect(drawn.map(String.init(describing:)) == [String(describing: capsule)])
    }

    @Test func aWindowWithNothingFocusableIgnoresTab() {
        let host = ViewHost(Text("Nothing to focus"), device: .macWindow)
        #expect(host.pressKey(.tab))
        #expect(host.focusedIdentifier == nil)
        #expect(rings(host).isEmpty)
    }
}
