/// A View created from a list of view values, as a `ViewBuilder` block builds it.
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    /// The child views.
    public var value: (repeat each Content)

    public init(_ value: (repeat each Content)) {
        self.value = value
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let list = node as? ListNode ?? ListNode()
        var index = 0
        for child in repeat each view.value {
            list.reconcile(child, at: index, inputs)
            index += 1
        }
        return list
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        for child in repeat each view.value {
            rows.appendRows(of: child)
        }
    }
}

/// The node of a fixed list of child views: a tuple view.
final class ListNode: _ViewNode {
    var children: [_ViewNode] = []

    @MainActor
    func reconcile<V: View>(_ view: V, at index: Int, _ inputs: _ViewInputs) {
        if index < children.count {
            children[index] = reconcileChild(view, children[index], inputs)
        } else {
            children.append(reconcileChild(view, nil, inputs))
        }
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        for child in children { child.collectUnits(into: &units) }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        children.forEach(body)
    }
}
