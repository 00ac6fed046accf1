import Foundation

#if !canImport(CoreGraphics)
/// A set of components that define a color (CoreGraphics' type, declared where CoreGraphics
/// is missing, so that `ColorPicker(selection: Binding<CGColor>)` code compiles): red, green,
/// blue and alpha in the sRGB space, each clamped to 0…1.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The values of the color's components: red, green, blue and alpha.
    public let components: [CGFloat]?
    /// The value of the alpha component.
    public let alpha: CGFloat

    /// Creates a color in the sRGB color space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        components = [unit(red), unit(green), unit(blue), unit(alpha)]
        self.alpha = unit(alpha)
    }

    /// Creates a gray color.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The number of color components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String { "CGColor(\(components ?? []))" }
}
#endif

extension Color {
    /// Creates a color from a Core Graphics color.
    public init(cgColor: CGColor) {
        let parts = cgColor.components ?? []
        let value = { (index: Int) in index < parts.count ? Double(parts[index]) : 0 }
        self.init(red: value(0), green: value(1), blue: value(2), opacity: Double(cgColor.alpha), name: nil)
    }

    /// A Core Graphics representation of the color (its sRGB components as drawn in the
    /// light appearance).
    public var cgColor: CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: opacity)
    }
}
