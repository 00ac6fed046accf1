import Foundation
@_spi(Hosting) import PortableUICore

/// A scene that renders itself as a persistent control in the system menu bar.
///
/// On a Linux desktop it is a tray icon: a StatusNotifierItem on the session bus (the
/// protocol of KDE's and most panels' system trays, and of GNOME's AppIndicator extension),
/// its menu exported through `com.canonical.dbusmenu` (see ``StatusNotifierItem``). With the
/// default `.menu` style a click shows the content as a menu: its buttons and toggles are
/// items, its dividers and sections separators. With `.menuBarExtraStyle(.window)` a click
/// opens (or closes) a borderless window showing the content. While the extra is inserted,
/// closing the app's last window does not end the app. Where the desktop runs no
/// StatusNotifierWatcher (GNOME without the extension, a bare X server) nothing shows the
/// extra: the app prints a diagnostic once and runs as if it had none.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    let label: Label
    let title: String?
    let isInserted: Binding<Bool>?

    /// Creates a menu bar extra with a label and the content it presents.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isInserted: nil, content: content(), label: label())
    }

    /// Creates a menu bar extra that the user can remove (`isInserted`), with a label and
    /// the content it presents.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isInserted: isInserted, content: content(), label: label())
    }

    init(title: String?, isInserted: Binding<Bool>?, content: Content, label: Label) {
        self.content = content
        self.label = label
        self.title = title
        self.isInserted = isInserted
    }

    /// A menu bar extra adds a description of kind `.menuBarExtra`: its window (for the
    /// `.window` style) opens only when the extra is activated.
    public func _windows(into windows: inout [_WindowDescription]) {
        let content = content
        let label = label
        var description = _WindowDescription(kind: .menuBarExtra, id: nil, title: title ?? "") { _ in content }
        description.hasTitleBar = false
        description.resizability = .contentSize
        description.menuBarExtra = MenuBarExtraDescription(
            title: title, isInserted: isInserted,
            makeMenu: { scene, textEngine in
                ViewHost(
                    SceneRoot(scene: scene, content: _MenuContentRoot(content: content)), size: CGSize(width: 320, height: 2000), safeAreaInsets: EdgeInsets(),
                    displayScale: 1, environment: DeviceProfile.macWindow.environment, defaultTextEngine: textEngine ?? TestTextEngine.shared)
            },
            makeIcon: { side, textEngine in
                ViewHost(
                    label.labelStyle(.iconOnly).font(.system(size: side * 0.7)).frame(width: side, height: side),
                    size: CGSize(width: side, height: side), safeAreaInsets: EdgeInsets(),
                    displayScale: StatusIconPixmap.scale, environment: DeviceProfile.macWindow.environment, defaultTextEngine: textEngine ?? TestTextEngine.shared)
            })
        windows.append(description)
    }
}

extension MenuBarExtra where Label == Text {
    /// Creates a menu bar extra with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey)._plainText, isInserted: nil, content: content(), label: Text(titleKey))
    }

    /// Creates a menu bar extra with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), isInserted: nil, content: content(), label: Text(title))
    }

    /// Creates a menu bar extra with a localized title that the user can remove (`isInserted`).
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey)._plainText, isInserted: isInserted, content: content(), label: Text(titleKey))
    }

    /// Creates a menu bar extra with a title that the user can remove (`isInserted`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), isInserted: isInserted, content: content(), label: Text(title))
    }
}

extension MenuBarExtra where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu bar extra with a localized title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, isInserted: nil, content: content(), label: PortableUICore.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a menu bar extra with a title and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title, isInserted: nil, content: content(), label: PortableUICore.Label(title, systemImage: systemImage))
    }

    /// Creates a menu bar extra with a localized title and a system image, that the user can
    /// remove (`isInserted`).
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, isInserted: isInserted, content: content(), label: PortableUICore.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a menu bar extra with a title and a system image, that the user can remove
    /// (`isInserted`).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(title, isInserted: isInserted, content: content(), label: PortableUICore.Label(title, systemImage: systemImage))
    }

    /// Creates a menu bar extra with a localized title and an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, isInserted: nil, content: content(), label: PortableUICore.Label { Text(titleKey) } icon: { Image(image) })
    }

    /// Creates a menu bar extra with a title and an image from the app's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(title, isInserted: nil, content: content(), label: PortableUICore.Label { Text(title) } icon: { Image(image) })
    }

    /// Creates a menu bar extra with a localized title and an image from the app's resources,
    /// that the user can remove (`isInserted`).
    public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(
            titleKey, isInserted: isInserted, content: content(), label: PortableUICore.Label { Text(titleKey) } icon: { Image(image) })
    }

    /// Creates a menu bar extra with a title and an image from the app's resources, that the
    /// user can remove (`isInserted`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, isInserted: isInserted, content: content(), label: PortableUICore.Label { Text(title) } icon: { Image(image) })
    }

    /// Creates a menu bar extra with a localized title and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(titleKey, isInserted: nil, content: content(), label: PortableUICore.Label(titleKey, image: image))
    }

    /// Creates a menu bar extra with a title and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(title, isInserted: nil, content: content(), label: PortableUICore.Label(title, image: image))
    }

    /// Creates a menu bar extra with a localized title and an image resource, that the user
    /// can remove (`isInserted`).
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, isInserted: isInserted, content: content(), label: PortableUICore.Label(titleKey, image: image))
    }

    /// Creates a menu bar extra with a title and an image resource, that the user can remove
    /// (`isInserted`).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(title, isInserted: isInserted, content: content(), label: PortableUICore.Label(title, image: image))
    }
}

extension MenuBarExtra {
    /// An extra titled with a localized key: the key's text is its title.
    init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>?, content: Content, label: Label) {
        self.init(title: Text(titleKey)._plainText, isInserted: isInserted, content: content, label: label)
    }

    /// An extra titled with a string.
    init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>?, content: Content, label: Label) {
        self.init(title: String(title), isInserted: isInserted, content: content, label: label)
    }
}

/// A specification for the appearance and behavior of a menu bar extra scene.
public protocol MenuBarExtraStyle {
    /// Whether a click shows the content in a window rather than as a menu.
    static var _showsWindow: Bool { get }
}

extension MenuBarExtraStyle {
    public static var _showsWindow: Bool { false }
}

/// The default menu bar extra style.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

/// A menu bar extra style that renders its contents as a menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
}

/// A menu bar extra style that renders its contents in a popover-like window.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    public init() {}
    public static var _showsWindow: Bool { true }
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The default menu bar extra style.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A menu bar extra style that renders its contents as a menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A menu bar extra style that renders its contents in a popover-like window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
    /// Sets the style for menu bar extra created by this scene: `.menu` (and `.automatic`)
    /// shows its content as the tray icon's menu, `.window` in a window the icon opens.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        _WindowDescriptionModifier(content: self) { $0.menuBarExtra?.showsWindow = S._showsWindow }
    }
}
