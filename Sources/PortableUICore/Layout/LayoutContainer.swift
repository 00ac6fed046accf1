/// A custom layout used as a container view: `MyLayout { … }`.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileContainer(L.self, view.layout, view.content, node, inputs)
    }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms
    /// of the custom layout container.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}
