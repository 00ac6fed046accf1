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
}

extension View {
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        CompositeNode<Self>.reconcile(view, node: node, inputs: inputs)
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

/// The node of a custom view: it keeps the view value and the node of its body.
final class CompositeNode<V: View>: _ViewNode {
    var view: V
    var body: _ViewNode?

    init(_ view: V) {
        self.view = view
    }

    @MainActor
    static func reconcile(_ view: V, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let composite = node as? CompositeNode<V> ?? CompositeNode(view)
        composite.view = view
        composite.body = reconcileChild(view.body, composite.body, inputs)
        return composite
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        body?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child = self.body { body(child) }
    }
}
