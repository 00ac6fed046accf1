import Foundation

/// A symbol image resolved against its environment: the name drawn (after the
/// environment's variants), the composed shape (showing its variable value), its metrics and
/// the style of each level.
///
/// The font is the environment's (`.body` by default) with its weight, the scale the
/// environment's `imageScale`, the rendering mode the image's own, else the environment's,
/// else monochrome.
struct ResolvedSymbol {
    /// The shape, or `nil` when the name is unknown or the set is missing (a placeholder is
    /// drawn at the size of a circle symbol).
    let shape: SymbolShape?
    let metrics: SymbolMetrics
    let styles: [ResolvedStyle]

    init(
        name: String, renderingMode: SymbolRenderingMode?, variableValue: Double? = nil, environment: EnvironmentValues,
        library: SymbolLibrary = .shared
    ) {
        let font = (environment.font ?? .body).resolve(in: environment.text.fontContext)
        metrics = SymbolMetrics(
            pointSize: font.size, scale: environment.imageScale,
            capHeight: environment.textEngine.metrics(of: font).capHeight)
        let mode = renderingMode ?? environment.symbolRenderingMode ?? .monochrome
        if let resolved = SymbolResolution.resolve(name, variants: environment.symbolVariants) {
            let weight = SymbolLibrary.Weight(font.weight)
            shape = SymbolShape.make(resolved.resolution, weight: weight, mode: mode, library: library).map {
                SymbolShape.varying(
                    $0, name: resolved.name, resolution: resolved.resolution, value: variableValue, weight: weight,
                    library: library)
            }
        } else {
            library.reportUnknown(name)
            shape = nil
        }
        styles = Self.styles(for: mode, in: environment)
    }

    /// The bounds the frame is made from.
    var bounds: CGRect {
        guard let shape, !shape.bounds.isNull, shape.bounds.width > 0, shape.bounds.height > 0 else {
            return SymbolMetrics.placeholderBounds
        }
        return shape.bounds
    }

    var size: CGSize { metrics.size(of: bounds) }

    func layout(isResizable: Bool) -> _SymbolImageLayout {
        _SymbolImageLayout(size: size, baseline: metrics.baseline(of: bounds), isResizable: isResizable)
    }

    var drawing: SymbolDrawing { SymbolDrawing(shape: shape, styles: styles) }

    /// The style of each level: the foreground style's levels (hierarchical), the explicit
    /// foreground styles (palette, the last repeating), the primary one otherwise.
    private static func styles(for mode: SymbolRenderingMode, in environment: EnvironmentValues) -> [ResolvedStyle] {
        switch mode.storage {
        case .monochrome, .multicolor:
            return [.foregroundLevel(0, in: environment, depth: 0)]
        case .hierarchical:
            return [.foregroundLevel(0, in: environment, depth: 0), .foregroundLevel(1, in: environment, depth: 0)]
        case .palette:
            let explicit = environment.foregroundStyles
            guard explicit.count > 1 else { return [.foregroundLevel(0, in: environment, depth: 0)] }
            var outer = environment
            outer.foregroundStyles = []
            return explicit.map { ResolvedStyle($0, in: outer) }
        }
    }
}

extension SymbolLibrary {
    /// Reports, once per name, a name that is not in the table.
    func reportUnknown(_ name: String) {
        guard noteUnknown(name) else { return }
        Diagnostics.report(
            "No SF Symbol named \"\(name)\" in PortableUI's symbol table: a placeholder is drawn at a symbol's size.")
    }
}
