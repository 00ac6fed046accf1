import Foundation

/// Where a text field's text comes from and goes to: a text binding, written at every edit,
/// or a formatted value, parsed and written when the user commits (Return or losing focus).
struct TextFieldSource {
    /// The text to show while the user is not editing a formatted value.
    let read: @MainActor () -> String
    /// Takes the edited text: at every edit, or at a commit when `commitsOnSubmit`.
    let write: @MainActor (String) -> Void
    /// Whether edits wait for a commit (a formatted value) instead of writing at once.
    let commitsOnSubmit: Bool
    /// Turns an emphasis on or off for the characters at the given offsets, or for the next
    /// characters typed at an empty range (a styled text's ⌘B and ⌘I); nil for plain text.
    var toggleEmphasis: (@MainActor (Emphasis, Range<Int>) -> Void)? = nil

    /// A text style that ⌘B and ⌘I turn on and off.
    enum Emphasis {
        case bold
        case italic
    }

    /// A text binding, written at every edit.
    @MainActor
    static func text(_ binding: Binding<String>) -> TextFieldSource {
        TextFieldSource(read: { binding.wrappedValue }, write: { binding.wrappedValue = $0 }, commitsOnSubmit: false)
    }

    /// A value shown through `format`. A commit parses the text; text that does not parse
    /// leaves the value as it was (and the field shows it again), as in SwiftUI.
    @MainActor
    static func value<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F) -> TextFieldSource
    where F.FormatOutput == String {
        TextFieldSource(
            read: { format.format(binding.wrappedValue) },
            write: { text in
                if let value = try? format.parseStrategy.parse(text) { binding.wrappedValue = value }
            },
            commitsOnSubmit: true)
    }

    /// An optional value shown through `format`: text that does not parse (empty text
    /// included) commits `nil`, as in SwiftUI.
    @MainActor
    static func optionalValue<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput?>, format: F)
        -> TextFieldSource
    where F.FormatOutput == String {
        TextFieldSource(
            read: { binding.wrappedValue.map(format.format) ?? "" },
            write: { text in
                binding.wrappedValue = try? format.parseStrategy.parse(text)
            },
            commitsOnSubmit: true)
    }

    /// A value shown through a Foundation `Formatter` (the older API). Linux's Foundation
    /// parses only through a formatter's own class, so number formatters (into the standard
    /// numeric types) and date formatters parse; text another formatter cannot parse leaves
    /// the value unchanged.
    @MainActor
    static func value<V>(_ binding: Binding<V>, formatter: Formatter) -> TextFieldSource {
        TextFieldSource(
            read: { formatter.string(for: binding.wrappedValue) ?? "" },
            write: { text in
                if let value: V = parse(text, with: formatter) { binding.wrappedValue = value }
            },
            commitsOnSubmit: true)
    }

    /// The value `formatter` reads from `text`, as a `V`, if it reads one.
    private static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return number as? V
        }
    }
}
