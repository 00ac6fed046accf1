/// A modifier that binds a view's identity to a value: when the value changes, the view is
/// a new view (its state is reset).
public struct _IdentifiedModifier<ID: Hashable>: ViewModifier {
    public typealias Body = Never
    let id: ID

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let identified = node as? IdentifiedNode<ID> ?? IdentifiedNode<ID>()
        let isFirstBuild = identified.id == nil
        let isNewIdentity = !isFirstBuild && identified.id != modifier.id
        let transition = inputs.passedDownTransition.flatMap { $0.isWithdrawn ? nil : $0 }
        transition?.isTaken = true
        // The content is wrapped in a transition node exactly while a transition is passed
        // down: switching either way replaces the content.
        if identified.id != modifier.id || identified.runsTransition != (transition != nil) {
            identified.content?.unmount()
            identified.content = nil
            identified.id = modifier.id
            identified.runsTransition = transition != nil
        }
        if let transition {
            identified.content = reconcileInTransition(
                content, transition, node: identified.content, inputs: inputs,
                isInsertion: isNewIdentity || (isFirstBuild && transition.isInsertion))
        } else {
            identified.content = reconcileChild(content, identified.content, inputs)
        }
        for unit in identified.units { unit.explicitID = AnyHashable(modifier.id) }
        return identified
    }

    /// The content in a node of the transition passed down from outside a view's body: a new
    /// identity (or the view outside, inserted) comes in with the transition's insertion, and
    /// the old one, unmounted (or the view outside, removed), leaves with its removal (see
    /// ``PassedDownTransition``).
    @MainActor
    private static func reconcileInTransition<C: View>(
        _ content: C, _ transition: PassedDownTransition, node: _ViewNode?, inputs: _ViewInputs, isInsertion: Bool
    ) -> _ViewNode {
        var inner = inputs
        inner.passedDownTransition = nil
        let transitionNode = node as? TransitionNode ?? TransitionNode()
        transitionNode.update(
            transition.transition, animation: transition.animation, content: _ReconciledContent(content), inputs: inner,
            isInsertion: isInsertion)
        return transitionNode
    }
}

/// A modifier that sets the identity of the view it modifies (read by a phased transition
/// around that view, see ``_TransitionModifier``).
protocol IdentityModifier {
    var identity: AnyHashable { get }
}

extension _IdentifiedModifier: IdentityModifier {
    nonisolated var identity: AnyHashable { AnyHashable(id) }
}

/// A chain of modifiers that may hold an `.id(_:)`.
protocol IdentifiedContent {
    /// The identity the outermost `.id(_:)` of the chain sets, looking through the modifiers
    /// outside it (`.id(x).padding()`) but not through another transition, which runs for
    /// the identities inside it.
    var identity: AnyHashable? { get }
}

extension ModifiedContent: IdentifiedContent {
    var identity: AnyHashable? {
        if let modifier = modifier as? any IdentityModifier { return modifier.identity }
        if modifier is _TransitionModifier { return nil }
        return (content as? any IdentifiedContent)?.identity
    }
}

/// The node of an `.id(_:)` modifier.
final class IdentifiedNode<ID: Hashable>: PassThroughNode {
    var id: ID?
    /// Whether the content is wrapped in the node of a transition passed down to it.
    var runsTransition = false
}

extension View {
    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: id))
    }
}
