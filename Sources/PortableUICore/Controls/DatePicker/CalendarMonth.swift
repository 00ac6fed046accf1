import Foundation

/// The month of a calendar date picker (`.graphical` and `MultiDatePicker`): the month and
/// year with chevrons to the previous and next month, then the weekday symbols from the
/// calendar's first weekday and the month's days in ``_MonthGridLayout``. Selected days are
/// on a tinted circle in the tint, semibold; today, when not selected, is in the tint
/// [UNVERIFIED: iOS's calendar marks today by its color]; days outside the range are dimmed.
///
/// `today` comes from the host's clock (a `TimelineView` around the calendar), so renders
/// and tests choose it. A chevron shows another month through `showMonth`; a tap on a
/// selectable day runs `tapDay` with that day (at `dates`' selection's time of day). The
/// focused day, if any, is ringed as the focus ring rings a view: a circle 3 points wide in
/// the tint at half opacity (``FocusRing``), around the selection circle.
struct _CalendarMonth: View {
    let dates: _DatePickerDates
    let month: Date
    let today: Date
    let isSelected: (Date) -> Bool
    /// The day ringed as the keyboard's focus (a multi-date picker's), if any.
    var focusedDay: Date? = nil
    let showMonth: @MainActor (Date) -> Void
    let tapDay: @MainActor (Date) -> Void
    @Environment(\.tintColor) private var tintColor
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack(spacing: 0) {
            header
            grid
        }
    }

    private var header: some View {
        let previous = dates.adding(-1, .month, to: month)
        let next = dates.adding(1, .month, to: month)
        return HStack(spacing: 0) {
            Text(dates.monthTitle(month)).font(.headline)
                .accessibilityIdentifier("date-picker-month")
            Spacer()
            chevron(pointingBack: true, enabled: dates.isSelectable(month: previous)) { showMonth(previous) }
            chevron(pointingBack: false, enabled: dates.isSelectable(month: next)) { showMonth(next) }
        }
        .padding(.leading, _MonthGridLayout.inset + 8)
        .frame(height: _GraphicalDatePicker.headerHeight)
    }

    private func chevron(pointingBack: Bool, enabled: Bool, action: @escaping @MainActor () -> Void) -> some View {
        let enabled = enabled && isEnabled
        return _TrailingChevron()
            .stroke(enabled ? tintColor : Color.systemGray3, style: .glyph(2.5))
            .frame(width: _GraphicalDatePicker.chevronSize.width, height: _GraphicalDatePicker.chevronSize.height)
            .scaleEffect(x: pointingBack ? -1 : 1, y: 1)
            .frame(width: _GraphicalDatePicker.chevronTarget, height: _GraphicalDatePicker.chevronTarget)
            .contentShape(Rectangle())
            .onTapGesture { if enabled { action() } }
            .accessibilityIdentifier(pointingBack ? "date-picker-previous-month" : "date-picker-next-month")
    }

    private var grid: some View {
        let symbols = dates.weekdaySymbols
        let todayNumber = dates.monthStart(of: today) == month ? dates.day(of: today) : nil
        return _MonthGridLayout(leadingColumns: dates.leadingColumns(ofMonth: month)) {
            ForEach(symbols.indices, id: \.self) { index in
                Text(symbols[index].uppercased())
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(Color.secondary)
            }
            ForEach(1...dates.dayCount(ofMonth: month), id: \.self) { number in
                dayCell(dates.date(day: number, ofMonth: month), number: number, isToday: number == todayNumber)
            }
        }
    }

    private func dayCell(_ day: Date, number: Int, isToday: Bool) -> some View {
        let selectable = dates.isSelectable(day: day) && isEnabled
        let selected = isSelected(day)
        let color = selected || (isToday && selectable) ? tintColor : selectable ? Color.primary : Color.systemGray3
        let tapDay = tapDay
        let focused = focusedDay.map { dates.calendar.isDate($0, inSameDayAs: day) } ?? false
        return ZStack {
            if selected {
                Circle().fill(tintColor.opacity(0.15))
                    .frame(width: _MonthGridLayout.circleDiameter, height: _MonthGridLayout.circleDiameter)
            }
            if focused {
                Circle().strokeBorder(tintColor.opacity(FocusRing.opacity), lineWidth: FocusRing.width)
                    .frame(width: _MonthGridLayout.circleDiameter, height: _MonthGridLayout.circleDiameter)
                    .accessibilityIdentifier("date-picker-focused-day")
            }
            Text("\(number)")
                .font(.system(size: _MonthGridLayout.dayFontSize, weight: selected ? .semibold : .regular))
                .foregroundStyle(color)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture { if selectable { tapDay(day) } }
        .accessibilityIdentifier("date-picker-day-\(number)")
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
