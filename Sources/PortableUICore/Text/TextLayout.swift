import Foundation

/// The layout of a `Text`: a leaf that measures its runs through the environment's
/// ``TextEngine``.
///
/// Sizing for a proposal (the numbered steps match `// Step N` below):
/// 1. An empty text is 0×0 (or the height of the lines it reserves).
/// 2. Lay the runs out at the proposed width (an unspecified or infinite width wraps only at
///    explicit line breaks) with at most `lineLimit` lines.
/// 3. When a height is proposed and the lines are taller, keep the lines that fit (at least
///    one) and truncate the last.
/// 4. When the text still does not fit (truncated, or a line wider than proposed), try
///    tightening (`allowsTightening`: −0.05 em of tracking), then shrinking the fonts down
///    to `minimumScaleFactor` (the largest scale that fits, by bisection).
/// 5. Reserve the height of the lower line limit (`lineLimit(2...)`, `reservesSpace`).
/// 6. Round the size up to the pixel grid.
///
/// Explicit guides: `firstTextBaseline` and `lastTextBaseline` are the baselines of the first
/// and last lines. Spacing: see ``ViewSpacing``.
public struct _TextLayout: Layout, Equatable {
    /// The paragraph settings resolved from the environment.
    struct Paragraph: Equatable {
        var minimumLines: Int?
        var maximumLines: Int?
        var truncationMode: Text.TruncationMode
        var alignment: TextAlignment
        var lineSpacing: CGFloat
        var minimumScaleFactor: CGFloat
        var allowsTightening: Bool
        var layoutDirection: LayoutDirection
        var displayScale: CGFloat
    }

    /// A measurement for one proposal.
    struct Measurement {
        var size: CGSize
        var layout: TextLayoutResult
        /// The font scale that made the text fit (1 unless `minimumScaleFactor` applied).
        var scale: CGFloat
    }

    /// The measurements of the most recent proposals.
    public struct Cache {
        fileprivate var entries: [(ProposedViewSize, Measurement)] = []
    }

    let runs: [TextRun]
    let paragraph: Paragraph
    let engine: any TextEngine

    /// The tightening tried before scaling down, in ems of tracking.
    static let tightening: CGFloat = 0.05

    init(_ text: Text, environment: EnvironmentValues) {
        let settings = environment.text
        let color = environment.foregroundStyle?.storage as? Color
        runs = text.runs.map { $0.resolved(in: settings, color: color, environment: environment) }
        paragraph = Paragraph(settings, environment: environment)
        engine = environment.textEngine
    }

