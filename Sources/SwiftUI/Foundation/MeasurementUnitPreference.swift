import Foundation

/// The unit a measurement is shown in, its value in that unit and the default precision of
/// the number, for a usage and a locale.
///
/// Rules (the step numbers match `// Step N` below):
/// 1. `.asProvided` keeps the measurement's unit and value, the number with up to six
///    fraction digits.
/// 2. Other usages take the locale's measurement system's usual unit for lengths (metric:
///    km from 1 km, m from 1 m, cm below; US and UK: mi from a quarter mile, ft from 1 ft, in
///    below), temperatures (°F in the US, °C elsewhere), masses (metric: kg from 1 kg, g below;
///    US and UK: lb from 1 lb, oz below) and speeds (mph in the US and UK, km/h elsewhere),
///    with at most one fraction digit (temperatures none). Other dimensions keep their unit.
///
/// Apple's formatting follows ICU's unit preferences per usage and region; these rules are
/// a simplification: temperatures without fraction digits in the locale's scale follow
/// Apple's documented example (36.8 °C is "98°F" in en_US), the thresholds are unverified
/// (docs/differences.md).
struct MeasurementUnitPreference {
    let unit: Dimension
    let value: Double
    let numberStyle: FloatingPointFormatStyle<Double>

    init<UnitType: Dimension>(_ measurement: Measurement<UnitType>, usage: String, locale: Locale) {
        // Step 1
        guard usage != "asProvided", let target = Self.unit(for: measurement, locale: locale) else {
            unit = measurement.unit
            value = measurement.value
            numberStyle = FloatingPointFormatStyle<Double>().precision(.fractionLength(0...6))
            return
        }
        // Step 2
        unit = target
        value = target.converter.value(fromBaseUnitValue: measurement.unit.converter.baseUnitValue(fromValue: measurement.value))
        let digits = target is UnitTemperature ? 0 : 1
        numberStyle = FloatingPointFormatStyle<Double>().precision(.fractionLength(0...digits))
    }

    /// The locale's usual unit for `measurement`, or nil to keep its own.
    private static func unit<UnitType: Dimension>(for measurement: Measurement<UnitType>, locale: Locale) -> Dimension? {
        let system = locale.measurementSystem
        let imperial = system == .us || system == .uk
        let base = abs(measurement.unit.converter.baseUnitValue(fromValue: measurement.value))
        switch measurement.unit {
        case is UnitLength:
            if imperial { return base >= 402.336 ? UnitLength.miles : base >= 0.3048 ? UnitLength.feet : UnitLength.inches }
            return base >= 1_000 ? UnitLength.kilometers : base >= 1 ? UnitLength.meters : UnitLength.centimeters
        case is UnitTemperature:
            return system == .us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case is UnitMass:
            if imperial { return base >= 0.45359237 ? UnitMass.pounds : UnitMass.ounces }
            return base >= 1 ? UnitMass.kilograms : UnitMass.grams
        case is UnitSpeed:
            return imperial ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
        default:
            return nil
        }
    }
}
