import Foundation

/// A specification for the appearance and interaction of a window.
///
/// On the desktop the styles choose whether the window manager draws a title bar: the
/// hidden-title-bar and plain styles open borderless windows.
public protocol WindowStyle {
    /// Whether windows of the style have the window manager's title bar.
    static var hasTitleBar: Bool { get }
}

/// The default window style: a title bar.
public struct DefaultWindowStyle: WindowStyle {
    public init() {}
    public static var hasTitleBar: Bool { true }
}

/// A window style which displays the title bar section of the window.
public struct TitleBarWindowStyle: WindowStyle {
    public init() {}
    public static var hasTitleBar: Bool { true }
}

/// A window style which hides both the window's title and the backing of the title bar
/// area, allowing more space for the view's content.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    public init() {}
    public static var hasTitleBar: Bool { false }
}

/// The plain window style: no title bar, no window chrome.
public struct PlainWindowStyle: WindowStyle {
    public init() {}
    public static var hasTitleBar: Bool { false }
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window style which displays the title bar section of the window.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window style which hides both the window's title and the backing of the title bar
    /// area.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// The plain window style.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
