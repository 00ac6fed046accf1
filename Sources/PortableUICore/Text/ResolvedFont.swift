import Foundation

/// A font resolved against the environment: everything a text engine needs to pick a face
/// and measure with it.
public struct ResolvedFont: Hashable, Sendable {
    /// The family the font asks for: the system font of a design, or a named font.
    public enum Family: Hashable, Sendable {
        case system(Font.Design)
        case named(String)
    }

    public var family: Family
    /// The point size.
    public var size: CGFloat
    public var weight: Font.Weight
    public var isItalic: Bool
    /// Whether digits use fixed widths (OpenType `tnum`).
    public var isMonospacedDigit: Bool

    public init(
        family: Family, size: CGFloat, weight: Font.Weight = .regular, isItalic: Bool = false,
        isMonospacedDigit: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospacedDigit = isMonospacedDigit
    }

    /// The same font at `scale` times its size (for `minimumScaleFactor`).
    func scaled(by scale: CGFloat) -> ResolvedFont {
        var font = self
        font.size *= scale
        return font
    }
}

/// The font-related settings of an environment that apply on top of a `Font`.
struct FontContext: Hashable {
    var dynamicTypeSize: DynamicTypeSize = .large
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
}

extension Font {
    /// Resolves the font: its size for the Dynamic Type size, then the weight, design and
    /// traits, where the font's own settings win over the environment's except that italic,
    /// monospaced and monospaced digits are additive.
    func resolve(in context: FontContext) -> ResolvedFont {
        let size: CGFloat
        var family: ResolvedFont.Family
        var styleWeight = Weight.regular
        switch base {
        case .textStyle(let style):
            size = context.dynamicTypeSize.pointSize(of: style)
            family = .system(design ?? context.design ?? .default)
            styleWeight = style.weight
        case .system(let fixed):
            size = fixed
            family = .system(design ?? context.design ?? .default)
        case .custom(let name, let base, let style):
            let scale = style.map {
                context.dynamicTypeSize.pointSize(of: $0) / DynamicTypeSize.large.pointSize(of: $0)
            }
            size = base * (scale ?? 1)
            family = .named(name)
        }
        if context.isMonospaced, case .system = family { family = .system(.monospaced) }
        let sane = size.isFinite && size > 0 ? size : 0
        return ResolvedFont(
            family: family, size: sane, weight: weight ?? context.weight ?? styleWeight,
            isItalic: isItalic || context.isItalic, isMonospacedDigit: isMonospacedDigit || context.isMonospacedDigit)
    }
}
