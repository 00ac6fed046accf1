import Foundation

/// A view that can display and edit long-form text.
///
/// The editor fills the space offered and shows its text wrapped to its width, inset as
/// UIKit's `UITextView` insets it (8 points above and below, 5 at the sides: its default
/// `textContainerInset` and `lineFragmentPadding`); text taller than the editor scrolls.
/// Clicking it or tabbing to it focuses it; a click also places the caret at the character
/// under the pointer, a drag selects, a double click selects a word (see
/// ``_TextEditingPointerGesture``). While focused it takes typed text, editing
/// keys, clipboard commands and input-method compositions as ``TextField`` does, Return
/// breaks the line, and ↑/↓ move a line up or down. The binding is written as the text
/// changes, as is the `selection:` binding (``TextSelection``), which also selects what the
/// app sets in it. While focused it draws its selection, or its blinking caret, in the tint color,
/// and scrolls by the least amount that keeps the caret in view after each change. The text
/// editor style of the environment (``TextEditorStyle``) decorates it.
///
/// Over an `AttributedString` (`TextEditor(text:selection:)` with an
/// ``AttributedTextSelection``) the editor draws the string's runs with their attributes and
/// edits its characters: an edit replaces only the characters that changed, so the runs keep
/// their attributes where the text is unchanged, and typed characters take the attributes of
/// the character before them (see `AttributedString.replacingCharacters(with:typingAttributes:)`).
public struct TextEditor: View {
    let content: TextEditorContent
    @State private var editor = TextFieldEditor()
    @State private var revision = 0
    @Environment(\.tintColor) private var tintColor
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.textEditorStyle) private var style
    @Environment(\.textSelectionAffinity) private var affinity
    @Environment(\.undoManager) private var undoManager

    /// The space between the editor's edges and its text.
    static let textInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    /// Creates a plain text editor.
    public init(text: Binding<String>) {
        content = .plain(text, selection: nil)
    }

    /// Creates a plain text editor whose selection is read from and written to `selection`
    /// (see ``TextSelection``).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        content = .plain(text, selection: selection)
    }

    /// Creates a styled text editor over `text`, whose selection is read from and written to
    /// `selection` when one is given.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        content = .attributed(text, selection: selection)
    }

    public var body: some View {
        let revision = $revision
        editor.configure(
            source: content.source, isSecure: false, lineMode: .editor, onSubmit: nil, selection: content.selection,
            affinity: affinity, undoManager: undoManager
        ) {
            revision.wrappedValue &+= 1
        }
        return style.makeBody(TextEditorStyleConfiguration(content: _StyleContent(scrollingText)))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .modifier(_FocusModifier(registration: FocusRegistration(textInput: editor)))
            .accessibilityControl(
                .textField, label: nil, value: editor.state.text, caret: { [editor] in editor.isFocused ? editor.state.caret : nil })
    }

    /// The text, scrolled to keep the caret in view.
    private var scrollingText: some View {
        ScrollView(.vertical) {
            _EditedText(text: content.laidOut(editor.state.text), editor: editor, tint: tintColor)
                .environment(\.editedTextOwner, editor)
                .frame(maxWidth: .infinity, minHeight: TextField<Text>.lineHeight, alignment: .topLeading)
                .padding(Self.textInsets)
                .contentShape(Rectangle())
                .gesture(_TextEditingPointerGesture(editor: editor, holdsDrags: idiom == .desktop))
        }
        .modifier(_CaretRevealModifier(changes: editor.changes, margins: Self.textInsets))
    }
}
