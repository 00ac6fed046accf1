import Foundation

// Foundation on Linux has neither `InlinePresentationIntent` nor the attribute that carries
// it; Markdown parsing (`AttributedString(markdown:)`, `Text` of a string literal) needs both,
// so PortableUI declares them with Apple's names and raw values.

/// The inline presentation intents of a run of Markdown text (emphasis, code, strikethrough…).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Text emphasized (`*text*`), drawn in italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Text strongly emphasized (`**text**`), drawn in bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (`` `text` ``), drawn in the monospaced font.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Text struck through (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute that holds a run's ``InlinePresentationIntent``.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}
