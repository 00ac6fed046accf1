import Foundation

/// Identifies a screen of a navigation container across updates.
enum NavigationScreenKey: Hashable {
    /// A stack's root view.
    case root
    /// The view for the path value at `index`.
    case value(index: Int, AnyHashable)
    /// A view pushed by a `NavigationLink(destination:)`.
    case view(id: Int)
    /// A split view column's own content: 0 sidebar, 1 content, 2 detail.
    case column(Int)
    /// A destination a link presented in a split view column.
    case presented(column: Int, id: Int)
}

/// One screen of a navigation container: its hosted content's node, the context its views
/// register bar settings in, and the environment they see (navigation container, screen,
/// `dismiss`, `isPresented`, split view column).
final class NavigationScreen {
    let key: NavigationScreenKey
    let context = NavigationScreenContext()
    private var reconciled: _ViewNode?
    private var isPresented = false
    private var derived = DerivedEnvironment()

    init(key: NavigationScreenKey, column: SplitViewColumnContext? = nil, onChange: @escaping () -> Void) {
        self.key = key
        self.column = column
        context.onChange = onChange
    }

    /// The split view column this screen is, if any.
    let column: SplitViewColumnContext?

    /// Reconciles the screen's content, hosted as a root view.
    @MainActor
    func reconcile<V: View>(_ content: V, presenter: NavigationPresenter, isPresented: Bool, inputs: _ViewInputs) {
        var screenInputs = inputs
        screenInputs.environment = environment(from: inputs.environment, presenter: presenter, isPresented: isPresented)
        reconciled = reconcileChild(_HostedContent(content: content), reconciled, screenInputs)
    }

    /// The screen's environment, derived from the container's.
    private func environment(
        from parent: EnvironmentValues, presenter: NavigationPresenter, isPresented: Bool
    ) -> EnvironmentValues {
        let context = self.context
        let column = self.column
        let unchanged = self.isPresented == isPresented
        self.isPresented = isPresented
        return derived.environment(from: parent, unchanged: unchanged) { environment in
            environment.navigation = NavigationEnvironment(presenter: presenter, screen: context)
            environment.dismiss = DismissAction(id: ObjectIdentifier(context)) { [weak presenter] in
                presenter?.dismiss(context)
            }
            environment.isPresented = isPresented
            environment.splitViewColumn = column
        }
    }

    /// Unmounts the content when the screen leaves its container.
    @MainActor func unmount() {
        context.onChange = nil
        reconciled?.unmount()
    }

    /// The hosted content's layout node.
    var node: LayoutNode? { reconciled as? LayoutNode }

    /// The structural node of the content (for the container's `forEachChild`).
    var structuralNode: _ViewNode? { reconciled }
}
