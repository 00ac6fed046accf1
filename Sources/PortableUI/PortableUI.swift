// PortableUI: what applications import. It re-exports the core (views, layout, graph,
// headless host), the Cairo renderer (ImageRenderer, snapshot testing) and the window host,
// and makes the Pango text engine the default.
import Foundation
@_exported import PortableUICairo
@_exported import PortableUICore
@_exported import PortableUIWindow
import PortableUIPreviews
@_spi(Hosting) import PortableUICore

// The core's hosts measure text with its deterministic test engine. These initializers have
// the same signatures as the core's, which are marked disfavored, so code that imports
// PortableUI (or SwiftUI) calls these and gets the Pango engine over the pinned fonts, unless
// its environment sets another engine.
extension ViewHost {
    /// Hosts `content` in a window of `size` points, measuring text with Pango.
    public convenience init(
        _ content: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), displayScale: CGFloat = 1,
        layoutDirection: LayoutDirection = .leftToRight, environment: EnvironmentValues = EnvironmentValues()
    ) {
        var environment = environment
        environment.layoutDirection = layoutDirection
        self.init(
            content, size: size, safeAreaInsets: safeAreaInsets, displayScale: displayScale, environment: environment,
            defaultTextEngine: PangoTextEngine.platformDefault)
    }

    /// Hosts `content` on the screen of `device` in portrait, measuring text with Pango, with
    /// the user's accessibility settings (`accessibilityReduceMotion` and the others).
    public convenience init(
        _ content: Content, device: DeviceProfile, layoutDirection: LayoutDirection = .leftToRight,
        accessibilitySettings: AccessibilitySettings = AccessibilitySettings()
    ) {
        var environment = device.environment
        environment.accessibilitySettings = accessibilitySettings
        self.init(
            content, size: device.size, safeAreaInsets: device.safeAreaInsets, displayScale: device.displayScale,
            layoutDirection: layoutDirection, environment: environment)
    }
}

/// Draws a window's content with Cairo: the window host's renderer in applications. Each
/// frame draws only what changed since the previous one (``IncrementalPixelRenderer``).
public struct CairoWindowRenderer: WindowRenderer {
    private let renderer = IncrementalPixelRenderer()

    nonisolated public init() {}

    /// Windows measure text with Pango, whose layouts this renderer draws.
    public var textEngine: (any TextEngine)? { PangoTextEngine.platformDefault }

    public func render(_ frame: WindowFrame) {
        renderer.draw(
            frame.content.displayList(), into: frame.pixels, width: frame.width, height: frame.height,
            bytesPerRow: frame.bytesPerRow, scale: frame.scale, background: frame.backgroundColor)
    }
}

extension App {
    /// Initializes and runs the app in a window drawn with Cairo. When the
    /// `PORTABLEUI_PREVIEW_RUNNER` environment variable is set, it renders the app's previews
    /// instead, as `portableui-previews` asks (see `PreviewRunner`), and exits.
    public static func main() {
        if let status = MainActor.assumeIsolated({ PreviewRunner.runFromEnvironment() }) {
            exit(status)
        }
        Self._nameAppStorage()
        exit(MainActor.assumeIsolated { WindowSystem.run(Self().body, renderer: CairoWindowRenderer()) })
    }
}
