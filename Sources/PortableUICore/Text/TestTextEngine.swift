import Foundation

/// A deterministic text engine with simple metrics, for tests and for PortableUICore used
/// without a shaping engine.
///
/// Every character is half an em wide (a full em for East Asian wide characters and emoji),
/// plus the run's tracking; fonts have an ascent of 0.8 em, a descent of 0.2 em and a cap
/// height of 0.7 em, so a line is exactly as tall as the font size. It follows the
/// ``TextEngine`` contract: greedy breaking after spaces and around wide characters, inside
/// a word only when the word alone is wider than the line, trailing spaces hanging at soft
/// breaks, and an ellipsis ("…", half an em) on the last line when lines are dropped.
public final class TestTextEngine: TextEngine {
    /// The shared instance.
    public static let shared = TestTextEngine()

    public init() {}

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, leading: 0, capHeight: font.size * 0.7)
    }

    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let clusters = Cluster.clusters(of: request.runs)
        let lines = Breaker(clusters: clusters, width: request.width).lines()
        var kept = lines
        var isTruncated = false
        if let maximum = request.maximumLines, lines.count > maximum {
            let lineWidth = request.width ?? lines.reduce(0) { Swift.max($0, $1.width(of: clusters)) }
            kept = Array(lines.prefix(maximum - 1))
            kept.append(ellipsized(clusters, from: lines[maximum - 1].start, width: lineWidth, request.truncationMode))
            isTruncated = true
        }
        let stacked = kept.map { line in
            (width: line.width(of: clusters), metrics: lineMetrics(line, clusters, request.runs))
        }
        return .stacking(
            stacked, lineSpacing: request.lineSpacing, alignment: request.alignment,
            layoutDirection: request.layoutDirection, isTruncated: isTruncated)
    }

    private func lineMetrics(_ line: Line, _ clusters: [Cluster], _ runs: [TextRun]) -> FontMetrics {
        let indices = line.indices.isEmpty ? [Swift.min(line.start, clusters.count - 1)] : line.indices
        return indices.reduce(nil as FontMetrics?) { largest, index in
            let run = runs[clusters[index].run]
            let font = run.lineMetrics(metrics(of: run.font))
            return largest.map { $0.union(font) } ?? font
        } ?? FontMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)
    }

    /// The last line: the rest of the text from `start`, cut to fit `width` with an ellipsis.
    private func ellipsized(_ clusters: [Cluster], from start: Int, width: CGFloat, _ mode: Text.TruncationMode) -> Line
    {
        let rest = Array(start..<clusters.count)
        let ellipsis = clusters[start].ellipsisWidth
        var budget = width - ellipsis
        var head: [Int] = []
        var tail: [Int] = []
        var front = rest.startIndex
        var back = rest.endIndex
        func take(fromFront: Bool) -> Bool {
            guard front < back else { return false }
            let index = fromFront ? rest[front] : rest[back - 1]
            guard clusters[index].advance <= budget else { return false }
            budget -= clusters[index].advance
            if fromFront {
                head.append(index)
                front += 1
            } else {
                tail.insert(index, at: 0)
                back -= 1
            }
            return true
        }
        switch mode {
        case .tail: while take(fromFront: true) {}
        case .head: while take(fromFront: false) {}
        case .middle:
            var fromFront = true
            while take(fromFront: fromFront) || take(fromFront: !fromFront) { fromFront.toggle() }
        }
        while let last = head.last, clusters[last].isSpace { head.removeLast() }
        while let first = tail.first, clusters[first].isSpace { tail.removeFirst() }
        return Line(start: start, indices: head + tail, extraWidth: ellipsis)
    }
}

/// One character of the text with its run and advance.
private struct Cluster {
    let run: Int
    let advance: CGFloat
    let ellipsisWidth: CGFloat
    let isSpace: Bool
    let isWide: Bool
    let isNewline: Bool

    static func clusters(of runs: [TextRun]) -> [Cluster] {
        var result: [Cluster] = []
        for (index, run) in runs.enumerated() {
            let em = run.font.size
            for character in run.string {
                let isNewline = character.isNewline
                let isWide = Self.isWide(character)
                let advance = isNewline ? 0 : (isWide ? em : em / 2) + run.tracking
                result.append(
                    Cluster(
                        run: index, advance: advance, ellipsisWidth: em / 2,
                        isSpace: character.isWhitespace && !isNewline, isWide: isWide, isNewline: isNewline))
            }
        }
        return result
    }

    private static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.count > 1 && scalar.properties.isEmoji {
            return true
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// A line: the clusters it shows (indices into the text's clusters) and extra width (the
/// ellipsis).
private struct Line {
    let start: Int
    var indices: [Int]
    var extraWidth: CGFloat = 0
    /// Whether trailing spaces hang outside the line's width (a soft break).
    var hangsSpaces = false

    func width(of clusters: [Cluster]) -> CGFloat {
        var shown = indices[...]
        if hangsSpaces {
            while let last = shown.last, clusters[last].isSpace { shown = shown.dropLast() }
        }
        return shown.reduce(extraWidth) { $0 + clusters[$1].advance }
    }
}

/// Greedy line breaking of clusters at a width.
private struct Breaker {
    let clusters: [Cluster]
    let width: CGFloat?

    func lines() -> [Line] {
        var lines: [Line] = []
        var paragraphStart = 0
        for (index, cluster) in clusters.enumerated() where cluster.isNewline {
            lines += paragraph(paragraphStart..<index)
            paragraphStart = index + 1
        }
        // A final line break ends the last line rather than starting an empty one.
        if paragraphStart < clusters.count || paragraphStart == 0 {
            lines += paragraph(paragraphStart..<clusters.count)
        }
        return lines
    }

    /// The lines of one paragraph (at least one, empty for an empty paragraph).
    private func paragraph(_ range: Range<Int>) -> [Line] {
        guard !range.isEmpty else { return [Line(start: range.lowerBound, indices: [])] }
        var lines: [Line] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = lineEnd(from: start, in: range)
            var line = Line(start: start, indices: Array(start..<end))
            line.hangsSpaces = end < range.upperBound
            lines.append(line)
            start = end
        }
        return lines
    }

    /// Where the line starting at `start` ends: after the last break opportunity that fits,
    /// or inside the word when none does (always after at least one cluster).
    private func lineEnd(from start: Int, in range: Range<Int>) -> Int {
        guard let width else { return range.upperBound }
        var used: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < range.upperBound {
            let cluster = clusters[index]
            if cluster.isSpace {
                used += cluster.advance
                index += 1
                lastBreak = index
                continue
            }
            if cluster.isWide && index > start { lastBreak = index }
            if index > start && used + cluster.advance > width + 0.001 {
                return lastBreak.map { $0 > start ? $0 : index } ?? index
            }
            used += cluster.advance
            index += 1
            if cluster.isWide { lastBreak = index }
        }
        return range.upperBound
    }
}
