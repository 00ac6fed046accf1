import Foundation

// Text settings for a whole hierarchy: each writes the environment, and every `Text` below
// reads it when it resolves.
extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.text.font, font)
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.text.fontContext.weight, weight)
    }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.text.fontContext.design, design)
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.text.fontContext.weight, isActive ? .bold : nil)
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.text.fontContext.isItalic, isActive)
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current
    /// font, if possible.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.text.fontContext.isMonospaced, isActive)
    }

    /// Modifies the fonts of all child views to use fixed-width digits, if possible, while
    /// leaving other characters proportionally spaced.
    public func monospacedDigit() -> some View {
        environment(\.text.fontContext.isMonospacedDigit, true)
    }

    /// Sets the maximum number of lines that text can occupy in this view; `nil` for no
    /// limit.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.text) { text in
            text.lineLimit = number
            text.minimumLines = nil
            text.reservesSpace = false
        }
    }

    /// Sets to a closed range the number of lines that text can occupy in this view. The
    /// text always takes the space of at least the lower bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(minimum: limit.lowerBound, maximum: limit.upperBound)
    }

    /// Sets a limit for the number of lines text can occupy in this view; the text takes at
    /// least the space of the lower bound.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(minimum: limit.lowerBound, maximum: nil)
    }

    /// Sets a maximum for the number of lines text can occupy in this view.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(minimum: nil, maximum: limit.upperBound)
    }

    /// Sets a limit for the number of lines text can occupy in this view; with
    /// `reservesSpace` the text always takes the space of `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(minimum: reservesSpace ? limit : nil, maximum: limit)
    }

    private func lineLimit(minimum: Int?, maximum: Int?) -> some View {
        transformEnvironment(\.text) { text in
            text.lineLimit = maximum
            text.minimumLines = minimum
            text.reservesSpace = minimum != nil
        }
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available
    /// space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.text.truncationMode, mode)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.text.multilineTextAlignment, alignment)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.text.lineSpacing, lineSpacing)
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available
    /// space (0…1).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.text.minimumScaleFactor, factor)
    }

    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit text in a line.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.text.allowsTightening, flag)
    }

    /// Sets a transform for the case of the text contained in this view when displayed.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.text.textCase, textCase)
    }

    /// Sets the spacing, or kerning, between characters for the text in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.text.kerning, kerning)
    }

    /// Sets the tracking for the text in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.text.tracking, tracking)
    }

    /// Applies an underline to the text in this view, of `pattern`, in `color` (the text's
    /// color when `nil`).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environment(\.text.underline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Applies a strikethrough to the text in this view, of `pattern`, in `color` (the
    /// text's color when `nil`).
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        environment(\.text.strikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Sets the vertical offset of the text in this view from its baseline, in points
    /// (positive raises it).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.text.baselineOffset, baselineOffset)
    }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range.
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        transformEnvironment(\.dynamicTypeSize) { size in
            size = Swift.min(Swift.max(size, range.lowerBound), range.upperBound)
        }
    }

    /// Sets the text engine that measures and lays out the text in this view.
    public func textEngine(_ engine: any TextEngine) -> some View {
        environment(\.textEngine, engine)
    }
}
