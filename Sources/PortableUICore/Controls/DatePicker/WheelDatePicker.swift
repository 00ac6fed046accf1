import Foundation

/// A date picker drawn as wheels (`.wheel`), one wheel picker per column: month, day and
/// year for a date; hour, minute and (on a 12-hour clock) the day period for a time; for
/// both, a column of days around the selection ("Sat Mar 14") before the time's columns.
/// Turning a column sets that component of the selection (the day kept within its month),
/// clamped to the range. Columns stand in that order in every locale (iOS orders them as the
/// locale writes dates; see docs/differences.md).
struct _WheelDatePicker: View {
    /// The width of the hour, minute and period wheels together.
    static var timeWidth: CGFloat { 3 * WheelColumn.narrowWidth }

    let configuration: DatePickerStyleConfiguration
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    var body: some View {
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        let columns = WheelColumn.columns(for: configuration.displayedComponents, dates: dates)
        return HStack(spacing: 0) {
            ForEach(columns, id: \.id) { column in
                Picker("", selection: column.selection) {
                    ForEach(column.values, id: \.self) { value in Text(column.title(value)) }
                }
                .pickerStyle(.wheel)
                .labelsHidden()
                .frame(width: column.width)
                .accessibilityIdentifier("date-picker-wheel-\(column.id)")
            }
        }
    }
}

/// One column of a date wheel: its values, how each reads, and how choosing one changes the
/// selection.
struct WheelColumn {
    /// The width of a number column (day, hour, minute, period) and of a name column.
    static let narrowWidth: CGFloat = 64
    static let wideWidth: CGFloat = 136
    /// How many days either side of the selection a date-and-time wheel offers.
    static let dayReach = 30
    /// How many years either side of the selection a date wheel offers.
    static let yearReach = 50

    let id: String
    let values: [Int]
    let width: CGFloat
    let title: (Int) -> String
    let selection: Binding<Int>

    /// The columns that show `components`.
    @MainActor static func columns(for components: DatePickerComponents, dates: _DatePickerDates) -> [WheelColumn] {
        var columns: [WheelColumn] = []
        if components.contains(.date) || !components.showsTime {
            columns += components.showsTime ? [days(dates)] : [month(dates), day(dates), year(dates)]
        }
        if components.showsTime { columns += time(dates) }
        return columns
    }

    private static func setting(_ dates: _DatePickerDates, _ component: Calendar.Component) -> Binding<Int> {
        Binding(
            get: { dates.calendar.component(component, from: dates.selection) },
            set: { dates.select(dates.selection(setting: [component: $0])) })
    }

    private static func month(_ dates: _DatePickerDates) -> WheelColumn {
        let symbols = dates.calendar.standaloneMonthSymbols
        return WheelColumn(
            id: "month", values: Array(1...symbols.count), width: wideWidth, title: { symbols[$0 - 1] },
            selection: setting(dates, .month))
    }

    private static func day(_ dates: _DatePickerDates) -> WheelColumn {
        let count = dates.dayCount(ofMonth: dates.monthStart(of: dates.selection))
        return WheelColumn(id: "day", values: Array(1...count), width: narrowWidth, title: { "\($0)" }, selection: setting(dates, .day))
    }

    private static func year(_ dates: _DatePickerDates) -> WheelColumn {
        let calendar = dates.calendar
        let year = calendar.component(.year, from: dates.selection)
        let lowest = dates.minimumDate.map { calendar.component(.year, from: $0) } ?? year - yearReach
        let highest = dates.maximumDate.map { calendar.component(.year, from: $0) } ?? year + yearReach
        let values = Array(Swift.max(lowest, year - yearReach)...Swift.max(Swift.min(highest, year + yearReach), year))
        return WheelColumn(id: "year", values: values, width: narrowWidth + 16, title: { "\($0)" }, selection: setting(dates, .year))
    }

    /// Days around the selection, by their offset from it.
    private static func days(_ dates: _DatePickerDates) -> WheelColumn {
        let selection = dates.selection
        let values = (-dayReach...dayReach).filter { dates.isSelectable(day: dates.adding($0, .day, to: selection)) }
        return WheelColumn(
            id: "days", values: values, width: wideWidth, title: { dates.wheelDayText(dates.adding($0, .day, to: selection)) },
            selection: Binding(get: { 0 }, set: { dates.select(dates.adding($0, .day, to: selection)) }))
    }

    private static func time(_ dates: _DatePickerDates) -> [WheelColumn] {
        let minute = WheelColumn(
            id: "minute", values: Array(0..<60), width: narrowWidth, title: { twoDigits($0) }, selection: setting(dates, .minute))
        guard dates.usesTwelveHourClock else {
            let hour = WheelColumn(
                id: "hour", values: Array(0..<24), width: narrowWidth, title: { twoDigits($0) }, selection: setting(dates, .hour))
            return [hour, minute]
        }
        let calendar = dates.calendar
        let hour24 = Binding<Int>(
            get: { calendar.component(.hour, from: dates.selection) },
            set: { dates.select(dates.selection(setting: [.hour: $0])) })
        let hour = WheelColumn(
            id: "hour", values: Array(1...12), width: narrowWidth, title: { "\($0)" },
            selection: Binding(
                get: { (hour24.wrappedValue + 11) % 12 + 1 },
                set: { hour24.wrappedValue = $0 % 12 + (hour24.wrappedValue >= 12 ? 12 : 0) }))
        let period = WheelColumn(
            id: "period", values: [0, 1], width: narrowWidth, title: { $0 == 0 ? calendar.amSymbol : calendar.pmSymbol },
            selection: Binding(
                get: { hour24.wrappedValue >= 12 ? 1 : 0 },
                set: { hour24.wrappedValue = hour24.wrappedValue % 12 + 12 * $0 }))
        return [hour, minute, period]
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
