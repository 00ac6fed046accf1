import Foundation

/// What a text field or text editor marks on the text it edits: the selection, drawn as a
/// tinted band behind the selected characters, or, when nothing is selected, the caret, a
/// bar in the tint color before the character at the caret.
///
/// The field writes it into the environment of the `Text` that shows its characters
/// (``EnvironmentValues/textEditingMarks``); the text's drawing (``TextDrawing``) finds where
/// the marks go from the text engine's layout, so they follow wrapped lines.
struct TextEditingMarks: Equatable {
    /// The selected characters, empty at the caret.
    var selection: Range<Int>
    /// The moving end of the selection (the caret when nothing is selected): what scrolling
    /// keeps in view.
    var caret: Int
    /// Whether the caret is in the visible half of its blink.
    var showsCaret: Bool
    var tint: Color

    /// The width of the caret: 2 points, as UIKit's text views draw it [unverified].
    static let caretWidth: CGFloat = 2
    /// How long the caret is shown, then hidden, as it blinks [unverified: approximates
    /// NSTextView's and UITextView's blink].
    static let blinkInterval: TimeInterval = 0.5

    /// Whether the caret is in the shown half of its blink at `date`, `origin` being the
    /// last input: shown during the first interval and every other one after it.
    static func showsCaret(at date: Date, since origin: Date) -> Bool {
        let elapsed = date.timeIntervalSince(origin)
        guard elapsed.isFinite, elapsed > 0 else { return true }
        // A small allowance so that a clock moved exactly onto a boundary counts as past it.
        return (elapsed + 1e-6).truncatingRemainder(dividingBy: 2 * blinkInterval) < blinkInterval
    }

    /// `text` as an editor lays it out: after a final line break, a zero-width space, so
    /// that the empty last line is laid out (text engines drop it) and the caret can stand on
    /// it. The caret's offsets are unchanged, the space coming after them.
    static func laidOut(_ text: String) -> String {
        text.last == "\n" ? text + "\u{200B}" : text
    }

    /// The boxes to fill, in the text's coordinates, when it is laid out as `layout` with
    /// `engine`: the selected characters' boxes, or the caret's while it shows.
    func boxes(in layout: TextLayoutResult, engine: any TextEngine, fallbackHeight: CGFloat) -> [CGRect] {
        if !selection.isEmpty { return engine.rects(ofCharacters: selection, in: layout) }
        guard showsCaret else { return [] }
        return [caretBox(in: layout, engine: engine, fallbackHeight: fallbackHeight)]
    }

    /// The bar of the caret at ``caret``: centred on the engine's caret position, kept
    /// inside the text's leading edge; at the top leading corner, one line of
    /// `fallbackHeight`, when the engine cannot place it or there is no text.
    func caretBox(in layout: TextLayoutResult, engine: any TextEngine, fallbackHeight: CGFloat) -> CGRect {
        let position = engine.caretRect(atCharacter: caret, in: layout)
            ?? CGRect(x: 0, y: 0, width: 0, height: fallbackHeight)
        let minX = Swift.max(position.minX - Self.caretWidth / 2, 0)
        return CGRect(x: minX, y: position.minY, width: Self.caretWidth, height: position.height)
    }

    /// The color of `boxes`: the tint for the caret, lighter behind a selection.
    var fill: Color {
        selection.isEmpty ? tint : tint.opacity(StaticTextSelection.highlightOpacity)
    }
}

private struct TextEditingMarksKey: EnvironmentKey {
    static let defaultValue: TextEditingMarks? = nil
}

extension EnvironmentValues {
    /// The caret or selection a text field draws on the `Text` showing its characters.
    var textEditingMarks: TextEditingMarks? {
        get { self[TextEditingMarksKey.self] }
        set { self[TextEditingMarksKey.self] = newValue }
    }
}
