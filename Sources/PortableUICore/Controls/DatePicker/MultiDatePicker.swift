import Foundation

/// A control for picking multiple dates.
///
/// It is drawn as iOS draws it: a month calendar (``_CalendarMonth``) whose selected days
/// are on tinted circles; a tap on a day adds it to the selection, or removes it when it was
/// selected. Days outside the range are dimmed and cannot be chosen; the chevrons show other
/// months of the range. The calendar first shows the month of the earliest selected day,
/// or, with none, today's month (moved into the range). From the keyboard, arrow keys move a
/// ringed focused day and Space or Return toggles it (see ``_MultiDateCalendar``). The label names the control for
/// accessibility and is not drawn, as iOS leaves it out.
///
/// A chosen day is added as its era, year, month and day in the environment's calendar (with
/// that calendar set) [UNVERIFIED: the components SwiftUI writes]; a selected day is
/// recognized by its year, month and day, whatever else its components hold.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let minimumDate: Date?
    let maximumDate: Date?
    let label: Label

    /// How far before an exclusive upper bound the last selectable moment is.
    static var exclusiveBoundMargin: TimeInterval { 0.001 }

    /// Creates an instance that selects multiple dates with an unbounded range.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, label: label())
    }

    /// Creates an instance that selects multiple dates in a range (the upper bound excluded).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(
            selection: selection, minimumDate: bounds.lowerBound,
            maximumDate: bounds.upperBound.addingTimeInterval(-Self.exclusiveBoundMargin), label: label())
    }

    /// Creates an instance that selects multiple dates on or after some start date.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimumDate: bounds.lowerBound, maximumDate: nil, label: label())
    }

    /// Creates an instance that selects multiple dates before some end date.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil,
            maximumDate: bounds.upperBound.addingTimeInterval(-Self.exclusiveBoundMargin), label: label())
    }

    init(selection: Binding<Set<DateComponents>>, minimumDate: Date?, maximumDate: Date?, label: Label) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.label = label
    }

    public var body: some View {
        let selection = selection
        let bounds = (minimumDate, maximumDate)
        return TimelineView(.everyMinute) { context in
            _MultiDateCalendar(selection: selection, minimumDate: bounds.0, maximumDate: bounds.1, today: context.date)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(label as? Text ?? Text(""))
    }
}

/// The calendar of a ``MultiDatePicker`` on the day `today`.
///
/// Keyboard: the calendar takes focus (Tab); a focused day, first the earliest selected day
/// (or today, moved into the range), is ringed while the calendar has focus. The arrow keys
/// move it a day (left, right) or a week (up, down), clamped to the range, across months
/// (the calendar shows its month); Space or Return adds it to the selection or removes it.
/// A tap on a day focuses that day too.
struct _MultiDateCalendar: View {
    let selection: Binding<Set<DateComponents>>
    let minimumDate: Date?
    let maximumDate: Date?
    let today: Date
    @State private var shownMonth: Date?
    @State private var focusedDay: Date?
    @FocusState private var isFocused: Bool
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        // The calendar arithmetic of a date picker whose selection is today, in the range.
        let configuration = DatePickerStyleConfiguration(
            label: _StyleContent(EmptyView()), selection: .constant(today), minimumDate: minimumDate,
            maximumDate: maximumDate, displayedComponents: .date)
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        let days = MultiDateSelection(selection: selection, calendar: dates.calendar)
        let focused = focusedDay ?? days.earliestDay.map(dates.clamped) ?? dates.selection
        let month = shownMonth ?? dates.monthStart(of: focused)
        let shown = $shownMonth
        let focus = $focusedDay
        return _CalendarMonth(
            dates: dates, month: dates.monthStart(of: month), today: today, isSelected: days.contains,
            focusedDay: isFocused ? focused : nil,
            showMonth: { shown.wrappedValue = $0 },
            tapDay: { day in
                focus.wrappedValue = day
                days.toggle(day)
            })
        .focusable()
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow, .space, .return]) { press in
            guard isEnabled else { return .ignored }
            switch press.key {
            case .space, .return:
                // As a tap, only a day in the range (an empty range has none).
                guard dates.isSelectable(day: focused) else { return .ignored }
                days.toggle(focused)
                return .handled
            default:
                return moveFocus(from: focused, key: press.key, dates: dates) ? .handled : .ignored
            }
        }
    }

    /// Moves the focused day by the arrow key's day or week, clamped to the range, and shows
    /// its month; false if it could not move.
    private func moveFocus(from day: Date, key: KeyEquivalent, dates: _DatePickerDates) -> Bool {
        let count = switch key {
        case .leftArrow: -1
        case .rightArrow: 1
        case .upArrow: -7
        default: 7
        }
        let moved = dates.clamped(dates.adding(count, .day, to: day))
        guard !dates.calendar.isDate(moved, inSameDayAs: day) else { return false }
        focusedDay = moved
        shownMonth = nil
        return true
    }
}

/// A multi-date picker's selection read and written as days of a calendar.
struct MultiDateSelection {
    let selection: Binding<Set<DateComponents>>
    let calendar: Calendar

    /// The year, month and day of `components`, the key a day is recognized by.
    private func key(_ components: DateComponents) -> [Int?] {
        [components.year, components.month, components.day]
    }

    private func components(of day: Date) -> DateComponents {
        var components = calendar.dateComponents([.era, .year, .month, .day], from: day)
        components.calendar = calendar
        return components
    }

    /// Whether the day holding `day` is selected.
    func contains(_ day: Date) -> Bool {
        let wanted = key(components(of: day))
        return selection.wrappedValue.contains { key($0) == wanted }
    }

    /// Adds the day holding `day`, or removes it (every components naming it) when selected.
    func toggle(_ day: Date) {
        let wanted = key(components(of: day))
        var days = selection.wrappedValue
        let matching = days.filter { key($0) == wanted }
        if matching.isEmpty {
            days.insert(components(of: day))
        } else {
            days.subtract(matching)
        }
        selection.wrappedValue = days
    }

    /// The earliest selected day that names a date of the calendar.
    var earliestDay: Date? {
        selection.wrappedValue.compactMap { components -> Date? in
            guard components.year != nil, components.month != nil, components.day != nil else { return nil }
            var dated = components
            dated.calendar = nil
            dated.timeZone = nil
            return calendar.date(from: dated)
        }.min()
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates an instance that selects multiple dates with an unbounded range, its label
    /// from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates in a range, its label from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates on or after some start date, its
    /// label from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates before some end date, its label from
    /// a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates with an unbounded range, its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// Creates an instance that selects multiple dates in a range, its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates an instance that selects multiple dates on or after some start date, its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates an instance that selects multiple dates before some end date, its label from
    /// a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
