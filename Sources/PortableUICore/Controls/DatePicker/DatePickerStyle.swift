import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a `DatePicker`.
    associatedtype Body: View

    /// Returns the appearance and interaction content for a `DatePicker`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a `DatePicker`.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a `DatePicker`.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a `DatePicker`.
    public typealias Label = _StyleContent

    /// A description of the `DatePicker`.
    public let label: DatePickerStyleConfiguration.Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

/// A date picker style with its type erased, as kept in the environment.
struct AnyDatePickerStyle {
    let makeBody: @MainActor (DatePickerStyleConfiguration) -> AnyView

    init<S: DatePickerStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledDatePicker(style: style, configuration: configuration)) }
    }
}

/// The body of a styled date picker; links the style's dynamic properties.
struct _StyledDatePicker<Style: DatePickerStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: DatePickerStyleConfiguration

    init(style: Style, configuration: DatePickerStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: AnyDatePickerStyle { AnyDatePickerStyle(DefaultDatePickerStyle()) }
}

extension EnvironmentValues {
    /// The style of the date pickers in this environment.
    var datePickerStyle: AnyDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, AnyDatePickerStyle(style))
    }
}

// MARK: Built-in styles

/// The default style for date pickers: compact, on every platform profile here.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CompactDatePicker(configuration: configuration)
    }
}

/// A date picker style that displays the components in a compact, textual format: one pill
/// for the date and one for the time, each opening its editor in a popover.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CompactDatePicker(configuration: configuration)
    }
}

/// A date picker style that displays an interactive calendar or clock: a month grid with
/// month navigation, and a time pill below it when the time is shown.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GraphicalDatePicker(configuration: configuration)
    }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LabeledRow(label: configuration.label) { _WheelDatePicker(configuration: configuration) }
    }
}

/// A date picker style that displays the components in an editable field (macOS in SwiftUI;
/// here a bordered field of the formatted date whose arrow keys step the day or minute).
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the field date picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _FieldDatePicker(configuration: configuration, showsStepper: false)
    }
}

/// A system style that displays the components in an editable field, with adjoining
/// stepper that can increment and decrement the selected component (macOS in SwiftUI; here
/// the field and a stepper stepping the day, or the minute without a date).
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the stepper field date picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _FieldDatePicker(configuration: configuration, showsStepper: true)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A system style that displays the components in an editable field, with adjoining
    /// stepper that can increment and decrement the selected component.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}
