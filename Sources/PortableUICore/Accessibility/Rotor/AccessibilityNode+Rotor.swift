import Foundation

extension AccessibilityNode {
    /// A rotor of `accessibilityRotor`: a named list of places an assistive technology's user
    /// can move through.
    public struct Rotor: Equatable {
        /// The rotor's label, or the system rotor's name ("headings") for a replaced one.
        public var label: String
        /// The system rotor it replaces, if any.
        public var systemRotor: AccessibilitySystemRotor?
        /// The entries, in order.
        public var entries: [RotorEntry]
    }

    /// One entry of a rotor.
    public struct RotorEntry: Equatable {
        /// What the entry reads: its label, or the text in its range when it has none.
        public var label: String
        /// The identifier of the element it navigates to (a `ForEach` element's or an `id`'s).
        public var id: AnyHashable?
        /// The range of the element's text it navigates to.
        public var textRange: Range<String.Index>?
        /// Run before the entry is navigated to, to bring its element on screen.
        let prepare: () -> Void

        public static func == (lhs: RotorEntry, rhs: RotorEntry) -> Bool {
            lhs.label == rhs.label && lhs.id == rhs.id && lhs.textRange == rhs.textRange
        }
    }
}

extension AccessibilityNode.Rotor {
    /// The rotor with label-less text-range entries reading the part of `text` in their range
    /// (an entry whose range is not in `text` is dropped rather than read out of bounds).
    func resolvingTextRanges(in text: String) -> AccessibilityNode.Rotor {
        var rotor = self
        rotor.entries = entries.compactMap { entry in
            guard let range = entry.textRange else { return entry }
            guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex else { return nil }
            var entry = entry
            if entry.label.isEmpty { entry.label = String(text[range]) }
            return entry
        }
        return rotor
    }

    /// The rotor in a dump line: its label and its entries' labels.
    var summary: String {
        "rotor \"\(label)\": " + entries.map { "\"\($0.label)\"" }.joined(separator: ", ")
    }
}
