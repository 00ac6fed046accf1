import Foundation

/// What a ``TextEditor`` edits: a plain string, or an attributed string whose characters it
/// edits keeping the runs' attributes.
enum TextEditorContent {
    case plain(Binding<String>, selection: Binding<TextSelection?>?)
    case attributed(Binding<AttributedString>, selection: Binding<AttributedTextSelection>?)

    /// Where the editor reads its text and writes its edits.
    @MainActor var source: TextFieldSource {
        switch self {
        case .plain(let text, _): return .text(text)
        case .attributed(let text, let selection):
            return TextFieldSource(
                read: { String(text.wrappedValue.characters) },
                write: { edited in
                    let typing = selection?.wrappedValue.typingAttributes
                    text.wrappedValue = text.wrappedValue.replacingCharacters(with: edited, typingAttributes: typing)
                },
                commitsOnSubmit: false,
                toggleEmphasis: { emphasis, offsets in
                    guard offsets.isEmpty else {
                        text.wrappedValue = text.wrappedValue.togglingEmphasis(emphasis, characters: offsets)
                        return
                    }
                    // At a caret the next characters typed take the emphasis (typing attributes).
                    guard let selection else { return }
                    let attributed = text.wrappedValue
                    let typing = selection.wrappedValue.typingAttributes ?? attributed.typingAttributes(atCharacter: offsets.lowerBound)
                    let caret = attributed.characters.index(
                        attributed.startIndex, offsetBy: Swift.min(Swift.max(offsets.lowerBound, 0), attributed.characters.count))
                    selection.wrappedValue = AttributedTextSelection(
                        insertionPoint: caret, typingAttributes: AttributedString.toggling(emphasis, in: typing))
                })
        }
    }

    /// The selection binding in the editor's terms: an attributed selection is read and
    /// written as the same characters' ``TextSelection`` over the string's characters.
    @MainActor var selection: Binding<TextSelection?>? {
        switch self {
        case .plain(_, let selection): return selection
        case .attributed(let text, let selection):
            guard let selection else { return nil }
            return Binding(
                get: {
                    let attributed = text.wrappedValue
                    let plain = String(attributed.characters)
                    let offsets = selection.wrappedValue.characterOffsets(in: attributed)
                    return TextSelection(characters: offsets, in: plain, affinity: .automatic)
                },
                set: { newValue in
                    let plain = String(text.wrappedValue.characters)
                    guard let offsets = newValue?.characterOffsets(in: plain) else { return }
                    selection.wrappedValue = AttributedTextSelection(characters: offsets, in: text.wrappedValue)
                })
        }
    }

    /// The text to draw for the editor's `edited` text, as ``TextEditingMarks/laidOut(_:)``
    /// lays it out: an attributed string's runs while its characters are the edited ones.
    @MainActor func laidOut(_ edited: String) -> Text {
        guard case .attributed(let text, _) = self else { return Text(verbatim: TextEditingMarks.laidOut(edited)) }
        var attributed = text.wrappedValue
        guard String(attributed.characters) == edited else { return Text(verbatim: TextEditingMarks.laidOut(edited)) }
        if edited.last == "\n" { attributed.append(AttributedString("\u{200B}")) }
        return Text(attributed)
    }
}
