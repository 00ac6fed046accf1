import Foundation
import PortableUICore

/// A scene that presents an interface for viewing and modifying an app's settings.
///
/// Its window does not open at launch: the app's Settings command (Ctrl+Comma, the
/// `openSettings` action or `AppHost.openSettings()`) opens it, or brings it to the front.
public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    /// Called for each window opened, so that a window opened again starts with fresh state.
    let content: () -> Content

    /// Creates a scene that presents an interface for viewing and modifying an app's
    /// preferences.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// The title of the settings window.
    static var title: String { "Settings" }

    public func _windows(into windows: inout [_WindowDescription]) {
        let content = content
        windows.append(_WindowDescription(kind: .settings, id: nil, title: Self.title) { _ in content() })
    }
}
