import Foundation

/// Visual effects that change the way a view is rendered, but not its layout, for
/// `visualEffect(_:)`: built from an ``EmptyVisualEffect`` with the effect modifiers
/// (`offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`, the color effects…).
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to: it changes nothing.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData

    public init() {}
}

/// Visual effects in the order they were added (the first innermost), as render effects.
public struct _VisualEffects: VisualEffect, @unchecked Sendable {
    public typealias AnimatableData = EmptyAnimatableData
    let effects: [RenderEffect]

    /// The effects of `base` followed by `effect`.
    init(_ base: some VisualEffect, adding effect: RenderEffect) {
        effects = Self.effects(of: base) + [effect]
    }

    /// The render effects a visual effect stands for (none for any but these).
    static func effects(of effect: some VisualEffect) -> [RenderEffect] {
        (effect as? _VisualEffects)?.effects ?? []
    }
}

extension VisualEffect {
    private func adding(_ effect: RenderEffect) -> _VisualEffects { _VisualEffects(self, adding: effect) }

    /// Offsets the content by a horizontal and vertical amount.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.validOffset(offset))
    }

    /// Offsets the content by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the content's rendered output by the given amounts, relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.validScale(scale, anchor: anchor))
    }

    /// Scales the content's rendered output by the given amount in both directions.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the content's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the content's rendered output around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.validRotation(angle, anchor: anchor))
    }

    /// Sets the transparency of the content (0 is invisible, 1 opaque).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.validOpacity(opacity))
    }

    /// Applies a Gaussian blur to the content.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.validBlur(radius: radius, isOpaque: opaque))
    }

    /// Applies a hue rotation effect to the content.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.colorMatrix(.hueRotation(angle))) }

    /// Brightens the content by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.brightness(amount))) }

    /// Sets the contrast and separation between similar colors in the content.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.contrast(amount))) }

    /// Adjusts the color saturation of the content.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.saturation(amount))) }

    /// Adds a grayscale effect to the content.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.colorMatrix(.grayscale(amount))) }

    /// Adds a color multiplication effect to the content.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMatrix(.multiply(by: color))) }

    /// Applies an affine transformation to the content's rendered output.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }

    /// Renders the content as if it's rotated in three dimensions around the specified axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(Rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
}
