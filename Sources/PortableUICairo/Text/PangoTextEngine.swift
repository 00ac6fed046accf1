import CPango
import Foundation
import PortableUICore

/// The text engine of PortableUI: Pango with HarfBuzz shaping over FreeType, fed only the
/// pinned fonts (``PinnedFonts``), at 72 dpi so that a 17-point font is 17 points.
///
/// It follows the ``TextEngine`` contract. Pango breaks lines (Unicode line breaking, word
/// then character wrapping), shapes, handles bidirectional text and ellipsizes; the engine
/// then stacks the lines with the fonts' ``FontMetrics`` (SF Pro's for the system fonts),
/// excludes trailing spaces at soft breaks from line widths, and aligns the lines itself.
/// Tracking follows Core Text: Pango puts letter spacing only between the characters of a
/// run, so each run segment on a line gets one more.
///
/// Results are cached by request (strings, fonts, width, line limit…) in a bounded cache
/// shared by all threads; Pango itself is used under a lock.
public final class PangoTextEngine: TextEngine, @unchecked Sendable {
    private let pangoLock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let leftToRight: OpaquePointer
    private let rightToLeft: OpaquePointer
    private let families: Set<String>
    private var descriptions: [ResolvedFont: OpaquePointer] = [:]
    private var namedMetrics: [ResolvedFont: FontMetrics] = [:]
    private var reportedFamilies: Set<String> = []
    private let cache: TextLayoutCache

    /// The engine `PortableUI` hosts use by default: the pinned fonts, or, when they are
    /// missing, ``TestTextEngine`` after a diagnostic that names the packages to install.
    public static let platformDefault: any TextEngine = {
        do {
            return try PangoTextEngine()
        } catch {
            Diagnostics.report("\(error) Text is measured with the approximate test engine until then.")
            return TestTextEngine.shared
        }
    }()

