import Foundation

/// One icon of the symbol set in one weight: filled outlines in the set's 256-unit square.
///
/// Phosphor draws every weight as filled outlines (its strokes are already expanded); its
/// duotone weight adds a translucent background layer, which PortableUI uses as the
/// secondary layer of the hierarchical and palette rendering modes.
struct SymbolGlyph: Sendable, Equatable {
    /// A filled outline and whether it is the set's translucent background layer.
    struct Layer: Sendable, Equatable {
        var path: Path
        var isBackground: Bool
    }

    var layers: [Layer]

    /// The side of the square the set's icons are drawn in.
    static let unitsPerSquare: CGFloat = 256

    /// The layers' paths, background first, as a list of filled paths.
    var outlines: [Path] { layers.filter { !$0.isBackground }.map(\.path) }
    var backgrounds: [Path] { layers.filter(\.isBackground).map(\.path) }

    /// Reads the `<path>` elements of one of the set's SVG files: their `d` data and whether
    /// they carry an `opacity` (the duotone background). Malformed path data keeps what was
    /// read before the error, and the error is returned with the glyph.
    static func parse(svg: String) -> (SymbolGlyph, error: String?) {
        var layers: [Layer] = []
        var firstError: String?
        var rest = svg[...]
        while let start = rest.range(of: "<path") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let element = rest[start.upperBound..<end]
            rest = rest[end...]
            guard let data = attribute("d", in: element) else { continue }
            let (path, error) = SVGPathData.path(from: String(data))
            if firstError == nil, let error { firstError = error }
            layers.append(Layer(path: path, isBackground: attribute("opacity", in: element) != nil))
        }
        return (SymbolGlyph(layers: layers), firstError)
    }

    private static func attribute(_ name: String, in element: Substring) -> Substring? {
        guard let key = element.range(of: " \(name)=\"") else { return nil }
        let value = element[key.upperBound...]
        guard let close = value.firstIndex(of: "\"") else { return nil }
        return value[..<close]
    }
}
