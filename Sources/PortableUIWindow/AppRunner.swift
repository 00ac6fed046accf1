import CSDL2
import Foundation
@_spi(Hosting) import PortableUICore

/// Runs an app's scenes on the desktop: an ``AppHost`` whose windows are SDL windows, and
/// one event loop for all of them, until the last window closes.
///
/// Each turn of the loop:
/// 1. waits for SDL events — without a timeout bound while something is moving or being
///    pressed in a window (frames are then paced by vertical sync), for at most 50 ms when
///    idle, so main-queue work that arrives from other threads is picked up, and no longer
///    than until a `TimelineView`'s next entry in any window;
/// 2. maps each to the window it names (SDL's window id), at the time SDL received it: mouse
///    to press/move/release and hover, the wheel to scroll deltas (40 points a notch), keys
///    to key presses (to the window with the keyboard focus), SDL text input and editing to
///    typed text and compositions, resizes to a new window size, focus and minimising to
///    the windows' scene phases, a close button to closing that window;
/// 3. drains `DispatchQueue.main` and main-actor tasks, then moves every window's clock to
///    the real time (gesture timeouts, animations, pending state changes);
/// 4. draws a frame in each window where something changed: an update was applied, the
///    window was resized or exposed, or an animation is running. An idle window draws
///    nothing;
/// 5. answers the assistive technologies' calls over AT-SPI (``ATSPIBridge``, one frame per
///    open window), and after an update or a key or button press in a window tells them what
///    changed in its accessibility tree; answers the desktop's tray about the app's menu bar
///    extras (``StatusNotifierItem``) and tells it when their menus changed.
///
/// Arguments on the command line that are URLs (with a scheme, such as `myapp://item/3`)
/// go to the launch window's `onOpenURL` actions.
///
/// Environment: `PORTABLEUI_SCALE` sets the pixels per point (X11 reports none);
/// `PORTABLEUI_EXIT_AFTER=seconds` ends the app after that long; `PORTABLEUI_STATS=1`
/// prints the number of frames drawn at exit, `PORTABLEUI_STATS=frames` also one line per
/// frame with its time (seconds since the app started).
@MainActor
final class AppRunner: WindowPresenter {
    /// A desktop window and its drawing state.
    private final class Native {
        let sdl: SDLWindow
        var needsFrame = true
        /// Whether an animation was running when the last frame was drawn.
        var animating = false
        /// The window's number in the bridge to assistive technologies, if there is one.
        var accessibilityNumber: Int?
        init(_ sdl: SDLWindow) { self.sdl = sdl }
    }

    private let descriptions: [_WindowDescription]
    private let renderer: any WindowRenderer
    private var app: AppHost?
    private var suppressText = false
    private var framesDrawn = 0
    /// The bridge to assistive technologies, made when the launch window opens.
    private var bridge: ATSPIBridge?
    /// Whether a key or button event was handled this turn (keyboard focus may have moved).
    private var pressed = false
    private var wakeType: UInt32 = 0
    /// The app's menu bar extras that the desktop's tray shows.
    private var statusItems: [StatusNotifierItem] = []
    /// The SDL window where the left button went down, until it comes up: the window system
    /// captures the pointer for it, so the press (and a drag) goes on beyond its edges.
    private var pressedWindowID: UInt32?
    /// The files of a drop from the desktop, gathered until SDL says the drop is complete.
    private var droppedFiles: [URL] = []
    private let start = ProcessInfo.processInfo.systemUptime
    private let logsFrames = ProcessInfo.processInfo.environment["PORTABLEUI_STATS"] == "frames"
    /// The line height one wheel notch scrolls, in points.
    static let wheelStep: CGFloat = 40

    init<S: Scene>(scene: S, renderer: any WindowRenderer) {
        descriptions = scene.windows
        self.renderer = renderer
    }

    private var now: Double { ProcessInfo.processInfo.systemUptime - start }

