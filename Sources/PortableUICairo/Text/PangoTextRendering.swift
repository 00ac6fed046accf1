import CCairo
import CPango
import Foundation
import PortableUICore

/// The drawing side of a Pango layout result (``TextLayoutResult/rendering``): how to make
/// the measured `PangoLayout` again and where each of its lines goes, so a renderer draws
/// exactly what was measured. The layout is made on first use and kept.
public final class PangoTextRendering: @unchecked Sendable {
    /// What the measured layout was made from: the request, and the width and line limit
    /// Pango was given.
    struct Parameters {
        var request: TextLayoutRequest
        var width: CGFloat?
        var maximumLines: Int?

        var withoutLimits: Parameters { Parameters(request: request, width: nil, maximumLines: nil) }
    }

    /// A line of the result: the Pango line that draws it, and the horizontal offset of its
    /// content in that line's own coordinates (subtracted from the line's origin to draw).
    struct DrawnLine {
        var index: Int32
        var contentOffset: CGFloat
    }

    let parameters: Parameters
    let lines: [DrawnLine]
    private let shaper: PangoShaper
    private var madeLayout: OpaquePointer?

    init(parameters: Parameters, lines: [DrawnLine], shaper: PangoShaper) {
        self.parameters = parameters
        self.lines = lines
        self.shaper = shaper
    }

    deinit {
        if let madeLayout { g_object_unref(UnsafeMutableRawPointer(madeLayout)) }
    }

    /// The laid-out `PangoLayout` (owned by this object). Use it only to read.
    public var layout: OpaquePointer {
        shaper.lock.lock()
        defer { shaper.lock.unlock() }
        return lockedLayout()
    }

    private func lockedLayout() -> OpaquePointer {
        if let madeLayout { return madeLayout }
        let layout = shaper.lockedDrawableLayout(parameters)
        madeLayout = layout
        return layout
    }

    /// Draws the lines of `result` (the result this rendering belongs to) with `cairo`,
    /// the layout's top-leading corner at `origin`. Runs without a color use the cairo
    /// context's current source.
    public func draw(_ result: TextLayoutResult, in cairo: OpaquePointer, at origin: CGPoint) {
        shaper.lock.lock()
        defer { shaper.lock.unlock() }
        let layout = lockedLayout()
        for (line, drawn) in zip(result.lines, lines) {
            guard let pangoLine = pango_layout_get_line_readonly(layout, drawn.index) else { continue }
            cairo_move_to(
                cairo, Double(origin.x + line.origin.x - drawn.contentOffset), Double(origin.y + line.baseline))
            pango_cairo_show_layout_line(cairo, pangoLine)
        }
    }

    /// The boxes the characters of run `runIndex` cover on each line of `result` (the result
    /// this rendering belongs to), in the layout's coordinates.
    func rects(ofRun runIndex: Int, in result: TextLayoutResult) -> [CGRect] {
        guard let range = PangoParagraph(parameters.request.runs).byteRange(ofRun: runIndex) else { return [] }
        return rects(ofBytes: range, in: result)
    }

    /// The boxes the characters in `range` (character offsets, see ``TextEngine``) cover on
    /// each line of `result`, in the layout's coordinates.
    func rects(ofCharacters range: Range<Int>, in result: TextLayoutResult) -> [CGRect] {
        let paragraph = PangoParagraph(parameters.request.runs, recordingScalars: true)
        let bytes = paragraph.byteOffset(ofCharacter: range.lowerBound)..<paragraph.byteOffset(ofCharacter: range.upperBound)
        return rects(ofBytes: bytes, in: result)
    }

