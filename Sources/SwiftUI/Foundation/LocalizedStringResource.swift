import Foundation

// Foundation on Linux has neither `LocalizedStringResource` nor `String.LocalizationValue`
// (nor `String(localized:)`); SwiftUI code passes resources to `Text` and to the controls'
// title initializers, so this module supplies them with Apple's API. There are no string
// catalogs on Linux: a resource resolves to its default value, interpolations written out.

extension String {
    /// A localizable string: the key looked up in a strings table (interpolations stand as
    /// format specifiers in it) and the value it defaults to (interpolations written out).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key: the literal, each interpolation replaced by its format specifier (`%@`,
        /// `%lld` for integers, `%lf` for floating-point numbers), as Apple's keys are.
        let key: String
        /// The value with each interpolated value written out.
        let value: String

        /// Creates a localization value from a string, which is both its key and its value.
        public init(_ value: String) {
            key = value
            self.value = value
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            value = stringInterpolation.value
        }

        /// The parts of an interpolated localization value.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var value = ""

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                // A literal percent sign is doubled in a format key.
                key += literal.replacingOccurrences(of: "%", with: "%%")
                value += literal
            }

            /// Appends a string (`%@` in the key).
            public mutating func appendInterpolation(_ string: String) {
                append(string, specifier: "%@")
            }

            /// Appends an integer (`%lld` in the key).
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                append(String(value), specifier: "%lld")
            }

            /// Appends a floating-point number (`%lf` in the key), written as `String(format:)`
            /// writes `%lf`: six decimals.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                append(String(format: "%lf", Double(value)), specifier: "%lf")
            }

            /// Appends any other value by its description (`%@` in the key).
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) {
                append(String(describing: value), specifier: "%@")
            }

            private mutating func append(_ written: String, specifier: String) {
                key += specifier
                value += written
            }
        }
    }

    /// Creates a localized string from a localized string resource: its default value (no
    /// strings tables on Linux).
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.value
    }

    /// Creates a localized string from an interpolated string: its value (no strings tables
    /// on Linux).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.value
    }

    /// Creates a localized string from a static string key: the default value (no strings
    /// tables on Linux).
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.value
    }
}

/// A reference to a localizable string, resolved where it is shown (`Text`, the controls'
/// titles, `String(localized:)`): its key, the value it defaults to, and where to look it up.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The bundle a resource is looked up in.
    public enum BundleDescription: Sendable {
        /// The main bundle.
        case main
        /// The bundle holding a class.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// The key looked up in the table.
    public let key: String
    /// The value used when the key is not found (always, on Linux).
    public var defaultValue: String.LocalizationValue
    /// The strings table (nil: `Localizable`).
    public let table: String?
    /// The locale the string is resolved for.
    public var locale: Locale
    /// The bundle the table is in.
    public let bundle: BundleDescription

    /// Creates a localized string resource from a localization key and its bundle properties.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a localized string resource from a static string and its bundle properties.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a localized string resource from the specified string literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// Creates a localized string resource from an interpolated string.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resolved string.
    public var description: String { String(localized: self) }
}
