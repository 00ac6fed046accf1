import Foundation
import SwiftUI
import Testing

@testable import PortableUICore

/// `Measurement.FormatStyle` as the `SwiftUI` module supplies it on Linux. Sources of the
/// expected strings: [Apple] the examples of Apple's documentation
/// (Measurement.FormatStyle `usage` and `width`); [brief] the figures issue #23's work was
/// given as Apple's output; [CLDR] CLDR's English unit names, unverified against an Apple
/// device; [rule] PortableUI's own unit preference (docs/differences.md), unverified.
@MainActor
struct MeasurementFormatStyleTests {
    let us = Locale(identifier: "en_US")
    let uk = Locale(identifier: "en_GB")

    func length(_ km: Double) -> Measurement<UnitLength> { Measurement(value: km, unit: .kilometers) }

    @Test func temperatures() {
        let body = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        let hot = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
        let room = Measurement<UnitTemperature>(value: 21, unit: .celsius)
        // [Apple] usage: 98°F in en_US, 36.8°C as provided.
        #expect(body.formatted(.measurement(width: .abbreviated).locale(us)) == "98°F")
        #expect(body.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "36.8°C")
        // [Apple] width: 100 degrees Fahrenheit, 100°F.
        #expect(hot.formatted(.measurement(width: .wide).locale(us)) == "100 degrees Fahrenheit")
        #expect(hot.formatted(.measurement(width: .abbreviated).locale(us)) == "100°F")
        // [CLDR] narrow Fahrenheit is a bare degree sign.
        #expect(hot.formatted(.measurement(width: .narrow).locale(us)) == "100°")
        // [brief] 21°C is 70°F in en_US, 21°C in a metric region.
        #expect(room.formatted(.measurement(width: .abbreviated, usage: .weather).locale(us)) == "70°F")
        #expect(room.formatted(.measurement(width: .abbreviated).locale(uk)) == "21°C")
        // [CLDR] one degree is singular.
        #expect(Measurement<UnitTemperature>(value: 1, unit: .celsius).formatted(
            .measurement(width: .wide, usage: .asProvided).locale(us)) == "1 degree Celsius")
    }

    @Test func lengths() {
        // [brief] 12.5 km as provided; 7.8 mi on the road in en_US; the wide name.
        #expect(length(12.5).formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "12.5 km")
        #expect(length(12.5).formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "7.8 mi")
        #expect(length(12.5).formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "12.5 kilometers")
        // [rule] metric regions keep kilometers; short distances step down to m and cm, ft and in.
        // English in Germany writes a decimal comma (the number follows the locale).
        #expect(length(12.5).formatted(.measurement(width: .abbreviated, usage: .road).locale(Locale(identifier: "en_DE"))) == "12,5 km")
        #expect(length(0.35).formatted(.measurement(width: .abbreviated).locale(Locale(identifier: "en_DE"))) == "350 m")
        #expect(length(0.0002).formatted(.measurement(width: .abbreviated).locale(us)) == "7.9 in")
        #expect(length(0.1).formatted(.measurement(width: .wide).locale(us)) == "328.1 feet")
        // [CLDR] narrow widths drop the space.
        #expect(length(12.5).formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "12.5km")
        // A number format style sets the digits; the locale the separators.
        #expect(
            length(1234.5).formatted(
                .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(2)))
                    .locale(us)) == "1,234.50 km")
    }

    /// [rule] Masses and speeds in the locale's system; durations keep their unit; [CLDR] names.
    @Test func massesSpeedsAndDurations() {
        #expect(Measurement<UnitMass>(value: 2.5, unit: .kilograms).formatted(.measurement(width: .abbreviated).locale(us)) == "5.5 lb")
        #expect(Measurement<UnitMass>(value: 250, unit: .grams).formatted(.measurement(width: .wide, usage: .personWeight).locale(uk)) == "8.8 ounces")
        #expect(Measurement<UnitSpeed>(value: 100, unit: .kilometersPerHour).formatted(.measurement(width: .abbreviated, usage: .wind).locale(us)) == "62.1 mph")
        let hours = Measurement<UnitDuration>(value: 2, unit: .hours)
        #expect(hours.formatted(.measurement(width: .abbreviated).locale(us)) == "2 hr")
        #expect(hours.formatted(.measurement(width: .wide).locale(us)) == "2 hours")
        #expect(Measurement<UnitDuration>(value: 5, unit: .minutes).formatted(.measurement(width: .narrow).locale(us)) == "5m")
    }

    /// `Text(_:format:)` and the interpolation take the style; bad values format without
    /// crashing.
    @Test func textAndInterpolationAndBadValues() {
        let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .road)
        #expect(Text(length(12.5), format: style).runs.map(\.string).joined() == "7.8 mi")
        let key: LocalizedStringKey = "Ships from \(length(12.5), format: style) away"
        #expect(Text(key).runs.map(\.string).joined() == "Ships from 7.8 mi away")
        #expect(!length(.nan).formatted(style).isEmpty)
        #expect(!length(.infinity).formatted(.measurement(width: .wide).locale(us)).isEmpty)
        #expect(!length(-.infinity).formatted(.measurement(width: .narrow, usage: .asProvided)).isEmpty)
        #expect(!length(12.5).formatted().isEmpty)
    }
}
