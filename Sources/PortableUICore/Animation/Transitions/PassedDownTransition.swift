import Foundation

/// A phased transition passed down to the first `.id(_:)` below it in views' bodies
/// (`Card(step).transition(t)` where `Card`'s body holds `.id(step)`): when that identity
/// changes, the old view leaves with the transition's removal and the new one comes in with
/// its insertion, as when the `.id` is written next to the transition (see
/// ``_TransitionModifier`` and ``_IdentifiedModifier``).
///
/// Rules: the transition stops at the first `.id` on each path below it, and at a transition
/// inside it (which runs for the identities below itself); a transition whose own content
/// carries the `.id` (`.id(x).transition(t)`) runs for it directly and passes nothing down.
///
/// A class: the inputs every custom view's node keeps hold one reference, not the transition's
/// closures.
final class PassedDownTransition {
    let transition: PhasedTransition
    /// The transition's own animation, if it has one.
    let animation: Animation?

    init(transition: PhasedTransition, animation: Animation?) {
        self.transition = transition
        self.animation = animation
    }
}
