import Foundation

/// A modifier that attaches a render-only effect (opacity, clip, shadow, transform…) to each
/// view of its content, without adding a layout node: layout is unchanged, only drawing.
///
/// Like a trait, the effect is written onto the content's layout nodes; the display-list
/// builder applies a node's effects around its drawing, innermost modifier first.
public struct _RenderEffectModifier: ViewModifier {
    public typealias Body = Never
    let effect: RenderEffect

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let effectNode = node as? RenderEffectNode ?? RenderEffectNode()
        effectNode.content = reconcileChild(content, effectNode.content, inputs)
        let animation = TransactionScope.currentValueAnimation(inputs.updates)
        for unit in effectNode.content?.units ?? [] {
            unit.renderEffects.set(
                modifier.effect, owner: effectNode, animation: animation, time: LayoutPass.current.time)
        }
        return effectNode
    }
}

/// The node of a render-effect modifier: transparent, it passes its content's layout nodes on.
final class RenderEffectNode: PassThroughNode {}

extension View {
    func renderEffect(_ effect: RenderEffect) -> some View {
        modifier(_RenderEffectModifier(effect: effect))
    }

    /// Sets the transparency of this view (0 is invisible, 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        renderEffect(.validOpacity(opacity))
    }

    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        renderEffect(.clip(shape, style))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Scales this view's rendered output by the given amounts, relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        renderEffect(.validScale(scale, anchor: anchor))
    }

    /// Scales this view's rendered output by the given amount in both directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates this view's rendered output around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        renderEffect(.validRotation(angle, anchor: anchor))
    }

    /// Applies an affine transformation to this view's rendered output (relative to the
    /// view's top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        renderEffect(.transform(transform))
    }

    /// Adds a shadow to this view.
    public func shadow(
        color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        renderEffect(.validShadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Applies a Gaussian blur to this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        renderEffect(.validBlur(radius: radius, isOpaque: opaque))
    }

    /// Applies a hue rotation effect to this view (SVG's `hueRotate`; see ``ColorMatrix``).
    public func hueRotation(_ angle: Angle) -> some View {
        renderEffect(.colorMatrix(.hueRotation(angle)))
    }

    /// Adjusts the color saturation of this view: 0 is gray, 1 the original, more is more
    /// intense.
    public func saturation(_ amount: Double) -> some View {
        renderEffect(.colorMatrix(.saturation(amount)))
    }

    /// Adds a grayscale effect to this view: 0 leaves it, 1 makes it fully gray.
    public func grayscale(_ amount: Double) -> some View {
        renderEffect(.colorMatrix(.grayscale(amount)))
    }

    /// Brightens this view by the specified amount: 0 leaves it, 1 makes it white (the amount
    /// is added to each color channel).
    public func brightness(_ amount: Double) -> some View {
        renderEffect(.colorMatrix(.brightness(amount)))
    }

    /// Sets the contrast and separation between similar colors in this view: 0 is mid gray,
    /// 1 the original, more is more contrast, negative inverts.
    public func contrast(_ amount: Double) -> some View {
        renderEffect(.colorMatrix(.contrast(amount)))
    }

    /// Inverts the colors in this view.
    public func colorInvert() -> some View {
        renderEffect(.colorMatrix(.inversion))
    }

    /// Adds a color multiplication effect to this view: each channel is multiplied by the
    /// color's.
    public func colorMultiply(_ color: Color) -> some View {
        renderEffect(.colorMatrix(.multiply(by: color)))
    }

    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        renderEffect(.blendMode(blendMode))
    }

    /// Wraps this view in a compositing group: effects of its ancestors (opacity, blend mode,
    /// shadow) apply to the group as a whole instead of to each of its views.
    public func compositingGroup() -> some View {
        renderEffect(.compositingGroup)
    }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// PortableUI renders the same pixels either way; like `compositingGroup()`, it makes
    /// ancestors' effects apply to the group as a whole.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        renderEffect(.compositingGroup)
    }
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
