import Foundation
@_spi(Hosting) import PortableUICore
import Testing
@testable import PortableUIWindow

private struct ShownProductKey: FocusedValueKey {
    typealias Value = Int
}

extension FocusedValues {
    fileprivate var shownProduct: Int? {
        get { self[ShownProductKey.self] }
        set { self[ShownProductKey.self] = newValue }
    }
}

/// A window that publishes the product it shows, and opens the next one.
private struct ProductPage: View {
    @Binding var product: Int?
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Color.white
            .focusedSceneValue(\.shownProduct, product ?? 0)
            .accessibilityIdentifier("page-\(product ?? 0)")
    }
}

/// Product › Inspect (Ctrl+I): opens an inspector window for the product of the window the
/// command is chosen in.
private struct InspectItem: View {
    @FocusedValue(\.shownProduct) private var shownProduct
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Inspect") {
            if let shownProduct { openWindow(id: "inspector", value: "inspect \(shownProduct)") }
        }
        .keyboardShortcut("i")
    }
}

private struct FocusApp: App {
    var body: some Scene {
        WindowGroup("Page", for: Int.self) { $product in ProductPage(product: $product) }
            .commands { CommandMenu("Product") { InspectItem() } }
        WindowGroup("Inspector", id: "inspector", for: String.self) { $text in Text(text ?? "") }
    }
}

private struct MenuApp: App {
    var body: some Scene {
        WindowGroup("Main", id: "main") { Color.white.accessibilityIdentifier("content") }
            .defaultSize(width: 600, height: 400)
            .commands {
                CommandMenu("Product") {
                    OpenProductItem()
                }
                CommandGroup(replacing: .help) {
                    Button("Shell Help") {}.accessibilityIdentifier("help-item")
                }
                CommandGroup(after: .newItem) {
                    Button("New Item") {}.accessibilityIdentifier("new-item")
                }
            }
        Window("Product", id: "product") { Color.gray.frame(width: 200, height: 100) }
        Settings { Color.blue.frame(width: 300, height: 200) }
    }
}

private struct OpenProductItem: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open Product…") { openWindow(id: "product") }
            .keyboardShortcut("o")
            .accessibilityIdentifier("open-product")
    }
}

@MainActor
struct MenuBarTests {
    /// The menus in the order of a Linux menu bar: the standard ones that have items, the
    /// app's own after View, Help last.
    @Test func theMenuBarListsTheMenusThatHaveItemsInOrder() {
        let window = AppHost(MenuApp()).windows[0]
        let titles = ["File", "Edit", "View", "Product", "Window", "Help"]
        let frames = titles.map { window.content.frame(of: "menu-\($0)") }
        #expect(frames.map { $0 != nil } == [true, true, false, true, false, true])
        let shown = frames.compactMap { $0 }
        #expect(shown.map(\.minX) == shown.map(\.minX).sorted())
        #expect(shown.allSatisfy { $0.minY == 0 && $0.height == MenuBar.height })
        // The content starts below the bar and fills the rest of the window.
        #expect(window.content.frame(of: "content") == CGRect(x: 0, y: 24, width: 600, height: 376))
    }

