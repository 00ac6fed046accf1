import Foundation

/// Represents a selection of attributed text: an insertion point (a caret) or a range of
/// characters.
///
/// A ``TextEditor`` created with `TextEditor(text:selection:)` over an `AttributedString`
/// writes the user's selection into it as it changes and takes a selection the app sets:
///
/// ```swift
/// @State private var text: AttributedString = "Hello"
/// @State private var selection = AttributedTextSelection()
///
/// TextEditor(text: $text, selection: $selection)
/// ```
///
/// The indices are indices of the bound attributed string. PortableUI's editors select one
/// range: a range set of several ranges selects its first (docs/differences.md).
public struct AttributedTextSelection: Equatable, Sendable {
    /// The indices of the current selection.
    @frozen public enum Indices: Equatable, Sendable {
        /// The index of a single insertion point.
        case insertionPoint(AttributedString.Index)
        /// The range-set of selected characters.
        case ranges(RangeSet<AttributedString.Index>)
    }

    /// The stored indices; `nil` for the default selection, the end of whatever text.
    private var stored: Indices?
    /// The attributes of the next character typed, `nil` to take them from the text.
    private(set) var typingAttributes: AttributeContainer?

    /// Initialize the default selection for a new text editor: an insertion point at the
    /// end of the text.
    public init() {}

    /// Initialize a selection to a character range.
    public init(range: Range<AttributedString.Index>) {
        stored = range.isEmpty ? .insertionPoint(range.lowerBound) : .ranges(RangeSet(range))
    }

    /// Initialize a selection to a range set of characters.
    public init(ranges: RangeSet<AttributedString.Index>) {
        stored = .ranges(ranges)
    }

    /// Initialize a selection to a single insertion point; `typingAttributes` are the
    /// attributes of the next character typed, or `nil` to infer them from the text.
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        stored = .insertionPoint(insertionPoint)
        self.typingAttributes = typingAttributes
    }

    /// The current text selection indices: the selection if it is valid for `text`, else an
    /// insertion point at the end of `text`.
    public func indices(in text: AttributedString) -> AttributedTextSelection.Indices {
        let end = text.endIndex
        switch stored {
        case .insertionPoint(let index) where index <= end: return .insertionPoint(index)
        case .ranges(let ranges) where ranges.ranges.allSatisfy({ $0.upperBound <= end }): return .ranges(ranges)
        default: return .insertionPoint(end)
        }
    }

    public static func == (lhs: AttributedTextSelection, rhs: AttributedTextSelection) -> Bool {
        lhs.stored == rhs.stored && lhs.typingAttributes == rhs.typingAttributes
    }
}

extension AttributedTextSelection {
    /// The selection of the characters at `offsets` (counted in `Character`s, as the editor
    /// counts them) of `text`; offsets beyond the text end at its end.
    init(characters offsets: Range<Int>, in text: AttributedString) {
        let characters = text.characters
        let count = characters.count
        let lower = characters.index(characters.startIndex, offsetBy: Swift.min(Swift.max(offsets.lowerBound, 0), count))
        let upper = characters.index(lower, offsetBy: Swift.min(Swift.max(offsets.count, 0), count - characters.distance(from: characters.startIndex, to: lower)))
        self.init(range: lower..<upper)
    }

    /// The character offsets in `text` of the selected range (of the first range of several;
    /// the end of the text for an empty range set).
    func characterOffsets(in text: AttributedString) -> Range<Int> {
        let characters = text.characters
        let range: Range<AttributedString.Index>
        switch indices(in: text) {
        case .insertionPoint(let index): range = index..<index
        case .ranges(let ranges): range = ranges.ranges.first ?? text.endIndex..<text.endIndex
        }
        let lower = characters.distance(from: characters.startIndex, to: range.lowerBound)
        return lower..<(lower + characters.distance(from: range.lowerBound, to: range.upperBound))
    }
}
