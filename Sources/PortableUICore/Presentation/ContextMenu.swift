import Foundation

extension View {
    /// Adds a context menu to a view: a secondary click opens it at the pointer, a long press
    /// (touch) opens it below the view. Its items behave as a ``Menu``'s.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuView(content: self, items: menuItems(), preview: nil)
    }

    /// Adds a context menu with a custom preview to a view.
    ///
    /// Opened by a long press on a phone or pad, the preview is shown at its ideal size (no
    /// wider than the window less margins) with rounded corners, above or below the menu,
    /// over the dimmed window; a tap outside closes both. Opened by a secondary click (and
    /// on a desktop, as on macOS) the menu opens alone at the pointer.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenuView(content: self, items: menuItems(), preview: AnyView(preview()))
    }
}

/// A view with a context menu: the view, the gestures that open the menu, and the menu.
struct _ContextMenuView<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    /// The preview shown with a menu opened by a long press.
    let preview: AnyView?
    @State private var isOpen = false
    @State private var location: CGPoint?

    var body: some View {
        let isOpen = $isOpen
        let location = $location
        let context = MenuContext(id: ObjectIdentifier(Self.self)) { isOpen.wrappedValue = false }
        return content
            .simultaneousGesture(
                LongPressGesture().onEnded { _ in
                    location.wrappedValue = nil
                    isOpen.wrappedValue = true
                }
            )
            .modifier(
                _SecondaryClickModifier { point in
                    location.wrappedValue = point
                    isOpen.wrappedValue = true
                }
            )
            .modifier(
                _PresentationModifier(
                    kind: .menu, presented: isOpen.wrappedValue ? AnyView(_MenuPanel(content: items, context: context)) : nil,
                    identity: nil, dismiss: { isOpen.wrappedValue = false }, onDismiss: nil,
                    anchorPoint: location.wrappedValue, menuPreview: location.wrappedValue == nil ? preview : nil))
    }
}

/// Registers what a secondary click on the content does, with the graph's presentations
/// (the input system asks them along the hit chain).
struct _SecondaryClickModifier: ViewModifier {
    typealias Body = Never
    let action: @MainActor (CGPoint) -> Void

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let clickNode = node as? SecondaryClickNode ?? SecondaryClickNode()
        clickNode.content = reconcileChild(content, clickNode.content, inputs)
        clickNode.register(modifier.action, with: inputs.graph?.presentations)
        return clickNode
    }
}

/// The node of a secondary-click handler: it keeps its registration for its content's
/// layout nodes up to date, and removes it when it leaves the hierarchy.
final class SecondaryClickNode: PassThroughNode {
    private var registered: [ObjectIdentifier] = []
    private weak var coordinator: PresentationCoordinator?

    @MainActor
    func register(_ action: @escaping @MainActor (CGPoint) -> Void, with coordinator: PresentationCoordinator?) {
        guard let coordinator else { return }
        self.coordinator = coordinator
        for id in registered { coordinator.secondaryClickHandlers[id] = nil }
        registered = units.map(ObjectIdentifier.init)
        for id in registered { coordinator.secondaryClickHandlers[id] = action }
    }

    @MainActor override func unmount() {
        super.unmount()
        let registered = registered
        self.registered = []
        for id in registered { coordinator?.secondaryClickHandlers[id] = nil }
    }
}