    public static func == (lhs: _TextLayout, rhs: _TextLayout) -> Bool {
        lhs.engine === rhs.engine && lhs.paragraph == rhs.paragraph && lhs.runs == rhs.runs
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        measurement(for: proposal, cache: &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let measured = measurement(for: proposal, cache: &cache)
        guard !measured.layout.lines.isEmpty else { return nil }
        let baseline = guide == .firstTextBaseline ? measured.layout.firstBaseline : measured.layout.lastBaseline
        return bounds.minY + baseline
    }

    /// Text spacing from the metrics of the text's largest font (see ``ViewSpacing``); the
    /// baselines of one line of that font stand for the text's, which needs no layout.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        let metrics = runs.reduce(nil as FontMetrics?) { largest, run in
            let font = run.lineMetrics(engine.metrics(of: run.font))
            return largest.map { $0.union(font) } ?? font
        }
        guard let metrics else { return ViewSpacing() }
        return ViewSpacing(
            text: metrics, firstBaseline: metrics.ascent, lastBaselineToBottom: -metrics.descent,
            pixelLength: 1 / paragraph.displayScale)
    }

    /// The text's layout for `proposal`, for a renderer to draw (the proposal the text was
    /// placed with).
    public func layoutResult(for proposal: ProposedViewSize) -> TextLayoutResult {
        var cache = Cache()
        return measurement(for: proposal, cache: &cache).layout
    }

    /// The text's layout for the size it was placed at, for drawing: its one-line layout
    /// when that fits (see ``oneLineMeasurement(for:cache:)``).
    func drawnMeasurement(for size: CGSize) -> Measurement {
        var cache = Cache()
        _ = measurement(for: .unspecified, cache: &cache)
        return measurement(for: ProposedViewSize(size), cache: &cache)
    }

    // MARK: Measuring

    func measurement(for proposal: ProposedViewSize, cache: inout Cache) -> Measurement {
        if let hit = cache.entries.first(where: { $0.0 == proposal }) { return hit.1 }
        let measured = oneLineMeasurement(for: proposal, cache: cache) ?? measure(proposal)
        if cache.entries.count == 4 { cache.entries.removeFirst() }
        cache.entries.append((proposal, measured))
        return measured
    }

    /// Text measured on one line without a width (in `cache`) has that measurement for every
    /// proposal at least as wide, whatever the height (a height only ever drops lines after
    /// the first): it lays out the same, so the engine is not asked again.
    /// Leading-aligned left-to-right text only, whose line starts at the same place whatever
    /// the width.
    private func oneLineMeasurement(for proposal: ProposedViewSize, cache: Cache) -> Measurement? {
        guard let width = proposal.width, width.isFinite, paragraph.alignment == .leading,
            paragraph.layoutDirection == .leftToRight,
            let free = cache.entries.first(where: { ($0.0.width ?? .infinity) == .infinity })?.1,
            free.scale == 1, free.layout.lines.count == 1, !free.layout.isTruncated,
            free.layout.size.width <= width + Self.epsilon
        else { return nil }
        return free
    }

    private func measure(_ proposal: ProposedViewSize) -> Measurement {
        // Step 1
        guard runs.contains(where: { !$0.string.isEmpty }) else {
            let empty = TextLayoutResult(size: .zero, lines: [], isTruncated: false)
            return Measurement(size: pixelRounded(reserving(empty).size), layout: empty, scale: 1)
        }
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        // Steps 2 and 3
        var scale: CGFloat = 1
        var layout = fitted(width: width, height: height, scale: 1, tracking: 0)
        // Step 4
        if !fits(layout, width: width) {
            if paragraph.allowsTightening {
                let tight = fitted(width: width, height: height, scale: 1, tracking: -Self.tightening)
                if fits(tight, width: width) { layout = tight }
            }
            if !fits(layout, width: width) && paragraph.minimumScaleFactor < 1 {
                (layout, scale) = shrunk(width: width, height: height)
            }
        }
        // Steps 5 and 6
        return Measurement(size: pixelRounded(reserving(layout).size), layout: layout, scale: scale)
    }

    /// Lays out at a scale and extra tracking (in ems), then drops the lines that do not fit
    /// a proposed height.
    private func fitted(width: CGFloat?, height: CGFloat?, scale: CGFloat, tracking: CGFloat) -> TextLayoutResult {
        var request = TextLayoutRequest(
            runs: scale == 1 && tracking == 0 ? runs : runs.map { $0.adjusted(scale: scale, tracking: tracking) },
            width: width, maximumLines: paragraph.maximumLines, truncationMode: paragraph.truncationMode,
            alignment: paragraph.alignment, lineSpacing: paragraph.lineSpacing,
            layoutDirection: paragraph.layoutDirection)
        let layout = engine.layout(request)
        guard let height, layout.lines.count > 1, layout.size.height > height + Self.epsilon else { return layout }
        let fitting = layout.lines.prefix { $0.origin.y + $0.height <= height + Self.epsilon }.count
        request.maximumLines = Swift.max(fitting, 1)
        return engine.layout(request)
    }

    /// The largest scale down to `minimumScaleFactor` at which the text fits (by bisection),
    /// or the minimum scale when none does.
    private func shrunk(width: CGFloat?, height: CGFloat?) -> (TextLayoutResult, CGFloat) {
        let tracking = paragraph.allowsTightening ? -Self.tightening : 0
        let minimum = paragraph.minimumScaleFactor
        let smallest = fitted(width: width, height: height, scale: minimum, tracking: tracking)
        guard fits(smallest, width: width) else { return (smallest, minimum) }
        var (low, high) = (minimum, CGFloat(1))
        var best = smallest
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let candidate = fitted(width: width, height: height, scale: middle, tracking: tracking)
            if fits(candidate, width: width) {
                (low, best) = (middle, candidate)
            } else {
                high = middle
            }
        }
        return (best, low)
    }

    private func fits(_ layout: TextLayoutResult, width: CGFloat?) -> Bool {
        !layout.isTruncated && layout.size.width <= (width ?? .infinity) + Self.epsilon
    }

    /// The layout with its height grown to the reserved number of lines.
    private func reserving(_ layout: TextLayoutResult) -> TextLayoutResult {
        guard let minimum = paragraph.minimumLines, layout.lines.count < minimum, let font = runs.last?.font else {
            return layout
        }
        let lineHeight = engine.metrics(of: font).lineHeight
        let missing = CGFloat(minimum - layout.lines.count)
        let spacing = layout.lines.isEmpty ? missing - 1 : missing
        var reserved = layout
        reserved.size.height += missing * lineHeight + spacing * paragraph.lineSpacing
        return reserved
    }

    private func pixelRounded(_ size: CGSize) -> CGSize {
        let scale = paragraph.displayScale
        func up(_ value: CGFloat) -> CGFloat { ((value - Self.epsilon) * scale).rounded(.up) / scale }
        return CGSize(width: Swift.max(up(size.width), 0), height: Swift.max(up(size.height), 0))
    }

    /// Tolerance for comparing lengths that went through floating-point text metrics.
    static let epsilon: CGFloat = 0.001
}

