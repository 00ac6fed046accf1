import Foundation
@_spi(Hosting) import PortableUICore

/// Where an app host's windows appear: on the desktop (the SDL runner) or nowhere (a
/// headless host has no presenter).
@MainActor
protocol WindowPresenter: AnyObject {
    /// Opens a desktop window for a window of `description` about to be made, of `size`
    /// points; returns its size and scale, and the desktop window, which
    /// ``windowDidOpen(_:)`` finds in ``AppWindow/native``. Nil when no window could be opened.
    func prepareWindow(for description: _WindowDescription, size: CGSize) -> (size: CGSize, scale: CGFloat, native: AnyObject)?
    /// Shows the desktop window of `window`, sized as its content.
    func windowDidOpen(_ window: AppWindow)
    /// Closes the desktop window of `window`.
    func windowDidClose(_ window: AppWindow)
    /// Raises the desktop window of `window` and gives it the keyboard focus.
    func bringToFront(_ window: AppWindow)
}

/// Runs an app's scenes: the windows that are open, which one has the focus, and the
/// actions views use to open and close windows (`openWindow`, `dismissWindow`,
/// `openSettings`). The window system runs one on the desktop; tests make one headless and
/// drive it:
///
/// ```swift
/// let app = AppHost(MyApp())
/// app.windows[0].content.tap(on: "show-inspector")   // a button that calls openWindow
/// app.windows.count                                  // 2
/// app.windows[1].scenePhase                          // .active: the new window has the focus
/// ```
///
/// Rules:
/// 1. At launch the app's first scene that is not `Settings` opens one window.
/// 2. `openWindow(id:)` opens a new window of a window group; a `Window` or `Settings`
///    scene has one window at most, brought to the front when it is open. With a value,
///    the window group presenting that type opens a window for it, unless one of its
///    windows presents the value already: that one comes to the front. A new window has the
///    focus.
/// 3. Each window has its own view graph, environment, focus and `@SceneStorage`; all share
///    the app's clipboard, and a drag begun in one can be dropped in another (see
///    ``DragSpace``: windows are found by their ``AppWindow/screenOrigin``).
/// 4. The focused window's scene phase is `.active`, a minimised one's `.background`, every
///    other's `.inactive`.
/// 5. URLs the app is asked to open go to the `onOpenURL` actions of the focused window (the
///    launch window for those given at launch).
/// 6. Closing the last window ends the app (``isRunning`` turns false), unless a
///    `MenuBarExtra` is inserted and shown: the app then runs until it quits. An app whose
///    scenes are only menu bar extras opens no window at launch.
/// 7. When the app declares `.commands`, every window shows the menu bar above its content
///    (see ``MenuBar``): the standard menus with the app's groups, and its own menus.
@MainActor
public final class AppHost {
    /// The open windows, in the order they opened.
    public private(set) var windows: [AppWindow] = []
    /// The window with the keyboard focus, if any.
    public private(set) var focusedWindow: AppWindow?
    /// False once the last window has closed.
    public private(set) var isRunning = true
    /// The clipboard every window's text fields copy to and paste from.
    public let clipboard: Clipboard
    let descriptions: [_WindowDescription]
    private let displayScale: CGFloat
    private let textEngine: (any TextEngine)?
    /// The desktop's accessibility settings, which windows opened from now on see (nil: the
    /// window host's own).
    var accessibilitySettings: AccessibilitySettings?
    /// What shows the windows' file dialogs (nil: they draw their own file browser).
    var fileDialogs: (any _FileDialogPresenter)?
    private weak var presenter: WindowPresenter?
    /// The drags between the app's windows.
    private let dragSpace = DragSpace()
    /// What the app's scenes add to the menu bar.
    private lazy var commands = descriptions.flatMap(\.commands)
    /// The app's menu bar extras (tray icons), made at launch.
    public private(set) var menuBarExtras: [AppMenuBarExtra] = []

    /// Runs `app` headless: opens its launch window at `displayScale`, with an in-memory
    /// clipboard, measuring text with `textEngine` (the core's test engine when nil), and
    /// delivers `urls` to it. (`PortableUI` adds an initializer that measures with Pango,
    /// preferred when it is imported.)
    @_disfavoredOverload
    public convenience init<A: App>(
        _ app: A, displayScale: CGFloat = 1, textEngine: (any TextEngine)? = nil, opening urls: [URL] = []
    ) {
        self.init(app.body, displayScale: displayScale, textEngine: textEngine, opening: urls)
    }

    /// Runs the windows `scene` describes headless (see ``init(_:displayScale:textEngine:opening:)-app``).
    public convenience init<S: Scene>(
        _ scene: S, displayScale: CGFloat = 1, textEngine: (any TextEngine)? = nil, opening urls: [URL] = []
    ) {
        self.init(descriptions: scene.windows, displayScale: displayScale, textEngine: textEngine, clipboard: .inMemory())
        launch(opening: urls)
    }

