import Foundation

/// The editor behind a focused text field or text editor: it turns editing keys, typed text
/// and input-method compositions into changes of its ``TextEditingState`` and of the field's
/// ``TextFieldSource``.
///
/// Keys (Ctrl stands in for Command, and for Option in word moves, on Linux):
/// ←/→ move by character (with Option or Ctrl by word), Shift extends the selection;
/// ↑/↓ go to the start/end of a single-line field, or in multi-line text to the laid-out
/// line above or below (wrapped lines count), nearest the column where a run of ↑/↓ began;
/// Home/End go to the start/end; Delete/Delete Forward remove a character (a word with
/// Option or Ctrl) or the selection; ⌘A selects all; ⌘C, ⌘X, ⌘V copy, cut and paste (a
/// secure field neither copies nor cuts); over styled text ⌘B and ⌘I turn bold and italic
/// on or off for the selection (for the next characters typed at a caret). Return commits a formatted value and runs the
/// submit action; in a vertical field Option-Return or Shift-Return, and in a text editor
/// Return, inserts a line break instead.
@MainActor
final class TextFieldEditor: TextInputClient, TextPointerTarget {
    /// How the editor treats line breaks.
    enum LineMode {
        /// A single line: line breaks in typed or pasted text are dropped.
        case single
        /// A vertical text field: lines break where the user asks, Return still submits.
        case growing
        /// A text editor: Return breaks the line and nothing is submitted.
        case editor
    }

    private(set) var state = TextEditingState()
    private var source: TextFieldSource?
    private var isSecure = false
    private var lineMode = LineMode.single
    private var onSubmit: (@MainActor () -> Void)?
    private var redraw: (@MainActor () -> Void)?
    /// The app's selection binding (a `selection:` initializer), if any.
    private var selectionBinding: Binding<TextSelection?>?
    private var affinity = TextSelectionAffinity.automatic
    /// The selection last written to, or taken from, the binding: a different value in the
    /// binding is the app's.
    private var boundSelection: TextSelection?
    private(set) var isFocused = false
    var hasCopyableSelection: Bool { !isSecure && !state.selection.isEmpty }
    /// Counts the changes of the editing state and of focus: where the caret is revealed again.
    private(set) var changes = 0
    var lastInputDate: Date?
    /// The leaf drawing the edited characters (set when its `Text` is reconciled): where the
    /// pointer finds the character under it.
    weak var textNode: LayoutNode?
    /// Where the pointer's selection began: the caret a press placed, or the word a double
    /// click selected.
    private var pointerAnchor: Range<Int> = 0..<0
    /// The last press, to tell a double click.
    private var lastPress: (time: Double, location: CGPoint)?
    /// Where a run of ↑/↓ began (the caret's x in the laid-out text) and the caret it left:
    /// the next ↑/↓ from that caret aims at the same x, as text views keep the column.
    private var verticalGoal: (x: CGFloat, caret: Int)?
    /// The window's undo manager, with which edits are registered.
    private weak var undoManager: UndoManager?
    /// The undo manager's registration count after this editor's last typing registration:
    /// typing goes on in the same undo while nothing else was registered since.
    private var typingRegistration: Int?

    /// Takes the field's current configuration (at each evaluation of its body). A formatted
    /// value being edited keeps the user's text until it is committed; text set from outside
    /// an unfocused field puts the caret at its end. A selection the app put in the
    /// `selection` binding since the editor last wrote it is selected.
    func configure(
        source: TextFieldSource, isSecure: Bool, lineMode: LineMode, onSubmit: (@MainActor () -> Void)?,
        selection: Binding<TextSelection?>? = nil, affinity: TextSelectionAffinity = .automatic,
        undoManager: UndoManager? = nil, redraw: @escaping @MainActor () -> Void
    ) {
        self.undoManager = undoManager
        self.source = source
        self.isSecure = isSecure
        self.lineMode = lineMode
        self.onSubmit = onSubmit
        self.redraw = redraw
        self.selectionBinding = selection
        self.affinity = affinity
        takeText(from: source)
        if let selection { takeSelection(selection.wrappedValue) }
    }

    private func takeText(from source: TextFieldSource) {
        guard !(source.commitsOnSubmit && isFocused) else { return }
        let current = source.read()
        guard current != state.text else { return }
        state.setText(current)
        // A field the user is not editing starts editing at the end of its text.
        if !isFocused { state.moveToEnd(forward: true, extending: false) }
    }

