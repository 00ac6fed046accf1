import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label { Text("Custom") } icon: { Circle().frame(width: 12, height: 12) }
/// ```
///
/// The label's style (``View/labelStyle(_:)``) decides which parts show and how they are
/// arranged: by default the icon before the title, in a tab bar item the icon above it.
public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        // Assistive technologies read a label as its title; its icon is decoration.
        let title = title
        return style.makeBody(
            LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon.accessibilityHidden(true))))
        )
        .accessibilityControl(.staticText, label: title as? Text)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a title and an icon from a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a localized title and an icon from a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a title and an icon from an image resource.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// The properties of a label: its title and icon views.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default label style: the icon before the title, or above it in a tab bar item.
public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticLabel(configuration: configuration)
    }
}

/// The automatic label, arranged for where it is shown.
struct _AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelArrangesVertically) private var vertically

    var body: some View {
        if vertically {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title
            }
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

/// A label style that shows both the title and the icon, the icon first.
public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style in the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

private struct LabelArrangesVerticallyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// Whether automatic labels put the icon above the title (tab bar items).
    var labelArrangesVertically: Bool {
        get { self[LabelArrangesVerticallyKey.self] }
        set { self[LabelArrangesVerticallyKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
