import Foundation
import PortableUICore
import Testing
@testable import PortableUIWindow

/// A window's content that shows its scene phase and offers the window actions as buttons.
private struct ShellContent: View {
    let name: String
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.openSettings) private var openSettings
    @State private var taps = 0
    @State private var openedURL = ""
    @State private var showsSheet = false

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("\(name)-phase-\(phase)")
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("\(name)-taps-\(taps)")
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("url-\(openedURL)")
            Button("Count") { taps += 1 }.accessibilityIdentifier("count")
            Button("About") { openWindow(id: "about") }.accessibilityIdentifier("open-about")
            Button("Another") { openWindow(id: "main") }.accessibilityIdentifier("open-main")
            Button("Item 3") { openWindow(value: 3) }.accessibilityIdentifier("open-3")
            Button("Item 4") { openWindow(value: 4) }.accessibilityIdentifier("open-4")
            Button("Nowhere") { openWindow(id: "nowhere") }.accessibilityIdentifier("open-nowhere")
            Button("Settings") { openSettings() }.accessibilityIdentifier("open-settings")
            Button("Close") { dismissWindow() }.accessibilityIdentifier("close")
            Button("Close items") { dismissWindow(value: 3) }.accessibilityIdentifier("close-3")
            Button("Close main") { dismissWindow(id: "main") }.accessibilityIdentifier("close-main")
            Button("Close main anyway") {
                withTransaction(\.dismissBehavior, .destructive) { dismissWindow(id: "main") }
            }
            .accessibilityIdentifier("close-main-destructively")
            Button("Sheet") { showsSheet = true }.accessibilityIdentifier("show-sheet")
        }
        .onOpenURL { openedURL = $0.absoluteString }
        .sheet(isPresented: $showsSheet) { Text("Unsaved changes") }
    }
}

private struct ShellApp: App {
    var body: some Scene {
        Settings { ShellContent(name: "settings") }
        WindowGroup("Main", id: "main") { ShellContent(name: "main") }
            .defaultSize(width: 500, height: 400)
        Window("About", id: "about") { ShellContent(name: "about") }
            .windowResizability(.contentSize)
            .defaultPosition(.topLeading)
            .windowStyle(.hiddenTitleBar)
        WindowGroup("Item", for: Int.self) { $item in
            ShellContent(name: "item-\(item.map(String.init) ?? "none")")
        }
    }
}

@MainActor
struct AppHostTests {
    /// Taps `identifier` in `window` half a second after the previous event (two taps at
    /// the same time would be one double tap), and applies what followed in every window.
    private func tap(_ identifier: String, in window: AppWindow, of app: AppHost) {
        window.content.tick(to: window.content.time + 0.5)
        #expect(window.content.tap(on: identifier), "no \(identifier)")
        for window in app.windows { window.content.flush() }
    }

    private func has(_ identifier: String, _ window: AppWindow) -> Bool {
        window.content.frame(of: identifier) != nil
    }

    @Test func launchOpensTheFirstSceneThatIsNotSettings() {
        let app = AppHost(ShellApp())
        #expect(app.windows.map(\.title) == ["Main"])
        #expect(app.focusedWindow === app.windows.first)
        #expect(app.windows[0].scenePhase == .active)
        #expect(has("main-phase-active", app.windows[0]))
        #expect(app.isRunning)
    }

    @Test func windowsTakeTheirDefaultSizeOrTheirContentsSize() {
        let app = AppHost(ShellApp())
        tap("open-about", in: app.windows[0], of: app)
        #expect(app.windows[0].content.size == CGSize(width: 500, height: 400))
        // `.contentSize`: the ideal size of the About window's content.
        let about = app.windows[1]
        #expect(about.content.size == about.content.sizeThatFits(.unspecified))
        #expect(about.description.defaultPosition == .topLeading)
        #expect(about.description.hasTitleBar == false)
        #expect(app.windows[0].description.hasTitleBar)
    }