    init(
        descriptions: [_WindowDescription], displayScale: CGFloat, textEngine: (any TextEngine)?, clipboard: Clipboard,
        presenter: WindowPresenter? = nil
    ) {
        self.descriptions = descriptions
        self.displayScale = displayScale
        self.textEngine = textEngine
        self.clipboard = clipboard
        self.presenter = presenter
    }

    // Rule 1
    /// Opens the launch window and hands it `urls`.
    func launch(opening urls: [URL]) {
        menuBarExtras = descriptions.indices.compactMap { index in
            descriptions[index].menuBarExtra.map {
                AppMenuBarExtra(description: $0, sceneIndex: index, scene: makeScene(value: nil, menuBar: false), textEngine: textEngine)
            }
        }
        guard let index = descriptions.firstIndex(where: { $0.kind != .settings && $0.kind != .menuBarExtra }) else {
            if menuBarExtras.isEmpty {
                Diagnostics.report("The app's scene describes no window to open at launch.")
                isRunning = false
            }
            return
        }
        makeWindow(sceneIndex: index, value: nil)
        open(urls)
    }

    /// Whether the app runs on with no window open (rule 6).
    var keepsRunningWithoutWindows: Bool {
        menuBarExtras.contains(where: \.keepsAppRunning)
    }

    /// Activates a menu bar extra as a click on its icon does: in the `.window` style, opens
    /// its window, or closes it when it is open. (In the `.menu` style the desktop shows the
    /// menu itself.)
    public func activate(_ extra: AppMenuBarExtra) {
        guard extra.description.showsWindow else { return }
        if let open = windows.first(where: { $0.sceneIndex == extra.sceneIndex }) {
            close(open)
        } else {
            makeWindow(sceneIndex: extra.sceneIndex, value: nil)
        }
    }

    // MARK: Opening and closing

    // Rule 2
    /// Opens a window as `openWindow` does: the scene with identifier `id` and/or presenting
    /// `value`'s type.
    public func openWindow(id: String? = nil, value: AnyHashable? = nil) {
        open(_WindowRequest(id: id, value: value))
    }

    func open(_ request: _WindowRequest) {
        guard let index = descriptions.firstIndex(where: { $0.matches(request) }) else {
            Diagnostics.report("openWindow: no scene of the app has \(Self.describe(request)); no window opened.")
            return
        }
        let unique = descriptions[index].kind != .group
        let existing = windows.first { window in
            window.sceneIndex == index && (unique || (request.value != nil && window.scene.value == request.value))
        }
        if let existing {
            bringToFront(existing)
        } else {
            makeWindow(sceneIndex: index, value: request.value)
        }
    }

    /// Opens the `Settings` window, or brings it to the front.
    public func openSettings() {
        guard let index = descriptions.firstIndex(where: { $0.kind == .settings }) else {
            Diagnostics.report("openSettings: the app has no Settings scene.")
            return
        }
        if let existing = windows.first(where: { $0.sceneIndex == index }) {
            bringToFront(existing)
        } else {
            makeWindow(sceneIndex: index, value: nil)
        }
    }

    /// Opens a new window of the app's first window group (the New Window command).
    public func openNewWindow() {
        guard let index = descriptions.firstIndex(where: { $0.kind == .group }) else { return }
        makeWindow(sceneIndex: index, value: nil)
    }

    /// Closes every window and ends the app (the Quit command), menu bar extras or not.
    public func quit() {
        for window in windows.reversed() { close(window) }
        isRunning = false
    }

    /// Closes `window` as its close button does.
    public func close(_ window: AppWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        presenter?.windowDidClose(window)
        if focusedWindow === window {
            focusedWindow = nil
            if let next = windows.last { bringToFront(next) }
        }
        updatePhases()
        // Rule 6
        if windows.isEmpty, !keepsRunningWithoutWindows { isRunning = false }
    }

    /// Closes windows as `dismissWindow` does: with no identifier or value, the window the
    /// action was read in. Under the ``Transaction/dismissBehavior`` of the transaction the
    /// action was called in, as on macOS (Apple's documentation of `DismissBehavior`): `.interactive` leaves a window
    /// that shows a modal presentation (a sheet, a full-screen cover, an alert, a
    /// confirmation dialog) open; `.destructive` closes it all the same.
    func dismiss(_ request: _WindowRequest, from scene: WindowScene?) {
        let matching: [AppWindow]
        if request.id == nil, request.value == nil {
            matching = windows.first { $0.scene === scene }.map { [$0] } ?? []
        } else {
            matching = windows.filter { window in
                window.description.matches(request) && (request.value == nil || window.scene.value == request.value)
            }
        }
        for window in matching where request.isDestructive || !Self.showsModalPresentation(window) { close(window) }
    }

