import Foundation
import Observation
@_spi(Hosting) import PortableUICore

/// The state one window shares with the views it shows: its scene phase, the value it
/// presents, its window actions and the URLs it receives. Views read it through the
/// environment that ``SceneRoot`` sets; changing ``phase`` or ``value`` updates them.
@MainActor @Observable
final class WindowScene {
    var phase: ScenePhase = .active
    /// The value a `WindowGroup(for:)` window presents.
    var value: AnyHashable?
    @ObservationIgnored let openWindow: OpenWindowAction
    @ObservationIgnored let dismissWindow: DismissWindowAction
    @ObservationIgnored let openSettings: OpenSettingsAction
    /// The app's menu bar, shown above the content (nil: the app declares no commands).
    @ObservationIgnored let menuBar: MenuBarModel?
    /// The values the window's views publish with `focusedSceneValue`, for its commands.
    @ObservationIgnored let focusedValues = _FocusedValuesStore()
    /// Where the app host sends the URLs it asks this window to open.
    @ObservationIgnored let openedURLs = PassthroughSubject<URL, Never>()
    /// What shows the window's file dialogs (nil: the drawn file browser).
    @ObservationIgnored let fileDialogs: (any _FileDialogPresenter)?

    init(
        value: AnyHashable?, openWindow: OpenWindowAction, dismissWindow: DismissWindowAction,
        openSettings: OpenSettingsAction, menuBar: MenuBarModel?, fileDialogs: (any _FileDialogPresenter)? = nil
    ) {
        self.menuBar = menuBar
        self.fileDialogs = fileDialogs
        self.value = value
        self.openWindow = openWindow
        self.dismissWindow = dismissWindow
        self.openSettings = openSettings
    }
}

/// The root view of a window: its content, under the app's menu bar if it has one, in the
/// environment of its scene.
struct SceneRoot<Content: View>: View {
    let scene: WindowScene
    let content: Content

    @ViewBuilder private var framed: some View {
        if let menuBar = scene.menuBar {
            VStack(spacing: 0) {
                MenuBar(model: menuBar)
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        } else {
            content
        }
    }

    var body: some View {
        framed
            .environment(\.scenePhase, scene.phase)
            .environment(\.openWindow, scene.openWindow)
            .environment(\.dismissWindow, scene.dismissWindow)
            .environment(\.openSettings, scene.openSettings)
            .environment(\._focusedValuesStore, scene.focusedValues)
            .environment(\._openedURLs, _OpenedURLs(scene.openedURLs))
            .environment(\._fileDialogPresenter, scene.fileDialogs)
    }
}

extension _WindowDescription {
    /// A description whose windows host `content(scene)` in a ``ViewHost`` with the desktop
    /// window's environment.
    init<Content: View>(
        kind: Kind, id: String?, title: String, presents: ((AnyHashable) -> Bool)? = nil,
        content: @escaping @MainActor (WindowScene) -> Content
    ) {
        self.init(kind: kind, id: id, title: title, presents: presents) { scene, size, scale, textEngine, accessibility in
            var environment = DeviceProfile.macWindow.environment
            if let accessibility { environment.accessibilitySettings = accessibility }
            return ViewHost(
                SceneRoot(scene: scene, content: content(scene)), size: size, safeAreaInsets: EdgeInsets(),
                displayScale: scale, environment: environment, defaultTextEngine: textEngine ?? TestTextEngine.shared)
        }
    }
}
