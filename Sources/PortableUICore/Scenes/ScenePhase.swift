import Foundation

/// An indication of a scene's operational state.
///
/// The window host sets it per window: `.active` for the window that has the keyboard focus,
/// `.inactive` for the app's other windows, `.background` for a minimised (hidden) window. A
/// view outside any window (a headless ``ViewHost``) sees `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
