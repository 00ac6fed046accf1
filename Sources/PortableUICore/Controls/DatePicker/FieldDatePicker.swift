import Foundation

/// A date picker drawn as macOS's field (`.field`, `.stepperField`): the selection's
/// components in a bordered field, 22 points tall [UNVERIFIED], after the label; with a
/// stepper, a pair of small arrows beside it.
///
/// As in macOS's date field, a click on a component selects it (drawn in the tint with white
/// text) and focuses the field; digits typed replace the selected component's value, moving
/// on to the next component once it is full (two digits, four for the year, or a value no
/// further digit could extend); A or P sets the day period; Delete (or Delete Forward) takes
/// back the last digit typed, or clears the selected component, which shows empty until a
/// value is typed into it (the date keeps its value, shown again once another component is
/// selected or the field loses focus); ←/→ select the previous and next
/// components; ↑/↓ (and the stepper's arrows) step the selected component, or a day (a minute
/// when no date is shown) when none is selected, within the range. A value a component does
/// not take (month 13) is not set. The control size scales the field's height and (unless a
/// font is set) its text, as it scales a text field's.
struct _FieldDatePicker: View {
    static let height: CGFloat = 22
    static let stepperSize = CGSize(width: 13, height: 22)

    let configuration: DatePickerStyleConfiguration
    let showsStepper: Bool
    @State private var selected: Int?
    @State private var typed = ""
    /// Whether Delete cleared the selected component (shown empty until typed into).
    @State private var isCleared = false
    @FocusState private var isFocused: Bool
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tintColor
    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font

    var body: some View {
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        let segments = _DateFieldSegment.segments(for: configuration.displayedComponents, locale: locale)
        return _LabeledRow(label: configuration.label) {
            HStack(spacing: 4) {
                field(segments, dates: dates)
                if showsStepper {
                    VStack(spacing: 0) {
                        arrow(up: true) { step(1, segments, dates) }
                        arrow(up: false) { step(-1, segments, dates) }
                    }
                    .frame(width: Self.stepperSize.width, height: Self.stepperSize.height)
                    .background(RoundedRectangle(cornerRadius: 4).fill(Color.tertiarySystemFill))
                }
            }
        }
        .focusable()
        .focused($isFocused)
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            guard isEnabled else { return .ignored }
            step(press.key == .upArrow ? 1 : -1, segments, dates)
            return .handled
        }
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            guard isEnabled, selected != nil else { return .ignored }
            select(next: press.key == .rightArrow ? 1 : -1, in: segments)
            return .handled
        }
        .onKeyPress(keys: [.delete, .deleteForward]) { _ in
            guard isEnabled, let index = selected, segments.indices.contains(index) else { return .ignored }
            clearSegment()
            return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
            guard isEnabled else { return .ignored }
            return type(press.characters, segments, dates) ? .handled : .ignored
        }
        .onKeyPress(characters: CharacterSet(charactersIn: "aApP")) { press in
            guard isEnabled else { return .ignored }
            return setPeriod(afternoon: press.characters.lowercased() == "p", segments, dates) ? .handled : .ignored
        }
    }

    /// The components and the text between them in a bordered field.
    private func field(_ segments: [_DateFieldSegment], dates: _DatePickerDates) -> some View {
        HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { index in
                segment(segments[index], at: index, dates: dates)
            }
        }
        .lineLimit(1)
        // The components keep their widths: a squeezed segment would cut its digits.
        .fixedSize()
        // The field style is macOS's: its text takes a desktop field's font for the size.
        .font(TextField<Text>.font(for: controlSize, idiom: .desktop, environment: font))
        .foregroundStyle(isEnabled ? Color.primary : Color.secondary)
        .padding(.horizontal, 6)
        .frame(height: Self.height * controlSize.scale)
        .background(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.separator, lineWidth: 1))
        .accessibilityIdentifier("date-picker-field")
    }

    @ViewBuilder
    private func segment(_ segment: _DateFieldSegment, at index: Int, dates: _DatePickerDates) -> some View {
        let isSelected = selected == index && isFocused
        let text = isSelected && !typed.isEmpty ? typed : segment.text(for: dates.selection, calendar: dates.calendar)
        if let identifier = segment.identifier {
            // A cleared component keeps its width, its digits hidden.
            Text(verbatim: text)
                .foregroundStyle(isSelected ? Color.white : Color.primary)
                .opacity(isSelected && isCleared && typed.isEmpty ? 0 : 1)
                .padding(.horizontal, 1)
                .background(RoundedRectangle(cornerRadius: 3).fill(isSelected ? tintColor : Color.clear))
                .contentShape(Rectangle())
                .onTapGesture {
                    guard isEnabled else { return }
                    selected = index
                    typed = ""
                    isCleared = false
                    isFocused = true
                }
                .accessibilityIdentifier(identifier)
        } else {
            Text(verbatim: text)
        }
    }

    /// Steps the selected component by `count`, or the day (a minute without a date) when
    /// none is selected; the day period steps by twelve hours.
    private func step(_ count: Int, _ segments: [_DateFieldSegment], _ dates: _DatePickerDates) {
        typed = ""
        isCleared = false
        let segment = selected.flatMap { segments.indices.contains($0) ? segments[$0] : nil }
        if let segment, segment.isPeriod {
            dates.select(dates.adding(12 * count, .hour, to: dates.selection))
            return
        }
        let fallback: Calendar.Component = configuration.displayedComponents.contains(.date) ? .day : .minute
        dates.select(dates.adding(count, segment?.component ?? fallback, to: dates.selection))
    }

    /// Selects the component `offset` components after the selected one, if there is one.
    private func select(next offset: Int, in segments: [_DateFieldSegment]) {
        typed = ""
        isCleared = false
        guard let current = selected else { return }
        let fields = segments.indices.filter { segments[$0].identifier != nil }
        guard let position = fields.firstIndex(of: current), fields.indices.contains(position + offset) else { return }
        selected = fields[position + offset]
    }

    /// Delete: takes back the last digit typed into the selected component, or clears it.
    private func clearSegment() {
        if typed.isEmpty {
            isCleared = true
        } else {
            typed.removeLast()
            isCleared = typed.isEmpty
        }
    }

    /// Types `digits` into the selected numeric component; whether there was one.
    private func type(_ digits: String, _ segments: [_DateFieldSegment], _ dates: _DatePickerDates) -> Bool {
        guard let index = selected, segments.indices.contains(index), segments[index].component != nil else { return false }
        let segment = segments[index]
        typed += digits
        if let value = Int(typed), let date = segment.date(setting: value, in: dates) { dates.select(date) }
        if segment.isFilled(by: typed) { select(next: 1, in: segments) }
        return true
    }

    /// Sets the day period when it is selected; whether it was.
    private func setPeriod(afternoon: Bool, _ segments: [_DateFieldSegment], _ dates: _DatePickerDates) -> Bool {
        guard let index = selected, segments.indices.contains(index), segments[index].isPeriod else { return false }
        let hour = dates.calendar.component(.hour, from: dates.selection)
        if (hour >= 12) != afternoon { dates.select(dates.adding(afternoon ? 12 : -12, .hour, to: dates.selection)) }
        return true
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
