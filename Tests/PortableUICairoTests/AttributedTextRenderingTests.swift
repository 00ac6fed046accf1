import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Markdown and attributed text through Pango: the runs' attributes reach the layout and the
/// pixels, and links open through `openURL` when their characters are tapped.
@MainActor
struct AttributedTextRenderingTests {
    /// One pixel at the host's display scale (an iPhone's 3×).
    let pixel: CGFloat = 1.0 / 3

    final class OpenedURLs {
        var urls: [URL] = []
    }

    @Test func tappingALinkOpensItAndTappingBesideItDoesNot() throws {
        let opened = OpenedURLs()
        // The host's `openURL` records what it is asked to open.
        let host = ViewHost(
            Text("Read the [guide](https://example.com/guide)").accessibilityIdentifier("text")
                .environment(\.openURL, OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                }), device: .iPhone15Pro)
        let frame = try #require(host.frame(of: "text"))
        host.tap(at: CGPoint(x: frame.minX + 3, y: frame.midY))
        #expect(opened.urls.isEmpty)
        host.tap(at: CGPoint(x: frame.maxX - 3, y: frame.midY))
        #expect(opened.urls == [URL(string: "https://example.com/guide")!])
    }

    /// The link's box is as wide as its characters drawn alone in the same font.
    @Test func aLinksBoxCoversItsCharacters() throws {
        let engine = PangoTextEngine.platformDefault
        let font = ResolvedFont(family: .system(.default), size: 17)
        let result = engine.layout(
            TextLayoutRequest(runs: [TextRun("Read the ", font: font), TextRun("guide", font: font)]))
        let rects = engine.rects(ofRun: 1, in: result)
        let alone = engine.layout(TextLayoutRequest(runs: [TextRun("guide", font: font)])).size.width
        let prefix = engine.layout(TextLayoutRequest(runs: [TextRun("Read the ", font: font)])).size.width
        try #require(rects.count == 1)
        #expect(abs(rects[0].width - alone) < 0.5)
        // "Read the " measured alone has its trailing space hanging; the link starts after it.
        #expect(rects[0].minX >= prefix - 0.5)
        #expect(abs(rects[0].maxX - result.size.width) < 0.01)
        #expect(rects[0].height == result.lines[0].height)
    }

    /// A link wrapped onto several lines has a box on each (at 80 points, "See the", "whole",
    /// "guide").
    @Test func aWrappedLinkHasABoxPerLine() {
        let engine = PangoTextEngine.platformDefault
        let font = ResolvedFont(family: .system(.default), size: 17)
        let result = engine.layout(
            TextLayoutRequest(
                runs: [TextRun("See ", font: font), TextRun("the whole guide", font: font)], width: 80))
        #expect(result.lines.count == 3)
        let rects = engine.rects(ofRun: 1, in: result)
        #expect(rects.map(\.minY) == result.lines.map(\.origin.y))
        #expect(rects.allSatisfy { $0.width > 0 && $0.maxX <= 80 })
    }

    /// `baselineOffset` raises the characters and the line grows by the offset (a raised
    /// run's line box holds it: unverified against SwiftUI, see docs/differences.md).
    @Test func baselineOffsetGrowsTheLine() throws {
        let host = ViewHost(
            VStack {
                Text("x").accessibilityIdentifier("plain")
                Text("x").baselineOffset(6).accessibilityIdentifier("raised")
                Text("x").baselineOffset(-6).accessibilityIdentifier("lowered")
            }, device: .iPhone15Pro)
        let plain = try #require(host.frame(of: "plain")).height
        #expect(abs(try #require(host.frame(of: "raised")).height - (plain + 6)) <= pixel)
        #expect(abs(try #require(host.frame(of: "lowered")).height - (plain + 6)) <= pixel)
    }

    @Test func markdownParsesIntoAttributes() throws {
        let string = try AttributedString(
            markdown: "A **bold** move, *in* `code`, ~~not~~ [here](https://example.com)",
            options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        let runs = string.runs.map { (String(string.characters[$0.range]), $0.inlinePresentationIntent, $0.link) }
        #expect(runs.map(\.0) == ["A ", "bold", " move, ", "in", " ", "code", ", ", "not", " ", "here"])
        #expect(runs[1].1 == .stronglyEmphasized)
        #expect(runs[3].1 == .emphasized)
        #expect(runs[5].1 == .code)
        #expect(runs[7].1 == .strikethrough)
        #expect(runs[9].2 == URL(string: "https://example.com"))
    }

    /// Apple's full syntax joins paragraphs without a separator; soft breaks become spaces.
    @Test func fullSyntaxJoinsParagraphs() throws {
        let string = try AttributedString(markdown: "One\ntwo\n\nThree")
        #expect(String(string.characters) == "One twoThree")
        #expect(throws: (any Error).self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD])) }
    }

    /// Text of parsed Markdown draws as the same text styled by modifiers.
    @Test func attributedMarkdownMeasuresAsStyledText() throws {
        let markdown = try AttributedString(markdown: "Be **bold** and *brave*")
        let attributed = ViewHost(Text(markdown), device: .iPhone15Pro).sizeThatFits(.unspecified)
        let styled = ViewHost(
            Text("Be ") + Text("bold").bold() + Text(" and ") + Text("brave").italic(), device: .iPhone15Pro
        ).sizeThatFits(.unspecified)
        #expect(attributed == styled)
        #expect(ViewHost(Text("Be **bold** and *brave*"), device: .iPhone15Pro).sizeThatFits(.unspecified) == styled)
    }

    /// A run's background color fills its box behind the characters; the rest stays clear.
    @Test func backgroundColorFillsTheRun() throws {
        var marked = AttributedString("marked")
        marked.backgroundColor = .yellow
        let renderer = ImageRenderer(
            content: (Text("plain ") + Text(marked)).font(.system(size: 30)).foregroundStyle(Color.black)
                .background(Color.white))
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        func isYellow(_ x: Int, _ y: Int) -> Bool {
            let (r, g, b, _) = bitmap.rgba(x: x, y: y)
            return r > 200 && g > 200 && b < 100
        }
        let middle = bitmap.height / 2
        #expect(!isYellow(2, middle))
        #expect(isYellow(bitmap.width - 2, 2) || isYellow(bitmap.width - 3, middle))
    }

    /// Underline and strikethrough colors draw where the style says.
    @Test func decorationColorsReachThePixels() throws {
        let renderer = ImageRenderer(
            content: Text("under").font(.system(size: 30)).underline(color: .red).foregroundStyle(Color.black)
                .background(Color.white))
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        var red = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let (r, g, b, _) = bitmap.rgba(x: x, y: y)
                if r > 200 && g < 80 && b < 80 { red += 1 }
            }
        }
        #expect(red > 20)
    }
}
