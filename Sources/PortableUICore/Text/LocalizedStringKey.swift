import Foundation

/// The key for a localized string resource, which `Text` displays.
///
/// String literals and interpolations passed to `Text` become keys. There are no string
/// tables on this platform, so a key displays the text it was written with. Interpolated
/// numbers are formatted with their `printf` specifier (`\(value, specifier: "%.1f")`, or
/// the type's default: `%lld` for integers, `%lf` for `Double`, as in SwiftUI), other values
/// with the given formatter or format style, or as `String(describing:)` does.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The text of the key, interpolations included.
    let key: String
    /// The key's text with each interpolated value replaced by a placeholder character
    /// (``placeholder(_:)``), which `Text` reads as Markdown.
    let format: String
    /// The runs of each interpolated value, in order.
    let arguments: [[Text.Run]]

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        key = value
        format = value
        arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        format = stringInterpolation.format
        arguments = stringInterpolation.arguments
    }

    /// The first placeholder character: interpolated values stand in the format as
    /// characters of Unicode's supplementary private use area A, which text does not use.
    static let firstPlaceholder: UInt32 = 0xF0000

    /// The placeholder character of the argument at `index`.
    static func placeholder(_ index: Int) -> Character {
        Character(Unicode.Scalar(firstPlaceholder + UInt32(index))!)
    }

    /// Represents the contents of a string literal with interpolations while it's being
    /// built.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var format = ""
        var arguments: [[Text.Run]] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
            format.reserveCapacity(literalCapacity + interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
            format += literal
        }

        /// Appends an interpolated value's runs (its text is not read as Markdown).
        mutating func appendArgument(_ runs: [Text.Run]) {
            for run in runs { output += run.string }
            format.append(LocalizedStringKey.placeholder(arguments.count))
            arguments.append(runs)
        }

        mutating func appendArgument(_ string: String) {
            appendArgument([Text.Run(string: string)])
        }

        public mutating func appendInterpolation(_ string: String) {
            appendArgument(string)
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            appendArgument(String(describing: value))
        }

        /// Appends a number formatted with its type's default specifier (`%lld` for
        /// integers, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendArgument(value.formatted(specifier: value._specifier))
        }

        /// Appends a number formatted with a `printf` format specifier, like `%.1f`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendArgument(value.formatted(specifier: specifier))
        }

        /// Appends a Foundation value, formatted by `formatter` when one is given.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            appendArgument(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Appends a date, formatted by `formatter` when one is given (Foundation on Linux does
        /// not make `Date` reference-convertible, as Apple's does).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            appendArgument(formatter?.string(for: date) ?? String(describing: date))
        }

        /// Appends an object, formatted by `formatter` when one is given.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendArgument(formatter?.string(for: subject) ?? subject.description)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendArgument(format.format(input))
        }

        /// Appends a text, which keeps its style.
        public mutating func appendInterpolation(_ text: Text) {
            appendArgument(text.runs)
        }
    }
}
