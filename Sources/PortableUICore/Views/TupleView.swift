/// A View created from a list of view values, as a `ViewBuilder` block builds it.
// (Not the main actor's, as in SwiftUI: result builders make it in any context.)
nonisolated public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    /// The child views.
    public var value: (repeat each Content)

    public init(_ value: (repeat each Content)) {
        self.value = value
    }

    @MainActor
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var count = 0
        for _ in repeat each view.value { count += 1 }
        let list: ListNode
        if let existing = node as? ListNode, existing.count == count {
            list = existing
        } else {
            list = ListNode.make(count: count)
        }
        var index = 0
        for child in repeat each view.value {
            list.setChild(reconcileChild(child, list.child(at: index), inputs), at: index)
            index += 1
        }
        return list
    }

    @MainActor
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        for child in repeat each view.value {
            rows.appendRows(of: child)
        }
    }
}

/// The node of a fixed list of child views: a tuple view. Lists of two to four children
/// hold them in the node itself (a class for each count; a longer list holds an array).
class ListNode: _ViewNode {
    /// A node for `count` children.
    static func make(count: Int) -> ListNode {
        switch count {
        case 2: ListNode2()
        case 3: ListNode3()
        case 4: ListNode4()
        default: ArrayListNode(count: count)
        }
    }

    /// How many children the node holds.
    var count: Int { preconditionFailure("abstract") }
    /// The child at `index`, once made.
    func child(at index: Int) -> _ViewNode? { preconditionFailure("abstract") }
    func setChild(_ child: _ViewNode, at index: Int) { preconditionFailure("abstract") }

    override final func collectUnits(into units: inout [LayoutNode]) {
        for index in 0..<count { child(at: index)?.collectUnits(into: &units) }
    }

    override final func forEachChild(_ body: (_ViewNode) -> Void) {
        for index in 0..<count {
            if let child = child(at: index) { body(child) }
        }
    }
}

/// A list of two children.
final class ListNode2: ListNode {
    private var first, second: _ViewNode?

    override var count: Int { 2 }

    override func child(at index: Int) -> _ViewNode? {
        index == 0 ? first : second
    }

    override func setChild(_ child: _ViewNode, at index: Int) {
        if index == 0 { first = child } else { second = child }
    }
}

/// A list of three children.
final class ListNode3: ListNode {
    private var first, second, third: _ViewNode?

    override var count: Int { 3 }

    override func child(at index: Int) -> _ViewNode? {
        switch index {
        case 0: first
        case 1: second
        default: third
        }
    }

    override func setChild(_ child: _ViewNode, at index: Int) {
        switch index {
        case 0: first = child
        case 1: second = child
        default: third = child
        }
    }
}

/// A list of four children.
final class ListNode4: ListNode {
    private var first, second, third, fourth: _ViewNode?

    override var count: Int { 4 }

    override func child(at index: Int) -> _ViewNode? {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: fourth
        }
    }

    override func setChild(_ child: _ViewNode, at index: Int) {
        switch index {
        case 0: first = child
        case 1: second = child
        case 2: third = child
        default: fourth = child
        }
    }
}

/// A list of any other number of children, in an array.
final class ArrayListNode: ListNode {
    private var children: [_ViewNode?]

    init(count: Int) {
        children = [_ViewNode?](repeating: nil, count: count)
    }

    override var count: Int { children.count }

    override func child(at index: Int) -> _ViewNode? {
        children[index]
    }

    override func setChild(_ child: _ViewNode, at index: Int) {
        children[index] = child
    }
}
