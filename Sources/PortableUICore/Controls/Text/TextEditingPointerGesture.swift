import Foundation

/// The pointer on a text field or text editor, as macOS's text views take it: a press places
/// the caret at the character boundary nearest the pointer (found by the text engine in the
/// text's layout, as a selectable `Text` finds it), dragging selects from there to the
/// pointer, and a double click selects the word under the pointer (dragging on extends the
/// selection from the word). The press's focusing of the field happens before, in the input
/// system.
///
/// A press that did not drag ends as a tap of the field, so that a tap gesture around it
/// still sees it; a drag past the tap slop makes the gesture active, and on the desktop
/// keeps an enclosing scroll view from taking the drag over.
struct _TextEditingPointerGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    let editor: TextFieldEditor
    let holdsDrags: Bool

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Void> {
        TextEditingPointerRecognizer(editor: editor, holdsDrags: holdsDrags)
    }
}

/// Recognizes one press on a text field or editor and moves its caret and selection.
final class TextEditingPointerRecognizer: _GestureRecognizer<Void> {
    private let editor: TextFieldEditor
    private let holdsDrags: Bool
    private var pressLocation: CGPoint?

    init(editor: TextFieldEditor, holdsDrags: Bool) {
        self.editor = editor
        self.holdsDrags = holdsDrags
    }

    override var holdsClaim: Bool { holdsDrags && phase == .active }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            guard let offset = offset(at: event.location) else { return phase = .failed }
            editor.press(at: offset, location: event.location, time: event.time)
            pressLocation = event.location
        case .move:
            guard let pressLocation, let offset = offset(at: event.location) else { return }
            editor.drag(to: offset)
            if GestureTiming.distance(pressLocation, event.location) > GestureTiming.tapSlop { phase = .active }
        case .up:
            guard pressLocation != nil else { return }
            guard phase == .active else { return phase = .failed }
            setValue(())
            phase = .ended
        }
    }

    /// The caret offset nearest to a window location: from the text engine's layout of the
    /// edited characters; the start of empty text; nil when the engine cannot tell.
    private func offset(at location: CGPoint) -> Int? {
        guard !editor.state.text.isEmpty else { return 0 }
        guard let node = editor.textNode, let drawing = node.drawing as? TextDrawing else { return nil }
        let local = _GestureContext(node: node).convert(location, to: .local)
        return drawing.characterOffset(at: local, size: node.frame.size)
    }
}

private struct EditedTextOwnerKey: EnvironmentKey {
    static let defaultValue: TextFieldEditor? = nil
}

extension EnvironmentValues {
    /// The editor whose characters the `Text` below shows: the text tells it which leaf draws
    /// them, for its pointer gesture.
    var editedTextOwner: TextFieldEditor? {
        get { self[EditedTextOwnerKey.self] }
        set { self[EditedTextOwnerKey.self] = newValue }
    }
}