    /// Selects the app's `selection` if it is new (not the one last written or taken); a
    /// `nil` selection leaves the caret where it is.
    private func takeSelection(_ selection: TextSelection?) {
        guard selection != boundSelection else { return }
        boundSelection = selection
        guard let offsets = selection?.characterOffsets(in: state.text) else { return }
        state.select(from: offsets.lowerBound, to: offsets.upperBound)
        changes &+= 1
    }

    /// Writes the selection into the app's binding when it differs from the one last there.
    private func writeSelection() {
        guard let selectionBinding else { return }
        let selection = TextSelection(characters: state.selection, in: state.text, affinity: affinity)
        guard selection != boundSelection else { return }
        boundSelection = selection
        selectionBinding.wrappedValue = selection
    }

    func handleKey(_ press: KeyPress, clipboard: Clipboard) -> Bool {
        let modifiers = press.modifiers
        let shortcut = modifiers.contains(.command) || modifiers.contains(.control)
        let byWord = modifiers.contains(.option) || modifiers.contains(.control)
        let extending = modifiers.contains(.shift)
        switch press.key {
        case .leftArrow: edit { $0.move(forward: false, byWord: byWord, extending: extending) }
        case .rightArrow: edit { $0.move(forward: true, byWord: byWord, extending: extending) }
        case .upArrow where lineMode != .single: moveVertically(forward: false, extending: extending)
        case .downArrow where lineMode != .single: moveVertically(forward: true, extending: extending)
        case .upArrow, .home: edit { $0.moveToEnd(forward: false, extending: extending) }
        case .downArrow, .end: edit { $0.moveToEnd(forward: true, extending: extending) }
        // Delete at the start, with nothing selected, edits nothing: it goes on to the key
        // handlers (a search field removes its last token then).
        case .delete where state.selection.isEmpty && state.caret == 0: return false
        case .delete: edit { $0.deleteBackward(byWord: byWord) }
        case .deleteForward: edit { $0.deleteForward(byWord: byWord) }
        case .return where breaksLine(modifiers): edit { $0.insert("\n") }
        case .return:
            commit()
            onSubmit?()
        case "a" where shortcut: edit { $0.selectAll() }
        case "c" where shortcut:
            if !isSecure, !state.selection.isEmpty { clipboard.string = state.selectedText }
        case "x" where shortcut:
            guard !isSecure, !state.selection.isEmpty else { return true }
            clipboard.string = state.selectedText
            edit { $0.insert("") }
        case "v" where shortcut:
            if let pasted = clipboard.string { insertText(pasted) }
        case "b" where shortcut, "i" where shortcut:
            guard let toggle = source?.toggleEmphasis else { return false }
            toggle(press.key == "b" ? .bold : .italic, state.selection)
            changes &+= 1
            redraw?()
        default:
            return false
        }
        return true
    }

    /// ↑/↓ in multi-line text: to the caret nearest the goal column on the laid-out line
    /// above or below (past the first or last line, the start or end of the text); by line
    /// breaks when the text is not laid out or the engine cannot place carets.
    private func moveVertically(forward: Bool, extending: Bool) {
        guard let (target, x) = laidOutLineTarget(forward: forward) else {
            edit { $0.moveLine(forward: forward, extending: extending) }
            return
        }
        let anchor = extending ? state.anchor : target
        edit { $0.select(from: anchor, to: target) }
        verticalGoal = (x, state.caret)
    }

    /// The caret offset one laid-out line above or below the caret, and the goal column.
    private func laidOutLineTarget(forward: Bool) -> (Int, CGFloat)? {
        guard let node = textNode, let drawing = node.drawing as? TextDrawing else { return nil }
        let size = node.frame.size
        guard let caret = drawing.caretRect(atCharacter: state.caret, size: size) else { return nil }
        let x = verticalGoal.flatMap { $0.caret == state.caret ? $0.x : nil } ?? caret.minX
        let y = forward ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
        if y < 0 { return (0, x) }
        if y > size.height { return (state.characters.count, x) }
        guard let offset = drawing.characterOffset(at: CGPoint(x: x, y: y), size: size) else { return nil }
        return (Swift.min(offset, state.characters.count), x)
    }

    func insertText(_ text: String) {
        let kept = accepted(text)
        edit(typing: true) { $0.insert(kept) }
    }

