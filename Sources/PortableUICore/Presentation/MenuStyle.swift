import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View

    /// Creates a view that represents the body of a menu.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu: its label and content, and how to open it.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        init(_ content: AnyView) { self.content = content }

        public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
            AnyView._reconcile(view.content, node: node, inputs: inputs)
        }
    }

    /// A type-erased content of a menu.
    public struct Content: View {
        public typealias Body = Never
        let content: AnyView
        init(_ content: AnyView) { self.content = content }

        public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
            AnyView._reconcile(view.content, node: node, inputs: inputs)
        }
    }

    let label: Label
    let content: Content
    let open: @MainActor () -> Void
    let primaryAction: (@MainActor () -> Void)?
    let isSubmenu: Bool
}

/// The default menu style, based on the menu's context: a button that opens the menu (a row
/// with a chevron, inside another menu; with the indicator chevron, on a desktop).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _MenuButton(configuration: configuration)
    }
}

/// A menu style that displays a button that toggles the display of the menu's contents when
/// pressed; the button follows the environment's button style.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _MenuButton(configuration: configuration)
    }
}

/// A menu style that displays a borderless button that toggles the display of the menu's
/// contents when pressed.
@available(*, deprecated, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _MenuButton(configuration: configuration).buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents
    /// when pressed.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// The look of the built-in menu styles.
struct _MenuButton: View {
    let configuration: MenuStyleConfiguration
    @Environment(\.menuIndicatorVisibility) private var indicator
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let configuration = configuration
        if configuration.isSubmenu {
            Button(action: configuration.open) {
                HStack(spacing: 8) {
                    configuration.label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right").accessibilityHidden(true)
                }
            }
            // Its row opens the submenu and leaves the menu open.
            .environment(\.menuContext, nil)
            .environment(\.accessibilityActivationCompletion, nil)
            // A row that opens a submenu is a menu element, as GTK's are for AT-SPI: assistive
            // technologies, and a tray icon's exported menu, tell it from an item that acts.
            .accessibilityEdit { $0.role = .menu }
        } else {
            Button(action: configuration.primaryAction ?? configuration.open) {
                HStack(spacing: 4) {
                    configuration.label
                    if indicator == .visible || (indicator == .automatic && idiom == .desktop) {
                        Image(systemName: "chevron.down").font(.system(size: 9, weight: .semibold)).accessibilityHidden(true)
                    }
                }
            }
            .simultaneousGesture(
                LongPressGesture().onEnded { _ in if configuration.primaryAction != nil { configuration.open() } })
        }
    }
}

/// A type-erased menu style, as the environment keeps it.
struct AnyMenuStyle {
    let makeBody: @MainActor (MenuStyleConfiguration) -> AnyView
    /// Whether the style is a picker's, whose menu keeps its order (`MenuOrder.automatic`).
    let isPicker: Bool

    init<S: MenuStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        isPicker = S.self == _PickerMenuStyle.self
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyMenuStyle { AnyMenuStyle(DefaultMenuStyle()) }
}

private struct MenuIndicatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

extension EnvironmentValues {
    var menuStyle: AnyMenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// The menu indicator visibility to apply to controls within a view.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }

    /// The preferred order of items for menus presented from this view.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
}

/// The order in which a menu presents its content.
public struct MenuOrder: Equatable, Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, priority, fixed }
    let storage: Storage

    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(storage: .automatic)
    /// Keep the first items closest to user's interaction point: on a phone or pad, a menu
    /// that opens upwards shows its first item at the bottom (on a desktop, as `fixed`).
    public static let priority = MenuOrder(storage: .priority)
    /// Order items from top to bottom.
    public static let fixed = MenuOrder(storage: .fixed)

    /// Whether a menu in this order lists its items bottom up when it opens above its anchor.
    ///
    /// Apple ("MenuOrder.automatic"): on iOS, `automatic` resolves to `fixed` for menus
    /// presented within scrollable content and for menu pickers, to `priority` otherwise; on
    /// macOS it always resolves to `fixed`. Desktop menus keep their order in every case.
    func reversesAboveAnchor(idiom: DeviceProfile.Idiom, inScrollableContent: Bool, automaticIsFixed: Bool) -> Bool {
        guard idiom != .desktop else { return false }
        switch storage {
        case .fixed: return false
        case .priority: return true
        case .automatic: return !inScrollableContent && !automaticIsFixed
        }
    }
}

extension View {
    /// Sets the style for menus within this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyMenuStyle(style))
    }

    /// Sets the menu indicator visibility for controls within this view.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// Sets the preferred order of items for menus presented from this view (see
    /// ``MenuOrder``).
    public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }
}
