import Foundation

/// The text editor of a focused text field: it gets editing keys first and receives typed
/// text and input-method compositions.
@MainActor
protocol TextInputClient: AnyObject {
    /// Handles an editing key (arrows, delete, select all, copy…); returns whether it did.
    func handleKey(_ press: KeyPress, clipboard: Clipboard) -> Bool
    /// Inserts typed or committed text in place of the selection (or the composition).
    func insertText(_ text: String)
    /// Shows an input method's uncommitted composition; an empty text removes it.
    func setMarkedText(_ text: String)
    /// Replaces the characters in `range` (clamped to the text) with `text`, as one undoable
    /// edit leaving the caret after it: what an assistive technology's edit does.
    func replaceCharacters(in range: Range<Int>, with text: String)
    /// Whether Copy and Cut have a selection to act on (never in a secure field).
    var hasCopyableSelection: Bool { get }
    /// Called when the field gains or loses focus.
    func focusChanged(_ isFocused: Bool)
    /// Whether `press` submits the field (rather than editing it): in an alert, the alert's
    /// default action runs after the field has handled it.
    func submits(_ press: KeyPress) -> Bool
    /// The host's date of the latest key, text or focus change the field was sent, set
    /// before it is sent: the caret's blink starts again from it.
    var lastInputDate: Date? { get set }
}

extension InputSystem {
    /// Dispatches a key press:
    /// 0. the handlers of the focused view and its ancestors that precede text editing
    ///    (`onKeyPressBeforeTextEditing`), innermost first;
    /// 1. the focused text field's editor, for editing keys (a Return that submits a field of
    ///    an alert then runs the alert's default action too); with no view focused, the
    ///    active text selection, for copy and select all;
    /// 2. `onKeyPress` handlers of the focused view and its ancestors, innermost first;
    /// 3. Tab and Shift-Tab move focus;
    /// 4. keyboard shortcuts of enabled controls anywhere in the window; then Ctrl+Z undoes
    ///    (Ctrl+Shift+Z redoes), and Ctrl+C, Ctrl+X and Ctrl+V run the focused view's
    ///    `copyable`, `cuttable` and `pasteDestination`;
    /// 5. in an open menu, the arrow keys move focus from row to row; elsewhere, in a window
    ///    with a focus section, to the nearest focusable view in their direction
    ///    (``FocusOrder``); in an alert, Escape runs its cancel action and Return its default one;
    /// 6. Escape dismisses the top presentation, when it lets the user dismiss it.
    /// While something is presented, all of it is confined to the top presentation: its
    /// key handlers take keys when nothing in it is focused, and only its controls are
    /// focused and triggered.
    /// Returns whether the press was handled.
    @discardableResult
    func keyDown(_ press: KeyPress) -> Bool {
        let focused = focusedNode.flatMap { isInInputScope($0) ? $0 : nil }
        // Step 0
        if let focused, runKeyHandlers(press, from: focused, precedingTextEditing: true) { return true }
        if press.phase != .up, let editor = focused?.input?.textInput, stamped(editor).handleKey(press, clipboard: clipboard) {
            if editor.submits(press) { _ = runAlertAction(press) }
            return true
        }
        if focused == nil, let selection = graph.activeTextSelection, selection.handleKey(press, clipboard: clipboard) {
            return true
        }
        if let focused {
            if runKeyHandlers(press, from: focused, precedingTextEditing: false) { return true }
        } else if runScopeKeyHandlers(press) {
            return true
        }
        guard press.phase != .up else { return false }
        if press.key == .tab, press.modifiers.subtracting([.shift, .capsLock]).isEmpty {
            moveFocus(backward: press.modifiers.contains(.shift))
            isFocusVisible = true
            return true
        }
        if moveMenuFocus(press) { return true }
        if moveFocusDirectionally(press) {
            isFocusVisible = true
            return true
        }
        if runAlertAction(press) { return true }
        if triggerShortcut(press) { return true }
        if undoOrRedo(press) { return true }
        if runClipboardCommand(press) { return true }
        return dismissPresentation(press)
    }

