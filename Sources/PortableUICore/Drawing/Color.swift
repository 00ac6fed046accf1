import Foundation

/// A representation of a color that adapts to a given context.
///
/// As a view, a color fills the space it is offered (its ideal size is 10×10).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity in the sRGB space, each 0…1.
    public let red: Double
    public let green: Double
    public let blue: Double
    public let opacity: Double
    let name: String?


    init(red: Double, green: Double, blue: Double, opacity: Double, name: String?) {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.opacity = unit(opacity)
        self.name = name
    }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space (drawn as sRGB: PortableUI renders in sRGB).
        case displayP3
    }

    /// Creates a constant color from red, green, and blue component values in a color space
    /// (linear components are converted to sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        guard colorSpace == .sRGBLinear else {
            self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
            return
        }
        self.init(
            red: Color.encodeSRGB(red), green: Color.encodeSRGB(green), blue: Color.encodeSRGB(blue), opacity: opacity,
            name: nil)
    }

    /// Creates a constant grayscale color in a color space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant color from hue, saturation, and brightness values (each 0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = Swift.min(Swift.max(saturation, 0), 1), v = Swift.min(Swift.max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [
            (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
        ][sector]
        self.init(red: r, green: g, blue: b, opacity: opacity, name: nil)
    }

    /// The sRGB encoding of a linear component.
    private static func encodeSRGB(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity, name: nil)
    }

    public var description: String {
        name ?? String(format: "#%02X%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255), Int(opacity * 255))
    }

    private static func system(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1)
        -> Color
    {
        Color(red: red, green: green, blue: blue, opacity: opacity, name: name)
    }

    // The iOS light-appearance values of the system colors.
    public static let black = system("black", 0, 0, 0)
    public static let white = system("white", 1, 1, 1)
    public static let clear = system("clear", 0, 0, 0, 0)
    public static let gray = system("gray", 0.557, 0.557, 0.576)
    public static let red = system("red", 1, 0.231, 0.188)
    public static let orange = system("orange", 1, 0.584, 0)
    public static let yellow = system("yellow", 1, 0.8, 0)
    public static let green = system("green", 0.204, 0.78, 0.349)
    public static let mint = system("mint", 0, 0.78, 0.745)
    public static let teal = system("teal", 0.188, 0.69, 0.78)
    public static let cyan = system("cyan", 0.196, 0.678, 0.902)
    public static let blue = system("blue", 0, 0.478, 1)
    public static let indigo = system("indigo", 0.345, 0.337, 0.839)
    public static let purple = system("purple", 0.686, 0.322, 0.871)
    public static let pink = system("pink", 1, 0.176, 0.333)
    public static let brown = system("brown", 0.635, 0.518, 0.369)
    public static let primary = system("primary", 0, 0, 0)
    public static let secondary = system("secondary", 0.235, 0.235, 0.263, 0.6)
    public static let accentColor = system("accentColor", 0, 0.478, 1)
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}

extension Color: View {
    public typealias Body = Never

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let leaf = reconcileLeaf(Color.self, _FlexibleLeafLayout(), node, inputs)
        leaf.setDrawing(ShapeDrawing(shape: Rectangle(), style: .color(view.accentResolved(in: inputs.environment)), mode: .fill(FillStyle())))
        return leaf
    }
}

/// The layout of views that take any size offered: colors and shapes. An unspecified
/// dimension becomes 10.
public struct _FlexibleLeafLayout: Layout, Equatable {
    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence { .separate }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
