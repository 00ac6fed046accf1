import Foundation
@_spi(Hosting) import PortableUICore

/// The standard items of the menu bar's groups, where the app has what they act on:
/// New Window (Ctrl+N, a window of the first window group), Close Window (Ctrl+W),
/// Settings… (Ctrl+Comma, with a `Settings` scene), Quit (Ctrl+Q), and the Edit menu's Undo
/// (Ctrl+Z) and Redo (Ctrl+Shift+Z), enabled by the window's undo manager, then Cut (Ctrl+X),
/// Copy (Ctrl+C), Paste (Ctrl+V) and Select All (Ctrl+A), acting on the focused view.
@MainActor
enum StandardCommands {
    static func items(for app: AppHost) -> [CommandGroupPlacement: AnyView] {
        var items: [CommandGroupPlacement: AnyView] = [
            .saveItem: AnyView(CloseWindowItem()),
            .appTermination: AnyView(Button("Quit") { [weak app] in app?.quit() }.keyboardShortcut("q")),
            .undoRedo: AnyView(UndoRedoItems()),
            .pasteboard: AnyView(PasteboardItems()),
        ]
        if app.descriptions.contains(where: { $0.kind == .group }) {
            items[.newItem] = AnyView(Button("New Window") { [weak app] in app?.openNewWindow() }.keyboardShortcut("n"))
        }
        if app.descriptions.contains(where: { $0.kind == .settings }) {
            items[.appSettings] = AnyView(SettingsItem())
        }
        return items
    }
}

private struct CloseWindowItem: View {
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Button("Close Window") { dismissWindow() }.keyboardShortcut("w")
    }
}

private struct SettingsItem: View {
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        Button("Settings…") { openSettings() }.keyboardShortcut(",")
    }
}

/// Undo and Redo, named after the action they undo or redo (the undo manager's menu item
/// titles) and enabled while it can.
private struct UndoRedoItems: View {
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        let canUndo = undoManager?.canUndo ?? false
        let canRedo = undoManager?.canRedo ?? false
        Button(undoManager?.undoMenuItemTitle ?? "Undo") { undoManager?.undo() }
            .keyboardShortcut("z")
            .disabled(!canUndo)
        Button(undoManager?.redoMenuItemTitle ?? "Redo") { undoManager?.redo() }
            .keyboardShortcut("z", modifiers: [.command, .shift])
            .disabled(!canRedo)
    }
}

/// Cut, Copy, Paste and Select All: a focused text field edits its own text; another
/// focused view's `cuttable`, `copyable` and `pasteDestination` (or its ancestors') answer
/// the first three. Each is enabled (and its shortcut active) while it has something to act
/// on: a selection to cut or copy, something on the clipboard and a view to paste it in.
private struct PasteboardItems: View {
    @Environment(\.self) private var environment

    var body: some View {
        item("Cut", .cut, key: "x")
        item("Copy", .copy, key: "c")
        item("Paste", .paste, key: "v")
        item("Select All", .selectAll, key: "a")
    }

    private func item(_ title: String, _ command: _EditCommand, key: KeyEquivalent) -> some View {
        let environment = environment
        return Button(title) { _ = environment._performEditCommand(command) }
            .keyboardShortcut(key)
            .disabled(!environment._canPerformEditCommand(command))
    }
}
