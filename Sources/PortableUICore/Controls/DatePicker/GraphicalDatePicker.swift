import Foundation

/// A date picker drawn as a month calendar (`.graphical`, ``_CalendarMonth``): the month and
/// year with chevrons to the previous and next month, the weekday symbols from the
/// calendar's first weekday, and the month's days; the selected day on a tinted circle,
/// today in the tint, days outside the range dimmed.
/// With the time shown, a "Time" row with the time pill follows. The label is left out, as
/// iOS's inline calendar does (it names the control for accessibility).
///
/// Interaction: a tap on a day selects it (at the selection's time of day), the chevrons
/// show another month without changing the selection, the arrow keys move the selection a
/// day (left, right) or a week (up, down), clamped to the range, and show its month.
struct _GraphicalDatePicker: View {
    /// The height of the month header and of the time row.
    static let headerHeight: CGFloat = 44
    /// The chevrons' size and their tap targets.
    static let chevronSize = CGSize(width: 11, height: 18)
    static let chevronTarget: CGFloat = 44

    let configuration: DatePickerStyleConfiguration
    @State private var shownMonth: Date?
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        let month = shownMonth.map(dates.monthStart) ?? dates.monthStart(of: dates.selection)
        return VStack(spacing: 0) {
            TimelineView(.everyMinute) { context in
                calendarMonth(dates, month: month, today: context.date)
            }
            if configuration.displayedComponents.showsTime {
                Divider().padding(.horizontal, _MonthGridLayout.inset)
                HStack {
                    Text("Time")
                    Spacer()
                    _DatePill(configuration: configuration, kind: .time)
                }
                .padding(.horizontal, _MonthGridLayout.inset + 8)
                .frame(height: Self.headerHeight)
            }
        }
        .focusable()
        .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
            moveSelection(dates, key: press.key) ? .handled : .ignored
        }
    }

    private func calendarMonth(_ dates: _DatePickerDates, month: Date, today: Date) -> some View {
        let selection = dates.selection
        let shownMonth = $shownMonth
        return _CalendarMonth(
            dates: dates, month: month, today: today,
            isSelected: { dates.calendar.isDate($0, inSameDayAs: selection) },
            showMonth: { shownMonth.wrappedValue = $0 },
            tapDay: { dates.select($0) })
    }

    /// Moves the selection by the arrow key's day or week; false if it could not move.
    private func moveSelection(_ dates: _DatePickerDates, key: KeyEquivalent) -> Bool {
        guard isEnabled else { return false }
        let days = switch key {
        case .leftArrow: -1
        case .rightArrow: 1
        case .upArrow: -7
        default: 7
        }
        let current = dates.selection
        let moved = dates.clamped(dates.adding(days, .day, to: current))
        guard moved != current else { return false }
        dates.select(moved)
        shownMonth = nil
        return true
    }
}

/// The grid of a month calendar. Subviews: the seven weekday symbols, then the month's days.
///
/// 1. The grid is as wide as proposed (unproposed: 320 points, the width of iOS's inline
///    calendar on an iPhone [UNVERIFIED]) and always six weeks tall, so that months of five
///    or six weeks keep the control's height: a 20-point weekday row, then six 44-point rows
///    [UNVERIFIED].
/// 2. Seven equal columns span the width less an 8-point inset on each side.
/// 3. Each weekday symbol is centred in its column of the weekday row; day `n` goes to cell
///    `leadingColumns + n - 1`, counted along the rows, and is proposed its cell's size.
struct _MonthGridLayout: Layout, Equatable {
    static let defaultWidth: CGFloat = 320
    static let inset: CGFloat = 8
    static let weekdayRowHeight: CGFloat = 20
    static let rowHeight: CGFloat = 44
    static let rows = 6
    static let circleDiameter: CGFloat = 40
    static let dayFontSize: CGFloat = 20

    let leadingColumns: Int

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: width(for: proposal), height: Self.weekdayRowHeight + CGFloat(Self.rows) * Self.rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Step 2
        let column = Swift.max(bounds.width - 2 * Self.inset, 0) / 7
        func origin(ofCell index: Int, rowTop: CGFloat) -> CGPoint {
            CGPoint(x: bounds.minX + Self.inset + CGFloat(index % 7) * column, y: rowTop + CGFloat(index / 7) * Self.rowHeight)
        }
        // Step 3
        for (index, subview) in subviews.enumerated() {
            if index < 7 {
                let origin = origin(ofCell: index, rowTop: bounds.minY)
                subview.place(
                    centredOn: CGPoint(x: origin.x + column / 2, y: origin.y + Self.weekdayRowHeight / 2),
                    proposal: ProposedViewSize(width: column, height: Self.weekdayRowHeight))
            } else {
                let cell = leadingColumns + index - 7
                subview.place(
                    at: origin(ofCell: cell, rowTop: bounds.minY + Self.weekdayRowHeight),
                    proposal: ProposedViewSize(width: column, height: Self.rowHeight))
            }
        }
    }

    private func width(for proposal: ProposedViewSize) -> CGFloat {
        guard let width = proposal.width, width.isFinite else { return Self.defaultWidth }
        return Swift.max(width, 0)
    }
}
