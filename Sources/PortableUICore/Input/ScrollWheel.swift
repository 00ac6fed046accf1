import Foundation

/// What a view does with scroll-wheel deltas over it.
struct ScrollWheelHandler {
    /// Takes a delta (points; positive height shows what is below) at a location in the
    /// node's coordinates; returns whether it consumed the delta.
    let wheel: @MainActor (CGSize, CGPoint) -> Bool
    /// Called when the wheel gesture that the handler took part in ends: wheels report no
    /// phases (SDL2 gives deltas only), so a gesture ends once no delta came for
    /// ``InputSystem/wheelGestureGap`` seconds. Nil when the handler needs no end.
    var ended: (@MainActor () -> Void)? = nil
}

/// The modifier with which a scrolling view receives wheel deltas over it.
struct _ScrollWheelModifier: ViewModifier {
    typealias Body = Never
    let handler: ScrollWheelHandler

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.scrollWheelHandler = Owned(owner: owner, value: modifier.handler) }
        return inputNode
    }
}

extension View {
    /// Receives scroll-wheel deltas (points; positive height shows what is below) over the
    /// view, innermost handler first; the handler returns whether it consumed the delta (a
    /// scroll view at its end passes it on to an enclosing one).
    func onScrollWheel(_ handler: @escaping @MainActor (CGSize) -> Bool) -> some View {
        modifier(_ScrollWheelModifier(handler: ScrollWheelHandler(wheel: { delta, _ in handler(delta) })))
    }

    /// Receives scroll-wheel deltas with the pointer's location (the view's coordinates), and
    /// the end of each wheel gesture it consumed deltas of.
    func onScrollWheel(
        _ handler: @escaping @MainActor (CGSize, CGPoint) -> Bool, ended: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_ScrollWheelModifier(handler: ScrollWheelHandler(wheel: handler, ended: ended)))
    }
}
