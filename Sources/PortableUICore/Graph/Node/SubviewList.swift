/// A layout node's subviews: none, one held directly, or several in an array.
///
/// Most nodes with subviews have one (a frame, padding or other layout modifier around one
/// view): they keep it without an array of their own. The list takes one word, like the array
/// it stands for.
enum SubviewList: RandomAccessCollection {
    case empty
    case one(LayoutNode)
    case many([LayoutNode])

    /// The list of `nodes`, in order.
    init(_ nodes: [LayoutNode]) {
        switch nodes.count {
        case 0: self = .empty
        case 1: self = .one(nodes[0])
        default: self = .many(nodes)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch self {
        case .empty: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    @inline(__always)
    subscript(index: Int) -> LayoutNode {
        switch self {
        case .one(let node):
            precondition(index == 0, "subview index out of range")
            return node
        case .many(let nodes): return nodes[index]
        case .empty: preconditionFailure("subview index out of range")
        }
    }

    /// Whether `predicate` holds for a subview, reading each without retaining it: for
    /// predicates that only read what a subview knows of itself (the list holds the subviews
    /// while the predicate runs, and nothing it calls replaces them). A layout pass asks this
    /// of every container on the path of a change, so the reference counting of each subview
    /// would cost more than the question.
    @inline(__always)
    func containsUnretained(where predicate: (LayoutNode) -> Bool) -> Bool {
        for index in 0..<count {
            unowned(unsafe) let subview = self[index]
            if predicate(subview) { return true }
        }
        return false
    }

    /// Combines a fact of every subview, reading each without retaining it (see
    /// ``containsUnretained(where:)``; `combine` only reads what a subview knows or derives
    /// of itself).
    @inline(__always)
    func reduceUnretained<Result>(
        _ initial: Result, _ combine: (inout Result, LayoutNode) -> Void
    ) -> Result {
        var result = initial
        for index in 0..<count {
            unowned(unsafe) let subview = self[index]
            combine(&result, subview)
        }
        return result
    }

    /// The subviews in the order they are drawn (and hit last to first): sorted by z-index,
    /// stably, or as they are when none is set.
    var inDrawingOrder: SubviewList {
        guard contains(where: { $0.traits.zIndex != 0 }) else { return self }
        let sorted = enumerated()
            .sorted { ($0.element.traits.zIndex, $0.offset) < ($1.element.traits.zIndex, $1.offset) }
        return SubviewList(sorted.map(\.element))
    }

    /// The subviews as an array.
    var array: [LayoutNode] {
        switch self {
        case .empty: []
        case .one(let node): [node]
        case .many(let nodes): nodes
        }
    }
}
