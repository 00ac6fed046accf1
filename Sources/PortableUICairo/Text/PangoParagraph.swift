import CCairo
import CPango
import Foundation
import PortableUICore

/// A request's runs as Pango takes them: one UTF-8 buffer and an attribute list.
///
/// Explicit line breaks (`\n`, `\r\n`, `\r`, U+2029) become U+2028 LINE SEPARATOR, so that the
/// whole text is one Pango paragraph: Pango limits and ellipsizes lines per paragraph, while
/// SwiftUI's `lineLimit` counts every line of the text. NUL characters, which Pango does not
/// accept, become U+FFFD. In a word longer than ``longWord`` characters, a zero-width space
/// follows each further character: Pango's fallback to character wrapping re-measures the
/// rest of the word for every line, which is quadratic, and such a word is wider than any
/// line anyway.
struct PangoParagraph {
    var bytes: [UInt8] = []
    /// The byte range of each run in `bytes`.
    var runRanges: [Range<Int>] = []
    let runs: [TextRun]
    /// For runs whose characters were rewritten (by run index), the byte where each of the
    /// run's scalars starts, when the paragraph was made `recordingScalars`: how character
    /// offsets map to bytes (see PangoParagraph+Characters.swift).
    private(set) var scalarStarts: [Int: [Int]] = [:]

    init(_ runs: [TextRun], recordingScalars: Bool = false) {
        self.runs = runs
        let total = runs.reduce(0) { $0 + $1.string.utf8.count }
        bytes.reserveCapacity(total)
        var previous: Unicode.Scalar = " "
        var wordLength = 0
        for run in runs {
            let start = bytes.count
            // Fast path: a short text without line breaks, NULs or U+2029 goes in as it is.
            if total <= Self.longWord && !run.string.utf8.contains(where: Self.mayNeedRewriting) {
                bytes.append(contentsOf: run.string.utf8)
                previous = " "
                runRanges.append(start..<bytes.count)
                continue
            }
            var starts: [Int] = []
            for scalar in run.string.unicodeScalars {
                if recordingScalars { starts.append(bytes.count) }
                wordLength = scalar.properties.isWhitespace ? 0 : wordLength + 1
                if wordLength > Self.longWord && Self.mayBreak(between: previous, and: scalar) {
                    bytes.append(contentsOf: Self.zeroWidthSpace)
                }
                switch scalar.value {
                case 0x0A where previous == "\r":
                    break
                case 0x0A, 0x0D, 0x2029:
                    bytes.append(contentsOf: Self.lineSeparator)
                case 0x00:
                    bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                case 0x00...0x7F:
                    bytes.append(UInt8(scalar.value))
                default:
                    bytes.append(contentsOf: UTF8.encode(scalar)!)
                }
                previous = scalar
            }
            if recordingScalars { scalarStarts[runRanges.count] = starts }
            runRanges.append(start..<bytes.count)
        }
    }

