import Foundation

/// The selection of a selectable `Text` (``View/textSelection(_:)``), as macOS selects static
/// text: a press places the selection's start and dragging extends it character by
/// character; a double click selects the word under the pointer (a run of letters and
/// digits, or else the one character) and dragging on from it extends by characters; ⌘C
/// (Ctrl+C) copies the selected characters, ⌘A (Ctrl+A) selects the whole text; a press
/// anywhere else in the window clears the selection.
///
/// The text's drawing (``TextDrawing``) holds it and draws the selected characters' boxes
/// behind the glyphs; the window's graph knows the one text whose selection is active
/// (``ViewGraph/activeTextSelection``), which the keyboard reaches while no text field has
/// focus. Offsets count `Character`s as ``TextEngine`` does.
@MainActor
final class StaticTextSelection: TextPointerTarget {
    /// The selected characters; empty when nothing is selected. Drawing reads it from
    /// whichever thread renders; it is written on the main actor only.
    nonisolated(unsafe) private(set) var range: Range<Int> = 0..<0
    /// How opaque the tint is behind selected characters: as a text field's selection
    /// (unverified against macOS's selected-text background).
    nonisolated static let highlightOpacity = 0.25
    /// Whether a press that began in the text is still down.
    private(set) var isTracking = false
    /// The characters of the text, as its runs give them.
    private var characters: [Character] = []
    /// Where the selection began: a caret offset, or the word a double click selected.
    private var anchor: Range<Int> = 0..<0
    /// The last press, to tell a double click.
    private var lastPress: (time: Double, location: CGPoint)?
    private weak var graph: ViewGraph?
    /// The leaf that draws the text.
    private(set) weak var node: LayoutNode?

    /// Takes the text's characters and where it is drawn (at each reconciliation); new
    /// characters clear the selection.
    func update(characters: [Character], node: LayoutNode, graph: ViewGraph?) {
        self.node = node
        self.graph = graph
        guard characters != self.characters else { return }
        self.characters = characters
        select(0..<0)
    }

    /// The selected characters as a string.
    var selectedText: String { String(characters[range.clamped(to: 0..<characters.count)]) }

    // MARK: Pointer

    /// A press at caret `offset`: a double click (within the multi-tap interval and distance
    /// of the last press) selects the word there, another press places an empty selection.
    /// The text becomes the window's active selection.
    func press(at offset: Int, location: CGPoint, time: Double) {
        let isDoubleClick = lastPress.map {
            time - $0.time < GestureTiming.multiTapInterval
                && GestureTiming.distance($0.location, location) <= GestureTiming.multiTapDistance
        } ?? false
        lastPress = isDoubleClick ? nil : (time, location)
        anchor = isDoubleClick ? word(at: offset) : clamped(offset)..<clamped(offset)
        isTracking = true
        activate()
        select(anchor)
    }

    /// The pointer moved to caret `offset` while pressed: the selection runs from the anchor
    /// to it.
    func drag(to offset: Int) {
        let caret = clamped(offset)
        select(Swift.min(anchor.lowerBound, caret)..<Swift.max(anchor.upperBound, caret))
    }

    /// The press ended (or was cancelled); returns whether it selected characters.
    @discardableResult
    func release() -> Bool {
        isTracking = false
        return !range.isEmpty
    }

    /// Clears the selection (a press elsewhere).
    func clear() {
        isTracking = false
        select(0..<0)
    }

    // MARK: Keyboard

    /// ⌘C/Ctrl+C copies a non-empty selection, ⌘A/Ctrl+A selects everything; returns
    /// whether the press was one of them.
    func handleKey(_ press: KeyPress, clipboard: Clipboard) -> Bool {
        guard press.phase != .up, press.modifiers.contains(.command) || press.modifiers.contains(.control) else {
            return false
        }
        switch press.key {
        case "c":
            guard !range.isEmpty else { return false }
            clipboard.string = selectedText
            return true
        case "a":
            select(0..<characters.count)
            return true
        default:
            return false
        }
    }

    // MARK: Helpers

    /// Makes this the window's active selection, clearing the one before.
    private func activate() {
        guard let graph, graph.activeTextSelection !== self else { return }
        graph.activeTextSelection?.clear()
        graph.activeTextSelection = self
    }

    /// Sets the range; a change is redrawn in the next frame.
    private func select(_ newRange: Range<Int>) {
        guard newRange != range else { return }
        range = newRange
        graph?.updates.enqueue {}
    }

    private func clamped(_ offset: Int) -> Int {
        Swift.min(Swift.max(offset, 0), characters.count)
    }

    /// The word around caret `offset`: the run of letters and digits holding the character
    /// after it (or before it, at the end of a word), or else that one character.
    private func word(at offset: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        var index = Swift.min(clamped(offset), characters.count - 1)
        if !isWordCharacter(index), index > 0, isWordCharacter(index - 1) { index -= 1 }
        guard isWordCharacter(index) else { return index..<(index + 1) }
        var start = index
        var end = index + 1
        while start > 0, isWordCharacter(start - 1) { start -= 1 }
        while end < characters.count, isWordCharacter(end) { end += 1 }
        return start..<end
    }

    private func isWordCharacter(_ index: Int) -> Bool {
        characters[index].isLetter || characters[index].isNumber
    }
}
