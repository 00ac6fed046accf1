import Foundation

/// Measures and lays out styled text: the one service `Text` needs from the world.
///
/// PortableUICore imports no C library, so the shaping engine lives in a layer above it:
/// PortableUICairo implements this protocol with Pango and HarfBuzz over pinned fonts, and
/// ``TestTextEngine`` is a deterministic stand-in for PortableUICore's own tests. `Text`
/// finds the engine in the environment (``EnvironmentValues/textEngine``).
///
/// Contract of ``layout(_:)``:
/// 1. Break the runs into lines no wider than ``TextLayoutRequest/width`` at word
///    boundaries (inside a word only when the word alone is wider than the line, and at
///    least one character per line); a nil width breaks only at explicit line breaks.
/// 2. When more than ``TextLayoutRequest/maximumLines`` lines result, keep the first ones
///    and end the last kept line with an ellipsis per ``TextLayoutRequest/truncationMode``.
/// 3. Stack the lines: each is as tall as the largest font on it (``FontMetrics``), with
///    ``TextLayoutRequest/lineSpacing`` between consecutive lines.
/// 4. Report the widest line as the width (trailing spaces at soft breaks do not count) and
///    align each line within it (``TextLayoutResult/Line/origin``).
///
/// Engines are called from any thread and must be safe to share.
public protocol TextEngine: AnyObject, Sendable {
    /// Lays out a paragraph of styled runs under the request's constraints.
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult

    /// The vertical metrics of a font, as the engine lays lines out with them.
    func metrics(of font: ResolvedFont) -> FontMetrics

    /// The boxes, in the layout's coordinates, that the characters of the request's run at
    /// `runIndex` cover in `result` (one per line they are on, each as tall as its line):
    /// where a tap finds a link. Engines that cannot tell return none.
    func rects(ofRun runIndex: Int, in result: TextLayoutResult) -> [CGRect]

    /// The boxes, in the layout's coordinates, that the characters in `range` cover in
    /// `result` (one per line they are on, each as tall as its line): where selected text is
    /// highlighted. Offsets count the `Character`s of the request's runs, run after run.
    /// Engines that cannot tell return none.
    func rects(ofCharacters range: Range<Int>, in result: TextLayoutResult) -> [CGRect]

    /// The caret offset (in `Character`s of the request's runs, run after run) nearest to
    /// `point` in the layout's coordinates: on the line at the point's height (the first or
    /// last line above or below them), before or after the character under it, whichever
    /// edge is nearer. Where a press starts a text selection. Engines that cannot tell
    /// return nil.
    func characterOffset(at point: CGPoint, in result: TextLayoutResult) -> Int?

    /// The caret before the character at `offset` (in `Character`s of the request's runs,
    /// run after run) in `result`, in the layout's coordinates: a zero-wide box as tall as its
    /// line, on the later line where the text wraps, after the last character at the end of a
    /// line. Where a text field or editor draws its caret. Engines that cannot tell return nil.
    func caretRect(atCharacter offset: Int, in result: TextLayoutResult) -> CGRect?
}

extension TextEngine {
    public func rects(ofRun runIndex: Int, in result: TextLayoutResult) -> [CGRect] { [] }
    public func rects(ofCharacters range: Range<Int>, in result: TextLayoutResult) -> [CGRect] { [] }
    public func characterOffset(at point: CGPoint, in result: TextLayoutResult) -> Int? { nil }
    public func caretRect(atCharacter offset: Int, in result: TextLayoutResult) -> CGRect? { nil }
}