extension _TextLayout.Paragraph {
    init(_ settings: TextEnvironment, environment: EnvironmentValues) {
        let maximum = settings.lineLimit.map { Swift.max($0, 1) }
        maximumLines = maximum
        minimumLines = settings.minimumLines.map { Swift.min(Swift.max($0, 1), maximum ?? $0) }
        truncationMode = settings.truncationMode
        alignment = settings.multilineTextAlignment
        lineSpacing = settings.lineSpacing.isFinite ? Swift.max(settings.lineSpacing, 0) : 0
        let factor = settings.minimumScaleFactor
        minimumScaleFactor = factor.isFinite ? Swift.min(Swift.max(factor, 0.01), 1) : 1
        allowsTightening = settings.allowsTightening
        layoutDirection = environment.layoutDirection
        displayScale = environment.displayScale
    }
}

extension Text.Run {
    /// The run as the engine sees it: font resolved, case transformed, spacing summed, its
    /// color (a link's is the tint; otherwise its own or the environment's) as drawn in
    /// `environment` (its color scheme and accent color).
    func resolved(in settings: TextEnvironment, color environmentColor: Color?, environment: EnvironmentValues) -> TextRun {
        var context = settings.fontContext
        context.isItalic = context.isItalic || style.isItalic
        context.isMonospaced = context.isMonospaced || style.isMonospaced
        context.isMonospacedDigit = context.isMonospacedDigit || style.isMonospacedDigit
        var font = (style.font ?? settings.font ?? .body).resolve(in: context)
        if let weight = style.weight { font.weight = weight }
        if let design = style.design, case .system = font.family { font.family = .system(design) }
        let text: String
        switch settings.textCase {
        case .uppercase: text = string.uppercased()
        case .lowercase: text = string.lowercased()
        case nil: text = string
        }
        let tracking = (style.kerning ?? settings.kerning) + (style.tracking ?? settings.tracking)
        let color = style.link != nil ? environment.tintColor : style.color ?? environmentColor
        let underline = style.underline ?? settings.underline
        let strikethrough = style.strikethrough ?? settings.strikethrough
        let offset = style.baselineOffset ?? settings.baselineOffset
        return TextRun(
            text, font: font, tracking: tracking.isFinite ? tracking : 0, color: color?.resolved(in: environment),
            isUnderlined: underline != nil, isStrikethrough: strikethrough != nil,
            underlineColor: underline?.color?.resolved(in: environment),
            strikethroughColor: strikethrough?.color?.resolved(in: environment),
            backgroundColor: style.backgroundColor?.resolved(in: environment),
            baselineOffset: offset.isFinite ? offset : 0)
    }
}

extension TextRun {
    /// The run with its font scaled and `tracking` ems of tracking added.
    func adjusted(scale: CGFloat, tracking extra: CGFloat) -> TextRun {
        var run = self
        run.font = font.scaled(by: scale)
        run.tracking = tracking * scale + extra * run.font.size
        return run
    }
}
