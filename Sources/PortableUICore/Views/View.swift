import Foundation
import Observation

/// A type that represents part of your app's user interface and provides modifiers that you
/// use to configure views.
///
/// Implement ``body`` to compose other views. Primitive views (shapes, stacks, text…) have a
/// body of type `Never` and are handled by the view graph directly.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Builds or updates the graph node of `view`. Implemented by primitive views; custom
    /// views use the default, which evaluates `body`.
    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode

    /// Describes the view as rows of a lazy container, which realizes them one at a time.
    /// `ForEach` gives one row per element; tuples and groups concatenate their children's
    /// rows; any other view is one row.
    static func _makeLazyRows(_ view: Self, into rows: inout LazyRows)

    /// Builds or updates the child of `node`, the node of the enclosing conditional content
    /// (or of the custom view whose body this view is), for the branch that `code` names.
    /// Conditional content shares the node (its own branch adds to the code); any other view
    /// is the node's child.
    static func _reconcileBranch(_ view: Self, code: Int, node: _ViewNode, inputs: _ViewInputs)
}

extension View {
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        rows.appendSingleRow(view)
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        CompositeNode<Self>.reconcile(view, node: node, inputs: inputs)
    }

    public static func _reconcileBranch(_ view: Self, code: Int, node: _ViewNode, inputs: _ViewInputs) {
        node.reconcileBranch(view, code: code, inputs)
    }
}

extension View where Body == Never {
    /// Primitive views have no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    public typealias Body = Never
}

/// The node of a custom view: it keeps the view value, its dynamic properties' storage and
/// the node of its body.
///
/// 1. When the parent updates it with a value that compares unchanged (field by field, see
///    `ViewTypeInfo`), the same inputs and no pending state change, the body is not evaluated.
/// 2. Otherwise dynamic properties are linked to the node's storage, the body is evaluated
///    with Observation tracking (reading an `@Observable` property subscribes this node), and
///    the body is reconciled.
/// 3. A state change marks the node dirty; the graph re-evaluates it alone in the next update
///    and tells the container above when the views it contributes changed (``BodyNode``).
final class CompositeNode<V: View>: BodyNode {
    var view: V
    /// When the body is conditional content, the code of its branch taken (see `BranchNode`:
    /// this node is the conditional's node); ``BranchNode/rootCode`` otherwise.
    private var branch = Int32(BranchNode.rootCode)
    var body: _ViewNode?

    init(_ view: V, _ inputs: _ViewInputs) {
        self.view = view
        super.init(inputs: inputs)
    }

    @MainActor
    static func reconcile(_ view: V, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        if let existing = node as? CompositeNode<V> {
            // Step 1
            if !existing.isDirty && !inputs.differs(from: existing.inputs)
                && ViewTypeInfo.of(V.self).isUnchanged(view, comparedTo: existing.view)
            {
                return existing
            }
            existing.view = view
            existing.inputs = inputs
            existing.evaluate()
            return existing
        }
        let composite = CompositeNode(view, inputs)
        composite.evaluate()
        return composite
    }

    // Step 2
    @MainActor
    override func evaluateContent() {
        ViewTypeInfo.of(V.self).link(&view, to: self)
        let graph = inputs.graph
        graph?.statistics.bodyEvaluations += 1
        inputs.updates?.isEvaluatingBody = true
        let target = InvalidationTarget(self)
        let newBody = withObservationTracking({ view.body }, onChange: { target.invalidate() })
        inputs.updates?.isEvaluatingBody = false
        // (Any other body is reconciled here: deep hierarchies recurse through these calls.)
        if V.Body.self is any ConditionalView.Type {
            V.Body._reconcileBranch(newBody, code: BranchNode.rootCode, node: self, inputs: inputs)
        } else {
            body = reconcileChild(newBody, body, inputs)
        }
    }

    /// The node of the branch taken of a body that is conditional content (this node holds
    /// the branch, as a `BranchNode` would).
    @MainActor
    override func reconcileBranch<C: View>(_ view: C, code: Int, _ inputs: _ViewInputs) {
        let newBranch = Int32(code)
        if newBranch != branch {
            body?.unmount()
            body = nil
        }
        branch = newBranch
        let child = reconcileChild(view, body, inputs)
        child.parent = self
        body = child
    }

    @MainActor override func clearBranch(code: Int) {
        body?.unmount()
        branch = Int32(code)
        body = nil
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        body?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child = self.body { body(child) }
    }
}

/// What the graph's update loop needs from a composite node of any view type.
protocol CompositeNodeProtocol: AnyObject {
    var depth: Int { get }
    @MainActor func updateIfDirty()
}
