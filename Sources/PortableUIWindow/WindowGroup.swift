import Foundation
@_spi(Hosting) import PortableUICore

/// A scene that presents a group of identically structured windows.
///
/// Its content closure is called for each window it opens (as Apple's `makeContent`
/// initializers do), so that every window has its own state.
///
/// The app opens the first window group's window at launch; `openWindow(id:)` opens another
/// window of the group. A group created with `for:` presents a value: `openWindow(value:)`
/// opens a window whose content gets a binding to it, or brings to the front the window
/// that presents that value already.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let id: String?
    let presents: ((AnyHashable) -> Bool)?
    let content: @MainActor (WindowScene) -> Content

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(title: "", id: nil, content: content)
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: "", id: id, content: content)
    }

    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title._plainText, id: nil, content: content)
    }

    /// Creates a window group with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title._plainText, id: id, content: content)
    }

    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: Text(titleKey)._plainText, id: nil, content: content)
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: Text(titleKey)._plainText, id: id, content: content)
    }

    /// Creates a window group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: nil, content: content)
    }

    /// Creates a window group with a title and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }

    private init(title: String, id: String?, content: @escaping () -> Content) {
        self.init(title: title, id: id, presents: nil) { _ in content() }
    }

    init(title: String, id: String?, presents: ((AnyHashable) -> Bool)?, content: @escaping @MainActor (WindowScene) -> Content) {
        self.title = title
        self.id = id
        self.presents = presents
        self.content = content
    }

    public func _windows(into windows: inout [_WindowDescription]) {
        windows.append(_WindowDescription(kind: .group, id: id, title: title, presents: presents, content: content))
    }
}

/// The content of a window that a `WindowGroup(for:)` opens: the group's view for the
/// window's presented value.
public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    /// Makes the content for the current value: called in `body`, so that a change of the
    /// value (which the content reads) updates it.
    let content: () -> Content

    public var body: some View { content() }
}

extension WindowGroup {
    /// Creates a window group for a type of presented data: each window's content gets a
    /// binding to its value (nil for a window opened without one).
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: "", id: nil, for: type, content: content)
    }

    /// Creates a window group with an identifier, for a type of presented data.
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: "", id: id, for: type, content: content)
    }

    /// Creates a window group with a text view title, for a type of presented data.
    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: title._plainText, id: nil, for: type, content: content)
    }

    /// Creates a window group with a text view title and an identifier, for a type of
    /// presented data.
    public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: title._plainText, id: id, for: type, content: content)
    }

    /// Creates a window group with a localized title, for a type of presented data.
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: Text(titleKey)._plainText, id: nil, for: type, content: content)
    }

    /// Creates a window group with a localized title and an identifier, for a type of
    /// presented data.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: Text(titleKey)._plainText, id: id, for: type, content: content)
    }

    /// Creates a window group with a title, for a type of presented data.
    public init<S, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: String(title), id: nil, for: type, content: content)
    }

    /// Creates a window group with a title and an identifier, for a type of presented data.
    public init<S, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: String(title), id: id, for: type, content: content)
    }

    /// Creates a window group for a type of presented data with a default value: a window
    /// opened without a value presents `defaultValue()`.
    public init<D, C>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: "", id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    /// Creates a window group with an identifier, for a type of presented data with a
    /// default value.
    public init<D, C>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: "", id: id, for: type, content: content, defaultValue: defaultValue)
    }

    /// Creates a window group with a title, for a type of presented data with a default
    /// value.
    public init<S, D, C>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.init(title: String(title), id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    private init<D, C>(title: String, id: String?, for type: D.Type, content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, presents: { $0.base is D }) { scene in
            let value = Binding<D?>(
                get: { scene.value?.base as? D },
                set: { scene.value = $0.map { AnyHashable($0) } })
            return PresentedWindowContent { content(value) }
        }
    }

    private init<D, C>(
        title: String, id: String?, for type: D.Type, content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, presents: { $0.base is D }) { scene in
            if !(scene.value?.base is D) { scene.value = AnyHashable(defaultValue()) }
            let value = Binding<D>(
                get: { scene.value?.base as? D ?? defaultValue() },
                set: { scene.value = AnyHashable($0) })
            return PresentedWindowContent { content(value) }
        }
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
    /// The time of the next entry of a `TimelineView`'s schedule, if any (see ``ViewHost/nextTimelineEntryTime``).
    var nextTimelineEntryTime: Double? { get }
    var clipboard: Clipboard { get set }
    /// What is presented above the content (sheets, alerts, menus…), bottom to top.
    var presentations: [PresentationSnapshot] { get }
    /// Dismisses the top presentation as its user would (see ``ViewHost/dismissPresentation()``).
    @discardableResult func dismissPresentation() -> Bool
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func layoutIfNeeded()
    /// Applies pending state changes, as a frame would.
    func flush()
    /// What the content draws, laid out first if needed (window points).
    func displayList() -> DisplayList
    func tick(to time: Double)
    func press(at point: CGPoint)
    /// Presses with the modifier keys held (Shift- and Control-clicks).
    func press(at point: CGPoint, modifiers: EventModifiers)
    func movePointer(to point: CGPoint)
    func release(at point: CGPoint)
    func release(at point: CGPoint, modifiers: EventModifiers)
    func secondaryClick(at point: CGPoint)
    func pointerExited()
    @discardableResult func scrollWheel(by delta: CGSize, at point: CGPoint) -> Bool
    @discardableResult func send(_ press: KeyPress) -> Bool
    func insertText(_ text: String)
    func setMarkedText(_ text: String)
    /// Drops files or text from outside the window at a point (see ``ViewHost/dropFiles(_:at:)``).
    @discardableResult func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool
    @discardableResult func dropText(_ text: String, at point: CGPoint) -> Bool
    /// Lets drags go between this window and the app's other windows (see ``ViewHost/joinDragSpace(_:screenFrame:)``).
    func joinDragSpace(_ space: DragSpace, screenFrame: @escaping @MainActor () -> CGRect?)
    func setWakeUpHandler(_ handler: @escaping @Sendable () -> Void)
    /// What the window exports to assistive technologies, and what they do with it.
    var accessibilityTree: AccessibilityNode { get }
    @discardableResult func performAccessibilityAction(named name: String, on element: AccessibilityNode) -> Bool
    @discardableResult func moveKeyboardFocus(to element: AccessibilityNode) -> Bool
    /// Replaces characters of a text field's text (see ``ViewHost/replaceText(in:range:with:)``).
    @discardableResult func replaceText(in element: AccessibilityNode, range: Range<Int>, with text: String) -> Bool
    /// The frame of the first view marked `.accessibilityIdentifier(identifier)` (window
    /// coordinates), for tests.
    func frame(of identifier: String) -> CGRect?
    /// The frames of every view marked `identifier`, in drawing order.
    func frames(of identifier: String) -> [CGRect]
    /// Taps the view marked `identifier`; false when there is none.
    @discardableResult func tap(on identifier: String) -> Bool
    /// Types `text`, one key press per character.
    func type(_ text: String)
    /// Presses and releases a key; returns whether it was handled.
    @discardableResult func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool
}

extension ViewHost: WindowContent {}
