import Foundation

/// The modifier with which a scrolling view receives wheel deltas over it.
struct _ScrollWheelModifier: ViewModifier {
    typealias Body = Never
    let handler: @MainActor (CGSize) -> Bool

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = node as? InputModifierNode ?? InputModifierNode()
        inputNode.content = reconcileChild(content, inputNode.content, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.scrollWheelHandler = Owned(owner: owner, value: modifier.handler) }
        return inputNode
    }
}

extension View {
    /// Receives scroll-wheel deltas (points; positive height shows what is below) over the
    /// view, innermost handler first; the handler returns whether it consumed the delta (a
    /// scroll view at its end passes it on to an enclosing one).
    func onScrollWheel(_ handler: @escaping @MainActor (CGSize) -> Bool) -> some View {
        modifier(_ScrollWheelModifier(handler: handler))
    }
}
