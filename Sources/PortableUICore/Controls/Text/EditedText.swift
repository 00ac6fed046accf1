import Foundation

/// The `Text` showing a text field's or text editor's characters, with the editor's marks
/// (``TextEditingMarks``) while it has focus: the selection, or the caret blinking — shown
/// for ``TextEditingMarks/blinkInterval`` after each input, hidden for as long, and so on — as macOS and iOS
/// blink it [UNVERIFIED: the interval approximates NSTextView's and UITextView's blink].
///
/// The blink is a `TimelineView` on the host's clock from the editor's last input, so a
/// window redraws the caret every half second while the field has focus and sleeps
/// otherwise, and a headless host shows the caret until its clock is moved.
struct _EditedText<Content: View>: View {
    /// The text showing the characters.
    let text: Content
    /// The editor's focus, selection, caret and last input, copied from it so that a change
    /// of any of them updates the view.
    let isFocused: Bool
    let selection: Range<Int>
    let caret: Int
    let lastInput: Date?
    let tint: Color

    init(text: Content, editor: TextFieldEditor, tint: Color) {
        self.text = text
        isFocused = editor.isFocused
        selection = editor.state.selection
        caret = editor.state.caret
        lastInput = editor.lastInputDate
        self.tint = tint
    }

    var body: some View {
        if isFocused {
            let origin = lastInput ?? .distantPast
            let (selection, caret, tint) = (selection, caret, tint)
            TimelineView(.periodic(from: origin, by: TextEditingMarks.blinkInterval)) { context in
                text.environment(
                    \.textEditingMarks,
                    TextEditingMarks(
                        selection: selection, caret: caret,
                        showsCaret: TextEditingMarks.showsCaret(at: context.date, since: origin), tint: tint))
            }
        } else {
            text
        }
    }
}