    /// U+2028 in UTF-8.
    static let lineSeparator: [UInt8] = [0xE2, 0x80, 0xA8]
    /// U+200B in UTF-8.
    static let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B]
    /// The length of a word beyond which break opportunities are added.
    static let longWord = 1_000

    /// Whether a UTF-8 byte may belong to a character that is rewritten: NUL, a line feed,
    /// a carriage return, or the lead byte of U+2029.
    private static func mayNeedRewriting(_ byte: UInt8) -> Bool {
        byte == 0x00 || byte == 0x0A || byte == 0x0D || byte == 0xE2
    }

    /// Whether a zero-width space between the two scalars would not split a character
    /// (marks, joiners, variation selectors and emoji modifiers stay with their base).
    private static func mayBreak(between previous: Unicode.Scalar, and scalar: Unicode.Scalar) -> Bool {
        if previous.value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return false
        default: break
        }
        switch scalar.value {
        case 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xDC00...0xDFFF: return false
        default: return true
        }
    }

    /// The byte range of each run's characters, for hit testing (see ``PangoTextRendering``).
    func byteRange(ofRun index: Int) -> Range<Int>? {
        runRanges.indices.contains(index) ? runRanges[index] : nil
    }

    /// Calls `body` with each run whose bytes intersect `range` (the run at its start for an
    /// empty range).
    func forEachRun(intersecting range: Range<Int>, _ body: (TextRun) -> Void) {
        if runs.count == 1 { return body(runs[0]) }
        for (index, runRange) in runRanges.enumerated() {
            let intersects =
                range.isEmpty
                ? runRange.contains(range.lowerBound)
                    || (index == runRanges.count - 1 && range.lowerBound >= runRange.upperBound)
                : runRange.overlaps(range)
            if intersects { body(runs[index]) }
        }
    }

    /// The end of `range` without trailing breakable spaces and line separators.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound {
            if bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 {
                end -= 1
            } else if end - 3 >= range.lowerBound, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80,
                bytes[end - 1] == 0xA8
            {
                end -= 3
            } else if end - 3 >= range.lowerBound, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80,
                bytes[end - 1] == 0x80
            {
                end -= 3
            } else {
                break
            }
        }
        return range.lowerBound..<end
    }

    /// Whether `range` ends with a line separator (an explicit line break).
    func endsWithLineBreak(_ range: Range<Int>) -> Bool {
        range.count >= 3 && bytes[range.upperBound - 3..<range.upperBound].elementsEqual(Self.lineSeparator)
    }

    /// The attributes of the runs: no hyphens when lines may be broken (`breaksLines`), then
    /// font (where it differs from the first run's, which is the layout's), tracking, digits,
    /// colors and decorations; `nil` when there are none.
    func makeAttributes(breaksLines: Bool, description: (ResolvedFont) -> OpaquePointer) -> OpaquePointer? {
        var list: OpaquePointer?
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(range.lowerBound)
            attribute.pointee.end_index = guint(range.upperBound)
            if list == nil { list = pango_attr_list_new() }
            pango_attr_list_insert(list, attribute)
        }
        // Words broken across lines get no hyphen, as in SwiftUI (Pango adds one by default).
        if breaksLines && bytes.count > 0 { insert(pango_attr_insert_hyphens_new(0), 0..<bytes.count) }
        for (run, range) in zip(runs, runRanges) where !range.isEmpty {
            if run.font != runs[0].font { insert(pango_attr_font_desc_new(description(run.font)), range) }
            if run.tracking != 0 {
                insert(pango_attr_letter_spacing_new(Int32((run.tracking * CGFloat(PANGO_SCALE)).rounded())), range)
            }
            if run.font.isMonospacedDigit { insert(pango_attr_font_features_new("tnum"), range) }
            if let color = run.color {
                insert(pango_attr_foreground_new(color.channel(\.red), color.channel(\.green), color.channel(\.blue)), range)
                if color.opacity < 1 { insert(pango_attr_foreground_alpha_new(color.channel(\.opacity)), range) }
            }
            if let color = run.backgroundColor {
                insert(pango_attr_background_new(color.channel(\.red), color.channel(\.green), color.channel(\.blue)), range)
                if color.opacity < 1 { insert(pango_attr_background_alpha_new(color.channel(\.opacity)), range) }
            }
            if run.baselineOffset != 0 {
                insert(pango_attr_rise_new(Int32((run.baselineOffset * CGFloat(PANGO_SCALE)).rounded())), range)
            }
            if run.isUnderlined {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), range)
                if let color = run.underlineColor {
                    insert(pango_attr_underline_color_new(color.channel(\.red), color.channel(\.green), color.channel(\.blue)), range)
                }
            }
            if run.isStrikethrough {
                insert(pango_attr_strikethrough_new(1), range)
                if let color = run.strikethroughColor {
                    insert(
                        pango_attr_strikethrough_color_new(color.channel(\.red), color.channel(\.green), color.channel(\.blue)),
                        range)
                }
            }
        }
        return list
    }
}

extension Color {
    /// A channel of the color as Pango takes it (0…65535).
    fileprivate func channel(_ component: KeyPath<Color, Double>) -> UInt16 {
        UInt16((Swift.min(Swift.max(self[keyPath: component], 0), 1) * 65535).rounded())
    }
}
