import Foundation

/// An action that presents a window.
///
/// Read it with `@Environment(\.openWindow)` and call it with the identifier of a scene, a
/// value a `WindowGroup(for:)` presents, or both. A `Window` scene that is open already comes
/// to the front; a window group opens a new window, except that a value a window of the
/// group presents already brings that window to the front. Outside an app (a headless
/// ``ViewHost``) the action does nothing.
@MainActor @preconcurrency
public struct OpenWindowAction {
    private let handler: @MainActor (_WindowRequest) -> Void

    /// An action that hands each request to `handler` (the window host's).
    @_spi(Hosting) nonisolated public init(_ handler: @escaping @MainActor (_WindowRequest) -> Void) {
        self.handler = handler
    }

    /// Opens a window that's associated with the specified identifier.
    public func callAsFunction(id: String) {
        handler(_WindowRequest(id: id, value: nil))
    }

    /// Opens a window defined by a window group that presents the type of the specified value.
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        handler(_WindowRequest(id: nil, value: AnyHashable(value)))
    }

    /// Opens a window defined by the window group that presents the specified value type and
    /// that's associated with the specified identifier.
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {
        handler(_WindowRequest(id: id, value: AnyHashable(value)))
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction {
        OpenWindowAction { _ in }
    }
}

extension EnvironmentValues {
    /// A window presentation action stored in a view's environment.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}
