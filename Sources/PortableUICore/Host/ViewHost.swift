import Foundation

/// Hosts a view hierarchy without a display: lays it out for a window size, safe area and
/// display scale, and reports every frame.
///
/// ```swift
/// let host = ViewHost(ContentView(), device: .iPhone15Pro)
/// host.frame(of: "avatar")          // window coordinates, rounded to pixels
/// print(host.layoutDescription())   // every node: proposal, size, frame
/// host.update(ContentView(flag: true))
/// ```
///
/// The root is proposed the safe-area size and centred in the safe area, as on iOS.
@MainActor
public final class ViewHost<Content: View> {
    let graph: ViewGraph
    private let diagnosticsStart: Int

    /// The window size in points; setting it lays the content out again.
    public var size: CGSize {
        didSet { if size != oldValue { graph.needsLayout = true } }
    }
    /// The safe-area insets of the window.
    public var safeAreaInsets: EdgeInsets {
        didSet { if safeAreaInsets != oldValue { graph.needsLayout = true } }
    }
    /// Points to pixels.
    public let displayScale: CGFloat

    /// Hosts `content` in a window of `size` points.
    ///
    /// `Text` is measured with the environment's text engine: ``TestTextEngine`` when only
    /// PortableUICore is imported; `PortableUI` (and `import SwiftUI`) provide initializers
    /// with the same signatures that default to the Pango engine, and win overload resolution
    /// over these disfavored ones.
    @_disfavoredOverload
    public convenience init(
        _ content: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), displayScale: CGFloat = 1,
        layoutDirection: LayoutDirection = .leftToRight, environment: EnvironmentValues = EnvironmentValues()
    ) {
        var environment = environment
        environment.layoutDirection = layoutDirection
        self.init(
            content, size: size, safeAreaInsets: safeAreaInsets, displayScale: displayScale, environment: environment,
            defaultTextEngine: TestTextEngine.shared)
    }

    /// Hosts `content` in a window of `size` points, measuring text with
    /// `defaultTextEngine` unless `environment` sets an engine. For the layers above the core
    /// that choose the platform's default engine.
    @_spi(Hosting)
    public init(
        _ content: Content, size: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat,
        environment: EnvironmentValues, defaultTextEngine: any TextEngine
    ) {
        diagnosticsStart = Diagnostics.count
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        if scale != displayScale { Diagnostics.report("Invalid display scale \(displayScale); 1 is used.") }
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = scale
        var environment = environment
        environment.displayScale = scale
        if !environment.hasTextEngine { environment.textEngine = defaultTextEngine }
        if environment.sceneStorageValues == nil { environment.sceneStorageValues = SceneStorageValues() }
        if environment.editMode == nil { environment.editMode = EditModeStorage().binding }
        // Each window has its own undo manager, as each macOS window does.
        if environment.undoManager == nil { environment.setUndoManager(UndoManager()) }
        if environment.clipboardSlot == nil { environment.clipboardSlot = ClipboardSlot() }
        graph = ViewGraph(environment: environment)
        graph.update(content)
    }

    /// Hosts `content` on the screen of `device` in portrait, with the user's accessibility
    /// settings (`accessibilityReduceMotion` and the others).
    @_disfavoredOverload
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

    /// Routes pointer, keyboard and focus events to the views (see ViewHost+Events.swift).
    lazy var events = InputSystem(graph: graph)

    /// Replaces the root view; nodes whose identity is unchanged are kept.
    public func update(_ content: Content) {
        graph.update(content)
    }

    /// Counters of the work done so far: bodies evaluated, sizes computed, updates applied.
    public var statistics: GraphStatistics { graph.statistics }

    /// Resets the counters of ``statistics``.
    public func resetStatistics() {
        graph.statistics = GraphStatistics()
    }

    /// The host's clock, in seconds since it was created; ``advance(by:)`` moves it.
    public internal(set) var time: Double = 0

    /// Applies pending state changes and lifecycle actions, as a frame would.
    public func flush() {
        graph.flush()
    }

    /// Moves the host's clock by `seconds` and runs what is due in that time, frame by frame
    /// (60 per second): main-actor tasks started by views (`task`, `onAppear` work) and timers
    /// get to run (each frame's time also passes in real time, so `asyncAfter` and
    /// `Task.sleep` deadlines in it are met), pending state changes are applied once per
    /// frame, gestures see the new time and the content is laid out. Animations and gesture
    /// timing follow the host's clock exactly.
    public func advance(by seconds: Double) async {
        let frameDuration = 1.0 / 60
        let target = time + Swift.max(seconds.isFinite ? seconds : 0, 0)
        // Changes made before the call are committed now, so their animations start now.
        layoutIfNeeded()
        repeat {
            // The frame's time passes in real time too, so timers the app scheduled
            // (`DispatchQueue.main.asyncAfter`, `Task.sleep`) that fall due in it fire.
            let step = Swift.min(frameDuration, target - time)
            try? await Task.sleep(nanoseconds: UInt64(Swift.max(step, 0) * 1e9))
            for _ in 0..<8 { await Task.yield() }
            time = Swift.min(time + frameDuration, target)
            graph.time = time
            graph.removeFinishedDepartures(at: time)
            graph.flush()
            // A frame whose changes need layout is laid out, as a window lays out each frame it
            // draws, so the animations of those changes start at the frame's time; scroll views
            // in motion are placed every frame, so scroll observers see each step.
            if events.advanceTime(to: time) || graph.needsLayout { layoutIfNeeded() }
            events.syncFocusIfNeeded()
        } while time < target
        layoutIfNeeded()
    }

    /// The rectangle of the safe area in window coordinates.
    public var safeAreaFrame: CGRect {
        let (size, insets) = (self.size, safeAreaInsets)
        let width = Swift.max(size.width - insets.leading - insets.trailing, 0)
        let height = Swift.max(size.height - insets.top - insets.bottom, 0)
        return CGRect(x: insets.leading, y: insets.top, width: width, height: height)
    }

    /// Asks for a layout pass even if no state changed (the geometry did).
    func setNeedsLayout() {
        graph.needsLayout = true
    }

    /// Lays the content out if anything changed since the last layout, then runs the frames
    /// that the layout itself scheduled (state set from `onPreferenceChange`,
    /// `onGeometryChange`, publishers fired during layout) until nothing is pending, so that
    /// queries answer for the settled state.
    public func layoutIfNeeded() {
        for _ in 0..<Self.maximumFramesPerQuery {
            graph.layout(in: safeAreaFrame, window: CGRect(origin: .zero, size: size))
            // (Asked here first: a layout with nothing to do costs little more than this.)
            if graph.presentations.pendingFocus != nil || graph.presentations.returnsFocus {
                events.focusPresentedContentIfNeeded()
            }
            guard graph.updates.hasWork else { return }
        }
        Diagnostics.report(
            "The content kept changing its own state after layout for \(Self.maximumFramesPerQuery) frames; the last layout is reported."
        )
    }

    private static var maximumFramesPerQuery: Int { 16 }

    /// The frame, in window coordinates rounded to the pixel grid, of the first view marked
    /// with `.accessibilityIdentifier(identifier)`.
    public func frame(of identifier: String) -> CGRect? {
        frames(of: identifier).first
    }

    /// The frames of every view marked with `.accessibilityIdentifier(identifier)`, in
    /// drawing order.
    public func frames(of identifier: String) -> [CGRect] {
        layoutIfNeeded()
        var frames: [CGRect] = []
        graph.forEachPlacedNode { node, frame in
            if node.accessibilityIdentifier == identifier { frames.append(pixelRounded(frame)) }
        }
        return frames
    }

    /// Where the view marked `identifier` is shown at the host's current time: its frame, or
    /// the frame its animation has reached (window coordinates, rounded to pixels).
    public func presentationFrame(of identifier: String) -> CGRect? {
        layoutIfNeeded()
        var found: CGRect?
        graph.forEachPlacedNode { node, frame in
            if found == nil, node.accessibilityIdentifier == identifier {
                found = pixelRounded(node.presentationFrame(at: time, placed: frame))
            }
        }
        return found ?? departingFrame(of: identifier).map(pixelRounded)
    }

    /// Where the view marked `identifier` is shown at the host's time in a departing subtree:
    /// where the departure moved the subtree, plus where the view's own animation has got to
    /// within it.
    private func departingFrame(of identifier: String) -> CGRect? {
        for departing in graph.departing {
            let shown = departing.animation.frame(at: time)
            let root = departing.node.frame
            var stack = [departing.node]
            while let node = stack.popLast() {
                guard node.accessibilityIdentifier == identifier else {
                    stack.append(contentsOf: node.subviews)
                    continue
                }
                guard node !== departing.node else { return shown }
                return node.presentationFrame(at: time).offsetBy(dx: shown.minX - root.minX, dy: shown.minY - root.minY)
            }
        }
        return nil
    }

    /// The opacity the view marked `identifier` is shown with at the host's time (a fading
    /// transition), or nil when no view (placed or departing) is marked so.
    public func presentationOpacity(of identifier: String) -> Double? {
        layoutIfNeeded()
        var found: Double?
        graph.forEachPlacedNode { node in
            if found == nil, node.accessibilityIdentifier == identifier { found = node.presentationOpacity(at: time) }
        }
        if found == nil, let departing = graph.departing.first(where: { $0.node.accessibilityIdentifier == identifier }) {
            let progress = departing.animation.progress(at: time)
            found = departing.opacity.from + (departing.opacity.to - departing.opacity.from) * progress
        }
        return found
    }

    /// The size the content wants for `proposal`, as `UIHostingController.sizeThatFits(in:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        graph.sizeThatFits(proposal)
    }

    /// An indented description of every layout node: type, proposal, size and frame.
    public func layoutDescription() -> String {
        layoutIfNeeded()
        return graph.describe(rounding: pixelRounded)
    }

    /// Whether the host lays out in the reference mode, bypassing every layout cache (see
    /// `ReferenceLayout`): for tests that compare the caches with the plain computation. The
    /// environment variable `PORTABLEUI_REFERENCE_LAYOUT=1` puts every host in it.
    @_spi(Testing)
    public var usesReferenceLayout: Bool {
        get { graph.usesReferenceLayout }
        set { graph.usesReferenceLayout = newValue }
    }

    /// Lays the content out again although nothing changed (for tests of idempotence).
    @_spi(Testing)
    public func layOutAgain() {
        graph.needsLayout = true
        layoutIfNeeded()
    }

    /// Visits every placed layout node (for tests inside the package).
    func forEachNode(_ body: (LayoutNode) -> Void) {
        graph.forEachPlacedNode(body)
    }

    /// The diagnostics reported since this host was created.
    public var diagnostics: [String] {
        Diagnostics.messages(since: diagnosticsStart)
    }

    /// The frame with each edge rounded to the nearest pixel (ties up), as SwiftUI renders it.
    func pixelRounded(_ rect: CGRect) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * displayScale + 0.5).rounded(.down) / displayScale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
