import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// `.textSelection(.enabled)` with Pango, as macOS selects static text: dragging selects
/// characters, a double click a word, ⌘A (Ctrl+A) everything; ⌘C (Ctrl+C) copies; a press
/// elsewhere clears; text that is not selectable does not react.
@MainActor
struct TextSelectionTests {
    let font = ResolvedFont(family: .system(.default), size: 17)
    let engine = PangoTextEngine.platformDefault

    /// The width of `string` in the body font (17 points).
    func width(_ string: String) -> CGFloat {
        engine.layout(TextLayoutRequest(runs: [TextRun(string, font: font)])).size.width
    }

    /// A Mac window with a selectable text (`text`), a plain one (`plain`), one disabled
    /// inside a selectable container (`disabled`) and an empty area (`elsewhere`).
    func makeHost() -> ViewHost<some View> {
        let content = VStack(alignment: .leading, spacing: 10) {
            Text("Hello selectable world").accessibilityIdentifier("text")
            Text("Hello plain world").textSelection(.disabled).accessibilityIdentifier("disabled")
            Color.clear.frame(width: 100, height: 40).accessibilityIdentifier("elsewhere")
        }
        .textSelection(.enabled)
        return ViewHost(
            VStack(alignment: .leading) {
                content
                Text("Hello default world").accessibilityIdentifier("plain")
            }.padding(20), device: .macWindow)
    }

    @Test func draggingSelectsThePassedCharactersAndCopyCopiesThem() async throws {
        let host = makeHost()
        let frame = try #require(host.frame(of: "text"))
        // From before "H" to just past "o" (one point into the space, nearer its leading edge).
        await host.drag(
            from: CGPoint(x: frame.minX + 0.5, y: frame.midY), to: CGPoint(x: frame.minX + width("Hello") + 1, y: frame.midY))
        #expect(host.pressKey("c", modifiers: .control))
        #expect(host.clipboard.string == "Hello")
    }

    @Test func aDragBackwardsSelectsTheSameWay() async throws {
        let host = makeHost()
        let frame = try #require(host.frame(of: "text"))
        await host.drag(
            from: CGPoint(x: frame.maxX - 0.5, y: frame.midY),
            to: CGPoint(x: frame.minX + width("Hello selectable") + 1, y: frame.midY))
        host.pressKey("c", modifiers: .command)
        #expect(host.clipboard.string == " world")
    }

    struct ClickCase: Sendable, CustomStringConvertible {
        let description: String
        let clicks: Int
        let selectsAll: Bool
        let copied: String?
    }

    nonisolated static let clickCases = [
        ClickCase(description: "a double click selects the word", clicks: 2, selectsAll: false, copied: "selectable"),
        ClickCase(
            description: "select all selects the text clicked", clicks: 1, selectsAll: true,
            copied: "Hello selectable world"),
        ClickCase(description: "a click alone selects nothing to copy", clicks: 1, selectsAll: false, copied: nil),
    ]

