import Foundation

/// Defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View

    /// Creates a view representing the body of a control group.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a control group instance being created.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public typealias Content = _StyleContent
    /// A type-erased label of a control group.
    public typealias Label = _StyleContent

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// The default control group style: the controls side by side in equal segments.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _SegmentedControlGroup(configuration: configuration)
    }
}

/// A control group style that presents its content as a palette: the controls as compact,
/// icon-only cells side by side without a shared background (the palette picker's cells);
/// in a menu, a row of them across the menu.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _PaletteControlGroup(configuration: configuration)
    }
}

/// The navigation control group style: the controls side by side, 8 points apart
/// [UNVERIFIED], without a background, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) { configuration.content }
            .buttonStyle(.borderless)
    }
}

/// A control group style that presents its content as a menu when the user presses the
/// label, or as a submenu when nested within a larger menu.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group style that presents its content as a compact menu when the user presses
/// the label: outside a menu, as `.menu`; inside a menu, as iOS draws it, the controls as a
/// row of icon-only cells (the palette's) instead of a submenu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CompactMenuControlGroup(configuration: configuration)
    }
}

/// A compact menu control group: a palette row inside a menu, a menu elsewhere.
struct _CompactMenuControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.menuContext) private var menuContext

    var body: some View {
        if menuContext != nil {
            _PaletteControlGroup(configuration: configuration)
        } else {
            Menu { configuration.content } label: { configuration.label }
        }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the
    /// control, or as a submenu when nested within a larger menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user
    /// presses the control, or as a submenu when nested within a larger menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A control group style with its type erased, as kept in the environment.
struct AnyControlGroupStyle {
    let makeBody: @MainActor (ControlGroupStyleConfiguration) -> AnyView

    init<S: ControlGroupStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledControlGroup(style: style, configuration: configuration)) }
    }
}

/// The body of a styled control group; links the style's dynamic properties.
struct _StyledControlGroup<Style: ControlGroupStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: ControlGroupStyleConfiguration

    init(style: Style, configuration: ControlGroupStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyControlGroupStyle { AnyControlGroupStyle(AutomaticControlGroupStyle()) }
}

extension EnvironmentValues {
    /// The style of the control groups in this environment.
    var controlGroupStyle: AnyControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for control groups within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, AnyControlGroupStyle(style))
    }
}
