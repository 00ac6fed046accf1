import Foundation

/// How an SF Symbol name is drawn with the symbol set: one glyph of the table, or a glyph of
/// the table enclosed in a circle, square or rectangle.
///
/// Resolving a name (the steps match `// Step N` below):
/// 1. A trailing `.fill` asks for the filled form; it is set aside.
/// 2. A name of the table draws its glyph.
/// 3. A name ending in `.circle`, `.square` or `.rectangle` whose stem is in the table draws
///    the stem's glyph inside that shape, as SF Symbols' enclosed variants look.
/// 4. Any other name is unknown.
///
/// With variants from the environment (`symbolVariant(_:)`), the name is extended with the
/// variants' suffixes in SF Symbols' order (slash, shape, fill) and the first form that
/// resolves is drawn: all the variants, then without the slash, then without the shape, then
/// without both; the fill is always kept, since every glyph has a filled form.
enum SymbolResolution: Hashable, Sendable {
    /// A shape that encloses a glyph, and the set's glyph that draws it.
    enum Enclosure: String, Hashable, Sendable, CaseIterable {
        case circle, square, rectangle
    }

    case glyph(String, filled: Bool)
    case enclosed(String, in: Enclosure, filled: Bool)

    var isFilled: Bool {
        switch self {
        case .glyph(_, let filled), .enclosed(_, _, let filled): filled
        }
    }

    /// The resolution of a full SF Symbol name, or `nil` for a name PortableUI cannot draw.
    static func resolve(_ name: String, table: [String: String] = SymbolTable.glyphs) -> SymbolResolution? {
        // Step 1
        let filled = name.hasSuffix(".fill")
        let stem = filled ? String(name.dropLast(5)) : name
        // Step 2
        if let glyph = table[stem] { return .glyph(glyph, filled: filled) }
        // Step 3
        for enclosure in Enclosure.allCases where stem.hasSuffix("." + enclosure.rawValue) {
            let inner = String(stem.dropLast(enclosure.rawValue.count + 1))
            if let glyph = table[inner] { return .enclosed(glyph, in: enclosure, filled: filled) }
        }
        // Step 4
        return nil
    }

    /// The name drawn for `name` under `variants`, and its resolution; `nil` when no form
    /// resolves.
    static func resolve(
        _ name: String, variants: SymbolVariants, table: [String: String] = SymbolTable.glyphs
    ) -> (name: String, resolution: SymbolResolution)? {
        guard variants != .none else { return resolve(name, table: table).map { (name, $0) } }
        let (slash, shape, fill) = variants.suffixes
        let filled = name.hasSuffix(".fill") || fill != nil
        let stem = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        func part(_ suffix: String?) -> String {
            guard let suffix, !stem.hasSuffix("." + suffix), !stem.contains("." + suffix + ".") else { return "" }
            return "." + suffix
        }
        let ending = filled ? ".fill" : ""
        let candidates = [
            stem + part(slash) + part(shape), stem + part(shape), stem + part(slash), stem,
        ].map { $0 + ending }
        for candidate in candidates {
            if let resolution = resolve(candidate, table: table) { return (candidate, resolution) }
        }
        return nil
    }
}
