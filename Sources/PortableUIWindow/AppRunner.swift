import CSDL2
import Foundation
@_spi(Hosting) import PortableUICore

/// Opens the window of a scene and runs its event loop until the window closes.
///
/// Each turn of the loop:
/// 1. waits for SDL events — without a timeout bound while something is moving or being
///    pressed (frames are then paced by vertical sync), for at most 50 ms when idle, so
///    main-queue work that arrives from other threads is picked up;
/// 2. maps them to the host, each at the time SDL received it: mouse to press/move/release and hover, the wheel to scroll
///    deltas (40 points a notch), keys to key presses, SDL text input and editing to typed
///    text and compositions, resizes to a new window size;
/// 3. drains `DispatchQueue.main` and main-actor tasks, then moves the host's clock to
///    the real time (gesture timeouts, animations, pending state changes);
/// 4. draws a frame only when something changed: an update was applied, the window was
///    resized or exposed, or an animation is running. An idle window draws nothing;
/// 5. answers the assistive technologies' calls over AT-SPI (``ATSPIBridge``), and after an
///    update or a key or button press tells them what changed in the accessibility tree.
///
/// Environment: `PORTABLEUI_SCALE` sets the pixels per point (X11 reports none);
/// `PORTABLEUI_EXIT_AFTER=seconds` closes the window after that long; `PORTABLEUI_STATS=1`
/// prints the number of frames drawn at exit, `PORTABLEUI_STATS=frames` also one line per
/// frame with its time (seconds since the app started).
@MainActor
final class AppRunner {
    private let windows: [_WindowDescription]
    private let renderer: any WindowRenderer
    private var needsFrame = true
    private var running = true
    private var suppressText = false
    private var framesDrawn = 0
    private var bridge: ATSPIBridge?
    /// Whether a key or button event was handled this turn (keyboard focus may have moved).
    private var pressed = false
    /// Whether an animation was running when the last frame was drawn.
    private var animating = false
    private let start = ProcessInfo.processInfo.systemUptime
    private let logsFrames = ProcessInfo.processInfo.environment["PORTABLEUI_STATS"] == "frames"
    /// The line height one wheel notch scrolls, in points.
    static let wheelStep: CGFloat = 40

    init<S: Scene>(scene: S, renderer: any WindowRenderer) {
        windows = scene.windows
        self.renderer = renderer
    }

    private var now: Double { ProcessInfo.processInfo.systemUptime - start }

    /// Runs the app; returns the process exit status.
    func run() -> Int32 {
        guard let description = windows.first else {
            FileHandle.standardError.write(Data("PortableUI: the app's scene describes no window.\n".utf8))
            return 0
        }
        if let error = WindowSystem.start() {
            let message = """
                PortableUI: no display is available, so no window can be opened (SDL: \(error)).
                Run the app in a desktop session (or under Xvfb with DISPLAY set); to render views \
                without a display, use ImageRenderer or ViewHost.

                """
            FileHandle.standardError.write(Data(message.utf8))
            return 0
        }
        let initialSize = description.defaultSize ?? CGSize(width: 800, height: 600)
        guard let window = SDLWindow(title: description.title, size: initialSize) else {
            FileHandle.standardError.write(Data("PortableUI: SDL could not open a window: \(String(cString: SDL_GetError()))\n".utf8))
            return 1
        }
        // The desktop's accessibility settings over the window host's own.
        let settings = DesktopAccessibilitySettings.current(over: DeviceProfile.macWindow.environment.accessibilitySettings)
        let host = description.makeContent(window.size, window.scale, renderer.textEngine, settings)
        configure(window, host, description)
        let wake = connect(host)
        bridge = ATSPIBridge(host: host, name: description.title, screenOrigin: { window.screenOrigin })
        bridge?.startWakingUp(wake)
        window.show()
        SDL_StartTextInput()
        loop(window, host)
        bridge?.stop()
        SDL_StopTextInput()
        window.close()
        SDL_Quit()
        if ["1", "frames"].contains(ProcessInfo.processInfo.environment["PORTABLEUI_STATS"]) {
            print("PortableUI: \(framesDrawn) frames drawn in \(String(format: "%.1f", now)) s")
        }
        return 0
    }

    /// Sizes the window for its content and resizability.
    private func configure(_ window: SDLWindow, _ host: any WindowContent, _ description: _WindowDescription) {
        let ideal = host.sizeThatFits(.unspecified)
        let idealIsUsable = ideal.width >= 50 && ideal.height >= 50 && ideal.width <= 4000 && ideal.height <= 4000
        switch description.resizability.kind {
        case .contentSize:
            window.resize(to: idealIsUsable ? ideal : window.size)
            window.setResizable(false)
        case .automatic, .contentMinSize:
            if description.defaultSize == nil, idealIsUsable { window.resize(to: ideal) }
            window.setMinimumSize(host.sizeThatFits(ProposedViewSize(width: 0, height: 0)))
        }
        host.size = window.size
    }

