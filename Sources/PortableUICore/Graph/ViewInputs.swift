/// What flows down the graph while it is updated: the environment, the orientation of the
/// enclosing stack (for spacers and dividers) and the nesting depth.
public struct _ViewInputs {
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack, if the view sits directly in one.
    var stackAxis: Axis?
    var depth = 0
    /// The graph being updated (for statistics).
    unowned(unsafe) var graph: ViewGraph?
    /// Where state changes and lifecycle actions are queued.
    unowned(unsafe) var updates: UpdateQueue?

    @MainActor
    init(environment: EnvironmentValues, graph: ViewGraph? = nil) {
        self.environment = environment
        self.graph = graph
        updates = graph?.updates
    }

    /// Whether a view given these inputs instead of `other` may produce a different body.
    func differs(from other: _ViewInputs) -> Bool {
        environment.version != other.environment.version || stackAxis != other.stackAxis
    }
}

/// The deepest view nesting the graph builds; deeper content is dropped with a diagnostic
/// rather than overflowing the stack.
///
/// The depth counts every view value on the way down (custom views, `AnyView`, modifiers,
/// stacks…); layout then recurses once per layout node, which costs far more stack than a
/// view level. Measured on the 8 MB main thread, chains of `AnyView(HStack { … })` overflow
/// from about 2,800 levels in a debug build and `AnyView(VStack { ….alignmentGuide(…) })`
/// from about 6,000 in a release build, so the limits keep a third or more in reserve.
#if DEBUG
let maximumViewDepth = 2_000
#else
let maximumViewDepth = 4_000
#endif

/// Reconciles a child view with its previous node: the same node is updated when the
/// identity is unchanged, a new one is made otherwise.
@MainActor
func reconcileChild<V: View>(_ view: V, _ node: _ViewNode?, _ inputs: _ViewInputs) -> _ViewNode {
    var inputs = inputs
    inputs.depth += 1
    guard inputs.depth <= maximumViewDepth else {
        Diagnostics.report(
            "The view hierarchy is deeper than \(maximumViewDepth) levels at \(LayoutValidation.typeName(V.self)); the deeper content is not shown."
        )
        return node as? EmptyNode ?? EmptyNode()
    }
    let result = V._reconcile(view, node: node, inputs: inputs)
    if let node, node !== result { node.unmount() }
    result.forEachChild { $0.parent = result }
    return result
}
