import Foundation

/// A control that displays an editable text interface.
///
/// Clicking the field or tabbing to it focuses it; a click also places the caret at the
/// character under the pointer, a drag selects, a double click selects a word (see
/// ``_TextEditingPointerGesture``). While focused it takes typed text,
/// editing keys (see ``TextFieldEditor``), clipboard commands and input-method
/// compositions. A text binding is written as the text changes; a formatted value
/// (`value:format:`) is parsed and written when the user commits it with Return or by
/// leaving the field. Return runs the `onSubmit` action. A `selection:` binding
/// (``TextSelection``) is written as the selection changes, and a selection the app sets in
/// it is selected.
///
/// The field takes the width offered and one line of the body font in height (22 points);
/// with `axis: .vertical` it grows a line at a time as its text wraps, up to the
/// environment's `lineLimit` (reserving the lower bound of a range, or the limit with
/// `reservesSpace`). Its prompt, or else its label, shows in the placeholder color while
/// the text is empty. A focused field draws its selection, or its blinking caret, in the
/// tint color (a single-line field scrolls sideways to keep the caret in view); the text
/// field style (``TextFieldStyle``) draws a border around it, and a
/// focus ring while it has focus.
///
/// `controlSize(_:)` sizes a desktop field as AppKit sizes `NSTextField` (``metrics(for:idiom:)``):
/// a mini or small field has a shorter line, thinner border insets and — unless a font is
/// set — AppKit's smaller system font; on a phone or pad the field keeps one size, as
/// UITextField [UNVERIFIED: docs/differences.md].
public struct TextField<Label: View>: View {
    let source: TextFieldSource
    let label: Label
    let prompt: Text?
    let axis: Axis
    let isSecure: Bool
    let selection: Binding<TextSelection?>?
    @State private var editor = TextFieldEditor()
    @State private var revision = 0
    @Environment(\.onSubmitAction) private var onSubmit
    @Environment(\.textFieldBorder) private var styleBorder
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.formContext) private var formContext
    @Environment(\.tintColor) private var tintColor
    @Environment(\.textSelectionAffinity) private var affinity
    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font
    @Environment(\.undoManager) private var undoManager

    /// The height of a text field's line: one line of the body font.
    static var lineHeight: CGFloat { 22 }

    /// A field's line height, text size (nil: the environment's font) and the fraction of
    /// the border's insets it keeps, at a control size.
    ///
    /// On a phone or pad one size, the 22-point body line (UITextField draws one size
    /// [UNVERIFIED: that SwiftUI's iOS field ignores the control size]). On a desktop the
    /// system font at AppKit's size for the control size (`NSFont.systemFontSize(for:)`:
    /// 9 for mini, 11 for small), in a field as tall as AppKit's bezeled `NSTextField` of
    /// that size, 16 and 19 points [UNVERIFIED]: a 12- and a 15-point line with a third of the
    /// insets (2 points above and below). Regular, large and extra large keep the regular
    /// field: the environment's font on the 22-point line.
    static func metrics(
        for controlSize: ControlSize, idiom: DeviceProfile.Idiom
    ) -> (lineHeight: CGFloat, fontSize: CGFloat?, insetScale: CGFloat) {
        guard idiom == .desktop else { return (lineHeight, nil, 1) }
        switch controlSize {
        case .mini: return (12, 9, 1.0 / 3)
        case .small: return (15, 11, 1.0 / 3)
        case .regular, .large, .extraLarge: return (lineHeight, nil, 1)
        }
    }

    /// The font of a field of `controlSize` under the environment's `font`: that font when
    /// one is set or the size keeps the regular text, else the system font at the size's
    /// text size.
    static func font(for controlSize: ControlSize, idiom: DeviceProfile.Idiom, environment font: Font?) -> Font? {
        guard font == nil, let size = metrics(for: controlSize, idiom: idiom).fontSize else { return font }
        return .system(size: size)
    }

    /// The text shown: the edited text with any composition, bullets in a secure field.
    private var shownText: String {
        let text = editor.state.text
        return isSecure ? String(repeating: "•", count: text.count) : text
    }

    init(
        source: TextFieldSource, prompt: Text?, axis: Axis = .horizontal, isSecure: Bool = false,
        selection: Binding<TextSelection?>? = nil, label: Label
    ) {
        self.source = source
        self.selection = selection
        self.prompt = prompt
        self.axis = axis
        self.isSecure = isSecure
        self.label = label
    }

    /// The border drawn: the style's, or for the default style the idiom's.
    private var border: _TextFieldBorder {
        styleBorder ?? (idiom == .desktop ? .roundedBorder : .none)
    }

    public var body: some View {
        let revision = $revision
        editor.configure(
            source: source, isSecure: isSecure, lineMode: axis == .vertical ? .growing : .single, onSubmit: onSubmit,
            selection: selection, affinity: affinity, undoManager: undoManager
        ) { revision.wrappedValue &+= 1 }
        return labeledField
    }

    /// In a columns form the label ends at the label column and the field fills the value
    /// column, as macOS lays a form's field out; elsewhere the field alone.
    @ViewBuilder private var labeledField: some View {
        if formContext == .columns {
            _LabeledRow(label: label, alignment: .firstTextBaseline) { field }
        } else {
            field
        }
    }

    private var field: some View {
        textArea
            .modifier(
                _TextFieldBorderModifier(
                    border: border, isFocused: editor.isFocused, tint: tintColor,
                    scale: Self.metrics(for: controlSize, idiom: idiom).insetScale))
            .contentShape(Rectangle())
            .modifier(_FocusModifier(registration: FocusRegistration(textInput: editor)))
            .accessibilityControl(
                isSecure ? .secureTextField : .textField, label: label as? Text, value: shownText,
                caret: { [editor] in editor.isFocused ? editor.state.caret : nil })
    }

    /// The height of the field's line at its control size.
    private var lineHeight: CGFloat { Self.metrics(for: controlSize, idiom: idiom).lineHeight }

    private var isShowingPlaceholder: Bool {
        editor.state.text.isEmpty && editor.state.markedRange == nil
    }

    private var textArea: some View {
        ZStack(alignment: axis == .vertical ? .topLeading : .leading) {
            if isShowingPlaceholder {
                placeholder.foregroundStyle(.tertiary)
            }
            editedText.environment(\.editedTextOwner, editor)
        }
        .font(Self.font(for: controlSize, idiom: idiom, environment: font))
        .frame(
            maxWidth: .infinity, minHeight: lineHeight, maxHeight: axis == .vertical ? nil : lineHeight,
            alignment: axis == .vertical ? .topLeading : .leading)
        .contentShape(Rectangle())
        .gesture(_TextEditingPointerGesture(editor: editor, holdsDrags: idiom == .desktop))
    }

    /// The characters with the caret or selection: wrapped in a vertical field; on one line
    /// elsewhere, scrolled sideways to keep the caret in view while focused, cut with an
    /// ellipsis when not. An empty field shows only the caret, one line tall, over its
    /// placeholder.
    @ViewBuilder private var editedText: some View {
        if axis == .vertical {
            _EditedText(text: Text(verbatim: TextEditingMarks.laidOut(shownText)), editor: editor, tint: tintColor)
        } else if !editor.isFocused {
            if !isShowingPlaceholder { Text(verbatim: shownText).lineLimit(1) }
        } else {
            ScrollView(.horizontal) {
                _EditedText(
                    text: Text(verbatim: shownText).lineLimit(1, reservesSpace: true), editor: editor, tint: tintColor
                )
                .fixedSize()
                .padding(.trailing, TextEditingMarks.caretWidth)
            }
            .scrollIndicators(.hidden)
            .scrollDisabled(true)
            .modifier(_CaretRevealModifier(changes: editor.changes))
        }
    }

    @ViewBuilder private var placeholder: some View {
        if let prompt {
            prompt
        } else {
            label
        }
    }
}

