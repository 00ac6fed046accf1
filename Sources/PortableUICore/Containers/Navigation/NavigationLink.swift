import Foundation

/// A view that controls a navigation presentation.
///
/// The link is a `Button` with its label: a tap (or ``NavigationLinkNode/activate()``)
/// asks the enclosing navigation container to show its destination: a stack pushes it, a
/// split view shows it in the next column. A value link appends its value to the stack's
/// path and is shown with the matching `navigationDestination(for:)`. (The disclosure
/// chevron of links in lists is not built yet.)
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label
    let request: () -> NavigationDestinationRequest?

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        request = { .view(AnyView(destination)) }
    }

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Creates a navigation link that presents the view corresponding to a value (nothing
    /// when the value is nil).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        request = { value.map { .value(AnyHashable($0)) } }
    }

    /// Creates a navigation link that presents a destination view, with a text label from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination(), label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination(), label: { Text(title) })
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
        self.init(value: value, label: { Text(titleKey) })
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
        self.init(value: value, label: { Text(title) })
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let link = node as? NavigationLinkNode ?? NavigationLinkNode()
        link.request = view.request
        link.navigation = inputs.environment.navigation
        let button = Button(action: { [weak link] in link?.activate() }) { view.label }
        link.button = reconcileChild(button, link.button, inputs)
        return link
    }
}

/// The node of a `NavigationLink`: its button, and what the link presents.
final class NavigationLinkNode: _ViewNode {
    var button: _ViewNode?
    var request: () -> NavigationDestinationRequest? = { nil }
    var navigation = NavigationEnvironment()

    /// Presents the link's destination, as a tap on the link does.
    @MainActor
    func activate() {
        guard let presenter = navigation.presenter, let screen = navigation.screen else {
            Diagnostics.report("A NavigationLink outside a NavigationStack or NavigationSplitView was activated; nothing happens.")
            return
        }
        guard let request = request() else { return }
        if case .value(let value) = request, presenter.destinations.destination(for: value) == nil {
            NavigationDestinationRegistry.reportMissingDestination(for: value)
            return
        }
        presenter.present(request, from: screen)
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        button?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let button { body(button) }
    }
}
