import Foundation

/// An action that presents the settings scene for an app.
///
/// Read it with `@Environment(\.openSettings)`; calling it opens the app's `Settings` window
/// or brings it to the front. Outside an app (a headless ``ViewHost``) it does nothing.
@MainActor @preconcurrency
public struct OpenSettingsAction {
    private let handler: @MainActor () -> Void

    /// An action that runs `handler` (the window host's).
    @_spi(Hosting) nonisolated public init(_ handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// Opens the settings scene.
    public func callAsFunction() {
        handler()
    }
}

private struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

extension EnvironmentValues {
    /// A Settings presentation action stored in a view's environment.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
