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

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    /// Represents the contents of a string literal with interpolations while it's being
    /// built.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Appends a number formatted with its type's default specifier (`%lld` for
        /// integers, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += value.formatted(specifier: value._specifier)
        }

        /// Appends a number formatted with a `printf` format specifier, like `%.1f`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += value.formatted(specifier: specifier)
        }

        /// Appends a Foundation value, formatted by `formatter` when one is given.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// Appends a date, formatted by `formatter` when one is given (Foundation on Linux does
        /// not make `Date` reference-convertible, as Apple's does).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            output += formatter?.string(for: date) ?? String(describing: date)
        }

        /// Appends an object, formatted by `formatter` when one is given.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? subject.description
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends the plain characters of a text (its style is not kept in a key).
        public mutating func appendInterpolation(_ text: Text) {
            output += text.runs.map(\.string).joined()
        }
    }
}
