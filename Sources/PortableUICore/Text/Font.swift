import Foundation

/// An environment-dependent font.
///
/// A font is a description: the text style, size, weight and design it asks for. `Text`
/// resolves it against the environment (the Dynamic Type size, the font modifiers) into a
/// ``ResolvedFont`` that the text engine measures with.
///
/// ```swift
/// Text("Title").font(.title)
/// Text("Price").font(.system(size: 13, weight: .semibold, design: .monospaced))
/// Text("Note").font(.footnote.italic())
/// ```
public struct Font: Hashable, Sendable {
    /// What the font is based on: a text style that scales with Dynamic Type, a fixed size,
    /// or a named font.
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var isMonospacedDigit = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    // MARK: Text styles (Dynamic Type size "Large": layout-rules.md §23)

    /// A font with the extra large title text style (36 pt bold).
    public static let extraLargeTitle = Font(base: .textStyle(.extraLargeTitle))
    /// A font with the second extra large title text style (28 pt bold).
    public static let extraLargeTitle2 = Font(base: .textStyle(.extraLargeTitle2))
    /// A font with the large title text style (34 pt).
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// A font with the title text style (28 pt).
    public static let title = Font(base: .textStyle(.title))
    /// A font with the second level title text style (22 pt).
    public static let title2 = Font(base: .textStyle(.title2))
    /// A font with the third level title text style (20 pt).
    public static let title3 = Font(base: .textStyle(.title3))
    /// A font with the headline text style (17 pt semibold).
    public static let headline = Font(base: .textStyle(.headline))
    /// A font with the subheadline text style (15 pt).
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// A font with the body text style (17 pt), the default.
    public static let body = Font(base: .textStyle(.body))
    /// A font with the callout text style (16 pt).
    public static let callout = Font(base: .textStyle(.callout))
    /// A font with the footnote text style (13 pt).
    public static let footnote = Font(base: .textStyle(.footnote))
    /// A font with the caption text style (12 pt).
    public static let caption = Font(base: .textStyle(.caption))
    /// A font with the alternate caption text style (11 pt).
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// Specifies a system font to use, along with the style, weight, and any design
    /// parameters you want applied to the text. The size does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Create a custom font with the given name and size that scales relative to the given
    /// text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Create a custom font with the given name and a fixed size that does not scale with
    /// Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: Modifiers

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// Adds bold styling to the font.
    public func bold() -> Font { weight(.bold) }

    /// Adds italics to the font.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Returns a fixed-width font from the same family as the base font. Only the system
    /// font has a monospaced variant here; a custom font is left unchanged.
    public func monospaced() -> Font {
        var font = self
        if case .custom = base { return font }
        font.design = .monospaced
        return font
    }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters
    /// proportionally spaced.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }
}

extension Font {
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        /// The OpenType weight class (100…900): what the text engine asks the font for.
        public let value: Int

        init(_ value: Int) { self.value = value }

        public static let ultraLight = Weight(100)
        public static let thin = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case extraLargeTitle
        case extraLargeTitle2
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2

        /// The weight of the style: semibold for the headline, bold for the extra large
        /// titles, regular for the others.
        var weight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }
    }
}
