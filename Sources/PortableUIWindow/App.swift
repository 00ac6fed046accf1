import Foundation
import PortableUICore

/// A type that represents the structure and behavior of an app.
///
/// ```swift
/// @main
/// struct HelloApp: App {
///     var body: some Scene {
///         WindowGroup("Hello") { ContentView() }
///             .defaultSize(width: 400, height: 300)
///     }
/// }
/// ```
///
/// `main()` opens the first window the scene describes (see ``AppHost`` for the rules of
/// windows and scenes) and runs until the last window is closed. Without
/// a display (no `DISPLAY`/`WAYLAND_DISPLAY`, or SDL cannot open one), it prints why to
/// standard error and exits with status 0; check ``WindowSystem/isDisplayAvailable`` first
/// to offer a headless mode instead.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app, clearing the window to its background (the window module
    /// alone has no renderer; `PortableUI`'s `main()`, preferred when it is imported, draws
    /// with Cairo).
    @_disfavoredOverload
    public static func main() {
        Self._nameAppStorage()
        exit(WindowSystem.run(Self().body))
    }

    /// Names the app's settings store (`@AppStorage`) after the bundle identifier, or the
    /// `App` type when there is none, before the app is made.
    public static func _nameAppStorage() {
        FileDefaults.appName = Bundle.main.bundleIdentifier ?? String(describing: Self.self)
    }
}
