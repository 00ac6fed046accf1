import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// `copyable`, `cuttable`, `pasteDestination` (macOS 13: Command-C, -X and -V reach the
/// focused view's; Ctrl here) and `PasteButton`, with the host's in-memory clipboard.
@MainActor
struct ClipboardCommandTests {
    private let size = CGSize(width: 300, height: 200)

    @Test func copyPutsTheFocusedViewsItemsOnTheClipboard() {
        let view = Text("Groceries").focusable().copyable(["Beans", "Oat milk"]).accessibilityIdentifier("list")
        let host = ViewHost(view, size: size)
        // Nothing focused: the command reaches no view.
        #expect(!host.pressKey("c", modifiers: .control))
        #expect(host.clipboard.string == nil)
        host.tap(on: "list")
        #expect(host.pressKey("c", modifiers: .control))
        #expect(host.clipboard.string == "Beans\nOat milk")
    }

    @Test func cutRemovesTheItemsAndCopiesThem() {
        var items = ["Beans", "Tea"]
        let view = Text("Groceries").focusable()
            .cuttable(for: String.self) {
                let cut = items
                items = []
                return cut
            }
            .accessibilityIdentifier("list")
        let host = ViewHost(view, size: size)
        host.tap(on: "list")
        #expect(host.pressKey("x", modifiers: .control))
        #expect(host.clipboard.string == "Beans\nTea")
        #expect(items.isEmpty)
        // A second cut has nothing to move: the clipboard keeps what it has.
        #expect(!host.pressKey("x", modifiers: .control))
        #expect(host.clipboard.string == "Beans\nTea")
    }

    @Test func pasteDeliversValidatedItems() {
        var pasted: [String] = []
        let view = Text("Groceries").focusable()
            .pasteDestination(for: String.self) { pasted += $0 } validator: { $0.filter { !$0.isEmpty } }
            .accessibilityIdentifier("list")
        let host = ViewHost(view, size: size)
        host.tap(on: "list")
        // (clipboard text, pasted after the paste); the validator drops empty text.
        let table: [(text: String?, pasted: [String])] = [(nil, []), ("", []), ("Rye bread", ["Rye bread"])]
        for row in table {
            pasted = []
            host.clipboard.string = row.text
            host.pressKey("v", modifiers: .control)
            #expect(pasted == row.pasted, "\(String(describing: row.text))")
        }
    }

    @Test func itemsCopiedInTheAppPasteAsThemselvesUntilTheTextChanges() {
        let todos = [TransferTodo(text: "Call Ann", isDone: true)]
        var pasted: [TransferTodo] = []
        let view = VStack {
            Text("Source").focusable().copyable(todos).accessibilityIdentifier("source")
            Text("Target").focusable().pasteDestination(for: TransferTodo.self) { pasted += $0 }.accessibilityIdentifier("target")
        }
        let host = ViewHost(view, size: size)
        host.tap(on: "source")
        host.pressKey("c", modifiers: .control)
        // A to-do is not text: other applications see none.
        #expect(host.clipboard.string == nil)
        host.tap(on: "target")
        #expect(host.pressKey("v", modifiers: .control))
        #expect(pasted == todos)
        // Text from elsewhere replaces them; a to-do cannot be made from plain text.
        pasted = []
        host.clipboard.string = "Buy stamps"
        #expect(!host.pressKey("v", modifiers: .control))
        #expect(pasted.isEmpty)
    }

    @Test func aFocusedTextFieldCopiesItsOwnSelection() {
        var text = "Oats"
        let view = VStack {
            TextField("Item", text: Binding(get: { text }, set: { text = $0 })).accessibilityIdentifier("field")
        }.copyable(["outer"])
        let host = ViewHost(view, size: size)
        host.tap(on: "field")
        host.pressKey("a", modifiers: .control)
        host.pressKey("c", modifiers: .control)
        #expect(host.clipboard.string == "Oats")
    }

    @Test func pasteButtonDeliversTheClipboardsItems() {
        var pasted: [[String]] = []
        var providers = 0
        let view = VStack {
            PasteButton(payloadType: String.self) { pasted.append($0) }.accessibilityIdentifier("paste")
            PasteButton(supportedContentTypes: [.plainText]) { providers += $0.count }.accessibilityIdentifier("types")
        }
        let host = ViewHost(view, size: size)
        // An empty clipboard: the actions do not run.
        host.tap(on: "paste")
        host.tap(on: "types")
        #expect(pasted.isEmpty && providers == 0)
        host.clipboard.string = "Green tea"
        host.tap(on: "paste")
        host.tap(on: "types")
        #expect(pasted == [["Green tea"]])
        #expect(providers == 1)
    }

    @Test func pasteButtonReadsAReplacedClipboard() {
        var pasted: [String] = []
        let host = ViewHost(PasteButton(payloadType: String.self) { pasted += $0 }.accessibilityIdentifier("paste"), size: size)
        var stored: String? = "From the desktop"
        host.clipboard = Clipboard(read: { stored }, write: { stored = $0 })
        host.tap(on: "paste")
        #expect(pasted == ["From the desktop"])
    }
}

/// How desktop menu rows show shortcuts: GTK's accelerator labels (gtk_accelerator_get_label:
/// Shift, Ctrl, Alt, then the key; Command is Ctrl on Linux).
@MainActor
struct MenuShortcutTextTests {
    @Test func shortcutsReadAsGTKAcceleratorLabels() {
        let table: [(KeyboardShortcut, String)] = [
            (KeyboardShortcut("z"), "Ctrl+Z"),
            (KeyboardShortcut("z", modifiers: [.command, .shift]), "Shift+Ctrl+Z"),
            (KeyboardShortcut(",", modifiers: .command), "Ctrl+,"),
            (KeyboardShortcut("p", modifiers: [.control, .option]), "Ctrl+Alt+P"),
            (KeyboardShortcut(.delete, modifiers: [.command, .capsLock]), "Ctrl+Backspace"),
            (.defaultAction, "Return"),
            (.cancelAction, "Escape"),
            (KeyboardShortcut(.upArrow, modifiers: .shift), "Shift+Up"),
        ]
        for (shortcut, text) in table {
            #expect(shortcut.menuText == text)
        }
    }
}
