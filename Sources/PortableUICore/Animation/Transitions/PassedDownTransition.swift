import Foundation

/// A phased transition passed down to the first `.id(_:)` below it in views' bodies
/// (`Card(step).transition(t)` where `Card`'s body holds `.id(step)`): when that identity
/// changes, the old view leaves with the transition's removal and the new one comes in with
/// its insertion, as when the `.id` is written next to the transition (see
/// ``_TransitionModifier`` and ``_IdentifiedModifier``).
///
/// Rules:
/// 1. The transition stops at the first `.id` on each path below it, and at a transition inside
///    it (which runs for the identities below itself); a transition whose own content carries
///    the `.id` (`.id(x).transition(t)`) runs for it directly and passes nothing down.
/// 2. The transition is offered when its view is first built. Taken by an `.id`, the transition
///    node outside draws nothing of its own (its body would wrap the `.id`'s, drawing the
///    `identity` phase twice): the `.id` runs the insertion and removal of the whole view too.
///    Not taken, the offer is withdrawn and the transition runs for its view as a whole.
///
/// A class: the inputs every custom view's node keeps hold one reference, not the transition's
/// closures; the `.id` that takes the offer marks it.
final class PassedDownTransition {
    let transition: PhasedTransition
    /// The transition's own animation, if it has one.
    let animation: Animation?
    /// Whether the view outside is being inserted: an `.id` built with it comes in with the
    /// transition's insertion.
    let isInsertion: Bool
    /// Whether an `.id` below took the transition.
    var isTaken = false
    /// Whether the offer was withdrawn (nothing took it when the view was first built).
    var isWithdrawn = false

    init(transition: PhasedTransition, animation: Animation?, isInsertion: Bool) {
        self.transition = transition
        self.animation = animation
        self.isInsertion = isInsertion
    }
}
