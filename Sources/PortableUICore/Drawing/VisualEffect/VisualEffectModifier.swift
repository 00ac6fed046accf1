import Foundation

extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy: the closure is evaluated after each layout with the view's placed
    /// geometry, and its effects change how the view is drawn, never its layout.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { proxy in _VisualEffects.effects(of: effect(EmptyVisualEffect(), proxy)) })
    }
}

/// The modifier of `visualEffect(_:)`.
public struct _VisualEffectModifier: ViewModifier {
    public typealias Body = Never
    let effects: @MainActor (GeometryProxy) -> [RenderEffect]

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

/// The node of `visualEffect(_:)`: after each layout it evaluates the effect with each of its
/// content's layout nodes' geometry and writes the resulting render effects onto that node,
/// outside the effects of the modifiers inside it (each effect owned by a slot of this node,
/// so that a shorter list drops the rest).
final class VisualEffectNode: PassThroughNode, LayoutObserver {
    var effects: (@MainActor (GeometryProxy) -> [RenderEffect])?
    weak var graph: ViewGraph?
    /// One owner per effect position.
    private var slots: [EffectSlot] = []

    private final class EffectSlot {}

    @MainActor
    func layoutDidFinish() {
        guard let effects else { return }
        for unit in content?.units ?? [] {
            let resolved = effects(GeometryProxy(node: unit))
            while slots.count < resolved.count { slots.append(EffectSlot()) }
            if slots.count > resolved.count { slots.removeLast(slots.count - resolved.count) }
            for (slot, effect) in zip(slots, resolved) {
                unit.renderEffects.set(effect, owner: slot, time: LayoutAnimationContext.time)
            }
        }
    }

    override func unmount() {
        super.unmount()
        let graph = self.graph
        let id = ObjectIdentifier(self)
        MainActor.assumeIsolated { graph?.removeLayoutObserver(id) }
    }
}
