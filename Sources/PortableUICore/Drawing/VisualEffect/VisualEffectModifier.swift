import Foundation

extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy: the closure is evaluated after each layout with the view's placed
    /// geometry, and its effects change how the view is drawn, never its layout.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { node in (_VisualEffects.effects(of: effect(EmptyVisualEffect(), GeometryProxy(node: node))), nil) })
    }
}

/// The modifier of `visualEffect(_:)` and `scrollTransition`: `effects` gives, for one of the
/// content's placed layout nodes, its render effects and the animation their change takes.
public struct _VisualEffectModifier: ViewModifier {
    public typealias Body = Never
    let effects: @MainActor (LayoutNode) -> VisualEffectNode.Resolved

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let effectNode = node as? VisualEffectNode ?? VisualEffectNode()
        effectNode.effects = modifier.effects
        if effectNode.graph == nil, let graph = inputs.graph {
            effectNode.graph = graph
            graph.addLayoutObserver(effectNode)
        }
        effectNode.content = reconcileChild(content, effectNode.content, inputs)
        return effectNode
    }
}

/// The node of `visualEffect(_:)` and `scrollTransition`: after each layout it evaluates the
/// effect for each of its content's layout nodes and writes the resulting render effects
/// onto that node (animated by the resolved animation, if any, when they change),
/// outside the effects of the modifiers inside it (each effect owned by a slot of this node,
/// so that a shorter list drops the rest).
final class VisualEffectNode: PassThroughNode, LayoutObserver {
    /// Render effects, innermost first, and the animation a change of them takes (nil: none).
    typealias Resolved = (effects: [RenderEffect], animation: Animation?)

    var effects: (@MainActor (LayoutNode) -> Resolved)?
    weak var graph: ViewGraph?
    /// One owner per effect position.
    private var slots: [EffectSlot] = []

    private final class EffectSlot {}

    @MainActor
    func layoutDidFinish() {
        guard let effects else { return }
        for unit in content?.units ?? [] {
            let resolved = effects(unit)
            let count = resolved.effects.count
            while slots.count < count { slots.append(EffectSlot()) }
            if slots.count > count { slots.removeLast(slots.count - count) }
            for (slot, effect) in zip(slots, resolved.effects) {
                unit.renderEffects.set(effect, owner: slot, animation: resolved.animation, time: LayoutPass.current.time)
            }
        }
    }

    @MainActor override func unmount() {
        super.unmount()
        let graph = self.graph
        let id = ObjectIdentifier(self)
        MainActor.assumeIsolated { graph?.removeLayoutObserver(id) }
    }
}