    /// Connects the host to the desktop: clipboard, URL opening, wake-ups from other threads.
    /// Returns what wakes the loop.
    private func connect(_ host: any WindowContent) -> @Sendable () -> Void {
        host.clipboard = Clipboard(
            read: {
                guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(text) }
                return String(cString: text)
            }, write: { SDL_SetClipboardText($0 ?? "") })
        OpenURLAction.systemOpener = { SDL_OpenURL($0.absoluteString) == 0 }
        let wakeType = SDL_RegisterEvents(1)
        let wake: @Sendable () -> Void = {
            var event = SDL_Event()
            event.type = wakeType
            SDL_PushEvent(&event)
        }
        host.setWakeUpHandler(wake)
        return wake
    }

    private func loop(_ window: SDLWindow, _ host: any WindowContent) {
        let exitAfter = ProcessInfo.processInfo.environment["PORTABLEUI_EXIT_AFTER"].flatMap(Double.init)
        while running {
            let updatesBefore = host.statistics.updates
            // Step 1
            let busy = needsFrame || animating || host.isInteracting
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, busy ? (needsFrame ? 0 : 16) : 50) != 0 {
                repeat {
                    host.tick(to: time(of: event))
                    handle(event, window, host)
                } while SDL_PollEvent(&event) != 0
            }
            // Step 5
            bridge?.answerCalls()
            // Step 3
            RunLoop.main.run(mode: .default, before: Date())
            host.tick(to: now)
            if let exitAfter, now >= exitAfter { running = false }
            // Step 4
            let updated = host.statistics.updates != updatesBefore
            if updated || animating { needsFrame = true }
            if needsFrame {
                draw(window, host)
                needsFrame = false
                animating = host.isAnimating
            }
            // Step 5
            if updated || pressed { bridge?.refresh() }
            pressed = false
        }
    }

    private func draw(_ window: SDLWindow, _ host: any WindowContent) {
        host.layoutIfNeeded()
        let scale = window.scale
        window.present { pixels, width, height, bytesPerRow in
            renderer.render(
                WindowFrame(
                    pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale,
                    backgroundColor: .white, content: host))
        }
        framesDrawn += 1
        if logsFrames {
            let line = "PortableUI: frame \(framesDrawn) at \(String(format: "%.3f", now)) s\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        WindowSystem.frameObserver?(now)
    }

    /// When SDL received `event`, on the host's clock: events taken in one turn of the loop
    /// keep their own times, so a drag's velocity (and the momentum after it) is measured
    /// from when the pointer really moved.
    private func time(of event: SDL_Event) -> Double {
        let age = SDL_GetTicks() &- event.common.timestamp
        return age < 1_000 ? now - Double(age) / 1000 : now
    }

    // Step 2
    private func handle(_ event: SDL_Event, _ window: SDLWindow, _ host: any WindowContent) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_MOUSEMOTION:
            host.movePointer(to: window.point(x: event.motion.x, y: event.motion.y))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pressed = true
            host.press(at: window.point(x: event.button.x, y: event.button.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            host.release(at: window.point(x: event.button.x, y: event.button.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            host.secondaryClick(at: window.point(x: event.button.x, y: event.button.y))
        case SDL_MOUSEWHEEL:
            handleWheel(event.wheel, window, host)
        case SDL_KEYDOWN, SDL_KEYUP:
            pressed = true
            guard let press = SDLKeyMapping.press(event.key) else { return }
            let handled = host.send(press)
            if press.phase != .up { suppressText = handled }
        case SDL_TEXTINPUT:
            if suppressText {
                suppressText = false
            } else {
                host.insertText(Self.string(event.text.text))
            }
        case SDL_TEXTEDITING:
            host.setMarkedText(Self.string(event.edit.text))
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, window, host)
        default:
            break
        }
    }

    private func handleWheel(_ wheel: SDL_MouseWheelEvent, _ window: SDLWindow, _ host: any WindowContent) {
        let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let delta = CGSize(
            width: CGFloat(wheel.preciseX) * flip * Self.wheelStep, height: -CGFloat(wheel.preciseY) * flip * Self.wheelStep)
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        host.scrollWheel(by: delta, at: window.point(x: x, y: y))
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, _ window: SDLWindow, _ host: any WindowContent) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            host.size = window.size
            needsFrame = true
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            needsFrame = true
        case SDL_WINDOWEVENT_LEAVE:
            host.pointerExited()
        case SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST:
            bridge?.windowActivated(SDL_WindowEventID(UInt32(event.event)) == SDL_WINDOWEVENT_FOCUS_GAINED)
        case SDL_WINDOWEVENT_CLOSE:
            running = false
        default:
            break
        }
    }

    /// The UTF-8 text in an SDL event's character array.
    private static func string<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { bytes in
            let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
