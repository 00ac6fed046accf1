/// View content that shows one of two possible children.
// (Not the main actor's, as in SwiftUI: result builders make it in any context.)
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, ConditionalView {
    public typealias Body = Never

    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) {
        self.storage = storage
    }

    @MainActor
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let branch = node as? BranchNode ?? BranchNode()
        let code = BranchNode.rootCode
        // (The branches are reconciled here and in `_reconcileBranch` without a shared helper:
        // deep hierarchies recurse through these calls, and every frame counts.)
        switch view.storage {
        case .trueContent(let content):
            TrueContent._reconcileBranch(content, code: code * 2, node: branch, inputs: inputs)
        case .falseContent(let content):
            FalseContent._reconcileBranch(content, code: code * 2 + 1, node: branch, inputs: inputs)
        }
        return branch
    }

    /// A conditional nested in a branch of another: the branch taken adds a bit to the code,
    /// and its content is the shared node's child (or, nested again, adds its own bit). The
    /// nesting counts as the view level it would be as a child of its own.
    @MainActor
    public static func _reconcileBranch(_ view: Self, code: Int, node: _ViewNode, inputs: _ViewInputs) {
        guard let inner = BranchNode.nestedInputs(inputs, code: code) else {
            node.reconcileBranch(view, code: code, inputs)
            return
        }
        switch view.storage {
        case .trueContent(let content):
            TrueContent._reconcileBranch(content, code: code * 2, node: node, inputs: inner)
        case .falseContent(let content):
            FalseContent._reconcileBranch(content, code: code * 2 + 1, node: node, inputs: inner)
        }
    }

    /// In a lazy container, the rows of the branch taken, tagged with the branch so that
    /// switching branches gives the rows new identities.
    @MainActor
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        switch view.storage {
        case .trueContent(let content): rows.appendRows(of: content, branch: 0)
        case .falseContent(let content): rows.appendRows(of: content, branch: 1)
        }
    }
}

extension Optional: View, ConditionalView where Wrapped: View {
    public typealias Body = Never

    @MainActor
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let branch = node as? BranchNode ?? BranchNode()
        let code = BranchNode.rootCode
        if let view {
            Wrapped._reconcileBranch(view, code: code * 2, node: branch, inputs: inputs)
        } else {
            branch.clearBranch(code: code * 2 + 1)
        }
        return branch
    }

    /// An optional nested in a branch of conditional content: like `_ConditionalContent`'s,
    /// with no child when `nil`.
    @MainActor
    public static func _reconcileBranch(_ view: Self, code: Int, node: _ViewNode, inputs: _ViewInputs) {
        guard let inner = BranchNode.nestedInputs(inputs, code: code) else {
            node.reconcileBranch(view, code: code, inputs)
            return
        }
        if let view {
            Wrapped._reconcileBranch(view, code: code * 2, node: node, inputs: inner)
        } else {
            node.clearBranch(code: code * 2 + 1)
        }
    }

    /// In a lazy container, the wrapped view's rows, or none.
    @MainActor
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        if let view { rows.appendRows(of: view, branch: 0) }
    }
}

/// Conditional content (`_ConditionalContent`, `Optional`): as the body of a custom view, it
/// shares the view's node.
protocol ConditionalView {}

/// The node of conditional content: the child of the branch taken. Switching branches
/// gives the new branch a new identity (and fresh state).
///
/// Conditional content nested in a branch (an `if … else if … else` chain, which the view
/// builder makes a tree of two-way conditionals) shares its node: the branch is a code with
/// one bit per level below a leading 1 (``rootCode``), so that each path has its own. A
/// custom view whose body is conditional content is that node itself (see `CompositeNode`).
final class BranchNode: _ViewNode {
    /// The code of the outermost conditional's node, before any branch is taken.
    static let rootCode = 1

    /// The inputs of conditional content nested in the branch `code` (one view level deeper),
    /// or nil when it takes a node of its own instead: past the depth limits, or when a branch
    /// below `code` would need more bits than a code has (32).
    @inline(__always)
    static func nestedInputs(_ inputs: _ViewInputs, code: Int) -> _ViewInputs? {
        var inner = inputs
        inner.depth += 1
        guard inner.isWithinDepthLimits, code <= Int(Int32.max) / 4 else { return nil }
        return inner
    }

    private(set) var branch = -1
    private(set) var child: _ViewNode?

    @MainActor
    override func reconcileBranch<V: View>(_ view: V, code: Int, _ inputs: _ViewInputs) {
        if code != branch {
            child?.unmount()
            child = nil
        }
        branch = code
        child = reconcileChild(view, child, inputs)
    }

    @MainActor override func clearBranch(code: Int) {
        child?.unmount()
        branch = code
        child = nil
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        child?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child { body(child) }
    }
}
