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
        var inner = inputs
        inner.passedDownTransition = nil
        // An `.id` further down, in a view's body, runs the transition instead (see
        // ``PassedDownTransition``).
        if identity == nil,
            transitionNode.offer(
                phased, animation: transition.animation, content: _ReconciledContent(content), inputs: inner,
                isInsertion: existing == nil)
        {
            return transitionNode
        }
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
/// 4. A transition offered to the `.id`s below (``PassedDownTransition``) and taken by one: the
///    node holds its content as it is, and neither inserts nor removes it (the `.id`s do).
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
    /// Whether an `.id` below took the transition (step 4); `nil` until the content is built.
    private var passesDown: Bool?
    /// The content built for the offer that nothing took, to be wrapped in the body.
    private var unwrappedContent: _ViewNode?

    /// Offers the transition to the `.id`s below (step 4): builds the content with the offer;
    /// taken when the content was first built, the node holds the content from then on and this
    /// returns true. Not taken, the offer is withdrawn and this returns false: the transition
    /// runs here (``update(_:animation:content:inputs:isInsertion:)``, around the content just
    /// built).
    @MainActor
    func offer(
        _ transition: PhasedTransition, animation: Animation?, content: _ReconciledContent, inputs: _ViewInputs,
        isInsertion: Bool
    ) -> Bool {
        guard passesDown != false else { return false }
        let offer = PassedDownTransition(transition: transition, animation: animation, isInsertion: isInsertion)
        var offering = inputs
        offering.passedDownTransition = offer
        let built = reconcileChild(content, passesDown == true ? self.content : nil, offering)
        // (Decided once: the content's nodes stay where they were built.)
        let taken = passesDown ?? offer.isTaken
        passesDown = taken
        offer.isWithdrawn = !taken
        if taken {
            self.content = built
            built.parent = self
        } else {
            unwrappedContent = built
        }
        return taken
    }

    @MainActor
    func update(
        _ transition: PhasedTransition, animation: Animation?, content: _ReconciledContent, inputs: _ViewInputs,
        isInsertion: Bool
    ) {
        self.transition = transition
        self.animation = animation
        self.view = content
        if let built = unwrappedContent {
            // (The body's placeholder, new, takes the content built for the offer, once.)
            unwrappedContent = nil
            var pending: _ViewNode? = built
            self.view = _ReconciledContent { node, inputs in
                defer { pending = nil }
                return content.reconcile(node ?? pending, inputs)
            }
        }
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
        guard passesDown != true, let graph = inputs?.graph, phase != .didDisappear,
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
