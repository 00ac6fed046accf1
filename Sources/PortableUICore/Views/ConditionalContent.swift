/// View content that shows one of two possible children.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) {
        self.storage = storage
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let branch = node as? BranchNode ?? BranchNode()
        switch view.storage {
        case .trueContent(let content):
            branch.reconcile(content, branch: 0, inputs)
        case .falseContent(let content):
            branch.reconcile(content, branch: 1, inputs)
        }
        return branch
    }

    /// In a lazy container, the rows of the branch taken, tagged with the branch so that
    /// switching branches gives the rows new identities.
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        switch view.storage {
        case .trueContent(let content): rows.appendRows(of: content, branch: 0)
        case .falseContent(let content): rows.appendRows(of: content, branch: 1)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let branch = node as? BranchNode ?? BranchNode()
        if let view {
            branch.reconcile(view, branch: 0, inputs)
        } else {
            branch.clear()
        }
        return branch
    }

    /// In a lazy container, the wrapped view's rows, or none.
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        if let view { rows.appendRows(of: view, branch: 0) }
    }
}

/// The node of conditional content: the child of the branch taken. Switching branches
/// gives the new branch a new identity (and fresh state).
final class BranchNode: _ViewNode {
    private(set) var branch = -1
    private(set) var child: _ViewNode?

    @MainActor
    func reconcile<V: View>(_ view: V, branch newBranch: Int, _ inputs: _ViewInputs) {
        if newBranch != branch {
            child?.unmount()
            child = nil
        }
        branch = newBranch
        child = reconcileChild(view, child, inputs)
    }

    func clear() {
        child?.unmount()
        branch = -1
        child = nil
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        child?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child { body(child) }
    }
}
