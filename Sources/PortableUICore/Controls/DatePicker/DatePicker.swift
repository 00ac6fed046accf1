import Foundation

/// A control for selecting an absolute date.
///
/// Its look comes from the date picker style of its environment (`datePickerStyle(_:)`,
/// `.automatic` = `.compact`): pills showing the formatted date and time that open a
/// calendar or a wheel in a popover, a month calendar, wheels, or a field. The selection is
/// shown and chosen in the environment's `calendar`, `timeZone` and `locale`; a date the
/// user chooses is clamped to the picker's range (a bound selection outside the range is
/// shown clamped and left as it is).
public struct DatePicker<Label: View>: View {
    /// The date components a date picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents
    let label: Label
    @Environment(\.datePickerStyle) private var style

    init(
        selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents,
        label: Label
    ) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: range.upperBound, displayedComponents: displayedComponents,
            label: label())
    }

    public var body: some View {
        let configuration = DatePickerStyleConfiguration(
            label: DatePickerStyleConfiguration.Label(label), selection: selection, minimumDate: minimumDate,
            maximumDate: maximumDate, displayedComponents: displayedComponents)
        return style.makeBody(configuration)
            .modifier(_DatePickerAccessibility(configuration: configuration))
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The components of a date that a date picker shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Displays the hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays the day, month, and year components based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// Displays the hour, minute, and second components based on the locale (watchOS and
    /// macOS in SwiftUI; here drawn as `hourAndMinute` with seconds in the formatted time).
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)

    /// Whether a time of day is shown.
    var showsTime: Bool { !isDisjoint(with: [.hourAndMinute, .hourMinuteAndSecond]) }
}

/// A date picker in the accessibility tree: a picker whose value is the formatted
/// selection, adjusted a day (or, without a date, a minute) at a time.
struct _DatePickerAccessibility: ViewModifier {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
        let dates = _DatePickerDates(configuration: configuration, calendar: calendar, timeZone: timeZone, locale: locale)
        return content.accessibilityControl(
            .picker, value: dates.formatted(dates.selection, components: configuration.displayedComponents),
            adjustment: { direction in
                let step = direction == .increment ? 1 : -1
                let component: Calendar.Component = configuration.displayedComponents.contains(.date) ? .day : .minute
                dates.select(dates.adding(step, component, to: dates.selection))
            })
    }
}
