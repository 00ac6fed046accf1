import Foundation

extension View {
    /// Applies the given transition, animating between the phases of the transition as this
    /// view appears and disappears within the visible region of the containing scroll view.
    ///
    /// The configuration applies at both edges (the transition is symmetrical); `axis`
    /// defaults to the scroll view's (vertical unless it scrolls horizontally only).
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies the given transition, animating between the phases of the transition as this
    /// view appears and disappears within the visible region of the containing scroll view,
    /// with one configuration for each edge the view crosses.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        let scrollTransition = ScrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis)
        return modifier(
            _VisualEffectModifier { node in
                scrollTransition.resolve(for: node) { phase in _VisualEffects.effects(of: transition(EmptyVisualEffect(), phase)) }
            })
    }
}

/// A scroll transition's configurations, resolved against a placed view.
struct ScrollTransition {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?

    /// The effects of `node` where it is now, from the effects `transition` gives each phase:
    /// identity outside any scroll view; otherwise per the configuration of the edge the
    /// view is nearer (see ``ScrollTransitionPosition``) — the identity phase's for
    /// `.identity`, the phase's past the threshold for `.animated`, and for `.interactive`
    /// identity's effects interpolated toward the edge phase's by the paced remaining progress.
    @MainActor
    func resolve(for node: LayoutNode, transition: (ScrollTransitionPhase) -> [RenderEffect]) -> VisualEffectNode.Resolved {
        guard
            let position = ScrollTransitionPosition(
                of: node, axis: axis, topLeading: topLeading.threshold, bottomTrailing: bottomTrailing.threshold)
        else { return (transition(.identity), nil) }
        let configuration = position.edge == .topLeading ? topLeading : bottomTrailing
        let animation = configuration.transitionAnimation
        switch configuration.mode {
        case .identity:
            return (transition(.identity), nil)
        case .animated:
            return (transition(position.progress >= 1 ? .identity : position.edge), animation)
        case .interactive(let curve):
            let amount = 1 - curve.value(at: position.progress)
            if amount <= 0 { return (transition(.identity), animation) }
            if amount >= 1 { return (transition(position.edge), animation) }
            return (Self.interpolate(transition(.identity), toward: transition(position.edge), amount: amount), animation)
        }
    }

    /// Effects `amount` of the way from `identity` to `edge`, pairwise; lists that differ in
    /// length (a transition whose effects depend on the phase) switch halfway.
    static func interpolate(_ identity: [RenderEffect], toward edge: [RenderEffect], amount: Double) -> [RenderEffect] {
        guard identity.count == edge.count else { return amount < 0.5 ? identity : edge }
        return zip(identity, edge).map { $0.interpolated(to: $1, progress: amount) }
    }
}
