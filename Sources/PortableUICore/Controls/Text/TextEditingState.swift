import Foundation

/// The editing model of a text field or text editor: its characters, the caret and
/// selection (in characters — grapheme clusters), and an input method's uncommitted
/// composition.
///
/// The selection runs between the anchor, where it began, and the caret, which moves;
/// moving without extending collapses it. Word moves stop at the boundaries between
/// alphanumeric runs and the rest.
struct TextEditingState: Equatable {
    private(set) var characters: [Character]
    /// Where the selection began.
    private(set) var anchor: Int
    /// The end of the selection that moves.
    private(set) var caret: Int
    /// The characters of the current composition, if an input method is composing.
    private(set) var markedRange: Range<Int>?

    init(text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    var text: String { String(characters) }
    /// The selected characters' range; empty at the caret when nothing is selected.
    var selection: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }
    var selectedText: String { String(characters[selection]) }

    /// Replaces the whole text (a change from outside), keeping the caret where it can.
    mutating func setText(_ text: String) {
        characters = Array(text)
        anchor = Swift.min(anchor, characters.count)
        caret = Swift.min(caret, characters.count)
        markedRange = nil
    }

    mutating func select(_ range: Range<Int>) {
        anchor = Swift.max(Swift.min(range.lowerBound, characters.count), 0)
        caret = Swift.max(Swift.min(range.upperBound, characters.count), anchor)
    }

    mutating func selectAll() {
        select(0..<characters.count)
    }

    /// Selects from `anchor` to `caret` (the end that moves, either side of the anchor), both
    /// kept inside the text; a composition ends.
    mutating func select(from anchor: Int, to caret: Int) {
        self.anchor = clamped(anchor)
        self.caret = clamped(caret)
        markedRange = nil
    }

    /// The word around `position`: the run of letters and digits holding the character after
    /// it (or before it, at the end of a word), or else that one character; empty in empty
    /// text.
    func word(at position: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        var index = Swift.min(clamped(position), characters.count - 1)
        if !isWordCharacter(index), index > 0, isWordCharacter(index - 1) { index -= 1 }
        guard isWordCharacter(index) else { return index..<(index + 1) }
        return wordBoundary(before: index + 1)..<wordBoundary(after: index)
    }

    private func clamped(_ position: Int) -> Int {
        Swift.min(Swift.max(position, 0), characters.count)
    }

    /// Replaces the composition, or else the selection, with `text`; the caret follows it.
    mutating func insert(_ text: String) {
        let range = markedRange ?? selection
        markedRange = nil
        replace(range, with: text)
    }

    /// Shows `text` as the composition in place of the previous one or of the selection.
    mutating func setMarkedText(_ text: String) {
        let range = markedRange ?? selection
        replace(range, with: text)
        markedRange = text.isEmpty ? nil : range.lowerBound..<(range.lowerBound + text.count)
    }

    /// Keeps the composition as typed text.
    mutating func commitComposition() {
        markedRange = nil
    }

    /// Deletes the selection, or the character (word) before the caret.
    mutating func deleteBackward(byWord: Bool) {
        if selection.isEmpty { caret = byWord ? wordBoundary(before: caret) : Swift.max(caret - 1, 0) }
        replace(selection, with: "")
    }

    /// Deletes the selection, or the character (word) after the caret.
    mutating func deleteForward(byWord: Bool) {
        if selection.isEmpty {
            caret = byWord ? wordBoundary(after: caret) : Swift.min(caret + 1, characters.count)
        }
        replace(selection, with: "")
    }

    /// Moves the caret one character (or word) left or right; without `extending`, a
    /// selection collapses to its edge on that side instead.
    mutating func move(forward: Bool, byWord: Bool, extending: Bool) {
        if !extending, !selection.isEmpty, !byWord {
            let edge = forward ? selection.upperBound : selection.lowerBound
            return moveCaret(to: edge, extending: false)
        }
        let target: Int
        if byWord {
            target = forward ? wordBoundary(after: caret) : wordBoundary(before: caret)
        } else {
            target = forward ? Swift.min(caret + 1, characters.count) : Swift.max(caret - 1, 0)
        }
        moveCaret(to: target, extending: extending)
    }

    /// Moves the caret to the start or end of the text.
    mutating func moveToEnd(forward: Bool, extending: Bool) {
        moveCaret(to: forward ? characters.count : 0, extending: extending)
    }

    /// Moves the caret to the same column of the previous or next line (lines end at line
    /// breaks, not where the text wraps), or to the start or end of the text from the first
    /// or last line.
    mutating func moveLine(forward: Bool, extending: Bool) {
        let start = lineStart(of: caret)
        let column = caret - start
        if forward {
            guard let lineBreak = characters[caret...].firstIndex(of: "\n") else {
                return moveToEnd(forward: true, extending: extending)
            }
            let nextEnd = characters[(lineBreak + 1)...].firstIndex(of: "\n") ?? characters.count
            moveCaret(to: Swift.min(lineBreak + 1 + column, nextEnd), extending: extending)
        } else {
            guard start > 0 else { return moveToEnd(forward: false, extending: extending) }
            moveCaret(to: Swift.min(lineStart(of: start - 1) + column, start - 1), extending: extending)
        }
    }

    /// The index where the line holding `position` starts.
    private func lineStart(of position: Int) -> Int {
        characters[..<position].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    }

    private mutating func moveCaret(to position: Int, extending: Bool) {
        caret = position
        if !extending { anchor = position }
        markedRange = nil
    }

    private mutating func replace(_ range: Range<Int>, with text: String) {
        characters.replaceSubrange(range, with: Array(text))
        caret = range.lowerBound + text.count
        anchor = caret
    }

    private func isWordCharacter(_ index: Int) -> Bool {
        characters[index].isLetter || characters[index].isNumber
    }

    /// The start of the word before `position` (skipping separators first).
    private func wordBoundary(before position: Int) -> Int {
        var index = position
        while index > 0, !isWordCharacter(index - 1) { index -= 1 }
        while index > 0, isWordCharacter(index - 1) { index -= 1 }
        return index
    }

    /// The end of the word after `position` (skipping separators first).
    private func wordBoundary(after position: Int) -> Int {
        var index = position
        while index < characters.count, !isWordCharacter(index) { index += 1 }
        while index < characters.count, isWordCharacter(index) { index += 1 }
        return index
    }
}
