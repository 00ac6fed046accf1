import Foundation

/// How a variable SF Symbol (`Image(systemName:variableValue:)`) shows its value with the
/// stand-in set, which has no variable layers.
///
/// SF Symbols' variable color lights a symbol's variable layers in order as the value rises
/// and draws the others dimmed: 0 dims them all, 1 lights them all (the wifi beams, the
/// speaker's waves, the cellular bars). Here:
/// - a symbol whose Phosphor family draws the same picture in steps (wifi none…high,
///   speaker none…high, cell signal none…full) has those steps as its layers: the whole
///   glyph is drawn dimmed and the step of the value over it, lit; a part that is not
///   variable (the speaker's body) is always lit;
/// - another variable symbol (the bar charts) is lit from its leading edge over the
///   fraction of its width that the value gives, dimmed beyond.
///
/// Of `n` layers, the first `⌈value × n⌉` are lit (a layer lights once the value passes the
/// one before it, thresholds evenly spread, unverified). Values are clamped to 0…1; NaN
/// draws the plain symbol.
enum SymbolVariableLayers: Equatable, Sendable {
    /// Glyphs drawn always lit (`base`) and one glyph per number of lit layers, fewest first.
    case steps(base: String?, glyphs: [String])
    /// The glyph lit over the leading fraction of its width.
    case reveal

    /// How much of the foreground's opacity a dimmed layer keeps: the tertiary level's
    /// (``HierarchicalShapeStyle/levelOpacities``), unverified against SF Symbols.
    static let dimmedOpacity = 0.25

    /// The variable symbols of the table, by SF Symbol name (without `.fill`).
    static let table: [String: SymbolVariableLayers] = [
        "wifi": .steps(base: nil, glyphs: ["wifi-none", "wifi-low", "wifi-medium", "wifi-high"]),
        "cellularbars": .steps(
            base: nil, glyphs: ["cell-signal-none", "cell-signal-low", "cell-signal-medium", "cell-signal-high",
                "cell-signal-full"]),
        "speaker.wave.1": .steps(base: "speaker-simple-none", glyphs: ["speaker-simple-low"]),
        "speaker.wave.2": .steps(base: "speaker-simple-none", glyphs: ["speaker-simple-low", "speaker-simple-high"]),
        "speaker.wave.3": .steps(base: "speaker-none", glyphs: ["speaker-low", "speaker-high"]),
        "chart.bar": .reveal,
        "chart.bar.xaxis": .reveal,
    ]

    /// How many of `count` layers `value` lights: ⌈value × count⌉ of the value clamped to
    /// 0…1; nil for NaN (the value is ignored).
    static func litLayers(_ value: Double, of count: Int) -> Int? {
        guard !value.isNaN else { return nil }
        let clamped = Swift.min(Swift.max(value, 0), 1)
        return Swift.min(Int((clamped * Double(count)).rounded(.up)), count)
    }

    /// The lit fraction of a revealed glyph's width for `value`: clamped to 0…1; nil for NaN.
    static func litFraction(_ value: Double) -> Double? {
        value.isNaN ? nil : Swift.min(Swift.max(value, 0), 1)
    }
}

extension SymbolShape {
    /// `shape` (the symbol drawn plainly) showing `value` when the name drawn is variable;
    /// unchanged otherwise. The bounds stay the plain symbol's, so the size does not change
    /// with the value.
    static func varying(
        _ shape: SymbolShape, name: String, resolution: SymbolResolution, value: Double?, weight: SymbolLibrary.Weight,
        library: SymbolLibrary
    ) -> SymbolShape {
        guard let value, case .glyph(let glyphName, let filled) = resolution else { return shape }
        let stem = filled ? String(name.dropLast(5)) : name
        guard let layers = SymbolVariableLayers.table[stem],
            let full = library.glyph(glyphName, weight: filled ? .fill : weight)
        else { return shape }
        let dimmed = full.outlines.map { Layer(path: $0, level: 0, isDimmed: true) }
        var lit: [Layer] = []
        switch layers {
        case .steps(let base, let glyphs):
            guard let count = SymbolVariableLayers.litLayers(value, of: glyphs.count) else { return shape }
            let names = (base.map { [$0] } ?? []) + (count > 0 ? [glyphs[count - 1]] : [])
            let steps = names.compactMap { library.glyph($0, weight: filled ? .fill : weight) }
            guard steps.count == names.count else { return shape }
            lit = steps.flatMap(\.outlines).map { Layer(path: $0, level: 0) }
        case .reveal:
            guard let fraction = SymbolVariableLayers.litFraction(value) else { return shape }
            let bounds = full.outlines.reduce(CGRect.null) { $0.union($1.boundingRect) }
            let clip = CGRect(
                x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(fraction), height: bounds.height)
            lit = full.outlines.map { Layer(path: $0, level: 0, clip: clip) }
        }
        var varying = SymbolShape(layers: dimmed + lit)
        varying.bounds = shape.bounds
        return varying
    }
}
