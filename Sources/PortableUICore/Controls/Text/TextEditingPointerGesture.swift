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
        let editor = editor
        return TextPointerRecognizer(target: editor, holdsDrags: holdsDrags) { location in
            // The caret offset nearest to the location, from the engine's layout of the edited
            // characters; the start of empty text.
            editor.state.text.isEmpty ? 0 : editor.textNode?.textOffset(at: location)
        }
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
