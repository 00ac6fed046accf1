import Foundation
import PortableUICore
import Testing

@testable import PortableUICairo

/// The Pango engine against the `TextEngine` contract, on real fonts.
struct PangoTextEngineTests {
    static let engine = try! PangoTextEngine()
    let body = ResolvedFont(family: .system(.default), size: 17)
    let lineHeight = CGFloat(17) * 2444 / 2048

    func layout(
        _ string: String, width: CGFloat? = nil, lines: Int? = nil, _ mode: Text.TruncationMode = .tail,
        direction: LayoutDirection = .leftToRight, alignment: TextAlignment = .leading
    ) -> TextLayoutResult {
        Self.engine.layout(
            TextLayoutRequest(
                runs: [TextRun(string, font: body)], width: width, maximumLines: lines, truncationMode: mode,
                alignment: alignment, layoutDirection: direction))
    }

    @Test func wrapsAtWordBoundaries() {
        let hello = layout("Hello").size.width
        let world = layout("world").size.width
        let both = layout("Hello world").size.width
        // Just wide enough for both words: one line.
        #expect(layout("Hello world", width: both).lines.count == 1)
        // Narrower: "world" moves to the second line, the space hangs.
        let wrapped = layout("Hello world", width: both - 1)
        #expect(wrapped.lines.map(\.width) == [hello, world])
        #expect(wrapped.size == CGSize(width: Swift.max(hello, world), height: 2 * lineHeight))
        // Never wider than the longest line.
        #expect(layout("Hello world", width: 300).size.width == both)
    }

    @Test func breaksInsideAWordOnlyWhenItIsWiderThanTheLine() {
        let word = layout("Extraordinary").size.width
        let broken = layout("Extraordinary", width: word / 2)
        #expect(broken.lines.count >= 2)
        #expect(broken.lines.allSatisfy { $0.width <= word / 2 + 0.01 })
        #expect(layout("An extraordinary day", width: word + 1).lines.count == 3)
    }

    @Test func wordsBrokenAcrossLinesGetNoHyphen() {
        let word = layout("Extraordinary").size.width
        let broken = layout("Extraordinary", width: word / 2)
        // With hyphens the pieces would add up to more than the word.
        #expect(broken.lines.reduce(0) { $0 + $1.width } <= word + 0.5)
    }

