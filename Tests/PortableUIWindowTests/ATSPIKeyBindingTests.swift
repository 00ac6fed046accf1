import Foundation
@_spi(Hosting) import PortableUICore
import Testing

@testable import PortableUIWindow

/// The key bindings the AT-SPI bridge gives a button's default action and a menu bar item's:
/// `atk_action_get_keybinding`'s "mnemonic;sequence;shortcut" (docs.gtk.org/atk,
/// method.Action.get_keybinding), the shortcut as `gtk_accelerator_name` writes it
/// (docs.gtk.org/atspi2, method.Action.get_key_binding: "Meta-keys are indicated by the
/// conventional strings <Control>, <Alt>, <Shift>"). The modifier order and key names were
/// measured with GTK 2.24's `gtk_accelerator_name` (primary modifier, Shift, Alt; `comma`,
/// `Return`, `Up`, `F5`, `BackSpace`).
@MainActor
struct ATSPIKeyBindingTests {
    /// (key, modifiers, the expected key binding).
    static let cases: [(KeyEquivalent, EventModifiers, String)] = [
        ("q", .command, ";;<Control>q"),
        ("Q", .command, ";;<Control>q"),
        ("z", [.command, .shift], ";;<Control><Shift>z"),
        ("z", [.shift, .option, .command], ";;<Control><Shift><Alt>z"),
        ("q", [.option, .shift], ";;<Shift><Alt>q"),
        ("k", .control, ";;<Control>k"),
        (",", .command, ";;<Control>comma"),
        (.return, .command, ";;<Control>Return"),
        (.upArrow, [.command, .option], ";;<Control><Alt>Up"),
        (.delete, .command, ";;<Control>BackSpace"),
        (.escape, [], ";;Escape"),
        (KeyEquivalent("\u{F708}"), [], ";;F5"),
        (KeyEquivalent("\u{F726}"), .shift, ";;<Shift>F35"),
    ]

    struct Shortcuts: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(ATSPIKeyBindingTests.cases.indices, id: \.self) { index in
                    let (key, modifiers, _) = ATSPIKeyBindingTests.cases[index]
                    Button("Shortcut \(index)") {}.keyboardShortcut(key, modifiers: modifiers)
                }
                Button("Plain") {}
                Slider(value: .constant(0.5))
            }
            .frame(width: 200)
        }
    }

    private static let desktop = DBusValue.structure([.string("org.a11y.atspi.Registry"), .objectPath("/org/a11y/atspi/accessible/root")])

    private func object(_ label: String, in window: AccessibilityNode) -> ATSPIObject? {
        let tree = ATSPITree(window: window, busName: ":1.7", screenOrigin: .zero, title: "Keys")
        guard let indexPath = tree.allIndexPaths().first(where: { tree.element(at: $0)?.label == label }) else { return nil }
        return ATSPIObject(path: ATSPITree.path(indexPath), windows: [tree], desktop: Self.desktop, name: "Keys", applicationID: 3)
    }

    private func answer(_ object: ATSPIObject?, _ member: String, _ arguments: [DBusValue] = []) -> [DBusValue] {
        guard case .values(let values)? = object?.answer(ATSPIObject.action, member, arguments) else { return [] }
        return values
    }

    @Test func aButtonsShortcutIsItsClickKeyBinding() {
        let host = ViewHost(Shortcuts(), size: CGSize(width: 200, height: 600))
        for (index, (_, _, expected)) in Self.cases.enumerated() {
            let button = object("Shortcut \(index)", in: host.accessibilityTree)
            #expect(answer(button, "GetKeyBinding", [.int32(0)]) == [.string(expected)], "\(expected)")
            let actions = DBusValue.array(elementSignature: "(sss)", [.structure([.string("click"), .string(""), .string(expected)])])
            #expect(answer(button, "GetActions") == [actions], "\(expected)")
        }
    }

    /// No shortcut, an action without one, or no such action: an empty key binding.
    @Test func otherActionsHaveNoKeyBinding() {
        let host = ViewHost(Shortcuts(), size: CGSize(width: 200, height: 600))
        let plain = object("Plain", in: host.accessibilityTree)
        #expect(answer(plain, "GetKeyBinding", [.int32(0)]) == [.string("")])
        let shortcut = object("Shortcut 0", in: host.accessibilityTree)
        #expect(answer(shortcut, "GetKeyBinding", [.int32(3)]) == [.string("")])
        #expect(answer(shortcut, "GetKeyBinding", [.int32(-1)]) == [.string("")])
        let tree = ATSPITree(window: host.accessibilityTree, busName: ":1.7", screenOrigin: .zero)
        let sliderPath = tree.allIndexPaths().first { tree.element(at: $0)?.role == .slider }
        let slider = sliderPath.flatMap {
            ATSPIObject(path: ATSPITree.path($0), windows: [tree], desktop: Self.desktop, name: "Keys", applicationID: 3)
        }
        #expect(answer(slider, "GetKeyBinding", [.int32(0)]) == [.string("")])
        #expect(answer(slider, "GetKeyBinding", [.int32(1)]) == [.string("")])
    }

    private struct MenuApp: App {
        var body: some Scene {
            WindowGroup("Main") { Color.white }
                .defaultSize(width: 400, height: 300)
                .commands { CommandMenu("Product") { Button("Open Product…") {}.keyboardShortcut("o", modifiers: [.command, .shift]) } }
        }
    }

    /// A menu bar item's shortcut reaches its row in the open menu the same way.
    @Test func anOpenMenusRowsHaveTheirShortcutsKeyBindings() {
        let window = AppHost(MenuApp()).windows[0]
        #expect(window.content.tap(on: "menu-Product"))
        window.content.flush()
        let row = object("Open Product…", in: window.content.accessibilityTree)
        #expect(answer(row, "GetKeyBinding", [.int32(0)]) == [.string(";;<Control><Shift>o")])
        window.content.pressKey(.escape, modifiers: [])
        window.content.flush()
        #expect(window.content.tap(on: "menu-File"))
        window.content.flush()
        let quit = object("Quit", in: window.content.accessibilityTree)
        #expect(answer(quit, "GetKeyBinding", [.int32(0)]) == [.string(";;<Control>q")])
    }
}
