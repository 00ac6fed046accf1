import Foundation

extension AttributedString {
    /// The attributed string of inline Markdown (``InlineMarkdown``): each span's
    /// ``InlinePresentationIntent`` and link as attributes. The `SwiftUI` module's
    /// `AttributedString(markdown:options:baseURL:)` is built on it.
    @_spi(Markdown) public static func _inlineMarkdown(_ source: String, baseURL: URL?) -> AttributedString {
        var result = AttributedString()
        for span in InlineMarkdown.parse(source, baseURL: baseURL) {
            var part = AttributedString(span.text)
            if !span.intent.isEmpty {
                part[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = span.intent
            }
            part.link = span.link
            result += part
        }
        return result
    }
}
