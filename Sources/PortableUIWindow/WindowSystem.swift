import CSDL2
import Foundation

/// The desktop's window system, through SDL2.
public enum WindowSystem {
    /// Whether a window can be opened: SDL's video subsystem starts (a display is reachable).
    @MainActor public static var isDisplayAvailable: Bool {
        guard start() == nil else { return false }
        return true
    }

    /// Opens the first window `scene` describes and runs its event loop until the window
    /// closes, drawing frames with `renderer`; returns the process exit status (0 also when
    /// no display is available, after explaining so on standard error).
    @MainActor public static func run<S: Scene>(_ scene: S, renderer: any WindowRenderer = ClearRenderer()) -> Int32 {
        AppRunner(scene: scene, renderer: renderer).run()
    }

    /// Called after each frame the window loop draws, with the time since the app started
    /// (seconds): for the benchmark of an idle window.
    @_spi(Benchmarks) @MainActor public static var frameObserver: ((Double) -> Void)?

    /// Starts SDL's video subsystem; returns why it could not, or nil.
    ///
    /// When no window system answers, SDL falls back to its `offscreen` driver, which opens
    /// nothing visible: that counts as no display, unless `SDL_VIDEODRIVER` asked for it
    /// (running the event loop without a display, for tests).
    @MainActor static func start() -> String? {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 { return nil }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        if SDL_Init(UInt32(SDL_INIT_VIDEO)) != 0 { return String(cString: SDL_GetError()) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if ["offscreen", "dummy"].contains(driver), requested == nil {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            return "no window system answered; SDL fell back to its \(driver) driver. Set DISPLAY or WAYLAND_DISPLAY"
        }
        return nil
    }

    /// The scale the user asked for with `PORTABLEUI_SCALE` (or GTK's `GDK_SCALE`), for
    /// window systems that do not report one (X11).
    static var requestedScale: CGFloat? {
        for name in ["PORTABLEUI_SCALE", "GDK_SCALE"] {
            if let text = ProcessInfo.processInfo.environment[name], let value = Double(text), value.isFinite,
                value > 0
            {
                return CGFloat(value)
            }
        }
        return nil
    }
}
