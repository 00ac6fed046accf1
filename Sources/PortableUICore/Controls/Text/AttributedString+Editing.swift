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

// MARK: Emphasis (⌘B, ⌘I)

extension AttributedString {
    /// This string with `emphasis` turned on for the characters at `offsets` (counted in
    /// `Character`s), or off when every one of them has it already, as a text view's Bold and
    /// Italic commands toggle the selection.
    ///
    /// A run has bold when its `inlinePresentationIntent` is strongly emphasized or its font's
    /// weight is semibold or heavier; italic when its intent is emphasized or its font is
    /// italic. Turning on adds the intent (and makes a run's own font bold or italic);
    /// turning off removes the intent (and makes a run's own font regular or upright).
    func togglingEmphasis(_ emphasis: TextFieldSource.Emphasis, characters offsets: Range<Int>) -> AttributedString {
        let count = characters.count
        let lower = Swift.min(Swift.max(offsets.lowerBound, 0), count)
        let upper = Swift.min(Swift.max(offsets.upperBound, lower), count)
        let start = characters.index(startIndex, offsetBy: lower)
        let range = start..<characters.index(start, offsetBy: upper - lower)
        guard !range.isEmpty else { return self }
        let runs = self[range].runs.map { ($0.range, $0.attributes) }
        let adding = !runs.allSatisfy { Self.has(emphasis, $0.1) }
        var result = self
        for (runRange, attributes) in runs {
            result[runRange].setAttributes(Self.setting(emphasis, on: adding, in: attributes))
        }
        return result
    }

    /// The attributes a character typed at character offset `offset` takes (see
    /// `replacingCharacters(with:typingAttributes:)`).
    func typingAttributes(atCharacter offset: Int) -> AttributeContainer {
        attributes(around: characters.index(startIndex, offsetBy: Swift.min(Swift.max(offset, 0), characters.count)))
    }

    /// `attributes` with `emphasis` turned off when they have it, else on.
    static func toggling(_ emphasis: TextFieldSource.Emphasis, in attributes: AttributeContainer) -> AttributeContainer {
        setting(emphasis, on: !has(emphasis, attributes), in: attributes)
    }

    private static func has(_ emphasis: TextFieldSource.Emphasis, _ attributes: AttributeContainer) -> Bool {
        let intent = attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
        let font = attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
        switch emphasis {
        case .bold: return intent.contains(.stronglyEmphasized) || (font?.weight?.value ?? 0) >= Font.Weight.semibold.value
        case .italic: return intent.contains(.emphasized) || font?.isItalic == true
        }
    }

    private static func setting(
        _ emphasis: TextFieldSource.Emphasis, on: Bool, in attributes: AttributeContainer
    ) -> AttributeContainer {
        var result = attributes
        var intent = attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
        let flag: InlinePresentationIntent = emphasis == .bold ? .stronglyEmphasized : .emphasized
        if on { intent.insert(flag) } else { intent.remove(flag) }
        result[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = intent.isEmpty ? nil : intent
        if var font = attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self] {
            switch emphasis {
            case .bold: font.weight = on ? .bold : .regular
            case .italic: font.isItalic = on
            }
            result[AttributeScopes.SwiftUIAttributes.FontAttribute.self] = font
        }
        return result
    }
}