    /// Runs the app; returns the process exit status.
    func run() -> Int32 {
        guard descriptions.contains(where: { $0.kind != .settings }) else {
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
        OpenURLAction.systemOpener = { SDL_OpenURL($0.absoluteString) == 0 }
        wakeType = SDL_RegisterEvents(1)
        let app = AppHost(
            descriptions: descriptions, displayScale: 1, textEngine: renderer.textEngine, clipboard: Self.systemClipboard(),
            presenter: self)
        // The desktop's accessibility settings over the window host's own.
        app.accessibilitySettings = DesktopAccessibilitySettings.current(
            over: DeviceProfile.macWindow.environment.accessibilitySettings)
        app.fileDialogs = PortalFileChooser.available()
        self.app = app
        SDL_StartTextInput()
        app.launch(opening: Self.urls(in: CommandLine.arguments.dropFirst()))
        showMenuBarExtras(app)
        if app.windows.isEmpty, !app.menuBarExtras.isEmpty, !app.keepsRunningWithoutWindows {
            FileHandle.standardError.write(Data("PortableUI: the app has no window, and no tray shows its menu bar extras.\n".utf8))
            return 1
        }
        guard !app.windows.isEmpty || app.keepsRunningWithoutWindows else {
            FileHandle.standardError.write(Data("PortableUI: SDL could not open a window: \(String(cString: SDL_GetError()))\n".utf8))
            return 1
        }
        loop(app)
        bridge?.stop()
        SDL_StopTextInput()
        for window in app.windows { native(window)?.sdl.close() }
        SDL_Quit()
        if ["1", "frames"].contains(ProcessInfo.processInfo.environment["PORTABLEUI_STATS"]) {
            print("PortableUI: \(framesDrawn) frames drawn in \(String(format: "%.1f", now)) s")
        }
        return 0
    }

    /// Puts each menu bar extra in the desktop's tray; one that no tray takes is not shown.
    private func showMenuBarExtras(_ app: AppHost) {
        let appID = ProcessInfo.processInfo.processName
        for (serial, extra) in app.menuBarExtras.enumerated() {
            let icon = StatusIconPixmap.draw(extra.icon(side: StatusIconPixmap.side), with: renderer)
            let item = StatusNotifierItem(extra: extra, appID: appID, iconPixmap: icon) { [weak app] in app?.activate(extra) }
            extra.isShown = item.connect(serial: serial + 1)
            if extra.isShown { statusItems.append(item) }
        }
    }

    /// The arguments that are URLs with a scheme (not options, not plain paths).
    static func urls<S: Sequence>(in arguments: S) -> [URL] where S.Element == String {
        arguments.compactMap { argument in
            guard !argument.hasPrefix("-"), argument.contains(":"), let url = URL(string: argument),
                let scheme = url.scheme, scheme.count > 1
            else { return nil }
            return url
        }
    }

    /// The desktop's clipboard, through SDL.
    private static func systemClipboard() -> Clipboard {
        Clipboard(
            read: {
                guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(text) }
                return String(cString: text)
            }, write: { SDL_SetClipboardText($0 ?? "") })
    }

    // MARK: WindowPresenter

    func prepareWindow(for description: _WindowDescription, size: CGSize) -> (size: CGSize, scale: CGFloat, native: AnyObject)? {
        guard let window = SDLWindow(title: description.title, size: size, borderless: !description.hasTitleBar) else {
            return nil
        }
        return (window.size, window.scale, Native(window))
    }

    func windowDidOpen(_ window: AppWindow) {
        guard let native = native(window) else { return }
        let content = window.content
        if window.description.resizability == .contentSize { native.sdl.setResizable(false) }
        native.sdl.resize(to: content.size)
        native.sdl.setMinimumSize(window.minimumSize)
        content.size = native.sdl.size
        let sdl = native.sdl
        window.nativeOrigin = { sdl.screenOrigin }
        let wakeType = wakeType
        let wake: @Sendable () -> Void = {
            var event = SDL_Event()
            event.type = wakeType
            SDL_PushEvent(&event)
        }
        content.setWakeUpHandler(wake)
        exportToAssistiveTechnologies(window, native, wake: wake)
        native.sdl.show(at: window.description.defaultPosition ?? .center)
    }

    /// Adds the window to the bridge; the first window to open makes the bridge.
    private func exportToAssistiveTechnologies(_ window: AppWindow, _ native: Native, wake: @escaping @Sendable () -> Void) {
        let sdl = native.sdl
        let title = window.description.title
        if let bridge {
            native.accessibilityNumber = bridge.addWindow(host: window.content, title: title, screenOrigin: { sdl.screenOrigin })
        } else if let made = ATSPIBridge(host: window.content, name: title, screenOrigin: { sdl.screenOrigin }) {
            made.startWakingUp(wake)
            bridge = made
            native.accessibilityNumber = 0
        }
    }

