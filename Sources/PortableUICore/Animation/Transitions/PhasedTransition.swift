import Foundation

/// A transition given as a body applied to the view in each phase (a ``Transition``), with
/// its type erased: what ``AnyTransition`` keeps of one, and what ``TransitionNode`` runs.
struct PhasedTransition: @unchecked Sendable {
    /// Builds or updates the node of the transition's body in `phase` around `content`.
    let reconcile: @MainActor (TransitionPhase, _ReconciledContent, _ViewNode?, _ViewInputs) -> _ViewNode
    /// Whether the transition moves the view (``TransitionProperties/hasMotion``): Reduce
    /// Motion replaces it by a fade.
    let hasMotion: @MainActor () -> Bool

    init(
        hasMotion: @escaping @MainActor () -> Bool,
        reconcile: @escaping @MainActor (TransitionPhase, _ReconciledContent, _ViewNode?, _ViewInputs) -> _ViewNode
    ) {
        self.hasMotion = hasMotion
        self.reconcile = reconcile
    }

    /// The transition of `transition`, which has motion as its type's properties say (or as
    /// `hasMotion` says, for a transition whose properties depend on its value).
    init<T: Transition>(_ transition: T, hasMotion: (@MainActor () -> Bool)? = nil) {
        self.hasMotion = hasMotion ?? { T.properties.hasMotion }
        // (A transition value is only read where it is reconciled, on the main actor.)
        nonisolated(unsafe) let transition = transition
        reconcile = { phase, content, node, inputs in
            let body = _TransitionBody(
                transition: StyleProperty(style: transition), phase: phase, content: PlaceholderContentView<T>(content))
            return reconcileChild(body, node, inputs)
        }
    }

    /// This transition inside `other`, both in the same phase.
    func combined(with other: PhasedTransition) -> PhasedTransition {
        PhasedTransition(hasMotion: { self.hasMotion() || other.hasMotion() }) { phase, content, node, inputs in
            let inner = _ReconciledContent { node, inputs in self.reconcile(phase, content, node, inputs) }
            return other.reconcile(phase, inner, node, inputs)
        }
    }

    /// `insertion` for the view's insertion, `removal` for its removal; each is applied at
    /// `identity` in the other's phase, so that the structure stays the same.
    static func asymmetric(insertion: PhasedTransition, removal: PhasedTransition) -> PhasedTransition {
        PhasedTransition(hasMotion: { insertion.hasMotion() || removal.hasMotion() }) { phase, content, node, inputs in
            let inserting: TransitionPhase = phase == .didDisappear ? .identity : phase
            let removing: TransitionPhase = phase == .willAppear ? .identity : phase
            let inner = _ReconciledContent { node, inputs in insertion.reconcile(inserting, content, node, inputs) }
            return removal.reconcile(removing, inner, node, inputs)
        }
    }
}

/// A classic transition's effects (move, scale, fade) as a body, for combinations with a
/// ``Transition``: drawn as a translation, a scale and an opacity.
struct _EffectTransition: Transition {
    let insertion: AnyTransition.Effect
    let removal: AnyTransition.Effect

    func body(content: Content, phase: TransitionPhase) -> some View {
        let effect = phase == .willAppear ? insertion : phase == .didDisappear ? removal : AnyTransition.Effect()
        let offset = effect.offset ?? AnyTransition.Offset()
        return content.renderEffect(.translation(offset.absolute, relative: offset.relative))
            .scaleEffect(effect.scale ?? 1)
            .opacity(effect.opacity ?? 1)
    }
}

/// `AnyTransition.modifier(active:identity:)`: the active modifier outside the identity
/// phase, the identity modifier in it.
nonisolated struct _ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    @MainActor
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}
