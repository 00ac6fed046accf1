import Foundation

/// A control for presenting a menu of actions.
///
/// A click (or tap) on the label opens the menu below it (above, when there is no room);
/// choosing an item runs its action and closes the menu, as do Escape and a click outside.
/// A `Menu` inside a menu is a submenu: its row opens another menu beside the first, and an
/// item chosen there closes both. With a `primaryAction`, a click runs the action and a long
/// press opens the menu.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Delete", role: .destructive, action: delete)
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    /// Set when the menu is made from a style's configuration: that menu's state is used.
    let configuration: MenuStyleConfiguration?
    @State private var isOpen = false
    @Environment(\.menuStyle) private var style
    @Environment(\.menuContext) private var parentMenu

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
        configuration = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = { primaryAction() }
        configuration = nil
    }

    public var body: some View {
        if let configuration {
            // A style's `Menu(configuration)`: the standard look, opening the styled menu.
            DefaultMenuStyle().makeBody(configuration: configuration)
        } else {
            let isOpen = $isOpen
            let context = parentMenu ?? MenuContext(id: ObjectIdentifier(type(of: self))) { isOpen.wrappedValue = false }
            let configuration = MenuStyleConfiguration(
                label: .init(AnyView(label)), content: .init(AnyView(content)), open: { isOpen.wrappedValue = true },
                primaryAction: primaryAction, isSubmenu: parentMenu != nil)
            style.makeBody(configuration)
                .modifier(
                    _PresentationModifier(
                        kind: .menu,
                        presented: isOpen.wrappedValue
                            ? AnyView(_MenuPanel(content: content, context: context, automaticOrderIsFixed: style.isPicker)) : nil,
                        identity: nil, dismiss: { isOpen.wrappedValue = false }, onDismiss: nil,
                        arrowEdge: parentMenu == nil ? nil : .trailing))
        }
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label(titleKey, systemImage: systemImage) })
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label(title, systemImage: systemImage) })
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key and system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { PortableUICore.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string and
    /// system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { PortableUICore.Label(title, systemImage: systemImage) },
            primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration: inside a custom ``MenuStyle``, the
    /// standard menu, to modify.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction
        self.configuration = configuration
    }
}

/// The menu that items inside a presented menu belong to: choosing one closes it (and its
/// parent menus).
struct MenuContext: Equatable {
    let id: ObjectIdentifier
    let dismissAll: @MainActor () -> Void

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

private struct MenuContextKey: EnvironmentKey {
    static let defaultValue: MenuContext? = nil
}

extension EnvironmentValues {
    /// The open menu whose items the views below are (nil outside menus).
    var menuContext: MenuContext? {
        get { self[MenuContextKey.self] }
        set { self[MenuContextKey.self] = newValue }
    }
}
