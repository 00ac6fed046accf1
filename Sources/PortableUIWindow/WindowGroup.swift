import Foundation
@_spi(Hosting) import PortableUICore

/// A scene that presents a group of identically structured windows: here, one window that
/// shows `content`, titled `title`.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let id: String?
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: "", id: nil, content: content())
    }

    /// Creates a window group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Creates a window group with a title and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    private init(title: String, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    public func _windows(into windows: inout [_WindowDescription]) {
        let content = content
        windows.append(
            _WindowDescription(title: title) { size, scale, textEngine, accessibility in
                var environment = DeviceProfile.macWindow.environment
                if let accessibility { environment.accessibilitySettings = accessibility }
                return ViewHost(
                    content, size: size, safeAreaInsets: EdgeInsets(), displayScale: scale, environment: environment,
                    defaultTextEngine: textEngine ?? TestTextEngine.shared)
            })
    }
}

/// What a window needs from the view host behind it (``ViewHost`` provides it all).
@MainActor
public protocol WindowContent: AnyObject {
    var size: CGSize { get set }
    var time: Double { get }
    var statistics: GraphStatistics { get }
    var isInteracting: Bool { get }
    var isAnimating: Bool { get }
    var clipboard: Clipboard { get set }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func layoutIfNeeded()
    /// What the content draws, laid out first if needed (window points).
    func displayList() -> DisplayList
    func tick(to time: Double)
    func press(at point: CGPoint)
    func movePointer(to point: CGPoint)
    func release(at point: CGPoint)
    func secondaryClick(at point: CGPoint)
    func pointerExited()
    @discardableResult func scrollWheel(by delta: CGSize, at point: CGPoint) -> Bool
    @discardableResult func send(_ press: KeyPress) -> Bool
    func insertText(_ text: String)
    func setMarkedText(_ text: String)
    func setWakeUpHandler(_ handler: @escaping @Sendable () -> Void)
    /// What the window exports to assistive technologies, and what they do with it.
    var accessibilityTree: AccessibilityNode { get }
    @discardableResult func performAccessibilityAction(named name: String, on element: AccessibilityNode) -> Bool
    @discardableResult func moveKeyboardFocus(to element: AccessibilityNode) -> Bool
}

extension ViewHost: WindowContent {}