    @Test func zeroWidthBreaksEveryWordIntoPieces() {
        // Narrower than any character: Pango cuts the words into pieces of one or two
        // characters (the test engine into single characters).
        let result = layout("Hi you", width: 0)
        #expect(result.lines.count >= 3)
        #expect(result.size.width <= layout("you").size.width)
        #expect(!result.isTruncated)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let paragraph = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let free = layout(paragraph, width: 120)
        #expect(free.lines.count > 2)
        #expect(!free.isTruncated)
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            let limited = layout(paragraph, width: 120, lines: 2, mode)
            #expect(limited.lines.count == 2)
            #expect(limited.isTruncated)
            #expect(limited.size.height == 2 * lineHeight)
            #expect(limited.size.width <= 120)
        }
        let single = layout(paragraph, width: 120, lines: 1)
        #expect(single.lines.count == 1 && single.isTruncated)
        // A limit the text fits in changes nothing.
        #expect(layout("Short", width: 120, lines: 1).isTruncated == false)
    }

    @Test func lineLimitCountsExplicitLineBreaks() {
        let three = layout("one\ntwo\nthree")
        #expect(three.lines.count == 3)
        let two = layout("one\ntwo\nthree", lines: 2)
        #expect(two.lines.count == 2)
        #expect(two.isTruncated)
        let crlf = layout("one\r\ntwo\rthree\u{2029}four")
        #expect(crlf.lines.count == 4)
    }

    @Test func emptyAndWhitespaceStrings() {
        let empty = layout("")
        #expect(empty.size.width == 0)
        #expect(empty.lines.count == 1)
        #expect(layout(" ").size.width > 0)
        #expect(layout("\n").lines.count == 1)
        #expect(layout("a\n\nb").lines.count == 3)
    }

    @Test func chineseAndJapaneseBreakBetweenCharacters() {
        let text = "日本語のテキストです"
        let one = layout("日").size.width
        #expect(one == 17)
        let wrapped = layout(text, width: 3.5 * one)
        #expect(wrapped.lines.map(\.width).allSatisfy { $0 <= 3 * one + 0.01 })
        #expect(wrapped.lines.count == 4)
    }

    @Test func emojiClustersAreOneGlyphEach() {
        let face = layout("😀").size.width
        #expect(face > 17 && face < 25)
        #expect(layout("👍🏽").size.width == face)
        #expect(layout("👨‍👩‍👧‍👦").size.width == face)
        #expect(layout("🇫🇷").size.width == face)
        #expect(layout("a😀b").size.width > face)
    }

    @Test func rightToLeftTextAlignsToTheRight() {
        let hebrew = "שלום עולם ברוכים הבאים"
        let ideal = layout(hebrew, direction: .rightToLeft)
        #expect(ideal.lines.count == 1)
        let wrapped = layout(hebrew, width: ideal.size.width / 2, direction: .rightToLeft)
        #expect(wrapped.lines.count >= 2)
        for line in wrapped.lines {
            #expect(abs(line.origin.x + line.width - wrapped.size.width) < 0.001)
        }
        let arabic = layout("مرحبا بالعالم", direction: .rightToLeft)
        #expect(arabic.size.width > 0 && arabic.lines.count == 1)
        // Mixed directions in one line.
        #expect(layout("abc שלום def").lines.count == 1)
    }

    @Test func alignmentIsWithinTheWidestLine() {
        let result = layout("Hello\nHi", alignment: .center)
        let widths = result.lines.map(\.width)
        #expect(result.lines[1].origin.x == (widths[0] - widths[1]) / 2)
        let trailing = layout("Hello\nHi", alignment: .trailing)
        #expect(trailing.lines[1].origin.x == widths[0] - widths[1])
    }

    @Test func concatenatedRunsKeepTheirFontsAndTheLineTakesTheLargest() {
        let large = ResolvedFont(family: .system(.default), size: 34, weight: .bold)
        let result = Self.engine.layout(
            TextLayoutRequest(runs: [TextRun("Hello ", font: body), TextRun("World", font: large)]))
        #expect(result.lines.count == 1)
        #expect(result.size.height == CGFloat(34) * 2444 / 2048)
        #expect(result.firstBaseline == CGFloat(34) * 1950 / 2048)
        let separate =
            layout("Hello ").size.width
            + Self.engine.layout(TextLayoutRequest(runs: [TextRun("World", font: large)])).size.width
        #expect(abs(result.size.width - separate) < 1)
        let twoLines = Self.engine.layout(
            TextLayoutRequest(runs: [TextRun("Hello\n", font: body), TextRun("World", font: large)]))
        #expect(twoLines.lines.map(\.height) == [lineHeight, CGFloat(34) * 2444 / 2048])
    }

    @Test func boldIsWiderAndTrackingAddsSpace() {
        let bold = ResolvedFont(family: .system(.default), size: 17, weight: .bold)
        let regular = layout("Hello").size.width
        #expect(Self.engine.layout(TextLayoutRequest(runs: [TextRun("Hello", font: bold)])).size.width > regular)
        let tracked = Self.engine.layout(TextLayoutRequest(runs: [TextRun("Hello", font: body, tracking: 2)]))
        #expect(abs(tracked.size.width - (regular + 10)) < 0.01)
    }

    @Test func aHundredThousandCharacters() {
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 3_704).prefix(100_000)
        #expect(words.count == 100_000)
        let wrapped = layout(String(words), width: 393)
        #expect(wrapped.lines.count > 1_000)
        #expect(wrapped.size.width <= 393)
        #expect(abs(wrapped.size.height - CGFloat(wrapped.lines.count) * lineHeight) < 0.01)
        let single = layout(String(words), lines: 1)
        #expect(single.lines.count == 1)
        let unbroken = layout(String(repeating: "x", count: 100_000), width: 393)
        #expect(unbroken.lines.count > 100)
    }

    @Test func invalidUTF8FromAFileIsReplacedNotFatal() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("portableui-invalid-\(getpid()).txt")
        try Data([0x48, 0x69, 0xFF, 0xFE, 0x20, 0xC3, 0x28, 0x00, 0x21]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect((try? String(contentsOf: url, encoding: .utf8)) == nil)
        let decoded = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(decoded.contains("\u{FFFD}"))
        let result = layout(decoded)
        #expect(result.lines.count == 1)
        #expect(result.size.width > layout("Hi").size.width)
    }

    @Test func resultsAreCachedAndSharedAcrossThreads() {
        let request = TextLayoutRequest(runs: [TextRun("Cached text \(UUID())", font: body)], width: 80)
        let first = Self.engine.layout(request)
        let second = Self.engine.layout(request)
        #expect((first.rendering as AnyObject) === (second.rendering as AnyObject))
        let sizes = UnsafeMutableBufferPointer<CGSize>.allocate(capacity: 64)
        defer { sizes.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let string = "Thread text \(index % 8) with several words to wrap"
            sizes[index] = Self.engine.layout(TextLayoutRequest(runs: [TextRun(string, font: body)], width: 90)).size
        }
        for index in 8..<64 { #expect(sizes[index] == sizes[index % 8]) }
    }

    /// A small cache wraps its ring many times and overflows its index sets: every answer is
    /// still the layout of its own request, and the most recent requests are still cached.
    @Test func aFullCacheReplacesItsOldestEntries() throws {
        let engine = try PangoTextEngine(cacheCapacity: 8)
        let requests = (0..<50).map { TextLayoutRequest(runs: [TextRun("Label \($0) " + String(repeating: "w", count: $0 % 7), font: body)]) }
        let fresh = requests.map { Self.engine.layout($0).size }
        for _ in 0..<3 {
            for (request, size) in zip(requests, fresh) { #expect(engine.layout(request).size == size) }
        }
        let last = try #require(requests.last)
        #expect((engine.layout(last).rendering as AnyObject) === (engine.layout(last).rendering as AnyObject))
        engine.removeCachedLayouts()
        #expect(engine.layout(last).size == fresh.last)
    }
}
