import Foundation
@_spi(Hosting) import PortableUICore

/// A scene that presents its content in a single, unique window.
///
/// It opens at launch when it is the app's first scene; otherwise `openWindow(id:)` opens
/// it, or brings it to the front when it is open already.
public struct Window<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let id: String
    /// Called for each window opened, so that a window opened again starts with fresh state.
    let content: () -> Content

    /// Creates a window with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(plainTitle: title._plainText, id: id, content: content)
    }

    /// Creates a window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(plainTitle: Text(titleKey)._plainText, id: id, content: content)
    }

    /// Creates a window with a title and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(plainTitle: String(title), id: id, content: content)
    }

    private init(plainTitle: String, id: String, content: @escaping () -> Content) {
        title = plainTitle
        self.id = id
        self.content = content
    }

    public func _windows(into windows: inout [_WindowDescription]) {
        let content = content
        windows.append(_WindowDescription(kind: .single, id: id, title: title) { _ in content() })
    }
}
