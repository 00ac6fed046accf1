import Foundation

// Foundation on Linux has no `Measurement.FormatStyle`, which SwiftUI code uses through
// `Text(_:format:)` and `"\(distance, format: .measurement(width: .abbreviated))"`. This
// module supplies it with Apple's API, in English unit names (``MeasurementUnitNames``); see
// docs/differences.md for what differs from ICU's formatting on Apple platforms.

extension Measurement where UnitType: Dimension {
    /// A type that provides localized representations of measurements.
    ///
    /// The unit shown is the measurement's own for `.asProvided`; otherwise the locale's usual
    /// unit of the dimension (``MeasurementUnitPreference``). Numbers are formatted in the
    /// locale with `numberFormatStyle`, or by default with the precision the unit preference
    /// gives (all the provided digits up to six for `.asProvided`).
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// Specifies the width of the unit, determining the textual representation.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String

            /// A unit width that shows the full unit name.
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            /// An abbreviated unit width.
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            /// The shortest unit width.
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        /// The width of the measurement unit.
        public var width: UnitWidth
        /// The locale to use when formatting the measurement.
        public var locale: Locale
        /// The intended purpose of the formatted measurement.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// The presentation style of the numeric value.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// Creates an instance using the provided width, locale, usage type, and number format.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// Formats a measurement, using this style.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let preference = MeasurementUnitPreference(measurement, usage: usage?.name ?? "asProvided", locale: locale)
            let value = preference.value
            let number = (numberFormatStyle ?? preference.numberStyle).locale(locale).format(value)
            let names = MeasurementUnitNames(unit: preference.unit)
            switch width {
            case .wide: return number + " " + (number == "1" ? names.wideSingular : names.widePlural)
            case .narrow: return number + names.narrow
            default: return number + names.abbreviatedSeparator + names.abbreviated
            }
        }

        /// Modifies the format style to use the specified locale.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// Generates a locale-aware string representation of a measurement using the default
    /// format style: abbreviated units in the locale's usual unit.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// Generates a locale-aware string representation of a measurement using the provided
    /// format style.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// Returns a format style to format measurement units.
    public static func measurement<UnitType>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
