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
    public init(
        _ content: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), displayScale: CGFloat = 1,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        diagnosticsStart = Diagnostics.count
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        if scale != displayScale { Diagnostics.report("Invalid display scale \(displayScale); 1 is used.") }
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = scale
        var environment = environment
        environment.displayScale = scale
        graph = ViewGraph(environment: environment)
        graph.update(content)
    }

    /// Hosts `content` on the screen of `device` in portrait.
    public convenience init(_ content: Content, device: DeviceProfile) {
        self.init(
            content, size: device.size, safeAreaInsets: device.safeAreaInsets, displayScale: device.displayScale)
    }

    /// Replaces the root view; nodes whose identity is unchanged are kept.
    public func update(_ content: Content) {
        graph.update(content)
    }

    /// The rectangle of the safe area in window coordinates.
    public var safeAreaFrame: CGRect {
        let width = Swift.max(size.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0)
        let height = Swift.max(size.height - safeAreaInsets.top - safeAreaInsets.bottom, 0)
        return CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top, width: width, height: height)
    }

    /// Lays the content out if anything changed since the last layout.
    public func layoutIfNeeded() {
        graph.layout(in: safeAreaFrame)
    }

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
        graph.forEachPlacedNode { node in
            if node.accessibilityIdentifier == identifier { frames.append(pixelRounded(node.frame)) }
        }
        return frames
    }

    /// The size the content wants for `proposal`, as `UIHostingController.sizeThatFits(in:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        graph.root.sizeThatFits(proposal)
    }

    /// An indented description of every layout node: type, proposal, size and frame.
    public func layoutDescription() -> String {
        layoutIfNeeded()
        return graph.describe(rounding: pixelRounded)
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
