/// An indication of which the current stage of a transition.
///
/// A view appearing with a transition is first shown in the `willAppear` phase, then moved at
/// once to `identity`, under the change's animation; a view being removed moves from
/// `identity` to `didDisappear`.
@frozen
public enum TransitionPhase: Hashable, Sendable {
    /// The transition is being applied to a view that is about to be inserted.
    case willAppear
    /// The transition is being applied to a view that is in the hierarchy and not animating.
    case identity
    /// The transition is being applied to a view that has been requested to be removed.
    case didDisappear

    /// A Boolean that indicates whether the transition should have an identity effect, i.e.
    /// not change the appearance of its view: true in the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A value that can be used to multiply effects that are applied differently depending on
    /// the phase: zero in `identity`, -1 in `willAppear`, 1 in `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