    /// Rule 2: a `Window` has one window, a window group opens one per request.
    @Test func openWindowByIdentifier() {
        let cases: [(button: String, windows: [String])] = [
            ("open-about", ["Main", "About"]),
            ("open-about", ["Main", "About"]),
            ("open-main", ["Main", "About", "Main"]),
            ("open-main", ["Main", "About", "Main", "Main"]),
        ]
        let app = AppHost(ShellApp())
        let first = app.windows[0]
        for (button, windows) in cases {
            tap(button, in: first, of: app)
            #expect(app.windows.map(\.title) == windows, "after \(button)")
            #expect(app.focusedWindow?.title == windows.last || button == "open-about")
        }
    }

    /// Rule 2: a value opens a window of the group for its type, or focuses the window that
    /// presents it already.
    @Test func openWindowWithAValueFocusesTheWindowPresentingIt() {
        let app = AppHost(ShellApp())
        let main = app.windows[0]
        tap("open-3", in: main, of: app)
        tap("open-4", in: main, of: app)
        #expect(app.windows.map(\.presentedValue) == [nil, AnyHashable(3), AnyHashable(4)])
        #expect(has("item-3-phase-inactive", app.windows[1]))
        #expect(has("item-4-phase-active", app.windows[2]))
        tap("open-3", in: main, of: app)
        #expect(app.windows.count == 3)
        #expect(app.focusedWindow === app.windows[1])
        #expect(has("item-3-phase-active", app.windows[1]))
        #expect(has("item-4-phase-inactive", app.windows[2]))
    }

    @Test func settingsOpenOnceAndComeToTheFront() {
        let app = AppHost(ShellApp())
        tap("open-settings", in: app.windows[0], of: app)
        app.focus(app.windows[0])
        tap("open-settings", in: app.windows[0], of: app)
        #expect(app.windows.map(\.title) == ["Main", "Settings"])
        #expect(app.focusedWindow?.isSettings == true)
    }

    /// Rule 4, step by step: (what happens, the phase of Main, the phase of About).
    @Test func scenePhasesFollowFocusAndMinimising() {
        let app = AppHost(ShellApp())
        let main = app.windows[0]
        tap("open-about", in: main, of: app)
        let about = app.windows[1]
        let steps: [(String, () -> Void, ScenePhase, ScenePhase)] = [
            ("About opened", {}, .inactive, .active),
            ("Main clicked", { app.focus(main) }, .active, .inactive),
            ("Main minimised", { app.setMinimized(true, main) }, .background, .inactive),
            ("About clicked", { app.focus(about) }, .background, .active),
            ("another app focused", { app.resignFocus(about) }, .background, .inactive),
            ("Main restored and clicked", { app.focus(main) }, .active, .inactive),
        ]
        for (step, action, mainPhase, aboutPhase) in steps {
            action()
            main.content.flush()
            about.content.flush()
            #expect(main.scenePhase == mainPhase, "\(step)")
            #expect(about.scenePhase == aboutPhase, "\(step)")
            #expect(has("main-phase-\(mainPhase)", main), "\(step)")
            #expect(has("about-phase-\(aboutPhase)", about), "\(step)")
        }
    }

    /// Rule 3: each window keeps its own state.
    @Test func eachWindowHasItsOwnState() {
        let app = AppHost(ShellApp())
        tap("open-main", in: app.windows[0], of: app)
        let (first, second) = (app.windows[0], app.windows[1])
        tap("count", in: first, of: app)
        tap("count", in: first, of: app)
        tap("count", in: second, of: app)
        #expect(has("main-taps-2", first))
        #expect(has("main-taps-1", second))
    }

    @Test func dismissWindowClosesItsWindowOrTheNamedOnes() {
        let app = AppHost(ShellApp())
        let main = app.windows[0]
        tap("open-about", in: main, of: app)
        tap("close", in: app.windows[1], of: app)
        #expect(app.windows.map(\.title) == ["Main"])
        #expect(app.focusedWindow === main)
        tap("open-3", in: main, of: app)
        tap("open-4", in: main, of: app)
        tap("close-3", in: main, of: app)
        #expect(app.windows.map(\.presentedValue) == [nil, AnyHashable(4)])
        tap("open-main", in: main, of: app)
        tap("close-main", in: main, of: app)
        #expect(app.windows.map(\.title) == ["Item"])
    }

