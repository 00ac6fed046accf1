import Foundation

/// The calendar arithmetic and formatting of one date picker: its selection (made finite
/// and clamped to its range for display), its range, and the environment's calendar in the
/// environment's time zone and locale.
///
/// Rules: a date the user chooses is clamped to the range before it is written; choosing a
/// day keeps the selection's time of day; a day is selectable when any part of it lies in
/// the range.
struct _DatePickerDates {
    let calendar: Calendar
    let minimumDate: Date?
    let maximumDate: Date?
    private let binding: Binding<Date>

    init(configuration: DatePickerStyleConfiguration, calendar: Calendar, timeZone: TimeZone, locale: Locale) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        minimumDate = configuration.minimumDate.flatMap(Self.finite)
        maximumDate = configuration.maximumDate.flatMap(Self.finite)
        binding = configuration.$selection
    }

    /// The selection as shown: a non-finite date is replaced by the range's start (or the
    /// reference date) with a diagnostic; the result is clamped to the range.
    var selection: Date {
        let value = binding.wrappedValue
        guard let finite = Self.finite(value) else {
            Diagnostics.report("DatePicker: the selection \(value.timeIntervalSinceReferenceDate) is not a finite date; showing the range's start instead.")
            return clamped(minimumDate ?? maximumDate ?? Date(timeIntervalSinceReferenceDate: 0))
        }
        return clamped(finite)
    }

    /// `date` moved into the range.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// Writes `date`, clamped, unless the selection already holds it.
    func select(_ date: Date) {
        let date = clamped(date)
        if binding.wrappedValue != date { binding.wrappedValue = date }
    }

    /// `date` moved by `count` units of `component` (unchanged if the calendar cannot).
    func adding(_ count: Int, _ component: Calendar.Component, to date: Date) -> Date {
        calendar.date(byAdding: component, value: count, to: date) ?? date
    }

    // MARK: Months and days

    /// The first moment of the month holding `date`.
    func monthStart(of date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    /// The number of days of the month starting at `monthStart`.
    func dayCount(ofMonth monthStart: Date) -> Int {
        calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
    }

    /// How many weekday columns precede the month's first day, counted from the calendar's
    /// first weekday.
    func leadingColumns(ofMonth monthStart: Date) -> Int {
        let weekday = calendar.component(.weekday, from: monthStart)
        return ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    }

    /// The very short weekday symbols, starting at the calendar's first weekday.
    var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = (calendar.firstWeekday - 1) % 7
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The day `day` (1-based) of the month starting at `monthStart`, at the selection's time
    /// of day.
    func date(day: Int, ofMonth monthStart: Date) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second], from: selection)
        var components = calendar.dateComponents([.era, .year, .month], from: monthStart)
        components.day = day
        components.hour = time.hour
        components.minute = time.minute
        components.second = time.second
        return calendar.date(from: components) ?? monthStart
    }

    /// The day of the month (1-based) of `date`.
    func day(of date: Date) -> Int { calendar.component(.day, from: date) }

    /// Whether any part of the day holding `date` lies in the range.
    func isSelectable(day date: Date) -> Bool {
        guard let interval = calendar.dateInterval(of: .day, for: date) else { return true }
        if let minimumDate, interval.end <= minimumDate { return false }
        if let maximumDate, interval.start > maximumDate { return false }
        return true
    }

    /// Whether any part of the month starting at `monthStart` lies in the range.
    func isSelectable(month monthStart: Date) -> Bool {
        guard let interval = calendar.dateInterval(of: .month, for: monthStart) else { return true }
        if let minimumDate, interval.end <= minimumDate { return false }
        if let maximumDate, interval.start > maximumDate { return false }
        return true
    }

    /// The selection with some of its components replaced; the day is kept within the
    /// resulting month (March 31 moved to February is February's last day).
    func selection(setting values: [Calendar.Component: Int]) -> Date {
        let base = selection
        var components = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        for (component, value) in values {
            components.setValue(value, for: component)
        }
        let firstOfMonth = DateComponents(era: components.era, year: components.year, month: components.month, day: 1)
        if let start = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: start) {
            components.day = Swift.min(components.day ?? 1, days.count)
        }
        return calendar.date(from: components) ?? base
    }

    /// Whether the locale shows times on a 12-hour clock with a day period.
    var usesTwelveHourClock: Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale) ?? ""
        return format.contains("a") || format.contains("h") || format.contains("K")
    }

    // MARK: Formatting

    /// The date as the compact style's date pill shows it ("Mar 14, 2026" in English).
    func dateText(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: calendar.locale ?? .current, calendar: calendar, timeZone: calendar.timeZone))
    }

    /// The time of day as the compact style's time pill shows it ("9:41 AM" in English).
    func timeText(_ date: Date, seconds: Bool = false) -> String {
        date.formatted(
            Date.FormatStyle(date: .omitted, time: seconds ? .standard : .shortened, locale: calendar.locale ?? .current, calendar: calendar, timeZone: calendar.timeZone))
    }

    /// The month and year heading a calendar ("March 2026" in English).
    func monthTitle(_ monthStart: Date) -> String {
        var style = Date.FormatStyle(locale: calendar.locale ?? .current, calendar: calendar, timeZone: calendar.timeZone)
        style = style.month(.wide).year()
        return monthStart.formatted(style)
    }

    /// A day as the date column of a date-and-time wheel shows it ("Sat Mar 14" in English).
    func wheelDayText(_ date: Date) -> String {
        var style = Date.FormatStyle(locale: calendar.locale ?? .current, calendar: calendar, timeZone: calendar.timeZone)
        style = style.weekday(.abbreviated).month(.abbreviated).day()
        return date.formatted(style)
    }

    /// The date as far as `components` show it.
    func formatted(_ date: Date, components: DatePickerComponents) -> String {
        var parts: [String] = []
        if components.contains(.date) || !components.showsTime { parts.append(dateText(date)) }
        if components.showsTime { parts.append(timeText(date, seconds: components.contains(.hourMinuteAndSecond))) }
        return parts.joined(separator: " ")
    }

    private static func finite(_ date: Date) -> Date? {
        date.timeIntervalSinceReferenceDate.isFinite ? date : nil
    }
}
