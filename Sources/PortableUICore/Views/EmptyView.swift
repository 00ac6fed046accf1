/// A view that doesn't contain any content.
public struct EmptyView: View {
    public typealias Body = Never

    public init() {}

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        node as? EmptyNode ?? EmptyNode()
    }

    /// An empty view is no row of a lazy container (a section without a header has none).
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {}
}