    /// Creates an engine over `fonts`.
    ///
    /// - Parameter cacheCapacity: how many layouts each of the cache's two generations keeps.
    /// - Throws: ``FontError`` when a font file is missing or unreadable.
    public init(fonts: PinnedFonts = .standard, cacheCapacity: Int = 4_096) throws {
        let config = try fonts.makeConfiguration()
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        fontMap = map
        leftToRight = Self.makeContext(map, direction: PANGO_DIRECTION_LTR)
        rightToLeft = Self.makeContext(map, direction: PANGO_DIRECTION_RTL)
        families = Self.familyNames(map)
        cache = TextLayoutCache(capacity: cacheCapacity)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(leftToRight))
        g_object_unref(UnsafeMutableRawPointer(rightToLeft))
        g_object_unref(fontMap)
    }

    /// A context with deterministic settings: no hinting of metrics or outlines, unrounded
    /// glyph positions, English as the language, a fixed base direction.
    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, direction)
        return context
    }

    private static func familyNames(_ map: UnsafeMutablePointer<PangoFontMap>) -> Set<String> {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &list, &count)
        defer { g_free(list) }
        return Set(
            (0..<Int(count)).compactMap { index in
                list?[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0).lowercased() }
            })
    }

    // MARK: TextEngine

    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        if let cached = cache.value(for: request) { return cached }
        pangoLock.lock()
        let result = compute(request)
        pangoLock.unlock()
        cache.store(result, for: request)
        return result
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        guard case .named = font.family else { return .system(size: font.size) }
        pangoLock.lock()
        defer { pangoLock.unlock() }
        return lockedMetrics(of: font)
    }

    /// Forgets every cached layout.
    public func removeCachedLayouts() {
        cache.removeAll()
    }

    // MARK: Laying out (under the Pango lock)

    private func compute(_ request: TextLayoutRequest) -> TextLayoutResult {
        let paragraph = PangoParagraph(request.runs)
        let context = request.layoutDirection == .rightToLeft ? rightToLeft : leftToRight
        let attributes = paragraph.makeAttributes(description: lockedDescription)
        defer { if let attributes { pango_attr_list_unref(attributes) } }
        var width = request.width.flatMap { $0 < 1_000_000 ? $0 : nil }
        var maximumLines = request.maximumLines
        if let limit = maximumLines, width == nil {
            // Step 2 needs a width to ellipsize at: the widest line of the unlimited layout.
            let natural = makeLayout(paragraph, attributes, context, width: nil, maximumLines: nil, request.truncationMode)
            defer { g_object_unref(UnsafeMutableRawPointer(natural)) }
            if pango_layout_get_line_count(natural) <= limit {
                maximumLines = nil
            } else {
                var logical = PangoRectangle()
                pango_layout_get_extents(natural, nil, &logical)
                width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            }
        }
        let layout = makeLayout(paragraph, attributes, context, width: width, maximumLines: maximumLines, request.truncationMode)
        return result(of: layout, paragraph, request)
    }

    private func makeLayout(
        _ paragraph: PangoParagraph, _ attributes: OpaquePointer?, _ context: OpaquePointer, width: CGFloat?,
        maximumLines: Int?, _ truncation: Text.TruncationMode
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_auto_dir(layout, 0)
        paragraph.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        if let attributes { pango_layout_set_attributes(layout, attributes) }
        if let first = paragraph.runs.first {
            pango_layout_set_font_description(layout, lockedDescription(first.font))
        }
        if let width {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maximumLines {
            pango_layout_set_height(layout, -Int32(clamping: maximumLines))
            pango_layout_set_ellipsize(layout, truncation.pangoMode)
        }
        return layout
    }

    /// Reads the lines of a Pango layout into a result: widths (without trailing spaces at
    /// soft breaks), fonts' metrics, alignment.
    private func result(
        of layout: OpaquePointer, _ paragraph: PangoParagraph, _ request: TextLayoutRequest
    ) -> TextLayoutResult {
        let count = Int(pango_layout_get_line_count(layout))
        var lines: [(width: CGFloat, metrics: FontMetrics)] = []
        var drawn: [PangoTextRendering.DrawnLine] = []
        lines.reserveCapacity(count)
        drawn.reserveCapacity(count)
        var node = pango_layout_get_lines_readonly(layout)
        var index = 0
        while let current = node {
            defer { node = current.pointee.next; index += 1 }
            let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            let range = Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length)
            guard let (minX, maxX) = horizontalExtent(of: line, range, paragraph, isLast: index == count - 1) else {
                continue
            }
            var metrics: FontMetrics?
            var tracking: CGFloat = 0
            paragraph.forEachRun(intersecting: range) { run in
                let font = lockedMetrics(of: run.font)
                metrics = metrics.map { $0.union(font) } ?? font
                tracking += run.tracking
            }
            lines.append((maxX - minX + tracking, metrics ?? FontMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)))
            drawn.append(PangoTextRendering.DrawnLine(index: Int32(index), contentOffset: minX))
        }
        let isTruncated = pango_layout_is_ellipsized(layout) != 0
        let rendering = PangoTextRendering(layout: layout, lines: drawn, lock: pangoLock)
        return .stacking(
            lines, lineSpacing: request.lineSpacing, alignment: request.alignment,
            layoutDirection: request.layoutDirection, isTruncated: isTruncated, rendering: rendering)
    }

    /// The left and right of a line's content in its own coordinates: its logical extents,
    /// narrowed to exclude trailing spaces when the line ends at a soft break; `nil` for a
    /// line of nothing but spaces after a soft break (the spaces hang on the line before,
    /// as in Core Text, where Pango gives them a line of their own at tiny widths).
    private func horizontalExtent(
        of line: UnsafeMutablePointer<PangoLayoutLine>, _ range: Range<Int>, _ paragraph: PangoParagraph, isLast: Bool
    ) -> (CGFloat, CGFloat)? {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let full = (CGFloat(logical.x) / scale, CGFloat(logical.x + logical.width) / scale)
        guard !isLast, !paragraph.endsWithLineBreak(range) else { return full }
        let trimmed = paragraph.trimmingTrailingSpaces(range)
        guard trimmed.upperBound < range.upperBound else { return full }
        guard !trimmed.isEmpty else { return line.pointee.is_paragraph_start != 0 ? (full.0, full.0) : nil }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(trimmed.lowerBound), Int32(trimmed.upperBound), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges, count > 0 else { return full }
        var low = Int32.max, high = Int32.min
        for index in 0..<Int(count) {
            low = Swift.min(low, ranges[2 * index])
            high = Swift.max(high, ranges[2 * index + 1])
        }
        // x ranges are relative to the layout; the line starts at the layout's left edge here
        // (left alignment), so they are line coordinates too.
        return (CGFloat(low) / scale, CGFloat(high) / scale)
    }

    // MARK: Fonts (under the Pango lock)

    private func lockedDescription(_ font: ResolvedFont) -> OpaquePointer {
        if let description = descriptions[font] { return description }
        let description = pango_font_description_new()!
        let family = resolvedFamily(font)
        pango_font_description_set_family(description, "\(family),\(PinnedFonts.fallbackFamilies)")
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = description
        return description
    }

    /// The family to ask for: a named font must be one of the pinned families, otherwise
    /// the system font is used (and a diagnostic says so once).
    private func resolvedFamily(_ font: ResolvedFont) -> String {
        let family = PinnedFonts.family(for: font)
        guard case .named(let name) = font.family, !families.contains(name.lowercased()) else { return family }
        if reportedFamilies.insert(name).inserted {
            Diagnostics.report(
                "The font \"\(name)\" is not one of the pinned fonts; the system font (Inter) is used instead.")
        }
        return PinnedFonts.family(for: ResolvedFont(family: .system(.default), size: font.size))
    }

    private func lockedMetrics(of font: ResolvedFont) -> FontMetrics {
        guard case .named = font.family else { return .system(size: font.size) }
        if let metrics = namedMetrics[font] { return metrics }
        let description = lockedDescription(font)
        let pangoMetrics = pango_context_get_metrics(
            leftToRight, description, pango_language_from_string("en-us"))
        defer { pango_font_metrics_unref(pangoMetrics) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(pangoMetrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(pangoMetrics)) / scale
        let metrics = FontMetrics(ascent: ascent, descent: descent, leading: 0, capHeight: ascent * 0.75)
        namedMetrics[font] = metrics
        return metrics
    }
}

extension Text.TruncationMode {
    var pangoMode: PangoEllipsizeMode {
        switch self {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}
