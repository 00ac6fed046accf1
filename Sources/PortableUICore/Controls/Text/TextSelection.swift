import Foundation

/// Represents a selection of text: an insertion point (a caret), a range of selected
/// characters, or (on macOS) several ranges.
///
/// A ``TextField`` or ``TextEditor`` created with a `selection:` binding writes the user's
/// selection into it as it changes and takes a selection the app sets:
///
/// ```swift
/// @State private var text = "Hello, world"
/// @State private var selection: TextSelection?
///
/// TextEditor(text: $text, selection: $selection)
/// ```
///
/// The indices are indices of the bound string. PortableUI's editors select one range: a
/// multiple selection set by the app selects its first range (docs/differences.md).
public struct TextSelection: Equatable, Hashable, Sendable {
    /// The indices of a selection.
    public enum Indices: Equatable, Hashable, Sendable {
        /// One range of selected characters; an empty range is an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges of selected characters.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The current text selection indices.
    public var indices: TextSelection.Indices
    /// Where a caret between two lines, or between left-to-right and right-to-left text,
    /// belongs.
    public var affinity: TextSelectionAffinity

    /// Creates a single selection with a given range.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    /// Creates multiple selections with a given range-set.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// Creates a selection at a given insertion point.
    public init(insertionPoint: String.Index) {
        self.init(range: insertionPoint..<insertionPoint)
    }

    /// Whether the selection is an insertion point: no characters are selected.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.ranges.allSatisfy(\.isEmpty)
        }
    }
}

extension TextSelection {
    /// The selection of the characters at `offsets` (counted in `Character`s, as
    /// ``TextEditingState`` counts them) of `text`; offsets beyond the text end at its end.
    init(characters offsets: Range<Int>, in text: String, affinity: TextSelectionAffinity) {
        let lower = Self.index(atOffset: offsets.lowerBound, in: text)
        let upper = Self.index(atOffset: offsets.upperBound, in: text)
        self.init(range: lower..<upper)
        self.affinity = affinity
    }

    /// The character offsets in `text` of the selected range — of the first range of a
    /// multiple selection, as an editor here selects one range; `nil` for an empty range
    /// set. Indices beyond the text (from another string) end at its end, never trap.
    func characterOffsets(in text: String) -> Range<Int>? {
        let range: Range<String.Index>
        switch indices {
        case .selection(let selected): range = selected
        case .multiSelection(let ranges):
            guard let first = ranges.ranges.first else { return nil }
            range = first
        }
        return Self.offset(of: range.lowerBound, in: text)..<Self.offset(of: range.upperBound, in: text)
    }

    private static func index(atOffset offset: Int, in text: String) -> String.Index {
        text.index(text.startIndex, offsetBy: Swift.min(Swift.max(offset, 0), text.count))
    }

    /// The number of characters before `index` (rounded down to a character boundary).
    private static func offset(of index: String.Index, in text: String) -> Int {
        guard index > text.startIndex else { return 0 }
        guard index < text.endIndex else { return text.count }
        return text[..<index].count
    }
}
