import Foundation

/// The modifier of `.transition(_:)`: a classic transition is written onto the content's
/// layout nodes as a trait (their frames and fades animate); a phased one wraps the content
/// in the transition's body, kept by a ``TransitionNode``. With Reduce Motion on
/// (`accessibilityReduceMotion`), a transition that has motion is a fade.
public struct _TransitionModifier: ViewModifier {
    public typealias Body = Never
    let transition: AnyTransition

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let reduced = inputs.environment.accessibilityReduceMotion
        let transition = reduced ? modifier.transition.reducingMotion() : modifier.transition
        guard let phased = transition.phased else {
            var inner = inputs
            inner.passedDownTransition = nil
            return _TraitModifier._reconcile(_TraitModifier { $0.transition = transition }, content: content, node: node, inputs: inner)
        }
        // A view given a new identity inside the transition, directly (`.id(x).transition(t)`)
        // or under other modifiers (`.id(x).padding().transition(t)`), is a new view: the old
        // one leaves with the transition and the new one comes in.
        let identity = (content as? any IdentifiedContent)?.identity
        let existing = (node as? TransitionNode).flatMap { $0.contentIdentity == identity ? $0 : nil }
        let transitionNode = existing ?? TransitionNode()
        transitionNode.contentIdentity = identity
        // An `.id` further down, in a view's body, runs the transition too (see
        // ``PassedDownTransition``).
        var inner = inputs
        inner.passedDownTransition = identity == nil ? PassedDownTransition(transition: phased, animation: transition.animation) : nil
        transitionNode.update(
            phased, animation: transition.animation, content: _ReconciledContent(content), inputs: inner,
            isInsertion: existing == nil)
        return transitionNode
    }
}

/// The node of a phased transition: its content is the transition's body in the current
/// phase.
///
/// 1. Inserted in an animated change (or with an animation of its own), the body is built in
///    `willAppear` without animation and laid out so; after that layout the node queues the
///    move to `identity`, which runs in the same frame under the animation: render effects
///    animate from their `willAppear` values, layouts (a `.offset`) from their frames.
/// 2. Otherwise the body is in `identity`.
/// 3. Removed in an animated change, the body moves to `didDisappear` under the animation,
///    and the content's layout nodes stay on screen, out of layout, until it ends (they
///    depart, as the views of a classic transition do); they are laid out once more where they
///    stand, so that a layout modifier of the body (a `.offset`) animates out too.
final class TransitionNode: PassThroughNode, LayoutObserver {
    private(set) var phase = TransitionPhase.identity
    private var transition: PhasedTransition?
    /// The transition's own animation.
    private var animation: Animation?
    /// The view the transition applies to.
    private var view: _ReconciledContent?
    private var inputs: _ViewInputs?
    /// The animation of the insertion, until the move to `identity` is queued.
    private var insertion: Animation?
    private var isUnmounted = false
    /// The identity an `.id(_:)` directly inside the transition gives its view, if any.
    var contentIdentity: AnyHashable?
    /// Whether unmounting runs the removal: not for the node an `.id(_:)` made for a
    /// transition passed down to it when the `.id`'s own view leaves (the transition outside
    /// runs the removal then; see ``PassedDownTransition``).
    var leavesWithTransition = true

    @MainActor
    func update(
        _ transition: PhasedTransition, animation: Animation?, content: _ReconciledContent, inputs: _ViewInputs,
        isInsertion: Bool
    ) {
        self.transition = transition
        self.animation = animation
        self.view = content
        self.inputs = inputs
        // Step 1
        if isInsertion, let insertionAnimation = animation ?? Self.currentAnimation(inputs), let graph = inputs.graph {
            phase = .willAppear
            insertion = insertionAnimation
            graph.addLayoutObserver(self)
            reconcileBody(animation: nil)
            return
        }
        // Step 2 (or the body updated in its current phase)
        reconcileBody()
    }

    @MainActor
    private func reconcileBody() {
        guard let transition, let view, let inputs else { return }
        content = transition.reconcile(phase, view, content, inputs)
        content?.parent = self
    }

    /// Builds the body for a move between phases, with `animation` whatever the scope
    /// outside the transition says (it has already chosen the transition's animation).
    @MainActor
    private func reconcileBody(animation: Animation?) {
        TransactionScope.reconcile(in: TransactionScope(parent: nil) { $0.animation = animation }) { reconcileBody() }
    }

    @MainActor
    func layoutDidFinish() {
        inputs?.graph?.removeLayoutObserver(ObjectIdentifier(self))
        guard let animation = insertion else { return }
        insertion = nil
        inputs?.updates?.enqueue { [weak self] in self?.appear(with: animation) }
    }

    /// Step 1's second half: the move to `identity`, animated, and the layout it needs.
    @MainActor
    private func appear(with animation: Animation) {
        guard phase == .willAppear, !isUnmounted, let graph = inputs?.graph else { return }
        phase = .identity
        withAnimation(animation) {
            reconcileBody(animation: animation)
            inputs?.updates?.recordCurrentTransaction()
        }
        graph.needsLayout = true
    }

    // Step 3
    @MainActor override func unmount() {
        MainActor.assumeIsolated { leave() }
    }

    @MainActor
    private func leave() {
        isUnmounted = true
        inputs?.graph?.removeLayoutObserver(ObjectIdentifier(self))
        guard leavesWithTransition, let graph = inputs?.graph, phase != .didDisappear,
            content?.units.contains(where: \.hasBeenPlaced) == true,
            let removal = animation ?? Self.currentAnimation(inputs)
        else {
            super.unmount()
            return
        }
        phase = .didDisappear
        reconcileBody(animation: removal)
        let units = content?.units ?? []
        for unit in units where unit.hasBeenPlaced {
            unit.placeBeforeDeparting(animating: removal, safeArea: graph.safeArea ?? unit.frame)
        }
        super.unmount()
        let time = LayoutPass.current.time
        for unit in units where unit.hasBeenPlaced {
            let stay = FrameAnimation(from: unit.frame, to: unit.frame, start: time, animation: removal)
            graph.depart(DepartingView(node: unit, animation: stay, opacity: (1, 1), owner: self))
        }
    }

    /// The animation of the change being made, in the scope of the transition's view.
    private static func currentAnimation(_ inputs: _ViewInputs?) -> Animation? {
        TransactionScope.currentAnimation(inputs?.updates)
    }
}
