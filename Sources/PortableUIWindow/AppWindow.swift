import Foundation
import PortableUICore

/// One open window of an ``AppHost``: the scene it belongs to, the view host of its content
/// and its scene phase.
@MainActor
public final class AppWindow {
    /// The window's title (its scene's).
    public let title: String
    /// The identifier of the window's scene, if it has one.
    public let sceneID: String?
    /// The hosted content: lay it out, read frames, send events.
    public let content: any WindowContent
    /// The smallest size the content can take (points): the window cannot be made smaller.
    public let minimumSize: CGSize
    /// Whether the window is minimised (its scene phase is then `.background`).
    public internal(set) var isMinimized = false
    /// The description of the window's scene.
    let description: _WindowDescription
    /// The index of that scene among the app's.
    let sceneIndex: Int
    let scene: WindowScene
    /// The desktop window showing it (nil headless).
    var native: AnyObject?

    init(description: _WindowDescription, sceneIndex: Int, scene: WindowScene, content: any WindowContent, minimumSize: CGSize) {
        title = description.title
        sceneID = description.id
        self.description = description
        self.sceneIndex = sceneIndex
        self.scene = scene
        self.content = content
        self.minimumSize = minimumSize
    }

    /// The window's scene phase, as its views read it from `\.scenePhase`.
    public var scenePhase: ScenePhase { scene.phase }

    /// The value the window presents (a `WindowGroup(for:)` window), nil otherwise.
    public var presentedValue: AnyHashable? { scene.value }

    /// Whether the window belongs to the app's `Settings` scene.
    public var isSettings: Bool { description.kind == .settings }
}
