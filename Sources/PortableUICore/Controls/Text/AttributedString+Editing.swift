import Foundation

extension AttributedString {
    /// This string with its characters replaced by `text`, changing only the characters that
    /// differ: the common prefix and suffix keep their runs and attributes, the characters in
    /// between are replaced by the new ones.
    ///
    /// Rules for the attributes of inserted characters (as a text view's typing attributes):
    /// `typingAttributes` when given; else, replacing characters, those of the first one
    /// replaced (as a text view replaces a selection); else those of the character before the
    /// insertion; else, at the start, those of the character after it; else (empty text) none.
    func replacingCharacters(with text: String, typingAttributes: AttributeContainer? = nil) -> AttributedString {
        let old = Array(characters)
        let new = Array(text)
        guard old != new else { return self }
        let prefix = zip(old, new).prefix(while: { $0.0 == $0.1 }).count
        let limit = Swift.min(old.count, new.count) - prefix
        let suffix = zip(old.reversed(), new.reversed()).prefix(limit).prefix(while: { $0.0 == $0.1 }).count
        let lower = characters.index(startIndex, offsetBy: prefix)
        let upper = characters.index(lower, offsetBy: old.count - prefix - suffix)
        let inserted = String(new[prefix..<(new.count - suffix)])
        let replacesCharacters = lower < upper
        let attributes = typingAttributes ?? (replacesCharacters ? attributes(at: lower) : attributes(around: lower))
        var result = self
        result.replaceSubrange(lower..<upper, with: AttributedString(inserted, attributes: attributes))
        return result
    }

    /// The attributes of the character at `index` (none at the end).
    private func attributes(at index: AttributedString.Index) -> AttributeContainer {
        guard index < endIndex else { return AttributeContainer() }
        return self[index..<characters.index(after: index)].runs.first?.attributes ?? AttributeContainer()
    }

    /// The attributes of the character before `index`, or of the one at it at the start.
    private func attributes(around index: AttributedString.Index) -> AttributeContainer {
        if index > startIndex {
            let before = characters.index(before: index)
            return self[before..<index].runs.first?.attributes ?? AttributeContainer()
        }
        return attributes(at: index)
    }
}