    /// Ctrl+Z undoes and Ctrl+Shift+Z redoes with the window's undo manager, when no
    /// shortcut (the Edit menu's Undo and Redo items) took the keys first.
    private func undoOrRedo(_ press: KeyPress) -> Bool {
        guard press.key == "z", let manager = graph.undoManager else { return false }
        // Ctrl stands in for Command on Linux.
        var modifiers = press.modifiers.subtracting(.capsLock)
        if modifiers.contains(.control) { modifiers = modifiers.subtracting(.control).union(.command) }
        switch modifiers {
        case .command:
            guard manager.canUndo else { return false }
            manager.undo()
        case [.command, .shift]:
            guard manager.canRedo else { return false }
            manager.redo()
        default:
            return false
        }
        return true
    }

    /// Ctrl+C, Ctrl+X and Ctrl+V (Command on macOS) run the Copy, Cut or Paste command of the
    /// focused view or its innermost ancestor that has one, with the window's clipboard.
    private func runClipboardCommand(_ press: KeyPress) -> Bool {
        let modifiers = press.modifiers.subtracting(.capsLock)
        guard modifiers == .control || modifiers == .command, let key = ClipboardCommandKind(key: press.key) else { return false }
        return performClipboardCommand(key)
    }

    /// Runs an Edit menu command on the view focused outside the open menu (the focused
    /// view, when no menu is open): a text field takes it as its own key, else the clipboard
    /// commands along its ancestors do.
    func performEditCommand(_ command: _EditCommand) -> Bool {
        let target = editTarget
        let key: KeyEquivalent = switch command {
        case .cut: "x"
        case .copy: "c"
        case .paste: "v"
        case .selectAll: "a"
        }
        if let editor = target?.input?.textInput {
            return stamped(editor).handleKey(KeyPress(key: key, modifiers: .control), clipboard: clipboard)
        }
        guard let kind = ClipboardCommandKind(key: key) else { return false }
        return performClipboardCommand(kind, from: target)
    }

    /// The view the Edit menu's commands act on: the one focused outside an open menu (the
    /// focused view, when no menu is open).
    private var editTarget: LayoutNode? {
        graph.presentations.top?.kind == .menu ? contentFocus : focusedNode
    }

    /// The Edit menu's commands that have something to act on. A focused text field selects
    /// all, copies and cuts its selection (none in a secure field) and pastes text on the
    /// clipboard; another view copies, cuts and pastes (items on the clipboard) when it or an
    /// ancestor has `copyable`, `cuttable` or `pasteDestination`. The clipboard is read only
    /// when something would paste.
    func enabledEditCommands() -> Set<_EditCommand> {
        guard let target = editTarget else { return [] }
        if let editor = target.input?.textInput {
            var enabled: Set<_EditCommand> = [.selectAll]
            if editor.hasCopyableSelection { enabled.formUnion([.cut, .copy]) }
            if clipboard.string?.isEmpty == false { enabled.insert(.paste) }
            return enabled
        }
        var enabled: Set<_EditCommand> = []
        var current: LayoutNode? = target
        while let node = current {
            enabled.formUnion(node.input?.clipboardCommands.values.map(\.kind.editCommand) ?? [])
            current = node.layoutParent
        }
        if enabled.contains(.paste), clipboard.items.isEmpty { enabled.remove(.paste) }
        return enabled
    }

    /// Runs the command of `kind` of `node` (the focused view by default) or its innermost
    /// ancestor that has one; returns whether one did anything.
    @discardableResult
    func performClipboardCommand(_ kind: ClipboardCommandKind, from node: LayoutNode? = nil) -> Bool {
        var current = node ?? focusedNode
        while let node = current {
            let commands = node.input?.clipboardCommands.values.filter { $0.kind == kind } ?? []
            for command in commands where command.run(with: clipboard) { return true }
            current = node.layoutParent
        }
        return false
    }

