/// The properties a ``Transition`` can have: high-level information about it, which decides
/// how it interacts with other features such as accessibility settings.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion (a transition with motion is replaced by
    /// opacity when Reduce Motion is enabled).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
