import Foundation

/// The editor behind a focused text field: it turns editing keys, typed text and input-method
/// compositions into changes of its ``TextEditingState`` and of the field's text binding.
///
/// Keys (Ctrl stands in for Command, and for Option in word moves, on Linux):
/// ←/→ move by character (with Option or Ctrl by word), Shift extends the selection;
/// ↑/Home go to the start, ↓/End to the end; Delete/Delete Forward remove a character
/// (a word with Option or Ctrl) or the selection; ⌘A selects all; ⌘C, ⌘X, ⌘V copy, cut
/// and paste (a secure field neither copies nor cuts); Return runs the submit action.
@MainActor
final class TextFieldEditor: TextInputClient {
    private(set) var state = TextEditingState()
    private var text: Binding<String>?
    private var isSecure = false
    private var onSubmit: (@MainActor () -> Void)?
    private var redraw: (@MainActor () -> Void)?
    private(set) var isFocused = false

    /// Takes the field's current configuration (at each evaluation of its body).
    func configure(
        text: Binding<String>, isSecure: Bool, onSubmit: (@MainActor () -> Void)?, redraw: @escaping @MainActor () -> Void
    ) {
        self.text = text
        self.isSecure = isSecure
        self.onSubmit = onSubmit
        self.redraw = redraw
        let current = text.wrappedValue
        if current != state.text { state.setText(current) }
    }

    func handleKey(_ press: KeyPress, clipboard: Clipboard) -> Bool {
        let modifiers = press.modifiers
        let shortcut = modifiers.contains(.command) || modifiers.contains(.control)
        let byWord = modifiers.contains(.option) || modifiers.contains(.control)
        let extending = modifiers.contains(.shift)
        switch press.key {
        case .leftArrow: edit { $0.move(forward: false, byWord: byWord, extending: extending) }
        case .rightArrow: edit { $0.move(forward: true, byWord: byWord, extending: extending) }
        case .upArrow, .home: edit { $0.moveToEnd(forward: false, extending: extending) }
        case .downArrow, .end: edit { $0.moveToEnd(forward: true, extending: extending) }
        case .delete: edit { $0.deleteBackward(byWord: byWord) }
        case .deleteForward: edit { $0.deleteForward(byWord: byWord) }
        case .return: onSubmit?()
        case "a" where shortcut: edit { $0.selectAll() }
        case "c" where shortcut:
            if !isSecure, !state.selection.isEmpty { clipboard.string = state.selectedText }
        case "x" where shortcut:
            guard !isSecure, !state.selection.isEmpty else { return true }
            clipboard.string = state.selectedText
            edit { $0.insert("") }
        case "v" where shortcut:
            if let pasted = clipboard.string { insertText(pasted) }
        default:
            return false
        }
        return true
    }

    func insertText(_ text: String) {
        let line = text.filter { $0 != "\n" && $0 != "\r" }
        edit { $0.insert(line) }
    }

    func setMarkedText(_ text: String) {
        edit { $0.setMarkedText(text) }
    }

    func focusChanged(_ isFocused: Bool) {
        self.isFocused = isFocused
        if !isFocused { state.commitComposition() }
        redraw?()
    }

    /// Applies `change`; writes the binding when the text changed and asks for a redraw.
    private func edit(_ change: (inout TextEditingState) -> Void) {
        let before = state
        change(&state)
        guard state != before else { return }
        if state.text != before.text { text?.wrappedValue = state.text }
        redraw?()
    }
}