    /// In an open menu, Down and Up move focus to the row below and above (Tab order follows
    /// the rows as shown, also in a menu shown bottom up).
    private func moveMenuFocus(_ press: KeyPress) -> Bool {
        guard let menu = graph.presentations.top, menu.kind == .menu, press.key == .downArrow || press.key == .upArrow,
            press.modifiers.subtracting([.capsLock, .numericPad, .function]).isEmpty
        else { return false }
        moveFocus(backward: press.key == .upArrow)
        return true
    }

    /// Whether `node` is within the top presentation (always, when nothing is presented).
    private func isInInputScope(_ node: LayoutNode) -> Bool {
        guard let scope = graph.inputScope else { return true }
        var current: LayoutNode? = node
        while let candidate = current {
            if candidate === scope { return true }
            current = candidate.layoutParent
        }
        return false
    }

    /// With nothing focused in the top presentation, its key handlers (a menu's arrow keys)
    /// take the press, front to back.
    private func runScopeKeyHandlers(_ press: KeyPress) -> Bool {
        guard graph.inputScope != nil else { return runKeyHandlers(press, from: nil) }
        var handlers: [KeyPressHandler] = []
        graph.forEachInputNode { node in
            handlers.append(contentsOf: node.input?.keyHandlers.values.filter { !$0.requiresOwnFocus } ?? [])
        }
        for handler in handlers.reversed() where handler.matches(press) {
            if handler.action(press) == .handled { return true }
        }
        return false
    }

    // Step 6
    private func dismissPresentation(_ press: KeyPress) -> Bool {
        guard press.key == .escape, let top = graph.presentations.top, top.kind != .alert, top.kind != .confirmationDialog,
            press.modifiers.subtracting([.capsLock, .numericPad, .function]).isEmpty, !top.options.interactiveDismissDisabled
        else { return false }
        top.dismissByUser()
        return true
    }

    /// In an alert or dialog, Escape runs the cancel action and Return the default one
    /// (which dismiss it), before the default button's own shortcut would run its action alone.
    private func runAlertAction(_ press: KeyPress) -> Bool {
        guard let top = graph.presentations.top, top.kind == .alert || top.kind == .confirmationDialog,
            press.modifiers.subtracting([.capsLock, .numericPad, .function]).isEmpty
        else { return false }
        let action = press.key == .escape ? top.cancelAction : press.key == .return ? top.defaultAction : nil
        guard let action else { return false }
        action()
        return true
    }

    /// Inserts typed text into the focused text field; returns whether one took it.
    @discardableResult
    func insertText(_ text: String) -> Bool {
        guard let editor = focusedNode?.input?.textInput else { return false }
        stamped(editor).insertText(text)
        return true
    }

    /// Shows an input method's composition in the focused text field.
    func setMarkedText(_ text: String) {
        guard let editor = focusedNode?.input?.textInput else { return }
        stamped(editor).setMarkedText(text)
    }

    /// `editor`, told that input arrives now.
    func stamped(_ editor: TextInputClient) -> TextInputClient {
        editor.lastInputDate = graph.date
        return editor
    }

    /// Runs the key handlers of `node` and its ancestors, innermost first, until one handles
    /// `press`: only those that precede text editing (true) or only the others (false).
    private func runKeyHandlers(_ press: KeyPress, from node: LayoutNode?, precedingTextEditing: Bool? = nil) -> Bool {
        var current = node
        while let candidate = current {
            let handlers = (candidate.input?.keyHandlers.values.filter {
                (precedingTextEditing == nil || $0.precedesTextEditing == precedingTextEditing)
                    && (!$0.requiresOwnFocus || candidate === node)
            } ?? []).sorted { $0.depth > $1.depth }
            for handler in handlers where handler.matches(press) {
                if handler.action(press) == .handled { return true }
            }
            current = candidate.layoutParent
        }
        return false
    }

