import Foundation

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects.
///
/// Outside `identity` the view is transparent, blurred by a radius of 7 and scaled to 0.9 —
/// or, removed with ``Configuration/upUp``, to 1.1 (see docs/differences.md: the numbers
/// are read from a reimplementation of SwiftUI, not measured).
public struct BlurReplaceTransition: Transition {
    /// Configuration properties for a transition.
    public struct Configuration: Equatable, Sendable {
        /// Whether a removed view scales up (`upUp`) rather than down (`downUp`).
        let scalesUpOnRemoval: Bool

        /// A configuration that requests a transition that scales the view down while
        /// removing it and up while inserting it.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// A configuration that requests a transition that scales the view up while both
        /// removing and inserting it.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// The transition configuration.
    public var configuration: Configuration

    /// Creates a new transition.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The blur radius outside `identity`.
    static let blurRadius: CGFloat = 7
    /// The scale a view is inserted from, and removed to unless it scales up.
    static let smallScale: CGFloat = 0.9
    /// The scale an `upUp` view is removed to.
    static let largeScale: CGFloat = 1.1

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
            .scaleEffect(scale(in: phase))
    }

    private func scale(in phase: TransitionPhase) -> CGFloat {
        switch phase {
        case .identity: 1
        case .willAppear: Self.smallScale
        case .didDisappear: configuration.scalesUpOnRemoval ? Self.largeScale : Self.smallScale
        }
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring
    /// and scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }

    /// A transition that animates the insertion or removal of a view by combining blurring
    /// and scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
}
