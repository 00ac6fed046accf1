import Foundation
import PortableUICore

/// A scene that renders itself as a persistent control in the system menu bar.
///
/// It compiles, and its content and label are kept, but nothing shows it yet: SDL offers
/// no tray icon, and the desktop's StatusNotifierItem (D-Bus) is not connected. It does not
/// keep the app running once its last window is closed (see docs/differences.md).
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    let label: Label

    /// Creates a menu bar extra with a label and the content it presents.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a menu bar extra that the user can remove (`isInserted`), with a label and
    /// the content it presents.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
    }

    /// A menu bar extra adds no window.
    public func _windows(into windows: inout [_WindowDescription]) {}
}

extension MenuBarExtra where Label == Text {
    /// Creates a menu bar extra with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a menu bar extra with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension MenuBarExtra where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu bar extra with a localized title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label(titleKey, systemImage: systemImage) })
    }

    /// Creates a menu bar extra with a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label(title, systemImage: systemImage) })
    }

    /// Creates a menu bar extra with a localized title and an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label { Text(titleKey) } icon: { Image(image) } })
    }
}

/// A specification for the appearance and behavior of a menu bar extra scene.
public protocol MenuBarExtraStyle {}

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
    /// Sets the style for menu bar extra created by this scene (no effect: see
    /// ``MenuBarExtra``).
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        self
    }
}
