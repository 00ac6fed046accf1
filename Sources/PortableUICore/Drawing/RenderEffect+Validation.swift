import Foundation

/// The effects of the modifiers (a view's and a visual effect's) made from the values a caller
/// passes: one rule for bad values, so that `.opacity(.nan)` means the same on a view and in a
/// `visualEffect`. An opacity is clamped to 0...1 (NaN is opaque), a radius is at least zero
/// (non-finite is none), and a non-finite scale, angle or offset is the identity, with a
/// diagnostic.
extension RenderEffect {
    static func validOpacity(_ opacity: Double) -> RenderEffect {
        .opacity(opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1))
    }

    static func validScale(_ scale: CGSize, anchor: UnitPoint) -> RenderEffect {
        .scale(finite(scale, default: 1), anchor: anchor)
    }

    static func validRotation(_ angle: Angle, anchor: UnitPoint) -> RenderEffect {
        .rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor)
    }

    static func validOffset(_ offset: CGSize) -> RenderEffect {
        .translation(finite(offset, default: 0), relative: .zero)
    }

    static func validShadow(color: Color, radius: CGFloat, offset: CGSize) -> RenderEffect {
        .shadow(color: color, radius: validRadius(radius), offset: finite(offset, default: 0))
    }

    static func validBlur(radius: CGFloat, isOpaque: Bool) -> RenderEffect {
        .blur(radius: validRadius(radius), isOpaque: isOpaque)
    }

    private static func validRadius(_ radius: CGFloat) -> CGFloat {
        radius.isFinite ? Swift.max(radius, 0) : 0
    }

    private static func finite(_ size: CGSize, default value: CGFloat) -> CGSize {
        let result = CGSize(
            width: size.width.isFinite ? size.width : value, height: size.height.isFinite ? size.height : value)
        if result != size { Diagnostics.report("A render effect was given a NaN or infinite value; \(value) is used instead.") }
        return result
    }
}
