import Foundation

/// A background material type: a translucent layer that blurs what is drawn behind it.
///
/// Use a material as a background or as the style of a shape's fill:
///
/// ```swift
/// ZStack {
///     Color.teal
///     Label("Flag", systemImage: "flag.fill")
///         .padding()
///         .background(.regularMaterial)
/// }
/// ```
///
/// A material fill draws what lies behind its shape blurred and more saturated, then its
/// tint over it: white in the light appearance, near black in the dark one, from the most
/// translucent (`ultraThin`) to the most opaque (`ultraThick`). On targets whose pixels
/// cannot be read back (SVG and PDF), only the tint is drawn. As a foreground style (text,
/// strokes) a material draws its tint.
public struct Material: ShapeStyle, Equatable {
    /// The thickness, from the most translucent (0) to the bar (5).
    let thickness: Thickness

    enum Thickness: Int, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    /// A material that's somewhat translucent.
    public static let regular = Material(thickness: .regular)
    /// A material that's more opaque than translucent.
    public static let thick = Material(thickness: .thick)
    /// A material that's more translucent than opaque.
    public static let thin = Material(thickness: .thin)
    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A mostly opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// A material matching the style of system toolbars.
    public static let bar = Material(thickness: .bar)
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { Material.bar }
}

/// A material with the environment applied: how much of the backdrop is blurred and
/// saturated, and the tint drawn over it.
///
/// Apple does not publish its materials' values; these are unverified approximations (see
/// docs/differences.md): the blur and saturation of iOS's backdrop settings as documented on
/// the iPhone Development Wiki (`_UIBackdropViewSettings`: a saturation delta of 1.8), a
/// blur of standard deviation 10 points and the bar's tint as Flutter's Cupertino bars
/// (`0xF0F9F9F9` light, `0xF01D1D1D` dark), the other tints' opacities rising with
/// thickness.
struct ResolvedMaterial: Equatable, Sendable {
    /// The blur's radius in the sense of ``View/blur(radius:opaque:)`` (twice the standard
    /// deviation).
    var blurRadius: CGFloat
    /// The saturation applied to the blurred backdrop (1 leaves it unchanged).
    var saturation: Double
    /// The color drawn over the blurred backdrop.
    var tint: Color

    static let blurRadius: CGFloat = 20
    static let saturation = 1.8

    init(_ material: Material, colorScheme: ColorScheme) {
        blurRadius = Self.blurRadius
        saturation = Self.saturation
        tint = Self.tint(material.thickness, isDark: colorScheme == .dark)
    }

    private static func tint(_ thickness: Material.Thickness, isDark: Bool) -> Color {
        switch thickness {
        case .bar:
            return isDark ? Color(red: 29 / 255, green: 29 / 255, blue: 29 / 255, opacity: 240 / 255)
                : Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 240 / 255)
        default:
            let opacities = isDark ? [0.35, 0.55, 0.7, 0.82, 0.92] : [0.3, 0.5, 0.65, 0.8, 0.9]
            let opacity = opacities[thickness.rawValue]
            return isDark ? Color(red: 0.11, green: 0.11, blue: 0.12, opacity: opacity) : Color(white: 1, opacity: opacity)
        }
    }

    /// The effect that blurs the backdrop within `path` before the tint is drawn.
    func backdropEffect(within path: Path) -> DisplayList.Effect {
        .backdropBlur(path, radius: blurRadius, colorMatrix: .saturation(saturation))
    }
}