    /// Clicks inside "selectable", then maybe ⌘A, then ⌘C.
    @Test(arguments: clickCases)
    func clicksAndKeys(_ click: ClickCase) throws {
        let host = makeHost()
        let frame = try #require(host.frame(of: "text"))
        let point = CGPoint(x: frame.minX + width("Hello sel"), y: frame.midY)
        for _ in 0..<click.clicks { host.tap(at: point) }
        if click.selectsAll { #expect(host.pressKey("a", modifiers: .control)) }
        #expect(host.pressKey("c", modifiers: .control) == (click.copied != nil))
        #expect(host.clipboard.string == click.copied)
    }

    @Test func aPressElsewhereClearsTheSelection() async throws {
        let host = makeHost()
        let frame = try #require(host.frame(of: "text"))
        await host.drag(from: CGPoint(x: frame.minX + 0.5, y: frame.midY), to: CGPoint(x: frame.maxX, y: frame.midY))
        try #require(host.tap(on: "elsewhere"))
        #expect(!host.pressKey("c", modifiers: .control))
        #expect(host.clipboard.string == nil)
        #expect(try highlightPixels(host, in: frame) == 0)
    }

    @Test(arguments: ["plain", "disabled"])
    func textThatIsNotSelectableDoesNotReact(_ identifier: String) async throws {
        let host = makeHost()
        let frame = try #require(host.frame(of: identifier))
        await host.drag(from: CGPoint(x: frame.minX + 0.5, y: frame.midY), to: CGPoint(x: frame.maxX, y: frame.midY))
        let point = CGPoint(x: frame.minX + width("Hello pl"), y: frame.midY)
        host.tap(at: point)
        host.tap(at: point)
        #expect(!host.pressKey("a", modifiers: .control))
        #expect(!host.pressKey("c", modifiers: .control))
        #expect(host.clipboard.string == nil)
        #expect(try highlightPixels(host, in: frame) == 0)
    }

    /// The selected characters' box is filled with the tint at 25 % behind the glyphs:
    /// along the top pixel row of the line (above the glyphs), exactly the selected width is
    /// (0, 122, 255) at 25 % over white = (191, 222, 255).
    @Test func theSelectionIsHighlightedBehindTheGlyphs() async throws {
        let host = makeHost()
        let frame = try #require(host.frame(of: "text"))
        #expect(try highlightPixels(host, in: frame) == 0)
        await host.drag(
            from: CGPoint(x: frame.minX + 0.5, y: frame.midY), to: CGPoint(x: frame.minX + width("Hello") + 1, y: frame.midY))
        let highlighted = try highlightPixels(host, in: frame)
        // The macWindow draws at 2×: the box spans "Hello"'s advance in device pixels.
        #expect(abs(CGFloat(highlighted) - width("Hello") * 2) <= 2)
    }

    /// How many device pixels along the top row of `frame` have the highlight color.
    func highlightPixels(_ host: ViewHost<some View>, in frame: CGRect) throws -> Int {
        let png = try #require(host.pngData())
        let bitmap = try #require(CairoBitmap(pngData: png))
        let scale = CGFloat(bitmap.width) / host.size.width
        let y = Int(((frame.minY + 0.5) * scale).rounded(.down))
        var count = 0
        for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) {
            let (red, green, blue, _) = bitmap.rgba(x: x, y: y)
            if abs(Int(red) - 191) <= 2 && abs(Int(green) - 222) <= 2 && blue >= 253 { count += 1 }
        }
        return count
    }

    // MARK: The engine's character queries

    /// A prefix's box is as wide as the prefix laid out alone; a caret offset is found at
    /// the nearer edge of a character.
    @Test func charactersMapToBoxesAndBack() throws {
        let result = engine.layout(TextLayoutRequest(runs: [TextRun("Hello world", font: font)]))
        let rects = engine.rects(ofCharacters: 0..<5, in: result)
        try #require(rects.count == 1)
        #expect(abs(rects[0].width - width("Hello")) < 0.5)
        #expect(rects[0].height == result.lines[0].height)
        #expect(engine.characterOffset(at: CGPoint(x: width("Hello") + 0.5, y: 5), in: result) == 5)
        #expect(engine.characterOffset(at: CGPoint(x: width("Hell") + 0.5, y: 5), in: result) == 4)
        #expect(engine.characterOffset(at: CGPoint(x: -20, y: -20), in: result) == 0)
        #expect(engine.characterOffset(at: CGPoint(x: 1_000, y: 1_000), in: result) == 11)
    }

    /// Characters on a later line than the first have boxes on their line only (the first
    /// line ends before them): a link or selection wrapped to the second line.
    @Test func charactersOnALaterLineHaveBoxesThereOnly() throws {
        let result = engine.layout(TextLayoutRequest(runs: [TextRun("Read the whole guide here", font: font)], width: 80))
        try #require(result.lines.count >= 2)
        let last = try #require(result.lines.last)
        let rects = engine.rects(ofCharacters: 21..<25, in: result)
        #expect(rects.count == 1 && rects.first?.minY == last.origin.y)
        #expect(engine.rects(ofRun: 0, in: result).count == result.lines.count)
    }

    /// Offsets count Characters across runs (a combining accent, an emoji, a line break
    /// rewritten for Pango), and bad input does not crash.
    @Test func offsetsCountCharactersAcrossRunsAndRewrittenBreaks() throws {
        let runs = [TextRun("e\u{301}\u{1F600}", font: font), TextRun("ab\ncd", font: font)]
        let result = engine.layout(TextLayoutRequest(runs: runs))
        try #require(result.lines.count == 2)
        // "cd" is on the second line, at its start.
        let second = engine.rects(ofCharacters: 5..<7, in: result)
        #expect(second.count == 1 && second.first?.minY == result.lines[1].origin.y)
        #expect(abs((second.first?.minX ?? -1) - result.lines[1].origin.x) < 0.5)
        #expect(engine.characterOffset(at: CGPoint(x: 0, y: result.lines[1].origin.y + 2), in: result) == 5)
        #expect(engine.characterOffset(at: CGPoint(x: 1_000, y: result.lines[1].origin.y + 2), in: result) == 7)
        #expect(engine.rects(ofCharacters: 50..<90, in: result).isEmpty)
        #expect(engine.characterOffset(at: CGPoint(x: CGFloat.nan, y: .nan), in: result) != nil)
    }
}
