import Foundation
@_spi(Hosting) import PortableUICore
import PortableUI

/// Hosts a view for a test, headless, and finds and drives its views as a user would.
///
/// ```swift
/// @Test @MainActor func addingAnItem() {
///     let app = ViewTester(CartView(), device: .iPhone15Pro)
///     app.find(.text("Add")).tap()
///     #expect(app.find(.identifier("count")).text == "1")
///     app.find(.role(.toggle) && .label("Gift wrap")).toggle()
///     app.find(.role(.textField)).type("Ada")
/// }
/// ```
///
/// Text is measured and drawn with Pango over the pinned fonts, so frames and pixels are the
/// same on every machine. Every action advances the host's clock by whole frames (1/60 s) and
/// then settles: it runs frames until no animation is left, at most ``settleLimit`` seconds of
/// host time. The clock is the host's own, not the wall clock, so a test takes as long as
/// its work, and the same test gives the same frames every time. Work started in `task`
/// or `onAppear` runs on the main actor: give it time with ``advance(by:)``.
@MainActor
public final class ViewTester<Content: View> {
    /// The host the views live in: for queries and events the tester does not wrap.
    public let host: ViewHost<Content>
    /// The color scheme the content is shown in (its environment's `colorScheme`).
    public let colorScheme: ColorScheme

    /// How long (host seconds) an action waits at most for animations to finish.
    nonisolated public static var settleLimit: Double { 5 }

    /// Hosts `content` on the screen of `device`, in `colorScheme`.
    public init(_ content: Content, device: DeviceProfile = .iPhone15Pro, colorScheme: ColorScheme = .light) {
        var environment = device.environment
        environment.colorScheme = colorScheme
        self.colorScheme = colorScheme
        host = ViewHost(
            content, size: device.size, safeAreaInsets: device.safeAreaInsets, displayScale: device.displayScale,
            environment: environment)
    }

    /// Hosts `content` in a window of `size` points, without safe-area insets.
    public init(_ content: Content, size: CGSize, displayScale: CGFloat = 1, colorScheme: ColorScheme = .light) {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        self.colorScheme = colorScheme
        host = ViewHost(content, size: size, displayScale: displayScale, environment: environment)
    }

    /// Tests the views of an existing host, shown in `colorScheme` (what its environment says).
    public init(host: ViewHost<Content>, colorScheme: ColorScheme = .light) {
        self.host = host
        self.colorScheme = colorScheme
    }

    /// The `index`-th view (0 first) matching `query`, in reading order. When there is none,
    /// the test fails with what was looked for, the nearest matches and the tree around them,
    /// and the element returned does not exist (its actions do nothing).
    @discardableResult
    public func find(
        _ query: ViewQuery, at index: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ViewElement {
        root.find(query, at: index, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Every view matching `query`, in reading order (no failure when there is none).
    public func findAll(_ query: ViewQuery) -> [ViewElement] {
        root.findAll(query)
    }

    /// Whether a view matches `query` now.
    public func exists(_ query: ViewQuery) -> Bool {
        root.exists(query)
    }

    /// Scrolls the window's content (the scroll view at the centre of the safe area) until a
    /// view matching `query` is fully in view, and returns it; fails when it cannot be reached.
    @discardableResult
    public func scroll(
        to query: ViewQuery, axis: Axis = .vertical,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ViewElement {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Scroller(driver: host, area: host.safeAreaFrame, axis: axis).scroll(to: query, from: root, site: site)
    }

    /// Runs frames on the host clock until no animation is left (at most ``settleLimit`` seconds).
    public func settle() {
        Clock.settle(host)
    }

    /// Moves the host clock by `seconds` in frames, synchronously: gesture timeouts and
    /// animations follow; main-actor tasks do not run (use ``advance(by:)``).
    public func wait(_ seconds: Double) {
        Clock.run(host, for: seconds)
    }

    /// Moves the host clock by `seconds` and lets main-actor tasks and timers run in each frame
    /// (see `ViewHost.advance(by:)`).
    public func advance(by seconds: Double) async {
        await host.advance(by: seconds)
    }

    /// The accessibility tree now, one element a line, with frames.
    public var accessibilityDescription: String { host.accessibilityTree.dump(includingFrames: true) }

    /// The layout tree now: every placed view's type, proposal, size and frame.
    public var layoutDescription: String { host.layoutDescription() }

    private var root: ViewElement { ViewElement(driver: host, path: []) }
}
