import Foundation
import Testing

@testable import PortableUICore

/// Text sizing through the deterministic test engine: with `.system(size: 10)` every
/// character is 5 points wide and every line 10 points tall.
@MainActor
struct TextSizingTests {
    let font = Font.system(size: 10)

    func size(_ view: some View, _ width: CGFloat?, _ height: CGFloat? = nil) -> CGSize {
        ViewHost(view, size: CGSize(width: 1000, height: 1000)).sizeThatFits(
            ProposedViewSize(width: width, height: height))
    }

    @Test func idealSizeIsOneUnwrappedLine() {
        #expect(size(Text("Hello world").font(font), nil) == CGSize(width: 55, height: 10))
    }

    @Test func explicitLineBreaksMakeLines() {
        #expect(size(Text("ab\nabcd").font(font), nil) == CGSize(width: 20, height: 20))
    }

    @Test func wrapsAtWordBoundariesAndIsAsWideAsTheLongestLine() {
        // "Hello " fits in 32 (the space hangs), "world" goes to the next line.
        #expect(size(Text("Hello world").font(font), 32) == CGSize(width: 25, height: 20))
        #expect(size(Text("Hello world").font(font), 55) == CGSize(width: 55, height: 10))
        #expect(size(Text("Hello world").font(font), 54.9) == CGSize(width: 25, height: 20))
    }

    @Test func breaksInsideAWordOnlyWhenTheWordIsWiderThanTheLine() {
        #expect(size(Text("abcdefgh ij").font(font), 20) == CGSize(width: 20, height: 30))
    }

    @Test func zeroWidthPutsOneCharacterOnEachLine() {
        #expect(size(Text("abc").font(font), 0) == CGSize(width: 5, height: 30))
        #expect(size(Text("abc").font(font), 0, 0) == CGSize(width: 5, height: 10))
    }

    @Test func infiniteWidthIsTheIdealWidth() {
        #expect(size(Text("Hello world").font(font), .infinity) == CGSize(width: 55, height: 10))
    }

    @Test func emptyTextHasNoSize() {
        #expect(size(Text(""), nil) == .zero)
        #expect(size(Text(verbatim: ""), 100) == .zero)
    }

    @Test func lineLimitTruncatesTheLastLine() {
        let text = Text("aaa bbb ccc ddd").font(font)
        #expect(size(text, 40) == CGSize(width: 35, height: 20))
        #expect(size(text, 20) == CGSize(width: 15, height: 40))
        #expect(size(text.lineLimit(2), 20) == CGSize(width: 20, height: 20))
        #expect(size(text.lineLimit(1), nil) == CGSize(width: 75, height: 10))
        #expect(size(Text("ab\ncd\nef").font(font).lineLimit(2), nil) == CGSize(width: 10, height: 20))
    }

    @Test func aProposedHeightKeepsTheLinesThatFit() {
        let text = Text("aaa bbb ccc ddd").font(font)
        #expect(size(text, 20, 25) == CGSize(width: 20, height: 20))
        #expect(size(text, 20, 3) == CGSize(width: 20, height: 10))
    }

    @Test func lineLimitRangesReserveTheirLowerBound() {
        let text = Text("aaa").font(font)
        #expect(size(text.lineLimit(3, reservesSpace: true), 100) == CGSize(width: 15, height: 30))
        #expect(size(text.lineLimit(2...4), 100) == CGSize(width: 15, height: 20))
        #expect(size(text.lineLimit(2...), 100) == CGSize(width: 15, height: 20))
        #expect(size(Text("aaa bbb ccc ddd").font(font).lineLimit(...2), 20) == CGSize(width: 20, height: 20))
        #expect(size(text.lineLimit(3, reservesSpace: false), 100) == CGSize(width: 15, height: 10))
    }

    @Test func lineSpacingGoesBetweenLines() {
        #expect(size(Text("aaa bbb ccc").font(font).lineSpacing(4), 20) == CGSize(width: 15, height: 38))
        #expect(size(Text("aaa").font(font).lineSpacing(4), 20) == CGSize(width: 15, height: 10))
    }

    @Test func minimumScaleFactorShrinksToFit() {
        let text = Text("abcdefghij").font(font).lineLimit(1)
        #expect(size(text, 40) == CGSize(width: 40, height: 10))
        let shrunk = size(text.minimumScaleFactor(0.5), 40)
        #expect(shrunk.width <= 40 && shrunk.width >= 38)
        #expect(shrunk.height == 8)
        #expect(size(text.minimumScaleFactor(0.9), 40) == CGSize(width: 36, height: 9))
    }

    @Test func tighteningComesBeforeTruncation() {
        // 10 characters at 5 - 0.5 fit in 45.
        #expect(
            size(Text("abcdefghij").font(font).lineLimit(1).allowsTightening(true), 45) == CGSize(width: 45, height: 10)
        )
    }

    @Test func kerningAndTrackingWidenEachCharacter() {
        #expect(size(Text("abcd").font(font).kerning(1), nil) == CGSize(width: 24, height: 10))
        #expect(size(Text("abcd").font(font).tracking(1).kerning(1), nil) == CGSize(width: 28, height: 10))
        #expect(size(Text("abcd").font(font).tracking(-1), nil) == CGSize(width: 16, height: 10))
    }

    @Test func textCaseTransformsTheCharacters() {
        let host = ViewHost(Text("abc").font(font).textCase(.uppercase), size: CGSize(width: 100, height: 100))
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 15, height: 10))
        let layout = _TextLayout(
            Text("abc"),
            environment: {
                var e = EnvironmentValues()
                e.textCase = .uppercase
                return e
            }())
        #expect(layout.runs.map(\.string) == ["ABC"])
    }

    @Test func sizesAreRoundedUpToThePixelGrid() {
        let host = ViewHost(Text("abc").font(.system(size: 9)), size: CGSize(width: 100, height: 100), displayScale: 3)
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 41.0 / 3, height: 9))
        let odd = ViewHost(Text("a").font(.system(size: 9.1)), size: CGSize(width: 100, height: 100), displayScale: 2)
        #expect(odd.sizeThatFits(.unspecified) == CGSize(width: 5, height: 9.5))
    }

    @Test func concatenatedRunsKeepTheirFonts() {
        let text = Text("ab").font(.system(size: 10)) + Text("cd").font(.system(size: 20))
        #expect(size(text, nil) == CGSize(width: 30, height: 20))
        // The first line is 10 tall, the second 20.
        #expect(
            size(Text("ab ").font(.system(size: 10)) + Text("cd").font(.system(size: 20)), 25)
                == CGSize(width: 20, height: 30))
    }

    @Test func wideCharactersAreAnEmWideAndBreakAnywhere() {
        #expect(size(Text("日本語").font(font), nil) == CGSize(width: 30, height: 10))
        #expect(size(Text("日本語").font(font), 20) == CGSize(width: 20, height: 20))
        #expect(size(Text("a😀b").font(font), nil) == CGSize(width: 20, height: 10))
    }

    @Test func hugeTextsAreMeasured() {
        let long = String(repeating: "word ", count: 20_000)
        let measured = size(Text(long).font(font), 1000)
        #expect(measured.width == 1000)
        #expect(measured.height == 5000)
    }

    @Test func theTextIsALeafWithoutDiagnostics() {
        let host = ViewHost(VStack { Text("Hello") }, size: CGSize(width: 300, height: 300))
        _ = host.layoutDescription()
        #expect(host.diagnostics.isEmpty)
    }
}