    func replaceCharacters(in range: Range<Int>, with text: String) {
        let kept = accepted(text)
        edit { state in
            state.select(range)
            state.insert(kept)
        }
    }

    /// `text` as the field takes it: a single-line field drops line breaks, others keep
    /// them as "\n".
    private func accepted(_ text: String) -> String {
        lineMode == .single ? text.filter { $0 != "\n" && $0 != "\r" } : text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    func setMarkedText(_ text: String) {
        edit { $0.setMarkedText(text) }
    }

    func focusChanged(_ isFocused: Bool) {
        self.isFocused = isFocused
        changes &+= 1
        if !isFocused {
            state.commitComposition()
            commit()
        }
        redraw?()
    }

    // MARK: Pointer

    /// A press at caret `offset`: a double click (within the multi-tap interval and distance
    /// of the last press) selects the word there, another press places the caret.
    func press(at offset: Int, location: CGPoint, time: Double) {
        let isDoubleClick = lastPress.map {
            time - $0.time < GestureTiming.multiTapInterval
                && GestureTiming.distance($0.location, location) <= GestureTiming.multiTapDistance
        } ?? false
        lastPress = isDoubleClick ? nil : (time, location)
        pointerAnchor = isDoubleClick ? state.word(at: offset) : offset..<offset
        let anchor = pointerAnchor
        edit { $0.select(from: anchor.lowerBound, to: anchor.upperBound) }
    }

    /// The pressed pointer moved to caret `offset`: the selection runs from the press's
    /// anchor to it, the caret at the pointer's end.
    func drag(to offset: Int) {
        let anchor = pointerAnchor
        if offset < anchor.lowerBound {
            edit { $0.select(from: anchor.upperBound, to: offset) }
        } else {
            edit { $0.select(from: anchor.lowerBound, to: Swift.max(offset, anchor.upperBound)) }
        }
    }

    /// The press ended: a click that did not drag is a tap of the field, not the text's own.
    func release() -> Bool {
        false
    }

    func submits(_ press: KeyPress) -> Bool {
        press.key == .return && !breaksLine(press.modifiers)
    }

    /// Whether Return with `modifiers` breaks the line rather than submitting.
    private func breaksLine(_ modifiers: EventModifiers) -> Bool {
        switch lineMode {
        case .single: false
        case .growing: modifiers.contains(.option) || modifiers.contains(.shift)
        case .editor: true
        }
    }

    /// Writes a formatted value's edited text and shows the value as it now formats (the
    /// old one, if the text did not parse).
    private func commit() {
        guard let source, source.commitsOnSubmit else { return }
        source.write(state.text)
        let formatted = source.read()
        if formatted != state.text { state.setText(formatted) }
        redraw?()
    }

    /// Applies `change`; writes a text binding when the text changed, registers its undo, and
    /// asks for a redraw.
    private func edit(typing: Bool = false, _ change: (inout TextEditingState) -> Void) {
        let before = state
        change(&state)
        guard state != before else { return }
        changes &+= 1
        if state.text != before.text {
            if let source, !source.commitsOnSubmit { source.write(state.text) }
            registerUndo(back: before, typing: typing)
        } else {
            // Moving the caret ends a run of typing: what is typed next undoes on its own.
            typingRegistration = nil
        }
        if state.selection != before.selection || state.text != before.text { writeSelection() }
        redraw?()
    }

    /// Registers the undo of an edit that left `before`: typed characters in a row undo
    /// together ("Typing", as AppKit's text views name it); every other edit on its own.
    private func registerUndo(back before: TextEditingState, typing: Bool) {
        guard let undoManager else { return }
        if typing, let count = typingRegistration, count == undoManager.registrationCount { return }
        undoManager.registerUndo(withTarget: self) { $0.restore(before) }
        undoManager.setActionName("Typing")
        typingRegistration = typing ? undoManager.registrationCount : nil
    }

    /// Puts back an earlier state (undo or redo), registering the way back to this one.
    private func restore(_ earlier: TextEditingState) {
        let current = state
        state = earlier
        changes &+= 1
        if let source, !source.commitsOnSubmit { source.write(state.text) }
        writeSelection()
        typingRegistration = nil
        undoManager?.registerUndo(withTarget: self) { $0.restore(current) }
        redraw?()
    }
}
