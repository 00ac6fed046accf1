import Foundation

/// A symbol composed for drawing: filled paths in the set's 256-unit square, each drawn in
/// one level of the foreground style or knocked out of what is below it.
///
/// Composition by rendering mode (the steps match `// Step N` below):
/// 1. A glyph in monochrome (or multicolor): its outlines in the stroke weight (the fill
///    weight when filled), at level 0.
/// 2. In hierarchical or palette mode, an unfilled glyph, or a filled one drawn in a circle
///    or square (`person.crop.circle.fill`, whose enclosure is SF Symbols' secondary layer):
///    the set's duotone background at level 1 below its outlines in the stroke weight at
///    level 0. Other filled glyphs are one layer, as SF Symbols' single-layer symbols are.
/// 3. An enclosed glyph: the enclosure (circle, square or rectangle) in the stroke weight, or
///    filled; the inner glyph at half size in the next heavier weight so that its strokes
///    match the enclosure's. In monochrome a filled enclosure has the inner glyph knocked out
///    of it; in hierarchical and palette mode the enclosure is at level 1, the inner glyph at
///    level 0.
struct SymbolShape: Equatable, Sendable {
    struct Layer: Equatable, Sendable {
        var path: Path
        /// The foreground level: 0 primary, 1 secondary.
        var level: Int
        /// Whether the layer clears what the layers before it drew instead of painting.
        var knocksOut = false
        /// Whether the layer is an unlit variable layer, drawn faintly (see
        /// ``SymbolVariableLayers``).
        var isDimmed = false
        /// The part of the layer drawn, in set units (all of it when nil).
        var clip: CGRect?
    }

    var layers: [Layer]
    /// The box the layers are framed by, in set units: their union, or the enclosure's.
    var bounds: CGRect

    /// How much smaller than the enclosure an enclosed glyph is drawn.
    static let enclosedScale: CGFloat = 0.5

    /// Composes `resolution` from the set's glyphs, or `nil` when one of them is missing.
    static func make(
        _ resolution: SymbolResolution, weight: SymbolLibrary.Weight, mode: SymbolRenderingMode,
        library: SymbolLibrary
    ) -> SymbolShape? {
        switch resolution {
        case .glyph(let name, let filled):
            // Step 2
            let enclosed = name.contains("circle") || name.contains("square")
            if mode.separatesLayers, !filled || enclosed, let duotone = library.glyph(name, weight: .duotone),
                let glyph = library.glyph(name, weight: weight)
            {
                return SymbolShape(
                    layers: duotone.backgrounds.map { Layer(path: $0, level: 1) }
                        + glyph.outlines.map { Layer(path: $0, level: 0) })
            }
            // Step 1
            guard let glyph = library.glyph(name, weight: filled ? .fill : weight) else { return nil }
            return SymbolShape(layers: glyph.outlines.map { Layer(path: $0, level: 0) })
        case .enclosed(let name, let enclosure, let filled):
            // Step 3
            guard let outer = library.glyph(enclosure.rawValue, weight: filled ? .fill : weight),
                let inner = library.glyph(name, weight: filled ? .fill : weight.heavier)
            else { return nil }
            let center = SymbolGlyph.unitsPerSquare / 2
            let shrink = CGAffineTransform(translationX: center, y: center)
                .scaledBy(x: enclosedScale, y: enclosedScale).translatedBy(x: -center, y: -center)
            let separate = mode.separatesLayers
            let outerLayers = outer.outlines.map { Layer(path: $0, level: separate ? 1 : 0) }
            let innerLayers = inner.outlines.map {
                Layer(path: $0.applying(shrink), level: 0, knocksOut: filled && !separate)
            }
            var shape = SymbolShape(layers: outerLayers + innerLayers)
            shape.bounds = outerLayers.reduce(CGRect.null) { $0.union($1.path.boundingRect) }
            return shape
        }
    }

    init(layers: [Layer]) {
        self.layers = layers
        bounds = layers.reduce(CGRect.null) { $0.union($1.path.boundingRect) }
    }

    /// The layers moved and scaled so that `bounds` fills `rect`.
    func transform(into rect: CGRect) -> CGAffineTransform {
        guard bounds.width > 0, bounds.height > 0 else { return .identity }
        return CGAffineTransform(translationX: rect.minX, y: rect.minY)
            .scaledBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
            .translatedBy(x: -bounds.minX, y: -bounds.minY)
    }
}

extension SymbolLibrary.Weight {
    /// The next heavier stroke weight (bold stays bold).
    var heavier: SymbolLibrary.Weight {
        switch self {
        case .thin: .light
        case .light: .regular
        case .regular, .bold: .bold
        case .fill, .duotone: self
        }
    }
}