/// The vertical metrics of a font in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the top of a line to the baseline.
    public var ascent: CGFloat
    /// Distance from the baseline to the bottom of a line (positive).
    public var descent: CGFloat
    /// Extra space the font asks for between lines.
    public var leading: CGFloat
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The height of one line: ascent + descent + leading.
    public var lineHeight: CGFloat { ascent + descent + leading }

    /// The metrics of Apple's system font (SF Pro: ascender 1950, descender 494, cap height
    /// 1443 on a 2048 em, no leading), used for every system design so that one line of
    /// body text is 20.29 points tall, as in SwiftUI, whatever face draws it.
    public static func system(size: CGFloat) -> FontMetrics {
        FontMetrics(
            ascent: size * 1950 / 2048, descent: size * 494 / 2048, leading: 0, capHeight: size * 1443 / 2048)
    }

    /// The larger of two metrics on each of ascent, descent, leading and cap height.
    public func union(_ other: FontMetrics) -> FontMetrics {
        FontMetrics(
            ascent: Swift.max(ascent, other.ascent), descent: Swift.max(descent, other.descent),
            leading: Swift.max(leading, other.leading), capHeight: Swift.max(capHeight, other.capHeight))
    }
}

/// A run of text in one style.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    /// Extra space after each character, in points (kerning plus tracking; negative tightens).
    public var tracking: CGFloat
    /// The color to draw the run with; `nil` draws with the foreground style.
    public var color: Color?
    public var isUnderlined: Bool
    public var isStrikethrough: Bool
    /// The color of the underline; `nil` draws it in the run's color.
    public var underlineColor: Color?
    /// The color of the strikethrough line; `nil` draws it in the run's color.
    public var strikethroughColor: Color?
    /// The color filling the run's line box behind its characters, if any.
    public var backgroundColor: Color?
    /// How far the run's characters are raised above the baseline, in points (negative
    /// lowers them). The line grows to hold them: an engine adds a positive offset to the
    /// run's ascent and a negative one to its descent.
    public var baselineOffset: CGFloat

    public init(
        _ string: String, font: ResolvedFont, tracking: CGFloat = 0, color: Color? = nil, isUnderlined: Bool = false,
        isStrikethrough: Bool = false, underlineColor: Color? = nil, strikethroughColor: Color? = nil,
        backgroundColor: Color? = nil, baselineOffset: CGFloat = 0
    ) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.color = color
        self.isUnderlined = isUnderlined
        self.isStrikethrough = isStrikethrough
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.backgroundColor = backgroundColor
        self.baselineOffset = baselineOffset
    }

    /// The vertical metrics of the run's line box: its font's, grown by the baseline offset.
    public func lineMetrics(_ font: FontMetrics) -> FontMetrics {
        guard baselineOffset != 0 else { return font }
        var metrics = font
        metrics.ascent += Swift.max(baselineOffset, 0)
        metrics.descent += Swift.max(-baselineOffset, 0)
        return metrics
    }
}

/// What to lay out and within which limits.
public struct TextLayoutRequest: Hashable, Sendable {
    public var runs: [TextRun]
    /// The width to wrap at, or `nil` to break only at explicit line breaks.
    public var width: CGFloat?
    /// The most lines to show, or `nil` for no limit.
    public var maximumLines: Int?
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    /// Extra space between consecutive lines.
    public var lineSpacing: CGFloat
    public var layoutDirection: LayoutDirection

    public init(
        runs: [TextRun], width: CGFloat? = nil, maximumLines: Int? = nil, truncationMode: Text.TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.runs = runs
        self.width = width
        self.maximumLines = maximumLines
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.layoutDirection = layoutDirection
    }

    /// All the runs' text.
    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    /// Hashes what usually tells requests apart (strings, sizes, weights, width, line
    /// limit), so that looking a request up in a cache costs little more than hashing its
    /// characters; equality still compares everything.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(runs.count)
        for index in runs.indices {
            hasher.combine(runs[index].string)
            hasher.combine(runs[index].font.size)
            hasher.combine(runs[index].font.weight.value)
        }
        hasher.combine(width)
        hasher.combine(maximumLines)
    }

    public static func == (lhs: TextLayoutRequest, rhs: TextLayoutRequest) -> Bool {
        lhs.width == rhs.width && lhs.maximumLines == rhs.maximumLines && lhs.truncationMode == rhs.truncationMode
            && lhs.alignment == rhs.alignment && lhs.lineSpacing == rhs.lineSpacing
            && lhs.layoutDirection == rhs.layoutDirection && lhs.runs == rhs.runs
    }
}

