import CCairo
import CPango
import Foundation
import PortableUICore

/// The Pango side of the text engine: a font map over the pinned fonts, two contexts (one
/// per base direction) and the font descriptions, used under one lock because Pango objects
/// are not thread-safe.
///
/// Laying out (the ``TextEngine`` contract, step numbers as there): Pango breaks lines
/// (Unicode line breaking, word then character wrapping), shapes with HarfBuzz, resolves
/// bidirectional text and ellipsizes (steps 1–2); the lines are then stacked with the fonts'
/// ``FontMetrics``, SF Pro's for the system fonts (step 3), measured without trailing spaces
/// at soft breaks and aligned here (step 4). Tracking follows Core Text: Pango puts letter
/// spacing only between the characters of a run, so each run segment on a line gets one more.
final class PangoShaper: @unchecked Sendable {
    let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let leftToRight: OpaquePointer
    private let rightToLeft: OpaquePointer
    private let families: Set<String>
    private var descriptions: [ResolvedFont: OpaquePointer] = [:]
    private var namedMetrics: [ResolvedFont: FontMetrics] = [:]
    private var reportedFamilies: Set<String> = []

    init(fonts: PinnedFonts) throws {
        let config = try fonts.makeConfiguration()
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        fontMap = map
        leftToRight = Self.makeContext(map, direction: PANGO_DIRECTION_LTR)
        rightToLeft = Self.makeContext(map, direction: PANGO_DIRECTION_RTL)
        families = Self.familyNames(map)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(leftToRight))
        g_object_unref(UnsafeMutableRawPointer(rightToLeft))
        g_object_unref(fontMap)
    }

    /// A context with deterministic settings: no hinting of metrics or outlines, unrounded
    /// glyph positions, English as the language, a fixed base direction.
    static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection) -> OpaquePointer {
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

    // MARK: Laying out

    /// Lays `request` out; the Pango layout itself is not kept (a ``PangoTextRendering``
    /// makes it again, identically, when the text is drawn).
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        lock.lock()
        defer { lock.unlock() }
        let paragraph = PangoParagraph(request.runs)
        let attributes = paragraph.makeAttributes(
            breaksLines: request.width != nil || request.maximumLines != nil, description: lockedDescription)
        defer { if let attributes { pango_attr_list_unref(attributes) } }
        var parameters = PangoTextRendering.Parameters(
            request: request, width: request.width.flatMap { $0 < 1_000_000 ? $0 : nil },
            maximumLines: request.maximumLines)
        if let limit = parameters.maximumLines, parameters.width == nil {
            // Step 2 needs a width to ellipsize at: the widest line of the unlimited layout.
            let natural = makeLayout(paragraph, attributes, parameters.withoutLimits)
            defer { g_object_unref(UnsafeMutableRawPointer(natural)) }
            if pango_layout_get_line_count(natural) <= limit {
                parameters.maximumLines = nil
            } else {
                var logical = PangoRectangle()
                pango_layout_get_extents(natural, nil, &logical)
                parameters.width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            }
        }
        let layout = makeLayout(paragraph, attributes, parameters)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return result(of: layout, paragraph, parameters)
    }

    /// Makes the Pango layout `parameters` describe again, for drawing. Call under ``lock``.
    func lockedDrawableLayout(_ parameters: PangoTextRendering.Parameters) -> OpaquePointer {
        let paragraph = PangoParagraph(parameters.request.runs)
        let request = parameters.request
        let attributes = paragraph.makeAttributes(
            breaksLines: request.width != nil || request.maximumLines != nil, description: lockedDescription)
        defer { if let attributes { pango_attr_list_unref(attributes) } }
        return makeLayout(paragraph, attributes, parameters)
    }

    func metrics(of font: ResolvedFont) -> FontMetrics {
        guard case .named = font.family else { return .system(size: font.size) }
        lock.lock()
        defer { lock.unlock() }
        return lockedMetrics(of: font)
    }

    private func makeLayout(
        _ paragraph: PangoParagraph, _ attributes: OpaquePointer?, _ parameters: PangoTextRendering.Parameters
    ) -> OpaquePointer {
        let request = parameters.request
        let context = request.layoutDirection == .rightToLeft ? rightToLeft : leftToRight
        let layout = pango_layout_new(context)!
        pango_layout_set_auto_dir(layout, 0)
        paragraph.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        if let attributes { pango_layout_set_attributes(layout, attributes) }
        if let first = paragraph.runs.first {
            pango_layout_set_font_description(layout, lockedDescription(first.font))
        }
        if let width = parameters.width {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maximumLines = parameters.maximumLines {
            pango_layout_set_height(layout, -Int32(clamping: maximumLines))
            pango_layout_set_ellipsize(layout, request.truncationMode.pangoMode)
        }
        return layout
    }

    /// Reads the lines of a Pango layout into a result: widths (without trailing spaces at
    /// soft breaks), fonts' metrics, alignment.
    private func result(
        of layout: OpaquePointer, _ paragraph: PangoParagraph, _ parameters: PangoTextRendering.Parameters
    ) -> TextLayoutResult {
        let request = parameters.request
        let count = Int(pango_layout_get_line_count(layout))
        var lines: [(width: CGFloat, metrics: FontMetrics)] = []
        var drawn: [PangoTextRendering.DrawnLine] = []
        lines.reserveCapacity(count)
        drawn.reserveCapacity(count)
        var node = pango_layout_get_lines_readonly(layout)
        var index = 0
        while let current = node {
            defer {
                node = current.pointee.next
                index += 1
            }
            let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            let range = Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length)
            guard let (minX, maxX) = horizontalExtent(of: line, range, paragraph, isLast: index == count - 1) else {
                continue
            }
            var metrics: FontMetrics?
            var tracking: CGFloat = 0
            paragraph.forEachRun(intersecting: range) { run in
                let font = run.lineMetrics(lockedMetrics(of: run.font))
                metrics = metrics.map { $0.union(font) } ?? font
                tracking += run.tracking
            }
            lines.append(
                (maxX - minX + tracking, metrics ?? FontMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)))
            drawn.append(PangoTextRendering.DrawnLine(index: Int32(index), contentOffset: minX))
        }
        let isTruncated = pango_layout_is_ellipsized(layout) != 0
        let rendering = PangoTextRendering(parameters: parameters, lines: drawn, shaper: self)
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
        if line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue {
            // Left to right, the content ends where the trailing spaces start.
            var x: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(trimmed.upperBound), 0, &x)
            return (full.0, CGFloat(x) / scale)
        }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(trimmed.lowerBound), Int32(trimmed.upperBound), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges, count > 0 else { return full }
        var low = Int32.max
        var high = Int32.min
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
