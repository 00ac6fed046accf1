import Foundation

/// A searchable view's field: a rounded gray field with a magnifying glass, the tokens as
/// tinted capsules, the text (with the prompt, "Search" by default, while it is empty and
/// holds no token) and a clear button while it holds something.
///
/// Keys: Return runs the `onSubmit(of: .search)` actions; Delete at the start of the text
/// removes the last token; Escape dismisses the search. Up, Down, Return and Escape go to
/// the suggestions first (`suggestionKey`), before the field's editor.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text
    let tokens: SearchTokens
    let isFocused: FocusState<Bool>.Binding
    let metrics: SearchFieldMetrics
    let submit: (@MainActor () -> Void)?
    let dismiss: @MainActor () -> Void
    /// Handles a key for the suggestions (moving the highlight, choosing, closing them).
    let suggestionKey: @MainActor (KeyEquivalent) -> KeyPress.Result

    var body: some View {
        HStack(spacing: SearchFieldMetrics.spacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
            ForEach(tokens.tokens, id: \.id) { token in
                SearchTokenCapsule(content: token.view)
            }
            textField
            if !text.wrappedValue.isEmpty || !tokens.tokens.isEmpty {
                clearButton
            }
        }
        .padding(.horizontal, SearchFieldMetrics.padding)
        // Exactly the width offered (or the toolbar's): tokens that do not fit are clipped.
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .frame(width: metrics.width, height: metrics.height)
        .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(Color.tertiarySystemFill))
        .clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius))
        .accessibilityIdentifier("search-bar")
        .onKeyPressBeforeTextEditing(keys: [.upArrow, .downArrow, .return, .escape]) { [suggestionKey] press in
            // With a modifier held the key is the editor's (Shift-Up extends the selection).
            guard press.modifiers.subtracting([.capsLock, .numericPad, .function]).isEmpty else { return .ignored }
            return suggestionKey(press.key)
        }
        .onKeyPress(.escape) {
            dismiss()
            return .handled
        }
    }

    private var textField: some View {
        let tokens = tokens
        let submit = submit
        return TextField(text: text) { tokens.tokens.isEmpty ? prompt : Text(verbatim: "") }
            // The rounded field is the search field's own: no border of a desktop's text field.
            .textFieldStyle(.plain)
            .focused(isFocused)
            .onSubmit { submit?() }
            .onKeyPress(.delete) {
                // The editor leaves Delete at the start of the text to the key handlers.
                guard !tokens.tokens.isEmpty else { return .ignored }
                tokens.removeLast()
                return .handled
            }
            .accessibilityIdentifier("search-field")
    }

    /// Empties the text and removes the tokens.
    private var clearButton: some View {
        let text = text
        let tokens = tokens
        return Button {
            text.wrappedValue = ""
            tokens.removeAll()
        } label: {
            Image(systemName: "xmark.circle.fill").foregroundStyle(Color.secondary)
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("search-clear")
    }
}

/// A token in the search field: its view on a tinted rounded rectangle, at its ideal size.
private struct SearchTokenCapsule: View {
    let content: AnyView

    var body: some View {
        content
            .lineLimit(1)
            .padding(.horizontal, SearchFieldMetrics.tokenPadding)
            .padding(.vertical, 3)
            .background(
                RoundedRectangle(cornerRadius: SearchFieldMetrics.tokenCornerRadius).fill(Color.accentColor.opacity(0.18)))
            .fixedSize()
            .accessibilityIdentifier("search-token")
    }
}