    /// The caret before character `offset` (see ``TextEngine``) in `result`, in the layout's
    /// coordinates: a zero-wide box as tall as its line. An offset where a line wraps is at the
    /// start of the later line; at the end of a line, the caret follows its last character.
    func caretRect(atCharacter offset: Int, in result: TextLayoutResult) -> CGRect? {
        let paragraph = PangoParagraph(parameters.request.runs, recordingScalars: true)
        let byte = paragraph.byteOffset(ofCharacter: offset)
        let previousByte = offset > 0 ? paragraph.byteOffset(ofCharacter: offset - 1) : 0
        shaper.lock.lock()
        defer { shaper.lock.unlock() }
        let layout = lockedLayout()
        var found: (line: TextLayoutResult.Line, drawn: DrawnLine, pango: UnsafeMutablePointer<PangoLayoutLine>)?
        for (line, drawn) in zip(result.lines, lines) {
            guard let pangoLine = pango_layout_get_line_readonly(layout, drawn.index) else { continue }
            // The last line starting at or before the caret holds it.
            if Int(pangoLine.pointee.start_index) <= byte { found = (line, drawn, pangoLine) }
        }
        guard let found else { return nil }
        let start = Int(found.pango.pointee.start_index)
        let end = start + Int(found.pango.pointee.length)
        var x: Int32 = 0
        if byte < end {
            pango_layout_line_index_to_x(found.pango, Int32(byte), 0, &x)
        } else if end > start {
            pango_layout_line_index_to_x(found.pango, Int32(Swift.max(previousByte, start)), 1, &x)
        }
        let minX = CGFloat(x) / CGFloat(PANGO_SCALE) - found.drawn.contentOffset + found.line.origin.x
        return CGRect(x: minX, y: found.line.origin.y, width: 0, height: found.line.height)
    }

    /// The caret offset nearest to `point` (layout coordinates) on the line at its height.
    func characterOffset(at point: CGPoint, in result: TextLayoutResult) -> Int? {
        guard let lineIndex = result.lines.lastIndex(where: { $0.origin.y <= point.y }) ?? result.lines.indices.first,
            lines.indices.contains(lineIndex)
        else { return nil }
        let line = result.lines[lineIndex]
        let x = (point.x - line.origin.x + lines[lineIndex].contentOffset) * CGFloat(PANGO_SCALE)
        var index: Int32 = 0
        var trailing: Int32 = 0
        do {
            shaper.lock.lock()
            defer { shaper.lock.unlock() }
            guard let pangoLine = pango_layout_get_line_readonly(lockedLayout(), lines[lineIndex].index) else {
                return nil
            }
            pango_layout_line_x_to_index(pangoLine, Int32(x.isFinite ? x.rounded() : 0), &index, &trailing)
        }
        let paragraph = PangoParagraph(parameters.request.runs, recordingScalars: true)
        return paragraph.characterOffset(ofByte: Int(index)) + (trailing > 0 ? 1 : 0)
    }

    /// The boxes the bytes in `range` cover on each line of `result`.
    private func rects(ofBytes range: Range<Int>, in result: TextLayoutResult) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        shaper.lock.lock()
        defer { shaper.lock.unlock() }
        let layout = lockedLayout()
        var rects: [CGRect] = []
        for (line, drawn) in zip(result.lines, lines) {
            guard let pangoLine = pango_layout_get_line_readonly(layout, drawn.index) else { continue }
            let start = Int(pangoLine.pointee.start_index)
            // The part of the range on this line; none when the range is on other lines.
            let lower = Swift.max(start, range.lowerBound)
            let upper = Swift.min(start + Int(pangoLine.pointee.length), range.upperBound)
            guard lower < upper else { continue }
            let shown = lower..<upper
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(pangoLine, Int32(shown.lowerBound), Int32(shown.upperBound), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges, count > 0 else { continue }
            // The x ranges are from the layout's left edge, where lines start: line
            // coordinates, as the drawn line's content offset is.
            for index in 0..<Int(count) {
                let minX = CGFloat(ranges[2 * index]) / CGFloat(PANGO_SCALE) - drawn.contentOffset + line.origin.x
                let maxX = CGFloat(ranges[2 * index + 1]) / CGFloat(PANGO_SCALE) - drawn.contentOffset + line.origin.x
                rects.append(CGRect(x: minX, y: line.origin.y, width: maxX - minX, height: line.height))
            }
        }
        return rects
    }
}
