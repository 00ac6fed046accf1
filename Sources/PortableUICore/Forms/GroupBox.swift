import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// The automatic style draws the label in the headline font above the content, 8 points
/// apart, inside a 16-point padding on a rounded rectangle (radius 8) of the secondary system
/// background, as iOS does [UNVERIFIED metrics]. The box is as large as its padded content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        style.makeBody(
            GroupBoxStyleConfiguration(label: GroupBoxStyleConfiguration.Label(label), content: GroupBoxStyleConfiguration.Content(content)))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration, for use in a custom style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View

    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public typealias Label = _StyleContent
    /// A type-erased content of a group box.
    public typealias Content = _StyleContent

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default style for group box views.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The padding, the label's gap to the content and the corner radius.
    static let padding: CGFloat = 16
    static let spacing: CGFloat = 8
    static let cornerRadius: CGFloat = 8

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(Self.padding)
        .background(
            RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(Color.secondarySystemBackground))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased, as kept in the environment.
struct AnyGroupBoxStyle {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledGroupBox(style: style, configuration: configuration)) }
    }
}

/// The body of a styled group box; links the style's dynamic properties.
struct _StyledGroupBox<Style: GroupBoxStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: GroupBoxStyleConfiguration

    init(style: Style, configuration: GroupBoxStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
}

extension EnvironmentValues {
    /// The style of the group boxes in this environment.
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}
