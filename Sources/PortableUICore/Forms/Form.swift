import Foundation

/// A container for grouping controls used for data entry, such as in settings or
/// inspectors.
///
/// The form's look comes from the form style of its environment (`formStyle(_:)`):
/// `.grouped` shows the content as an inset grouped `List` (sections are rounded cards of
/// 44-point rows on the grouped background, as on iOS), `.columns` stacks the rows with their
/// labels right-aligned in a leading column, as a macOS form. `.automatic` is `.columns` on a
/// desktop and `.grouped` on a phone or pad, as SwiftUI resolves it on each. Inside a
/// form, controls take their row form: a `LabeledContent`'s value, a picker's selection
/// trail the row in the secondary color.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        style.makeBody(FormStyleConfiguration(content: FormStyleConfiguration.Content(content)))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration, for use in a custom form style.
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
    }
}

/// The appearance and behavior of a form.
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View

    /// Creates a view that represents the body of a form.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    public typealias Content = _StyleContent

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

/// The default form style: columns on a desktop, as on macOS; grouped on a phone or pad,
/// as on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticForm(configuration: configuration)
    }
}

/// The body of an automatic form: the platform's style for the host's idiom.
struct _AutomaticForm: View {
    let configuration: FormStyleConfiguration
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        if idiom == .desktop {
            ColumnsFormStyle().makeBody(configuration: configuration)
        } else {
            GroupedFormStyle().makeBody(configuration: configuration)
        }
    }
}

/// A form style with grouped rows: an inset grouped list whose sections are cards.
public struct GroupedFormStyle: FormStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }
            .listStyle(.insetGrouped)
            .environment(\.formContext, .grouped)
    }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values, as a macOS form.
///
/// The rows are stacked 8 points apart [UNVERIFIED] inside a 20-point margin; each row's
/// label ends, and its value begins 8 points later, at one shared line (`HorizontalAlignment.formColumn`).
/// A section is 20 points [UNVERIFIED] from the rows before it, its header (headline) ends at
/// the label column and its footer (footnote, secondary) begins at the value column
/// (`_ColumnsFormLayout`, `_ColumnsFormSection`).
public struct ColumnsFormStyle: FormStyle {
    /// The space between rows, between sections and around the form.
    static let rowSpacing: CGFloat = 8
    static let sectionSpacing: CGFloat = 20
    static let margin: CGFloat = 20

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ColumnsFormLayout(rowSpacing: Self.rowSpacing, sectionSpacing: Self.sectionSpacing) { configuration.content }
            .padding(Self.margin)
            .environment(\.formContext, .columns)
    }
}

extension HorizontalAlignment {
    private enum FormColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The line between the labels and the values of a columns form.
    static let formColumn = HorizontalAlignment(FormColumn.self)
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a column of trailing-aligned labels next to a column
    /// of leading-aligned content.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// Where a control sits, for its row form: in no form, in a grouped form (or list), or in a
/// columns form.
enum FormContext: Hashable, Sendable {
    case none
    case grouped
    case columns
}

/// A form style with its type erased, as kept in the environment.
struct AnyFormStyle {
    let makeBody: @MainActor (FormStyleConfiguration) -> AnyView

    init<S: FormStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledForm(style: style, configuration: configuration)) }
    }
}

/// The body of a styled form; links the style's dynamic properties.
struct _StyledForm<Style: FormStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: FormStyleConfiguration

    init(style: Style, configuration: FormStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyFormStyle { AnyFormStyle(AutomaticFormStyle()) }
}

private struct FormContextKey: EnvironmentKey {
    static let defaultValue = FormContext.none
}

extension EnvironmentValues {
    /// The style of the forms in this environment.
    var formStyle: AnyFormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    /// The kind of form the views below are rows of.
    var formContext: FormContext {
        get { self[FormContextKey.self] }
        set { self[FormContextKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for forms in a view hierarchy.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, AnyFormStyle(style))
    }
}
