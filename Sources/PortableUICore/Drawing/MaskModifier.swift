import Foundation

/// The modifier behind `mask(alignment:_:)`: the mask view is laid out like an overlay (it
/// is proposed the masked view's size and aligned with it) but, instead of being drawn, its
/// alpha masks the view.
public struct _MaskModifier<Mask: View>: ViewModifier {
    public typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let modified = node as? ModifierNode ?? ModifierNode()
        modified.content = reconcileChild(content, modified.content, inputs)
        var maskInputs = inputs
        maskInputs.stackAxis = nil
        let stack = ZStack(alignment: modifier.alignment) { modifier.mask }
        modified.updateInstances(
            _OverlayLayout(alignment: modifier.alignment, isBackground: false), viewType: Self.self, inputs: inputs,
            secondary: { reconcileChild(stack, $0, maskInputs) })
        for instance in modified.instances {
            instance.renderEffects.set(.maskedByLastSubview, owner: modified)
        }
        return modified
    }
}

extension View {
    /// Masks this view using the alpha channel of the given view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