    func windowDidClose(_ window: AppWindow) {
        if let number = native(window)?.accessibilityNumber { bridge?.removeWindow(number) }
        native(window)?.sdl.close()
    }

    func bringToFront(_ window: AppWindow) {
        native(window)?.sdl.raise()
    }

    private func native(_ window: AppWindow) -> Native? {
        window.native as? Native
    }

    // MARK: The loop

    private func loop(_ app: AppHost) {
        let exitAfter = ProcessInfo.processInfo.environment["PORTABLEUI_EXIT_AFTER"].flatMap(Double.init)
        while app.isRunning {
            let updatesBefore = app.windows.map(\.content.statistics.updates)
            let evaluationsBefore = app.windows.map(\.content.statistics.bodyEvaluations)
            // Step 1
            let busy = app.windows.contains { window in
                let native = native(window)
                return native?.needsFrame == true || native?.animating == true || window.content.isInteracting
            }
            let needsFrameNow = app.windows.contains { native($0)?.needsFrame == true }
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, busy ? (needsFrameNow ? 0 : 16) : idleWait(app)) != 0 {
                repeat {
                    handle(event, app)
                } while app.isRunning && SDL_PollEvent(&event) != 0
            }
            // Step 5
            bridge?.answerCalls()
            let trayActed = statusItems.map { $0.answerCalls() }.contains(true)
            // Step 3
            RunLoop.main.run(mode: .default, before: Date())
            for window in app.windows { window.content.tick(to: now) }
            if let exitAfter, now >= exitAfter { break }
            defer { pressed = false }
            // Step 5: the tray menus read state the windows may have changed; a window update
            // that evaluated no body (an animation frame) changed none.
            let stateChanged = trayActed || zip(app.windows, evaluationsBefore).contains { $0.content.statistics.bodyEvaluations != $1 }
            for item in statusItems { item.refresh(stateChanged: stateChanged) }
            // Step 4
            for (window, before) in zip(app.windows, updatesBefore) {
                guard let native = native(window) else { continue }
                let updated = window.content.statistics.updates != before
                // Step 5
                if let number = native.accessibilityNumber, updated || pressed { bridge?.refresh(number) }
                if updated || native.animating { native.needsFrame = true }
                if native.needsFrame {
                    draw(native, window.content)
                    native.needsFrame = false
                    native.animating = window.content.isAnimating
                }
            }
        }
    }

    /// How long an idle loop waits for events, in milliseconds: 50, or less when a
    /// `TimelineView`'s next entry in one of the windows comes sooner, so that the entry is
    /// drawn on time.
    private func idleWait(_ app: AppHost) -> Int32 {
        let entries = app.windows.compactMap(\.content.nextTimelineEntryTime).filter(\.isFinite)
        guard let entry = entries.min() else { return 50 }
        return Int32(Swift.min(50, Swift.max(0, ((entry - now) * 1_000).rounded(.up))))
    }

    private func draw(_ native: Native, _ content: any WindowContent) {
        content.layoutIfNeeded()
        let scale = native.sdl.scale
        native.sdl.present { pixels, width, height, bytesPerRow in
            renderer.render(
                WindowFrame(
                    pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale,
                    backgroundColor: .white, content: content))
        }
        framesDrawn += 1
        if logsFrames {
            let line = "PortableUI: frame \(framesDrawn) at \(String(format: "%.3f", now)) s\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        WindowSystem.frameObserver?(now)
    }

    /// When SDL received `event`, on the hosts' clock: events taken in one turn of the loop
    /// keep their own times, so a drag's velocity (and the momentum after it) is measured
    /// from when the pointer really moved.
    private func time(of event: SDL_Event) -> Double {
        let age = SDL_GetTicks() &- event.common.timestamp
        return age < 1_000 ? now - Double(age) / 1000 : now
    }

    /// The app's window whose SDL window has `id`.
    private func window(_ id: UInt32, in app: AppHost) -> AppWindow? {
        app.windows.first { native($0)?.sdl.id == id }
    }

    /// The SDL window id an event names (0 for events of no window).
    private static func windowID(of event: SDL_Event) -> UInt32 {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_WINDOWEVENT: event.window.windowID
        case SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE: event.drop.windowID
        default: 0
        }
    }

    // Step 2
    private func handle(_ event: SDL_Event, _ app: AppHost) {
        if SDL_EventType(event.type) == SDL_QUIT {
            for window in app.windows { app.close(window) }
            return
        }
        // SDL hands over the dropped path or text, which must be freed whatever happens to it.
        let dropped = Self.takeDroppedString(event)
        var id = Self.windowID(of: event)
        // Pointer events of no window during a press (SDL names none between its leave and
        // enter) belong to the pressed window; other events of no window go to the focused
        // one; those of a closed window are dropped.
        let type = SDL_EventType(event.type)
        if id == 0, let pressedWindowID, type == SDL_MOUSEMOTION || type == SDL_MOUSEBUTTONUP { id = pressedWindowID }
        guard let window = id == 0 ? app.focusedWindow : window(id, in: app),
            let native = native(window)
        else { return }
        let host = window.content
        host.tick(to: time(of: event))
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION:
            host.movePointer(to: native.sdl.point(x: event.motion.x, y: event.motion.y))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pressed = true
            pressedWindowID = native.sdl.id
            host.press(at: native.sdl.point(x: event.button.x, y: event.button.y), modifiers: SDLKeyMapping.heldModifiers())
            // A press hides the focus ring, which no state holds.
            native.needsFrame = true
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pressedWindowID = nil
            host.release(at: native.sdl.point(x: event.button.x, y: event.button.y), modifiers: SDLKeyMapping.heldModifiers())
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            host.secondaryClick(at: native.sdl.point(x: event.button.x, y: event.button.y))
        case SDL_MOUSEWHEEL:
            handleWheel(event.wheel, native.sdl, host)
        case SDL_KEYDOWN, SDL_KEYUP:
            pressed = true
            guard let press = SDLKeyMapping.press(event.key) else { return }
            let handled = host.send(press)
            if press.phase != .up { suppressText = handled }
            // A handled key may have moved the focus ring without changing any state.
            if handled { native.needsFrame = true }
        case SDL_TEXTINPUT:
            if suppressText {
                suppressText = false
            } else {
                host.insertText(Self.string(event.text.text))
            }
        case SDL_TEXTEDITING:
            host.setMarkedText(Self.string(event.edit.text))
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, window, native, app)
        case SDL_DROPFILE:
            if let dropped { droppedFiles.append(URL(fileURLWithPath: dropped)) }
        case SDL_DROPTEXT:
            if let dropped { host.dropText(dropped, at: native.sdl.pointerLocation) }
        case SDL_DROPCOMPLETE:
            // All the files of one drag arrive as one drop, as a drop destination expects.
            if !droppedFiles.isEmpty { host.dropFiles(droppedFiles, at: native.sdl.pointerLocation) }
            droppedFiles = []
        default:
            break
        }
    }

    /// The file path or text of a drop event, freed from SDL's memory; nil for other events.
    private static func takeDroppedString(_ event: SDL_Event) -> String? {
        let type = SDL_EventType(event.type)
        guard type == SDL_DROPFILE || type == SDL_DROPTEXT, let pointer = event.drop.file else { return nil }
        defer { SDL_free(pointer) }
        return String(cString: pointer)
    }

    private func handleWheel(_ wheel: SDL_MouseWheelEvent, _ sdl: SDLWindow, _ host: any WindowContent) {
        let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let delta = CGSize(
            width: CGFloat(wheel.preciseX) * flip * Self.wheelStep, height: -CGFloat(wheel.preciseY) * flip * Self.wheelStep)
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        host.scrollWheel(by: delta, at: sdl.point(x: x, y: y))
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, _ window: AppWindow, _ native: Native, _ app: AppHost) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            window.content.size = native.sdl.size
            native.needsFrame = true
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN:
            native.needsFrame = true
        case SDL_WINDOWEVENT_RESTORED:
            app.setMinimized(false, window)
            native.needsFrame = true
        case SDL_WINDOWEVENT_MINIMIZED:
            app.setMinimized(true, window)
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            app.focus(window)
            if let number = native.accessibilityNumber { bridge?.windowActivated(true, number) }
        case SDL_WINDOWEVENT_FOCUS_LOST:
            app.resignFocus(window)
            if let number = native.accessibilityNumber { bridge?.windowActivated(false, number) }
        case SDL_WINDOWEVENT_LEAVE:
            // SDL 2 reports a leave when the captured pointer crosses the pressed window's
            // edge, then enters it again on the next motion: the press goes on (a drag may go
            // to another window), and its release still comes to this window.
            if pressedWindowID != native.sdl.id { window.content.pointerExited() }
        case SDL_WINDOWEVENT_CLOSE:
            app.close(window)
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
