import Foundation

/// A part of a macOS date field (`.field`, `.stepperField`): a date component shown as
/// digits (or the day period), or the literal text between components.
///
/// The field's parts follow the locale's numeric patterns, as macOS's date field does: the
/// date from the template "yMd" ("M/d/y" in English), the time from "jmm" ("h:mm a"; with
/// seconds "jmmss"), joined by ", ".
struct _DateFieldSegment: Equatable, Sendable {
    /// What a segment shows.
    enum Kind: Equatable, Sendable {
        /// Text between components.
        case literal(String)
        /// A component, by its pattern letter (`y`, `M`, `d`, `h`, `H`, `m`, `s`, `a` …).
        case field(Character)
    }

    let kind: Kind

    // MARK: Building

    /// The segments of a field showing `components` in `locale`.
    static func segments(for components: DatePickerComponents, locale: Locale) -> [_DateFieldSegment] {
        var segments: [_DateFieldSegment] = []
        if components.contains(.date) || !components.showsTime {
            segments += parse(DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? "M/d/y")
        }
        if components.showsTime {
            if !segments.isEmpty { segments.append(_DateFieldSegment(kind: .literal(", "))) }
            let template = components.contains(.hourMinuteAndSecond) ? "jmmss" : "jmm"
            segments += parse(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "h:mm a")
        }
        return segments
    }

    /// The segments of a date format pattern: each run of one pattern letter is a component,
    /// everything else (quoted text included, without its quotes) literal text.
    static func parse(_ pattern: String) -> [_DateFieldSegment] {
        var segments: [_DateFieldSegment] = []
        var literal = ""
        var quoted = false
        var previous: Character?
        func flushLiteral() {
            if !literal.isEmpty { segments.append(_DateFieldSegment(kind: .literal(literal))) }
            literal = ""
        }
        for character in pattern {
            if character == "'" {
                quoted.toggle()
                previous = nil
            } else if !quoted, character.isLetter {
                if character != previous {
                    flushLiteral()
                    segments.append(_DateFieldSegment(kind: .field(character)))
                }
                previous = character
            } else {
                literal.append(character)
                previous = nil
            }
        }
        flushLiteral()
        return segments
    }

    // MARK: Reading

    /// The pattern letter of a component segment.
    var letter: Character? {
        if case .field(let letter) = kind { return letter }
        return nil
    }

    /// The calendar component the segment shows (`nil` for literal text and the day period).
    var component: Calendar.Component? {
        switch letter ?? " " {
        case "y", "Y", "u": .year
        case "M", "L": .month
        case "d": .day
        case "h", "H", "K", "k": .hour
        case "m": .minute
        case "s": .second
        default: nil
        }
    }

    /// Whether the segment is the day period (AM/PM).
    var isPeriod: Bool { letter == "a" }

    /// Whether the segment shows the hour on a 12-hour clock.
    private var isTwelveHour: Bool { letter == "h" || letter == "K" }

    /// The largest value the segment takes, and how many digits it takes at most.
    var maximum: Int {
        switch component {
        case .year: 9_999
        case .month: 12
        case .day: 31
        case .hour: isTwelveHour ? 12 : 23
        default: 59
        }
    }

    var maximumDigits: Int { component == .year ? 4 : 2 }

    /// The name a segment is identified by ("date-field-month" …), `nil` for literal text.
    var identifier: String? {
        if isPeriod { return "date-field-period" }
        switch component {
        case .year: return "date-field-year"
        case .month: return "date-field-month"
        case .day: return "date-field-day"
        case .hour: return "date-field-hour"
        case .minute: return "date-field-minute"
        case .second: return "date-field-second"
        default: return nil
        }
    }

    /// The segment's text for `date`.
    func text(for date: Date, calendar: Calendar) -> String {
        switch kind {
        case .literal(let text): return text
        case .field:
            if isPeriod {
                return calendar.component(.hour, from: date) < 12 ? calendar.amSymbol : calendar.pmSymbol
            }
            guard let component else { return "" }
            var value = calendar.component(component, from: date)
            if component == .hour, isTwelveHour { value = value % 12 == 0 ? 12 : value % 12 }
            let text = String(value)
            let padded = component == .minute || component == .second || letter == "H" || letter == "k"
            return padded && text.count < 2 ? "0" + text : text
        }
    }

    // MARK: Editing

    /// The date with this segment's component set to `value` as typed, or `nil` when the value
    /// is not one the segment takes (a month 0, a minute 75). A typed 12-hour hour keeps the
    /// date's day period.
    func date(setting value: Int, in dates: _DatePickerDates) -> Date? {
        guard let component, (component == .hour && !isTwelveHour ? 0 : minimumValue)...maximum ~= value else {
            return nil
        }
        var value = value
        if component == .hour, isTwelveHour {
            let afternoon = dates.calendar.component(.hour, from: dates.selection) >= 12
            value = value % 12 + (afternoon ? 12 : 0)
        }
        return dates.selection(setting: [component: value])
    }

    /// The smallest value the segment takes (a minute or second may be 0, a month not).
    private var minimumValue: Int {
        switch component {
        case .minute, .second: 0
        default: 1
        }
    }

    /// Whether typing `digits` into the segment fills it: the most digits it takes, or a
    /// value no further digit could extend within its maximum.
    func isFilled(by digits: String) -> Bool {
        guard let value = Int(digits) else { return false }
        return digits.count >= maximumDigits || value * 10 > maximum
    }
}
