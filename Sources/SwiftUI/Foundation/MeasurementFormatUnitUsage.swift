import Foundation

// Foundation on Linux has no `Measurement.FormatStyle`; this module supplies it (see
// Measurement+FormatStyle.swift) with the usages of Apple's SDK.

/// A type that provides the generalized usage for a formatted measurement.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The usage's name, as Apple's SDK and ICU spell it.
    let name: String

    /// A general usage of the formatted measurement: the locale's usual unit.
    public static var general: Self { Self(name: "general") }
    /// A usage of the formatted measurement that reflects the units that you used to create
    /// the measurement.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A format usage of a length measurement for displaying a distance as it relates to
    /// people.
    public static var person: Self { Self(name: "person") }
    /// A usage of a length measurement related to a person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// A usage of a length measurement related to road distances.
    public static var road: Self { Self(name: "road") }
    /// A usage of a length measurement related to the focal length of a camera lens.
    public static var focalLength: Self { Self(name: "focalLength") }
    /// Used to format the rainfall amount.
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Used to format the snowfall amount.
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A format usage of a temperature measurement for displaying a temperature as it
    /// relates to people.
    public static var person: Self { Self(name: "person") }
    /// A usage of a temperature measurement related to the weather.
    public static var weather: Self { Self(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A usage of a mass measurement related to a person's weight.
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// A usage of a speed measurement related to the wind.
    public static var wind: Self { Self(name: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// A usage of an energy measurement related to food.
    public static var food: Self { Self(name: "food") }
    /// A usage of a energy measurement related to a workout.
    public static var workout: Self { Self(name: "workout") }
}