    /// Whether `window` shows a presentation that holds it open against an interactive
    /// dismissal (menus and popovers do not).
    private static func showsModalPresentation(_ window: AppWindow) -> Bool {
        window.content.presentations.contains { $0.kind != .menu && $0.kind != .popover }
    }

    private func makeWindow(sceneIndex index: Int, value: AnyHashable?) {
        let description = descriptions[index]
        let scene = makeScene(value: value)
        let requested = description.defaultSize ?? CGSize(width: 800, height: 600)
        let native = presenter?.prepareWindow(for: description, size: requested)
        if presenter != nil, native == nil { return }
        let content = description.makeContent(
            scene, native?.size ?? requested, native?.scale ?? displayScale, textEngine, accessibilitySettings)
        content.clipboard = clipboard
        let minimumSize = content.sizeThatFits(ProposedViewSize(width: 0, height: 0))
        content.size = Self.initialSize(of: content, description, proposed: native?.size ?? requested)
        let window = AppWindow(
            description: description, sceneIndex: index, scene: scene, content: content, minimumSize: minimumSize)
        window.native = native?.native
        content.joinDragSpace(dragSpace) { [weak self, weak window] in
            guard let self, let window, windows.contains(where: { $0 === window }) else { return nil }
            return window.screenFrame
        }
        windows.append(window)
        presenter?.windowDidOpen(window)
        bringToFront(window)
    }

    private func makeScene(value: AnyHashable?, menuBar: Bool = true) -> WindowScene {
        weak var scene: WindowScene?
        let made = WindowScene(
            value: value,
            openWindow: OpenWindowAction { [weak self] in self?.open($0) },
            dismissWindow: DismissWindowAction { [weak self] in self?.dismiss($0, from: scene) },
            openSettings: OpenSettingsAction { [weak self] in self?.openSettings() }, menuBar: menuBar ? makeMenuBar() : nil,
            fileDialogs: fileDialogs)
        scene = made
        return made
    }

    /// A new window's menu bar, when the app declares commands.
    private func makeMenuBar() -> MenuBarModel? {
        guard !commands.isEmpty else { return nil }
        return MenuBarModel(contributions: commands, defaults: StandardCommands.items(for: self))
    }

    /// The size a new window takes: its content's ideal size when it has no default size
    /// (or cannot be resized) and the ideal size is usable (50 to 4000 points each way).
    private static func initialSize(of content: any WindowContent, _ description: _WindowDescription, proposed: CGSize) -> CGSize {
        let ideal = content.sizeThatFits(.unspecified)
        let usable = ideal.width >= 50 && ideal.height >= 50 && ideal.width <= 4000 && ideal.height <= 4000
        guard usable else { return proposed }
        switch description.resizability.kind {
        case .contentSize: return ideal
        case .automatic, .contentMinSize: return description.defaultSize == nil ? ideal : proposed
        }
    }

    // MARK: Focus and phases

    /// Gives `window` the keyboard focus and raises it.
    func bringToFront(_ window: AppWindow) {
        presenter?.bringToFront(window)
        focus(window)
    }

    /// Records that `window` has the keyboard focus (the user clicked it, or it was raised).
    public func focus(_ window: AppWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        focusedWindow = window
        window.isMinimized = false
        updatePhases()
    }

    /// Records that `window` lost the keyboard focus (to another app, or to nothing).
    public func resignFocus(_ window: AppWindow) {
        guard focusedWindow === window else { return }
        focusedWindow = nil
        updatePhases()
    }

    /// Records that `window` was minimised (true) or restored (false).
    public func setMinimized(_ minimized: Bool, _ window: AppWindow) {
        window.isMinimized = minimized
        if minimized, focusedWindow === window { focusedWindow = nil }
        updatePhases()
    }

    // Rule 4
    private func updatePhases() {
        for window in windows {
            let phase: ScenePhase = window.isMinimized ? .background : window === focusedWindow ? .active : .inactive
            if window.scene.phase != phase { window.scene.phase = phase }
        }
    }

    // MARK: URLs

    // Rule 5
    /// Hands `urls` to the `onOpenURL` actions of the focused window (or the last opened).
    public func open(_ urls: [URL]) {
        guard let target = focusedWindow ?? windows.last else { return }
        for url in urls { target.scene.openedURLs.send(url) }
    }

    private static func describe(_ request: _WindowRequest) -> String {
        switch (request.id, request.value) {
        case (let id?, let value?): "the identifier \"\(id)\" and presents \(type(of: value.base))"
        case (let id?, nil): "the identifier \"\(id)\""
        case (nil, let value?): "a window group for \(type(of: value.base))"
        case (nil, nil): "no identifier"
        }
    }
}
