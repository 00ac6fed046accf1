import Foundation

/// The settings of ``Text/init(timerInterval:pauseTime:countsDown:showsHours:)``.
struct TimerInterval: Hashable, Sendable {
    var interval: ClosedRange<Date>
    var pauseTime: Date?
    var countsDown: Bool
    var showsHours: Bool
}

/// What a run shows that depends on the environment's locale, calendar and time zone, and
/// perhaps on the current date: a date in a ``Text/DateStyle``, a range of dates, a timer.
///
/// Formatting rules, with the environment's locale, calendar and time zone:
/// 1. `.date`: the long date (`June 3, 2019`); `.time`: the short time (`11:23 PM`); a range:
///    the short date and time of both ends, shared fields once (`6/3/19, 10:00 – 11:00 AM`).
/// 2. `.relative`: the distance between now and the date in its largest non-zero calendar
///    unit and the next one when that is not zero (`2 hours, 23 minutes`, `1 year, 1 month`);
///    `.offset`: the largest unit alone, signed (`+2 hours`, `-3 months`); fractions of a
///    second are dropped.
/// 3. `.timer`: the time since (or until) the date, `m:ss` under an hour and `h:mm:ss` from
///    one hour on. A timer interval counts down from its upper bound (rounding up to the
///    second) or up from its lower bound (rounding down), clamped to the interval, at the
///    pause time when it has one; without hours the minutes go past 59.
enum TextDateContent: Hashable, Sendable {
    case date(Date, Text.DateStyle)
    case range(ClosedRange<Date>)
    case timer(TimerInterval)

    /// Where the shown text changes: every second from this date on (`nil`: never).
    var updateAnchor: Date? {
        switch self {
        case .date(let date, let style):
            switch style.kind {
            case .date, .time: return nil
            case .relative, .offset, .timer: return date
            }
        case .range: return nil
        case .timer(let timer): return timer.pauseTime == nil ? timer.interval.lowerBound : nil
        }
    }

    /// The text at `now` in `environment`.
    func string(at now: Date, in environment: EnvironmentValues) -> String {
        let locale = environment.locale
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        switch self {
        case .date(let date, let style):
            switch style.kind {
            case .date:
                return date.formatted(
                    Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
            case .time:
                return date.formatted(
                    Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
            case .relative:
                return Self.distance(from: now, to: date, units: 2, calendar: calendar, locale: locale)
            case .offset:
                let distance = Self.distance(from: now, to: date, units: 1, calendar: calendar, locale: locale)
                return (date < now ? "-" : "+") + distance
            case .timer:
                return Self.clock(seconds: abs(date.timeIntervalSince(now)).rounded(.down), showsHours: true, locale: locale)
            }
        case .range(let dates):
            let formatter = DateIntervalFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .short
            formatter.timeStyle = .short
            return formatter.string(from: dates.lowerBound, to: dates.upperBound)
        case .timer(let timer):
            let time = Swift.min(Swift.max(timer.pauseTime ?? now, timer.interval.lowerBound), timer.interval.upperBound)
            let seconds =
                timer.countsDown
                ? timer.interval.upperBound.timeIntervalSince(time).rounded(.up)
                : time.timeIntervalSince(timer.interval.lowerBound).rounded(.down)
            return Self.clock(seconds: seconds, showsHours: timer.showsHours, locale: locale)
        }
    }

    /// `m:ss`, or `h:mm:ss` from an hour on when `showsHours`.
    private static func clock(seconds: TimeInterval, showsHours: Bool, locale: Locale) -> String {
        let duration = Duration.seconds(seconds.isFinite ? Int64(clamping: Int(Swift.min(seconds, 1e15))) : 0)
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
        return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
    }

    /// The calendar units of a relative date, largest first.
    private static let units: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]

    /// The distance between two dates in up to `count` calendar units: the largest non-zero
    /// one and those right after it while they are not zero.
    private static func distance(from now: Date, to date: Date, units count: Int, calendar: Calendar, locale: Locale)
        -> String
    {
        let (start, end) = now < date ? (now, date) : (date, now)
        let components = calendar.dateComponents(Set(units), from: start, to: end)
        let values = units.map { (unit: $0, value: components.value(for: $0) ?? 0) }
        guard let first = values.firstIndex(where: { $0.value != 0 }) else {
            return format([(.second, 0)], locale: locale)
        }
        var shown = [values[first]]
        var next = first + 1
        while shown.count < count, next < values.count, values[next].value != 0 {
            shown.append(values[next])
            next += 1
        }
        return format(shown.map { ($0.unit, $0.value) }, locale: locale)
    }

    /// Calendar amounts in words: days and smaller through Foundation's localized duration
    /// format; years and months in English words (Foundation on Linux has no localized
    /// format for them).
    private static func format(_ amounts: [(Calendar.Component, Int)], locale: Locale) -> String {
        if amounts.allSatisfy({ $0.0 != .year && $0.0 != .month }) {
            let seconds = amounts.reduce(Int64(0)) { $0 + Int64($1.1) * Int64(secondsPerUnit($1.0)) }
            let allowed = Set(amounts.map { durationUnit($0.0) })
            return Duration.seconds(seconds).formatted(
                Duration.UnitsFormatStyle(allowedUnits: allowed, width: .wide, maximumUnitCount: amounts.count)
                    .locale(locale))
        }
        return amounts.map { unit, value in
            let word: String
            switch unit {
            case .year: word = value == 1 ? "year" : "years"
            case .month: word = value == 1 ? "month" : "months"
            case .day: word = value == 1 ? "day" : "days"
            case .hour: word = value == 1 ? "hour" : "hours"
            case .minute: word = value == 1 ? "minute" : "minutes"
            default: word = value == 1 ? "second" : "seconds"
            }
            return "\(value) \(word)"
        }.joined(separator: ", ")
    }

    private static func secondsPerUnit(_ unit: Calendar.Component) -> Int {
        switch unit {
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        default: 1
        }
    }

    private static func durationUnit(_ unit: Calendar.Component) -> Duration.UnitsFormatStyle.Unit {
        switch unit {
        case .day: .days
        case .hour: .hours
        case .minute: .minutes
        default: .seconds
        }
    }
}
