import Foundation

/// A date picker drawn as macOS's field (`.field`, `.stepperField`): the formatted
/// selection in a bordered field, 22 points tall [UNVERIFIED], after the label; with a
/// stepper, a pair of small arrows beside it. The up and down arrow keys (and the stepper's
/// arrows) step the selection a day, or a minute when no date is shown, within the range.
/// The components cannot be typed into here (see docs/differences.md).
struct _FieldDatePicker: View {
    static let height: CGFloat = 22
    static let stepperSize = CGSize(width: 13, height: 22)

    let configuration: DatePickerStyleConfiguration
    let showsStepper: Bool
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        let step = step(dates)
        return _LabeledRow(label: configuration.label) {
            HStack(spacing: 4) {
                Text(dates.formatted(dates.selection, components: configuration.displayedComponents))
                    .lineLimit(1)
                    .foregroundStyle(isEnabled ? Color.primary : Color.secondary)
                    .padding(.horizontal, 6)
                    .frame(height: Self.height)
                    .background(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.separator, lineWidth: 1))
                    .accessibilityIdentifier("date-picker-field")
                if showsStepper {
                    VStack(spacing: 0) {
                        arrow(up: true) { step(1) }
                        arrow(up: false) { step(-1) }
                    }
                    .frame(width: Self.stepperSize.width, height: Self.stepperSize.height)
                    .background(RoundedRectangle(cornerRadius: 4).fill(Color.tertiarySystemFill))
                }
            }
        }
        .focusable()
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            guard isEnabled else { return .ignored }
            step(press.key == .upArrow ? 1 : -1)
            return .handled
        }
    }

    /// Steps the selection by a number of days (or minutes without a date).
    private func step(_ dates: _DatePickerDates) -> @MainActor (Int) -> Void {
        let component: Calendar.Component = configuration.displayedComponents.contains(.date) ? .day : .minute
        return { count in dates.select(dates.adding(count, component, to: dates.selection)) }
    }

    private func arrow(up: Bool, action: @escaping @MainActor () -> Void) -> some View {
        _TrailingChevron()
            .stroke(isEnabled ? Color.primary : Color.secondary, style: .glyph(1.2))
            .frame(width: 3.5, height: 7)
            .rotationEffect(.degrees(up ? -90 : 90))
            .frame(width: Self.stepperSize.width, height: Self.stepperSize.height / 2)
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { action() } }
            .accessibilityIdentifier(up ? "date-picker-increment" : "date-picker-decrement")
    }
}