/// The lines of a laid-out paragraph and its size.
public struct TextLayoutResult: Sendable {
    /// One line of the layout.
    public struct Line: Hashable, Sendable {
        /// The top-leading corner of the line's box in the layout (x from alignment).
        public var origin: CGPoint
        /// The width of the line's content.
        public var width: CGFloat
        /// The line's ascent and descent (the largest of its fonts').
        public var ascent: CGFloat
        public var descent: CGFloat

        public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
        }

        /// The distance from the top of the layout to this line's baseline.
        public var baseline: CGFloat { origin.y + ascent }
        /// The height of the line's box.
        public var height: CGFloat { ascent + descent }
    }

    /// The size of the layout: the widest line by the stacked lines' height. Not rounded.
    public var size: CGSize
    /// Whether content was left out (lines beyond the maximum, or an ellipsis inserted).
    public var isTruncated: Bool
    /// The lines and the rendering, in one shared object: copying a result (a text engine's
    /// cache returns copies) retains one object, and reading its size touches none.
    private var storage: Storage

    /// The lines, top to bottom.
    public var lines: [Line] {
        get { storage.lines }
        set { uniqueStorage().lines = newValue }
    }

    /// Engine-specific data a renderer uses to draw exactly this layout (for Pango, the
    /// laid-out `PangoLayout`); `nil` for engines that do not draw.
    public var rendering: (any AnyObject & Sendable)? {
        get { storage.rendering }
        set { uniqueStorage().rendering = newValue }
    }

    public init(size: CGSize, lines: [Line], isTruncated: Bool, rendering: (any AnyObject & Sendable)? = nil) {
        self.size = size
        self.isTruncated = isTruncated
        storage = Storage(lines: lines, rendering: rendering)
    }

    /// Whether the two results draw the same: copies of one result (as a cache returns), or
    /// results without a rendering whose lines are equal.
    func drawsSame(as other: TextLayoutResult) -> Bool {
        if storage === other.storage { return true }
        return rendering == nil && other.rendering == nil && size == other.size && isTruncated == other.isTruncated
            && lines == other.lines
    }

    private final class Storage: @unchecked Sendable {
        var lines: [Line]
        var rendering: (any AnyObject & Sendable)?

        init(lines: [Line], rendering: (any AnyObject & Sendable)?) {
            self.lines = lines
            self.rendering = rendering
        }
    }

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(lines: storage.lines, rendering: storage.rendering) }
        return storage
    }

    /// The baseline of the first line (0 for an empty layout).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The baseline of the last line (0 for an empty layout).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
}

extension TextLayoutResult {
    /// Stacks lines of the given widths and metrics: each line's top follows the previous
    /// line's bottom plus `lineSpacing`; each line is aligned within the widest one.
    ///
    /// Engines call this so that they agree on vertical stacking and alignment.
    public static func stacking(
        _ lines: [(width: CGFloat, metrics: FontMetrics)], lineSpacing: CGFloat, alignment: TextAlignment,
        layoutDirection: LayoutDirection, isTruncated: Bool, rendering: (any AnyObject & Sendable)? = nil
    ) -> TextLayoutResult {
        let width = lines.reduce(0) { Swift.max($0, $1.width) }
        var placed: [Line] = []
        placed.reserveCapacity(lines.count)
        var y: CGFloat = 0
        for (index, line) in lines.enumerated() {
            if index > 0 { y += lineSpacing }
            let x = alignment.offset(of: line.width, in: width, layoutDirection: layoutDirection)
            let ascent = line.metrics.ascent + line.metrics.leading / 2
            let descent = line.metrics.descent + line.metrics.leading / 2
            placed.append(Line(origin: CGPoint(x: x, y: y), width: line.width, ascent: ascent, descent: descent))
            y += ascent + descent
        }
        return TextLayoutResult(
            size: CGSize(width: width, height: y), lines: placed, isTruncated: isTruncated, rendering: rendering)
    }
}
