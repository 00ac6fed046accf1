/// A type that collects multiple instances of a content type into a single unit.
///
/// A group is transparent to layout: its children become children of the enclosing
/// container, and modifiers applied to the group apply to each child.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileChild(view.content, node, inputs)
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        rows.appendRows(of: view.content)
    }
}
