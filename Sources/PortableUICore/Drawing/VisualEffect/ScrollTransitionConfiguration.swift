import Foundation

/// The configuration of a scroll transition that controls how a transition is applied as a
/// view is scrolled through the visible region of a containing scroll view.
public struct ScrollTransitionConfiguration: Sendable {
    /// How the phase follows the scroll position.
    enum Mode: Hashable, Sendable {
        /// The phase never leaves identity.
        case identity
        /// The effect is interpolated with the scroll position, paced by the curve.
        case interactive(UnitCurve)
        /// The phase switches when the threshold is crossed, and the change animates.
        case animated
    }

    let mode: Mode
    /// Where the view counts as fully visible.
    let threshold: Threshold
    /// The animation effect changes take (none: they follow the scroll at once).
    let transitionAnimation: Animation?

    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(mode: .identity, threshold: .visible, transitionAnimation: nil)

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible.
    public static let animated = ScrollTransitionConfiguration.animated()

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible: the phase changes only once the threshold (half the view visible,
    /// unverified) is reached, and the change animates with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated, threshold: .visible(0.5), transitionAnimation: animation)
    }

    /// Creates a new configuration that interactively interpolates the transition's effect as
    /// the view is scrolled into the visible region of the container.
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// Creates a new configuration that interactively interpolates the transition's effect as
    /// the view is scrolled into the visible region of the container; `timingCurve` paces the
    /// interpolation from the view being just hidden (0) to its reaching the threshold (1).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve), threshold: .visible, transitionAnimation: nil)
    }

    /// Sets the animation with which the transition will be applied; an interactive
    /// transition's effect then lags behind the scroll position.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: mode, threshold: threshold, transitionAnimation: animation)
    }

    /// Sets the threshold at which the view will be considered fully visible.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: mode, threshold: threshold, transitionAnimation: transitionAnimation)
    }
}