/// Draws a text field style's border around the field's text, and the focus ring — the
/// tint color, half opaque, 3 points wide outside the border, as macOS draws it
/// [unverified] — while the field has focus. The insets and corner radius are scaled by
/// `scale`, the fraction of the insets the field's control size keeps.
struct _TextFieldBorderModifier: ViewModifier {
    let border: _TextFieldBorder
    let isFocused: Bool
    let tint: Color
    var scale: CGFloat = 1

    func body(content: Content) -> some View {
        let radius = border.cornerRadius * scale
        let insets = border.textInsets
        let shape = RoundedRectangle(cornerRadius: radius)
        return content
            .padding(EdgeInsets(
                top: insets.top * scale, leading: insets.leading * scale, bottom: insets.bottom * scale,
                trailing: insets.trailing * scale))
            .background {
                if border != .none {
                    shape.fill(Color.systemBackground)
                    shape.strokeBorder(Color.separator, lineWidth: 1)
                }
            }
            .overlay {
                if border != .none && isFocused {
                    RoundedRectangle(cornerRadius: radius + 3)
                        .strokeBorder(tint.opacity(0.5), lineWidth: 3)
                        .padding(-3)
                }
            }
    }
}

/// A control into which the user securely enters private text: a ``TextField`` that shows
/// bullets and neither copies nor cuts.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// Creates a secure field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        TextField(source: .text(text), prompt: prompt, isSecure: true, label: label)
    }
}
