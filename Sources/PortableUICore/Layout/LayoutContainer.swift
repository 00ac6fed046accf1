/// A custom layout used as a container view: `MyLayout { … }`.
///
/// A layout with animatable data is placed under an ``AnimatableNode``: while its data
/// animates, the container is built each frame with the layout's data interpolated, so its
/// subviews are placed by the layout in between.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    var layout: L
    let content: Content

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        guard L.AnimatableData.self != EmptyAnimatableData.self else {
            return reconcileContainer(L.self, view.layout, view.content, node, inputs)
        }
        return AnimatableNode<Self>.reconcile(view, node: node, inputs: inputs) { shown, node, inputs in
            reconcileContainer(L.self, shown.layout, shown.content, node, inputs)
        }
    }
}

extension _LayoutContainer: Animatable {
    /// The layout's data.
    nonisolated public var animatableData: L.AnimatableData {
        get { layout.animatableData }
        set { layout.animatableData = newValue }
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
