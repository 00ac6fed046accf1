import Foundation

/// How large a symbol is drawn next to text, and where its baseline is.
///
/// SF Symbols are designed to sit with the system font (WWDC 2020 session 10207, "SF
/// Symbols 2"): a symbol's size follows the font's point size, its weight the font's
/// weight, it is centred vertically on the middle of the cap height, and `Image.Scale`
/// makes it smaller or larger while it stays centred there. The figures below are
/// PortableUI's (marked unverified in docs/differences.md):
/// - at the medium scale a circle symbol is 1.2 times the font's point size across (the
///   set's circle is 208 of its 256 units);
/// - the small scale is 0.783 of the medium one and the large scale 1.29.
struct SymbolMetrics: Equatable, Sendable {
    /// The font's point size times the image scale's factor.
    let pointSize: CGFloat
    /// The font's cap height, unscaled: the symbol's centre is half of it above the baseline.
    let capHeight: CGFloat

    static let circleDiameterPerPoint: CGFloat = 1.2
    /// The diameter of the set's circle, in its units.
    static let circleDiameterInUnits: CGFloat = 208

    static func factor(of scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }

    init(pointSize: CGFloat, scale: Image.Scale, capHeight: CGFloat) {
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.pointSize = size * Self.factor(of: scale)
        self.capHeight = capHeight.isFinite && capHeight > 0 ? capHeight : 0
    }

    /// Points per unit of the set.
    var pointsPerUnit: CGFloat { pointSize * Self.circleDiameterPerPoint / Self.circleDiameterInUnits }

    /// The size of a symbol whose layers are framed by `bounds` (set units).
    func size(of bounds: CGRect) -> CGSize {
        CGSize(width: bounds.width * pointsPerUnit, height: bounds.height * pointsPerUnit)
    }

    /// The distance from the top of the symbol's frame to its baseline: the set's centre
    /// line sits half the cap height above the baseline.
    func baseline(of bounds: CGRect) -> CGFloat {
        (SymbolGlyph.unitsPerSquare / 2 - bounds.minY) * pointsPerUnit + capHeight / 2
    }

    /// The frame given to a name that cannot be drawn: the size of a circle symbol.
    static let placeholderBounds = CGRect(x: 24, y: 24, width: 208, height: 208)
}