    private func triggerShortcut(_ press: KeyPress) -> Bool {
        var found: ShortcutRegistration?
        graph.forEachInputNode { node in
            guard found == nil, !node.isHidden, let shortcuts = node.input?.shortcuts.values else { return }
            found = shortcuts.first { $0.shortcut.matches(press) }
        }
        found?.action()
        return found != nil
    }

    // MARK: Focus

    /// Moves focus to the next (or previous) focusable view in Tab order, wrapping around
    /// (``FocusOrder``), and scrolls it into view.
    func moveFocus(backward: Bool) {
        guard let next = FocusOrder(graph).next(after: focusedNode, backward: backward) else { return }
        setFocus(next)
        reveal(next)
    }

    /// In a window (or top presentation) with a focus section, an arrow key moves focus to
    /// the nearest focusable view in its direction (``FocusOrder``); returns whether it did.
    private func moveFocusDirectionally(_ press: KeyPress) -> Bool {
        guard let direction = FocusDirection(press.key),
            press.modifiers.subtracting([.capsLock, .numericPad, .function]).isEmpty
        else { return false }
        let order = FocusOrder(graph)
        guard !order.sections.isEmpty, let target = order.stop(from: focusedNode, toward: direction) else { return false }
        setFocus(target)
        reveal(target)
        return true
    }

    /// Scrolls every scroll view around `node`, from the innermost out, by the least amount
    /// that shows it (``LayoutNode/reveal(_:anchor:in:)``).
    private func reveal(_ node: LayoutNode) {
        var target = node.frame
        var current = node.layoutParent
        while let ancestor = current {
            if let state = ancestor.scrollState {
                let before = state.offset
                ancestor.reveal(target, anchor: nil)
                // What the outer scroll views show of it is where this one scrolled it to.
                target = target.offsetBy(dx: before.x - state.offset.x, dy: before.y - state.offset.y)
                if state.offset != before { graph.needsLayout = true }
            }
            current = ancestor.layoutParent
        }
    }

    /// A press focuses the innermost focusable view under it, unless that view takes focus
    /// from the keyboard only (a button: the focus stays where it was); it hides the focus
    /// ring (``FocusRing``, rule 1).
    func focusOnPress(_ chain: [LayoutNode]) {
        isFocusVisible = false
        guard let target = chain.first(where: { $0.input?.isFocusable == true }), target.input?.focusesOnPress == true
        else { return }
        setFocus(target)
    }

    /// Moves focus to `node` (nil: nothing focused), telling the bindings and editors.
    func setFocus(_ node: LayoutNode?) {
        guard node !== focusedNode else { return }
        let old = focusedNode
        focusedNode = node
        if graph.presentations.top?.kind != .menu { contentFocus = node }
        if let old { tell(old, focused: false) }
        if let node { tell(node, focused: true) }
    }

    /// The focused text field, if any, loses the focus (its editing ends).
    func endTextEditing() {
        guard let node = focusedNode, node.input?.focus.values.contains(where: { $0.textInput != nil }) == true else {
            return
        }
        setFocus(nil)
    }

    private func tell(_ node: LayoutNode, focused: Bool) {
        for registration in node.input?.focus.values.map({ $0 }) ?? [] {
            registration.setFocused?(focused)
            if let editor = registration.textInput { stamped(editor).focusChanged(focused) }
        }
    }

    /// Makes focus follow the `focused` bindings after an update that changed them: a view
    /// whose binding asks for focus gets it; a focused view whose binding was cleared loses it.
    func syncFocusIfNeeded() {
        guard Self.focusBindingsChanged else { return }
        Self.focusBindingsChanged = false
        var requested: LayoutNode?
        graph.forEachPlacedNode { node in
            if requested == nil, node.input?.isFocusRequested == true { requested = node }
        }
        if let requested {
            setFocus(requested)
        } else if let focused = focusedNode, focused.input?.hasFocusBinding == true,
            focused.input?.isFocusRequested == false
        {
            setFocus(nil)
        }
    }
}
