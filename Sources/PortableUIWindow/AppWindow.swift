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
    /// Where the desktop window is on the screen (nil headless).
    var nativeOrigin: (@MainActor () -> CGPoint)?
    private var placedOrigin = CGPoint.zero

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

    /// The window's top-left corner on the screen, in points: where the desktop put it. A
    /// headless window is at the origin until placed here (to drag between windows in
    /// tests); placing a desktop window does not move it.
    public var screenOrigin: CGPoint {
        get { nativeOrigin?() ?? placedOrigin }
        set { placedOrigin = newValue }
    }

    /// The window's frame on the screen, in points.
    var screenFrame: CGRect { CGRect(origin: screenOrigin, size: content.size) }

    /// Whether the window belongs to the app's `Settings` scene.
    public var isSettings: Bool { description.kind == .settings }
}
