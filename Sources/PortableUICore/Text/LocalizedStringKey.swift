import Foundation

/// The key for a localized string resource, which `Text` displays.
///
/// String literals and interpolations passed to `Text` become keys. There are no string
/// tables on this platform, so a key displays the text it was written with; interpolated
/// values are formatted as `String(describing:)` does, or with the given format style.
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
