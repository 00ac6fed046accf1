import Foundation

/// The phases that a view transitions between when it scrolls among other views.
///
/// A view approaching the visible region of its scroll view is in the ``topLeading`` or
/// ``bottomTrailing`` phase (the edge it approaches), and in ``identity`` once it is visible
/// per its `ScrollTransitionConfiguration`'s threshold.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is about to move into the visible area at the top edge of a vertical scroll
    /// view, or the leading edge of a horizontal scroll view.
    case topLeading
    /// The view is in the visible region of the scroll view.
    case identity
    /// The view is about to move into the visible area at the bottom edge of a vertical
    /// scroll view, or the trailing edge of a horizontal scroll view.
    case bottomTrailing

    /// Whether this is the ``identity`` phase.
    public var isIdentity: Bool { self == .identity }

    /// A phase-derived value that can be used to scale or otherwise modify effects: -1 in
    /// the ``topLeading`` phase, 0 in ``identity`` and 1 in ``bottomTrailing``.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}
