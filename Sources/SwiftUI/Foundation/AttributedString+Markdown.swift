import Foundation
@_spi(Markdown) import PortableUICore

// Foundation on Linux cannot parse Markdown into an attributed string; SwiftUI code takes
// `AttributedString(markdown:)` for granted, so this module supplies it with Apple's API.

extension AttributedString {
    /// Options that affect how Markdown is parsed into an attributed string.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// The syntax the parser interprets.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Block and inline syntax. Here inline syntax, paragraph by paragraph: the
            /// paragraphs' text is joined without a separator (as Apple's parser does, which
            /// marks them with presentation intents that Foundation on Linux lacks), and
            /// line breaks within a paragraph become spaces.
            case full
            /// Inline syntax only, line breaks becoming spaces.
            case inlineOnly
            /// Inline syntax only, whitespace and line breaks kept as written (what `Text`
            /// uses).
            case inlineOnlyPreservingWhitespace
        }

        /// What the parser does with input it cannot parse.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error.
            case throwError
            /// Return what was parsed.
            case returnPartiallyParsedIfPossible
        }

        /// Whether the parser reads Apple's extended attribute syntax `^[text](name: value)`
        /// (accepted; read as plain text here).
        public var allowsExtendedAttributes: Bool
        /// The syntax the parser interprets.
        public var interpretedSyntax: InterpretedSyntax
        /// What the parser does with input it cannot parse (every input parses as Markdown;
        /// only data that is not UTF-8 fails).
        public var failurePolicy: FailurePolicy
        /// The language of the text, set as each run's `languageIdentifier`.
        public var languageCode: String?
        /// Whether runs carry their source positions (accepted; no effect here).
        public var appliesSourcePositionAttributes: Bool

        /// Creates options for parsing Markdown.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.init(
                allowsExtendedAttributes: allowsExtendedAttributes, interpretedSyntax: interpretedSyntax,
                failurePolicy: failurePolicy, languageCode: languageCode, appliesSourcePositionAttributes: false)
        }

        /// Creates options for parsing Markdown, with source positions or without.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Creates an attributed string from Markdown: inline emphasis, strong emphasis, code and
    /// strikethrough as `inlinePresentationIntent`, links as `link` (relative ones resolved
    /// against `baseURL`). Block syntax is not interpreted (see ``MarkdownParsingOptions``).
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self = Self.parsed(markdown, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from Markdown in UTF-8 data.
    ///
    /// - Throws: `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not UTF-8.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let source = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        self = Self.parsed(source, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from the Markdown in a file; relative links resolve
    /// against `baseURL`, or the file's URL when it is `nil`.
    public init(contentsOf url: URL, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: try Data(contentsOf: url), options: options, baseURL: baseURL ?? url)
    }

    /// Creates an attributed string from Markdown, with the attributes of a scope (the
    /// attributes Markdown produces are Foundation's whatever the scope).
    public init<S: AttributeScope>(
        markdown: String, including scope: KeyPath<AttributeScopes, S.Type>, options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }

    private static func parsed(_ source: String, options: MarkdownParsingOptions, baseURL: URL?) -> AttributedString {
        var result = AttributedString()
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace:
            result = _inlineMarkdown(source, baseURL: baseURL)
        case .inlineOnly:
            result = _inlineMarkdown(joiningLines(source.split(separator: "\n", omittingEmptySubsequences: false)), baseURL: baseURL)
        case .full:
            for paragraph in paragraphs(of: source) {
                result += _inlineMarkdown(joiningLines(paragraph), baseURL: baseURL)
            }
        }
        if let languageCode = options.languageCode {
            result.languageIdentifier = languageCode
        }
        return result
    }

    /// The paragraphs of a source: its lines split at blank lines.
    private static func paragraphs(of source: String) -> [[Substring]] {
        var paragraphs: [[Substring]] = []
        var current: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { paragraphs.append(current) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    /// Lines joined by single spaces, each trimmed of the spaces around it (soft breaks).
    private static func joiningLines(_ lines: [Substring]) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