    @Test func anAppWithoutCommandsHasNoMenuBar() {
        let window = AppHost(WindowGroup { Color.white.accessibilityIdentifier("content") }.defaultSize(width: 300, height: 200))
            .windows[0]
        #expect(window.content.frame(of: "menu-File") == nil)
        #expect(window.content.frame(of: "content") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    /// Accelerators work while the menus are closed: (keys, the window titles after them).
    @Test func shortcutsRunTheirCommandsWithTheMenusClosed() {
        let app = AppHost(MenuApp())
        let steps: [(KeyEquivalent, [String])] = [
            ("o", ["Main", "Product"]),
            ("o", ["Main", "Product"]),
            (",", ["Main", "Product", "Settings"]),
            ("w", ["Main", "Product"]),
            ("n", ["Main", "Product", "Main"]),
            ("q", []),
        ]
        for (key, titles) in steps {
            // Keys go to the focused window; windows without the bar (Product) get focus
            // too, so the main window is focused first.
            guard let main = app.windows.last(where: { $0.title == "Main" }), let focused = app.focusedWindow else {
                Issue.record("no main or focused window before Ctrl+\(key.character)")
                return
            }
            if key != "w" { app.focus(main) }
            let target = key == "w" ? focused : main
            #expect(target.content.pressKey(key, modifiers: .command), "Ctrl+\(key.character)")
            #expect(app.windows.map(\.title) == titles, "after Ctrl+\(key.character)")
        }
        #expect(!app.isRunning)
    }

    /// `@FocusedValue` in a command reads what the window it acts in publishes.
    @Test func commandsReadTheFocusedValuesOfTheirWindow() {
        let app = AppHost(FocusApp())
        app.openWindow(value: 3)
        app.openWindow(value: 5)
        #expect(app.windows.map(\.presentedValue) == [nil, AnyHashable(3), AnyHashable(5)])
        let cases: [(window: Int, inspector: String)] = [(1, "inspect 3"), (2, "inspect 5"), (0, "inspect 0")]
        for (index, inspector) in cases {
            let window = app.windows[index]
            app.focus(window)
            #expect(window.content.pressKey("i", modifiers: .command))
            #expect(app.focusedWindow?.presentedValue == AnyHashable(inspector), "Ctrl+I in window \(index)")
        }
    }

    @Test func aViewThatLeavesStopsPublishing() {
        let store = _FocusedValuesStore()
        struct Page: View {
            let publishes: Bool
            var body: some View {
                if publishes { Color.red.focusedSceneValue(\.shownProduct, 9) } else { Color.blue }
            }
        }
        var environment = EnvironmentValues()
        environment._focusedValuesStore = store
        let host = ViewHost(Page(publishes: true), size: CGSize(width: 10, height: 10), environment: environment)
        #expect(store.values.shownProduct == 9)
        host.update(Page(publishes: false))
        #expect(store.values.shownProduct == nil)
    }

    @Test func clickingATitleOpensItsMenu() {
        let window = AppHost(MenuApp()).windows[0]
        // Mounted once out of sight, for its shortcut.
        #expect(window.content.frames(of: "open-product").count == 1)
        #expect(window.content.tap(on: "menu-Product"))
        window.content.flush()
        let frames = window.content.frames(of: "open-product")
        #expect(frames.count == 2)
        // The open menu's row (the presentation layer is drawn last) hangs below the bar,
        // under the Product title.
        let item = frames.last, title = window.content.frame(of: "menu-Product")
        #expect(item.map { $0.minY >= MenuBar.height } == true)
        if let item, let title { #expect(item.minX >= title.minX && item.minX < title.maxX) }
    }
}

/// What the edited window's text field is bound to.
private final class Draft {
    var text = ""
}

private struct EditApp: App {
    var draft = Draft()

    var body: some Scene {
        WindowGroup("Main") {
            TextField("Name", text: Binding(get: { draft.text }, set: { draft.text = $0 })).accessibilityIdentifier("field")
        }
        .commands { CommandMenu("Product") { Button("Show") {} } }
    }
}

@MainActor
struct EditMenuUndoTests {
    /// The Edit menu's Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z) act with the window's undo
    /// manager, where its text field registered the typing.
    @Test func undoAndRedoUndoTheWindowsTyping() {
        let app = EditApp()
        let draft = app.draft
        let window = AppHost(app).windows[0]
        #expect(window.content.frame(of: "menu-Edit") != nil)
        window.content.tap(on: "field")
        window.content.insertText("hi")
        #expect(draft.text == "hi")
        let steps: [(modifiers: EventModifiers, text: String)] = [(.command, ""), ([.command, .shift], "hi")]
        for step in steps {
            #expect(window.content.pressKey("z", modifiers: step.modifiers))
            #expect(draft.text == step.text)
        }
        // Nothing left to redo: the Redo item is disabled, the key does nothing.
        #expect(!window.content.pressKey("z", modifiers: [.command, .shift]))
    }
}

/// A list of groceries that copies, cuts and takes pasted names, beside a note field.
private final class Groceries {
    var items = ["Beans", "Tea"]
    var note = "Oats"
}

private struct GroceriesApp: App {
    var groceries = Groceries()

    var body: some Scene {
        WindowGroup("Main") {
            let groceries = groceries
            VStack {
                Text("Groceries").focusable()
                    .copyable(groceries.items)
                    .cuttable(for: String.self) {
                        let cut = groceries.items
                        groceries.items = []
                        return cut
                    }
                    .pasteDestination(for: String.self) { groceries.items += $0 }
                    .accessibilityIdentifier("list")
                TextField("Note", text: Binding(get: { groceries.note }, set: { groceries.note = $0 }))
                    .accessibilityIdentifier("note")
            }
        }
        .defaultSize(width: 400, height: 300)
        .commands { CommandMenu("List") { Button("Sort") {} } }
    }
}

@MainActor
struct EditMenuPasteboardTests {
    /// The Edit menu's rows, in order, each with its shortcut right-aligned.
    @Test func theEditMenuListsItsItemsWithTheirShortcuts() throws {
        let window = AppHost(GroceriesApp()).windows[0]
        #expect(window.content.tap(on: "menu-Edit"))
        window.content.flush()
        let menu = try #require(window.content.accessibilityTree.element(identifier: "presentation.menu"))
        let rows = menu.elements(role: .button).map(\.label)
        #expect(rows == ["Undo", "Redo", "Cut", "Copy", "Paste", "Select All"])
        let shortcuts = window.content.frames(of: "presentation.menu.shortcut")
        #expect(shortcuts.count == 6)
        #expect(Set(shortcuts.map(\.maxX)).count == 1)
    }

    /// Ctrl+C, Ctrl+X and Ctrl+V, and the menu's rows, act on the focused list; with the
    /// text field focused, they edit its text.
    @Test func cutCopyAndPasteActOnTheFocusedView() {
        let app = GroceriesApp()
        let groceries = app.groceries
        let window = AppHost(app).windows[0]
        window.content.tap(on: "list")
        #expect(window.content.pressKey("c", modifiers: .command))
        #expect(window.content.clipboard.string == "Beans\nTea")
        #expect(window.content.pressKey("x", modifiers: .command))
        #expect(groceries.items.isEmpty)
        #expect(window.content.pressKey("v", modifiers: .command))
        #expect(groceries.items == ["Beans", "Tea"])
        // The menu's Paste pastes into the list focused before the menu opened.
        #expect(window.content.tap(on: "menu-Edit"))
        window.content.flush()
        let paste = window.content.accessibilityTree.element(labeled: "Paste")
        if let paste { window.content.performAccessibilityAction(named: "default", on: paste) }
        #expect(groceries.items == ["Beans", "Tea", "Beans", "Tea"])
        // A focused text field copies its own selection.
        window.content.tap(on: "note")
        window.content.pressKey("a", modifiers: .command)
        window.content.pressKey("c", modifiers: .command)
        #expect(window.content.clipboard.string == "Oats")
    }

    /// Cut, Copy, Paste and Select All are enabled only with something to act on, their
    /// shortcuts with them: a focused text field's selection (Cut, Copy), any focused text
    /// field (Select All), a `copyable`/`cuttable` view, and something on the clipboard with
    /// a text field or a `pasteDestination` to take it (Paste). SwiftUI's rule for Paste is
    /// unverified (macOS enables it when the responder accepts the pasteboard's types).
    @Test func theEditItemsAreEnabledWithSomethingToActOn() {
        let window = AppHost(GroceriesApp()).windows[0]
        // Nothing focused: every item disabled, Ctrl+C goes unhandled.
        #expect(enabledEditItems(window) == [])
        #expect(!window.content.pressKey("c", modifiers: .command))
        // The list copies and cuts; the clipboard is empty, so nothing pastes.
        window.content.tap(on: "list")
        #expect(enabledEditItems(window) == ["Cut", "Copy"])
        #expect(!window.content.pressKey("v", modifiers: .command))
        #expect(window.content.pressKey("c", modifiers: .command))
        #expect(enabledEditItems(window) == ["Cut", "Copy", "Paste"])
        // A text field with a caret selects all and pastes; with a selection it cuts and copies.
        window.content.tap(on: "note")
        #expect(enabledEditItems(window) == ["Paste", "Select All"])
        #expect(window.content.pressKey("a", modifiers: .command))
        #expect(enabledEditItems(window) == ["Cut", "Copy", "Paste", "Select All"])
    }

    /// The enabled rows among the Edit menu's Cut, Copy, Paste and Select All, the menu
    /// opened and closed again.
    private func enabledEditItems(_ window: AppWindow) -> [String] {
        guard window.content.tap(on: "menu-Edit") else { return ["no menu"] }
        window.content.flush()
        let rows = window.content.accessibilityTree.element(identifier: "presentation.menu")?.elements(role: .button) ?? []
        let enabled = rows.filter { $0.isEnabled && !["Undo", "Redo"].contains($0.label) }.map(\.label)
        window.content.pressKey(.escape, modifiers: [])
        window.content.flush()
        return enabled
    }
}
