import Foundation

/// A date picker drawn compactly (`.compact`, and `.automatic`): in a row after its label,
/// a pill showing the formatted date and one showing the time, as the components ask. A
/// tap on the date pill opens the month calendar in a popover, one on the time pill the
/// hour and minute wheels; the pill whose editor is open shows its text in the tint color.
struct _CompactDatePicker: View {
    /// The gap between the date and the time pills.
    static let pillSpacing: CGFloat = 6

    let configuration: DatePickerStyleConfiguration

    var body: some View {
        let components = configuration.displayedComponents
        return _LabeledRow(label: configuration.label) {
            HStack(spacing: Self.pillSpacing) {
                if components.contains(.date) || !components.showsTime {
                    _DatePill(configuration: configuration, kind: .date)
                }
                if components.showsTime {
                    _DatePill(configuration: configuration, kind: .time)
                }
            }
            // The pills keep their text whole; the label gives way.
            .fixedSize()
        }
    }
}

/// One pill of a compact date picker: the formatted date or time on a rounded fill, 34
/// points tall with 11 points on each side of the text [UNVERIFIED: measured on no device],
/// opening its editor in a popover (a popover on a phone too, as iOS's compact picker does).
struct _DatePill: View {
    enum Kind { case date, time }

    static let height: CGFloat = 34
    static let horizontalPadding: CGFloat = 11
    static let cornerRadius: CGFloat = 6

    let configuration: DatePickerStyleConfiguration
    let kind: Kind
    @State private var isPresented = false
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tintColor) private var tintColor
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        let seconds = configuration.displayedComponents.contains(.hourMinuteAndSecond)
        let text = kind == .date ? dates.dateText(dates.selection) : dates.timeText(dates.selection, seconds: seconds)
        let scale = controlSize.scale
        return Text(text)
            .lineLimit(1)
            .foregroundStyle(isPresented ? tintColor : isEnabled ? Color.primary : Color.secondary)
            .padding(.horizontal, Self.horizontalPadding * scale)
            .frame(height: Self.height * scale)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius * scale, style: .continuous).fill(Color.tertiarySystemFill))
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { isPresented = true } }
            .accessibilityIdentifier(kind == .date ? "date-picker-date" : "date-picker-time")
            .popover(isPresented: $isPresented) {
                editor
                    .presentationCompactAdaptation(.popover)
                    // The elevated background of iOS's popovers, in both appearances.
                    .presentationBackground(Color.secondarySystemGroupedBackground)
            }
    }

    @ViewBuilder private var editor: some View {
        switch kind {
        case .date:
            _GraphicalDatePicker(configuration: configuration.showing([.date]))
                .frame(width: _MonthGridLayout.defaultWidth)
                .padding(.vertical, 8)
        case .time:
            _WheelDatePicker(configuration: configuration.showing([.hourAndMinute]))
                .frame(width: _WheelDatePicker.timeWidth)
                .padding(8)
        }
    }
}

extension DatePickerStyleConfiguration {
    /// This configuration with other displayed components (the editor of one pill).
    func showing(_ components: DatePickerComponents) -> Self {
        var configuration = self
        configuration.displayedComponents = components
        return configuration
    }
}
