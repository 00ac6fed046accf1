import Foundation

/// The English names of a unit at each width, by the unit's Foundation symbol (a duration's
/// prefixed, "m" being both meters and minutes): as CLDR's English data writes them
/// (abbreviated "12.5 km", "21°C", "2 hr"; narrow "12.5km", "70°"; wide "12.5 kilometers",
/// "1 degree Celsius"). A unit not in the table shows its symbol at every width.
struct MeasurementUnitNames {
    let abbreviated: String
    let narrow: String
    let wideSingular: String
    let widePlural: String

    /// What goes between the number and the abbreviated name: nothing before a degree sign.
    var abbreviatedSeparator: String { abbreviated.hasPrefix("°") ? "" : " " }

    init(unit: Dimension) {
        let symbol = unit.symbol
        guard let names = Self.table[unit is UnitDuration ? "duration " + symbol : symbol] else {
            self.init(abbreviated: symbol, narrow: symbol, wideSingular: symbol, widePlural: symbol)
            return
        }
        self.init(abbreviated: names.0, narrow: names.1, wideSingular: names.2, widePlural: names.3)
    }

    private init(abbreviated: String, narrow: String, wideSingular: String, widePlural: String) {
        self.abbreviated = abbreviated
        self.narrow = narrow
        self.wideSingular = wideSingular
        self.widePlural = widePlural
    }

    /// Abbreviated, narrow, wide singular and wide plural names by symbol.
    private static let table: [String: (String, String, String, String)] = [
        "km": ("km", "km", "kilometer", "kilometers"),
        "m": ("m", "m", "meter", "meters"),
        "cm": ("cm", "cm", "centimeter", "centimeters"),
        "mm": ("mm", "mm", "millimeter", "millimeters"),
        "mi": ("mi", "mi", "mile", "miles"),
        "yd": ("yd", "yd", "yard", "yards"),
        "ft": ("ft", "′", "foot", "feet"),
        "in": ("in", "″", "inch", "inches"),
        "°C": ("°C", "°C", "degree Celsius", "degrees Celsius"),
        "°F": ("°F", "°", "degree Fahrenheit", "degrees Fahrenheit"),
        "K": ("K", "K", "kelvin", "kelvins"),
        "kg": ("kg", "kg", "kilogram", "kilograms"),
        "g": ("g", "g", "gram", "grams"),
        "lb": ("lb", "#", "pound", "pounds"),
        "oz": ("oz", "oz", "ounce", "ounces"),
        "km/h": ("km/h", "km/h", "kilometer per hour", "kilometers per hour"),
        "mph": ("mph", "mph", "mile per hour", "miles per hour"),
        "m/s": ("m/s", "m/s", "meter per second", "meters per second"),
        "kn": ("kn", "kn", "knot", "knots"),
        "duration h": ("hr", "h", "hour", "hours"),
        "duration m": ("min", "m", "minute", "minutes"),
        "duration s": ("sec", "s", "second", "seconds"),
        "duration ms": ("ms", "ms", "millisecond", "milliseconds"),
    ]
}
