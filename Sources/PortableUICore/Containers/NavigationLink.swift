import Foundation

/// A view that controls a navigation presentation.
///
/// Activating the link (a tap, once input exists; ``NavigationLinkNode/activate()`` until
/// then) asks the enclosing navigation container to show its destination: a stack pushes
/// it, a split view shows it in the next column. A value link appends its value to the
/// stack's path and is shown with the matching `navigationDestination(for:)`.
///
/// Layout: the label, as a `ZStack` of its views. (The disclosure chevron in lists is not
/// built yet.)
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
        let container = reconcileContainer(Self.self, ZStackLayout(alignment: .center), view.label, link.container, inputs)
        container.content?.parent = container
        link.container = container
        link.request = view.request
        link.navigation = inputs.environment.navigation
        return link
    }
}

/// The node of a `NavigationLink`: a `ZStack` layout node holding the label, and what the
/// link presents. The input system finds it as the structural parent of that layout node
/// and calls ``activate()``.
final class NavigationLinkNode: _ViewNode {
    var container: LayoutNode?
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
        if let container { units.append(container) }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let container { body(container) }
    }
}
