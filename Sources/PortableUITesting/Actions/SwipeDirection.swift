/// The direction a finger moves in a swipe: `.left` moves from right to left (what reveals a
/// row's trailing swipe actions).
public enum SwipeDirection: Sendable, CaseIterable {
    case left
    case right
    case up
    case down
}
