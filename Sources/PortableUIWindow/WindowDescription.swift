import Foundation
@_spi(Hosting) import PortableUICore

/// What a scene asks of the windows it opens: its kind and identifier, the type of value it
/// presents, title, size and position policy, and how to host its content.
public struct _WindowDescription {
    /// How windows of a scene are opened.
    enum Kind: Equatable {
        /// Any number of windows (`WindowGroup`).
        case group
        /// At most one window (`Window`).
        case single
        /// At most one window, opened by the Settings command (`Settings`).
        case settings
        /// A tray icon, and at most one window, opened when the icon is activated in the
        /// `.window` style (`MenuBarExtra`).
        case menuBarExtra
    }

    var kind: Kind
    var id: String?
    var title: String
    var defaultSize: CGSize?
    var resizability: WindowResizability = .automatic
    var defaultPosition: UnitPoint?
    var hasTitleBar = true
    /// Whether a value is one the scene presents (a `WindowGroup(for:)`'s type); nil for a
    /// scene that presents no value.
    var presents: ((AnyHashable) -> Bool)?
    /// What the scene's `.commands` add to the app's menu bar.
    var commands: [_CommandContribution] = []
    /// The tray icon of a `MenuBarExtra` scene.
    var menuBarExtra: MenuBarExtraDescription?
    /// Hosts the content of one window of the scene at a display scale, in a window of the
    /// given size (points), measuring text with the window renderer's engine (the core's
    /// test engine without one), with the desktop's accessibility settings (nil: the host's
    /// own).
    let makeContent:
        @MainActor (
            _ scene: WindowScene, _ size: CGSize, _ scale: CGFloat, _ textEngine: (any TextEngine)?,
            _ accessibility: AccessibilitySettings?
        ) -> any WindowContent

    /// Whether a request (from `openWindow`, `dismissWindow` or the app host) names this
    /// scene: its identifier when the request has one, and the value's type when it has one.
    func matches(_ request: _WindowRequest) -> Bool {
        if let id = request.id, id != self.id { return false }
        if let value = request.value { return presents?(value) ?? false }
        return request.id != nil
    }
}

/// The resizability of a window.
public struct WindowResizability: Equatable, Sendable {
    enum Kind: Equatable {
        case automatic, contentSize, contentMinSize
    }

    let kind: Kind

    /// The window is resizable (bounded below by the content's minimum size).
    public static let automatic = WindowResizability(kind: .automatic)
    /// The window has the content's ideal size and cannot be resized.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// The window can be resized down to the content's minimum size.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}
