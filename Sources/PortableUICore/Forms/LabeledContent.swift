import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// The automatic style puts the label at the leading edge and the content at the trailing
/// edge of the width offered, the content in the secondary foreground style, as iOS forms
/// do; in a columns form (`formStyle(.columns)`) the label ends at the form's label column
/// and the content follows 8 points later. `labelsHidden()` leaves the content alone.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyle) private var style

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        style.makeBody(
            LabeledContentStyleConfiguration(
                label: LabeledContentStyleConfiguration.Label(label),
                content: LabeledContentStyleConfiguration.Content(content)))
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view from a localized title and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a localized title and a formatted value.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a title and a formatted value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration, for use in a
    /// custom style that changes only part of the automatic look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

/// The appearance and behavior of a labeled content instance.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View

    /// Creates a view that represents the body of labeled content.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public typealias Label = _StyleContent
    /// A type-erased content of a labeled content instance.
    public typealias Content = _StyleContent

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The default labeled content style: label leading, content trailing and secondary (see
/// ``LabeledContent``).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LabeledRow(label: configuration.label, alignment: .firstTextBaseline) {
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The row form shared by labeled controls (labeled content, pickers, steppers…): the label
/// leading and the value trailing the width offered, or, in a columns form, the label ending
/// at the label column and the value beginning 8 points after it. Without its label
/// (`labelsHidden()`), the value alone.
struct _LabeledRow<Value: View>: View {
    let label: _StyleContent
    let alignment: VerticalAlignment
    let value: Value
    @Environment(\.formContext) private var formContext
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// A row of `label` and `value`, aligned vertically along `alignment`.
    init<Label: View>(label: Label, alignment: VerticalAlignment = .center, @ViewBuilder value: () -> Value) {
        self.label = _StyleContent(label)
        self.alignment = alignment
        self.value = value()
    }

    var body: some View {
        if labelsVisibility == .hidden {
            value
        } else if formContext == .columns {
            HStack(alignment: alignment, spacing: ColumnsFormStyle.rowSpacing) {
                label
                value.alignmentGuide(.formColumn) { $0[.leading] }
            }
        } else {
            HStack(alignment: alignment) {
                label
                Spacer()
                value
            }
        }
    }
}

/// A labeled content style with its type erased, as kept in the environment.
struct AnyLabeledContentStyle {
    let makeBody: @MainActor (LabeledContentStyleConfiguration) -> AnyView

    init<S: LabeledContentStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledLabeledContent(style: style, configuration: configuration)) }
    }
}

/// The body of styled labeled content; links the style's dynamic properties.
struct _StyledLabeledContent<Style: LabeledContentStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: LabeledContentStyleConfiguration

    init(style: Style, configuration: LabeledContentStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabeledContentStyle { AnyLabeledContentStyle(AutomaticLabeledContentStyle()) }
}

extension EnvironmentValues {
    /// The style of the labeled content in this environment.
    var labeledContentStyle: AnyLabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a style for labeled content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, AnyLabeledContentStyle(style))
    }
}
