import Foundation

// Modifiers that return a `Text`, so that styled texts can still be concatenated. Each
// applies to the runs of the text that do not set it themselves (a run's own setting, from
// an inner modifier or an attributed string, wins, as in SwiftUI) and wins over the
// environment's settings.
extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text {
        modified { $0.font = $0.font ?? font }
    }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modified { $0.weight = $0.weight ?? weight }
    }

    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text {
        modified { $0.design = $0.design ?? design }
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { bold(true) }

    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// Applies italics to the text.
    public func italic() -> Text { italic(true) }

    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text {
        modified { $0.isItalic = $0.isItalic || isActive }
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        modified { $0.isMonospaced = $0.isMonospaced || isActive }
    }

    /// Modifies the text view's font to use fixed-width digits, while leaving other
    /// characters proportionally spaced.
    public func monospacedDigit() -> Text {
        modified { $0.isMonospacedDigit = true }
    }

    /// Sets the color of the text displayed by this view.
    public func foregroundColor(_ color: Color?) -> Text {
        modified { $0.color = $0.color ?? color }
    }

    /// Sets the style of the text displayed by this view (a color here).
    public func foregroundStyle(_ color: Color) -> Text {
        foregroundColor(color)
    }

    /// Sets the vertical offset of the text from its baseline, in points (positive raises
    /// it); the line grows to hold the raised or lowered characters.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        modified { $0.baselineOffset = $0.baselineOffset ?? baselineOffset }
    }

    /// Sets the spacing, or kerning, between characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text {
        modified { $0.kerning = $0.kerning ?? kerning }
    }

    /// Sets the tracking for the text, in points.
    public func tracking(_ tracking: CGFloat) -> Text {
        modified { $0.tracking = $0.tracking ?? tracking }
    }

    /// Applies an underline to the text, in `color` (the text's color when `nil`).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Applies an underline of a pattern to the text, in `color` (the text's color when
    /// `nil`).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        modified { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Applies a strikethrough to the text, in `color` (the text's color when `nil`).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Applies a strikethrough of a pattern to the text, in `color` (the text's color when
    /// `nil`).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        modified { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }
}