    /// `dismissWindow` under the transaction's `dismissBehavior`, as on macOS (Apple's
    /// documentation of `DismissBehavior.interactive`: it "will not dismiss a window which is
    /// currently showing a modal presentation, such as a sheet or alert"; of `.destructive`:
    /// it dismisses "even when they are currently showing a modal presentation").
    @Test func anInteractiveDismissalLeavesAWindowShowingASheetOpen() {
        let app = AppHost(ShellApp())
        let main = app.windows[0]
        tap("open-about", in: main, of: app)
        let about = app.windows[1]
        tap("close-main", in: about, of: app)
        #expect(app.windows.map(\.title) == ["About"])
        tap("open-main", in: about, of: app)
        let second = app.windows[1]
        tap("show-sheet", in: second, of: app)
        #expect(second.content.presentations.map(\.kind) == [.sheet])
        tap("close-main", in: about, of: app)
        #expect(app.windows.map(\.title) == ["About", "Main"])
        tap("close-main-destructively", in: about, of: app)
        #expect(app.windows.map(\.title) == ["About"])
    }

    /// Rule 6.
    @Test func closingTheLastWindowEndsTheApp() {
        let app = AppHost(ShellApp())
        tap("open-about", in: app.windows[0], of: app)
        app.close(app.windows[0])
        #expect(app.isRunning)
        #expect(app.focusedWindow?.title == "About")
        app.close(app.windows[0])
        #expect(app.windows.isEmpty)
        #expect(app.focusedWindow == nil)
        #expect(!app.isRunning)
    }

    @Test func anUnknownIdentifierOpensNothingAndSaysSo() {
        let app = AppHost(ShellApp())
        let before = Diagnostics.count
        tap("open-nowhere", in: app.windows[0], of: app)
        #expect(app.windows.count == 1)
        #expect(Diagnostics.count == before + 1)
        #expect(Diagnostics.messages.last?.contains("\"nowhere\"") == true)
    }

    /// Rule 5.
    @Test func urlsGoToTheLaunchWindowThenToTheFocusedOne() {
        let app = AppHost(ShellApp(), opening: [URL(string: "shell://item/3")!])
        app.windows[0].content.flush()
        #expect(has("url-shell://item/3", app.windows[0]))
        tap("open-about", in: app.windows[0], of: app)
        app.open([URL(string: "shell://about")!])
        app.windows[1].content.flush()
        #expect(has("url-shell://about", app.windows[1]))
        #expect(has("url-shell://item/3", app.windows[0]))
    }

    @Test func aGroupWithADefaultValuePresentsIt() {
        let app = AppHost(
            WindowGroup(for: Int.self) { $count in
                Button("Add") { count += 1 }.accessibilityIdentifier("count-\(count)")
            } defaultValue: {
                7
            })
        let window = app.windows[0]
        #expect(window.presentedValue == AnyHashable(7))
        window.content.tap(on: "count-7")
        window.content.flush()
        #expect(window.presentedValue == AnyHashable(8))
        #expect(has("count-8", window))
    }

    @Test func aSceneOfSettingsAloneOpensNothing() {
        let before = Diagnostics.count
        let app = AppHost(Settings { Color.red })
        #expect(app.windows.isEmpty)
        #expect(!app.isRunning)
        #expect(Diagnostics.count == before + 1)
    }

    @Test func commandLineArgumentsWithASchemeAreURLs() {
        let arguments = ["--render", "out", "gallery://product/3", "/tmp/photo.png", "mailto:someone@example.com", "-x", "c:"]
        #expect(AppRunner.urls(in: arguments).map(\.absoluteString) == ["gallery://product/3", "mailto:someone@example.com"])
    }
}
