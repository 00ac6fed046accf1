#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What flows down the graph while it is updated: the environment, the orientation of the
/// enclosing stack (for spacers and dividers) and the nesting depths.
///
/// Every custom view's node keeps the inputs it was given, so they are kept small (the
/// fields are declared largest first). A node may outlive its graph (a task or an observed
/// model still holds it when its window closes), so the inputs hold the graph weakly and
/// its queue of updates strongly: a state change after the graph is gone reaches a closed
/// queue and does nothing.
public struct _ViewInputs {
    var environment: EnvironmentValues
    /// How many view values enclose the view (custom views, `AnyView`, modifiers, stacks…).
    var depth = 0
    /// The graph being updated (for statistics). A node may outlive its graph (a task or an
    /// observed model still holds it when its window closes), so the inputs hold the graph
    /// weakly and its queue of updates strongly: a state change after the graph is gone
    /// reaches a closed queue and does nothing.
    weak var graph: ViewGraph?
    /// Where state changes and lifecycle actions are queued.
    let updates: UpdateQueue?
    /// How many layout nodes (containers and layout modifiers) enclose the view.
    var layoutDepth: Int32 = 0
    /// The axis of the nearest enclosing stack, if the view sits directly in one.
    var stackAxis: Axis?
    /// Whether a `ForEach` here tags its elements' views with their IDs (directly in a
    /// picker's content).
    var tagsElementsByID = false
    /// The scope of the nearest `.transaction` or `.animation` modifier outside the view.
    var transactionScope: TransactionScope?
    /// The phased transition outside the view that the first `.id(_:)` below it runs when
    /// its identity changes (see ``PassedDownTransition``).
    var passedDownTransition: PassedDownTransition?

    @MainActor
    init(environment: EnvironmentValues, graph: ViewGraph? = nil) {
        self.environment = environment
        self.graph = graph
        self.updates = graph?.updates
    }

    /// Whether a view given these inputs instead of `other` may produce a different body.
    func differs(from other: _ViewInputs) -> Bool {
        environment.version != other.environment.version || stackAxis != other.stackAxis
    }

    /// Whether a view given these inputs is within the deepest nesting the graph builds.
    var isWithinDepthLimits: Bool {
        depth <= maximumViewDepth && Int(layoutDepth) <= maximumLayoutDepth
    }

    /// The inputs of the content of a layout node: one layout level deeper.
    var insideLayoutNode: _ViewInputs {
        var inputs = self
        inputs.layoutDepth += 1
        return inputs
    }
}

/// The deepest nesting of view values, and of layout nodes, that the graph builds; deeper
/// content is dropped with a diagnostic rather than overflowing the stack.
///
/// Building the graph recurses once per view value; layout recurses once per layout node,
/// with far larger frames. Measured on the 8 MB main thread without limits, a debug build
/// overflows from about 4,200 view levels (a view recursing through `ForEach`) and from about
/// 1,400 layout levels (a chain of `AnyView(HStack { … })`); a release build from about 12,000
/// view levels and between 3,000 and 4,000 layout levels (chains of stacks, of stacks and
/// padding, of `VStack { ….alignmentGuide(…) }`). Text's spacing categories made the frames
/// of a layout level larger, and Swift Testing runs main-actor tests off the main thread on
/// Linux, so the debug layout limit is 500. The limits keep a quarter or more in reserve.
/// Under the address sanitizer every frame carries red zones around its locals, so the limits
/// are lower whichever build is sanitized. Measured there (a debug build with
/// `--sanitize address`, in a Swift Testing test, without limits), the stack overflows from
/// about 830 layout levels (chains of `AnyView(HStack { … })`; about 900 for `ZStack` and
/// overlay chains, 1,000 for padding and `HStack`-with-padding chains, 1,080 for
/// `VStack { ….alignmentGuide(…) }` chains) and from about 1,850 view levels (a view
/// recursing through `ForEach`, three view levels a step); the limits keep a third or more in
/// reserve.
let maximumViewDepth = isAddressSanitized ? 1_200 : isDebugBuild ? 3_000 : 6_000
let maximumLayoutDepth = isAddressSanitized ? 500 : isDebugBuild ? 500 : 2_500

/// Whether the process runs under the address sanitizer (its runtime is loaded).
let isAddressSanitized = dlsym(nil, "__asan_init") != nil

#if DEBUG
let isDebugBuild = true
#else
let isDebugBuild = false
#endif

/// Reconciles a child view with its previous node: the same node is updated when the
/// identity is unchanged, a new one is made otherwise.
@MainActor
func reconcileChild<V: View>(_ view: V, _ node: _ViewNode?, _ inputs: _ViewInputs) -> _ViewNode {
    var inputs = inputs
    inputs.depth += 1
    guard inputs.isWithinDepthLimits else { return cutOffTooDeep(V.self, node) }
    let result = V._reconcile(view, node: node, inputs: inputs)
    if let node, node !== result { node.unmount() }
    result.forEachChild { $0.parent = result }
    return result
}

/// Reports a view past the depth limits and stands an empty node in for it. (Out of line: the
/// reconciliation recursion runs through `reconcileChild`, whose frame stays smaller without
/// the message's formatting.)
@inline(never)
private func cutOffTooDeep(_ viewType: Any.Type, _ node: _ViewNode?) -> _ViewNode {
    Diagnostics.report(
        "The view hierarchy is deeper than \(maximumViewDepth) views or \(maximumLayoutDepth) layout levels at \(LayoutValidation.typeName(viewType)); the deeper content is not shown."
    )
    return node as? EmptyNode ?? EmptyNode()
}
