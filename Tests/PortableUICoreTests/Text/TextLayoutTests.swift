import Foundation
import Testing

@testable import PortableUICore

/// Baselines, alignment, spacing and the engine contract, with the deterministic test engine
/// (ascent 0.8 em, descent 0.2 em, characters half an em wide).
@MainActor
struct TextLayoutTests {
    @Test func firstBaselineAlignsTextsOfDifferentSizesInAnHStack() {
        let host = ViewHost(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.system(size: 20)).accessibilityIdentifier("big")
                Text("small").font(.system(size: 10)).accessibilityIdentifier("small")
            }, size: CGSize(width: 300, height: 100))
        let big = host.frame(of: "big")!
        let small = host.frame(of: "small")!
        // Baselines at 16 (big) and 8 (small) below their tops coincide.
        #expect(big.minY + 16 == small.minY + 8)
        #expect(small.minX - big.maxX == 8)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func lastBaselineUsesTheLastLine() {
        let host = ViewHost(
            HStack(alignment: .lastTextBaseline) {
                Text("one two").font(.system(size: 10)).frame(width: 20).accessibilityIdentifier("wrapped")
                Text("x").font(.system(size: 10)).accessibilityIdentifier("x")
            }, size: CGSize(width: 300, height: 100))
        let wrapped = host.frame(of: "wrapped")!
        let x = host.frame(of: "x")!
        #expect(wrapped.height == 20)
        #expect(x.minY == wrapped.minY + 10)
    }

    @Test func baselinesAreExplicitGuides() {
        let layout = _TextLayout(Text("ab").font(.system(size: 10)), environment: EnvironmentValues())
        #expect(!_TextLayout._explicitGuidesComeFromSubviews)
        var cache = layout.makeCache(subviews: LayoutSubviews(nodes: SubviewList.empty[...], recorder: nil, layoutDirection: .leftToRight))
        let subviews = LayoutSubviews(nodes: SubviewList.empty[...], recorder: nil, layoutDirection: .leftToRight)
        let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            layout.explicitAlignment(
                of: VerticalAlignment.firstTextBaseline, in: bounds, proposal: .unspecified, subviews: subviews,
                cache: &cache) == 8)
        #expect(
            layout.explicitAlignment(
                of: VerticalAlignment.center, in: bounds, proposal: .unspecified, subviews: subviews, cache: &cache)
                == nil)
    }

    @Test func stackedTextsTouchAndPlainViewsKeepTextGaps() {
        let host = ViewHost(
            VStack {
                Text("one").font(.system(size: 10)).accessibilityIdentifier("one")
                Text("two").font(.system(size: 10)).accessibilityIdentifier("two")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
                Text("three").font(.system(size: 10)).accessibilityIdentifier("three")
            }, size: CGSize(width: 300, height: 300))
        let one = host.frame(of: "one")!
        let two = host.frame(of: "two")!
        let box = host.frame(of: "box")!
        let three = host.frame(of: "three")!
        #expect(two.minY - one.maxY == 0)
        // L = 10, s = 1: text above a plain view max(L + s − capHeight, s + descent) = 4;
        // a plain view above text L + s − ascent = 3.
        #expect(box.minY - two.maxY == 4)
        #expect(three.minY - box.maxY == 3)
    }

    @Test func textsInAnHStackAreEightApartAndTouchASpacer() {
        let host = ViewHost(
            HStack {
                Text("a").font(.system(size: 10)).accessibilityIdentifier("a")
                Text("b").font(.system(size: 10)).accessibilityIdentifier("b")
            }, size: CGSize(width: 300, height: 300))
        #expect(host.frame(of: "b")!.minX - host.frame(of: "a")!.maxX == 8)
        let spaced = ViewHost(
            VStack {
                Text("a").font(.system(size: 10)).accessibilityIdentifier("a")
                Spacer().accessibilityIdentifier("spacer")
                Text("b").font(.system(size: 10)).accessibilityIdentifier("b")
            }, size: CGSize(width: 300, height: 300))
        #expect(spaced.frame(of: "spacer")!.minY == spaced.frame(of: "a")!.maxY)
        #expect(spaced.frame(of: "b")!.minY == spaced.frame(of: "spacer")!.maxY)
    }

    @Test func paddedTextSpacesLikeAPlainView() {
        let host = ViewHost(
            VStack {
                Text("a").font(.system(size: 10)).padding(1).accessibilityIdentifier("a")
                Text("b").font(.system(size: 10)).padding(1).accessibilityIdentifier("b")
            }, size: CGSize(width: 300, height: 300))
        #expect(host.frame(of: "b")!.minY - host.frame(of: "a")!.maxY == 8)
    }

    @Test func multilineAlignmentPlacesLinesWithinTheWidestLine() {
        let request = TextLayoutRequest(
            runs: [TextRun("aaaa b", font: ResolvedFont(family: .system(.default), size: 10))], width: 22,
            alignment: .trailing)
        let layout = TestTextEngine().layout(request)
        #expect(layout.size == CGSize(width: 20, height: 20))
        #expect(layout.lines.map(\.origin.x) == [0, 15])
        var centered = request
        centered.alignment = .center
        #expect(TestTextEngine().layout(centered).lines.map(\.origin.x) == [0, 7.5])
        var rightToLeft = request
        rightToLeft.alignment = .leading
        rightToLeft.layoutDirection = .rightToLeft
        #expect(TestTextEngine().layout(rightToLeft).lines.map(\.origin.x) == [0, 15])
    }

    @Test(arguments: [
        (Text.TruncationMode.tail, "abcdefg…"), (.head, "…defghij"), (.middle, "abcd…hij"),
    ])
    func truncationModesKeepTheirEnd(mode: Text.TruncationMode, shown: String) {
        let request = TextLayoutRequest(
            runs: [TextRun("abcdefghij", font: ResolvedFont(family: .system(.default), size: 10))], width: 40,
            maximumLines: 1, truncationMode: mode)
        let layout = TestTextEngine().layout(request)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 1)
        #expect(layout.size.width == CGFloat(shown.count) * 5)
    }

    @Test func fontsFollowTheEnvironment() {
        func resolved(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues()) -> ResolvedFont {
            _TextLayout(text, environment: environment).runs[0].font
        }
        #expect(resolved(Text("a")) == ResolvedFont(family: .system(.default), size: 17))
        #expect(resolved(Text("a").font(.headline)).weight == .semibold)
        #expect(resolved(Text("a").font(.largeTitle)).size == 34)
        #expect(resolved(Text("a").font(.caption2)).size == 11)
        #expect(resolved(Text("a").font(.title.bold())).weight == .bold)
        #expect(resolved(Text("a").font(.body).fontWeight(.light)).weight == .light)
        #expect(resolved(Text("a").italic()).isItalic)
        #expect(resolved(Text("a").monospaced()).family == .system(.monospaced))
        #expect(resolved(Text("a").monospacedDigit()).isMonospacedDigit)
        #expect(resolved(Text("a").font(.custom("Inter", size: 20))) == ResolvedFont(family: .named("Inter"), size: 20))
        #expect(
            resolved(Text("a").font(.system(size: 13, weight: .heavy, design: .serif)))
                == ResolvedFont(family: .system(.serif), size: 13, weight: .heavy))
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        #expect(resolved(Text("a"), environment).size == 28)
        #expect(resolved(Text("a").font(.system(size: 17)), environment).size == 17)
        #expect(resolved(Text("a").font(.custom("Inter", size: 17)), environment).size == 28)
        #expect(resolved(Text("a").font(.custom("Inter", fixedSize: 17)), environment).size == 17)
        environment.font = .title3
        environment.text.fontContext.weight = .bold
        #expect(resolved(Text("a"), environment) == ResolvedFont(family: .system(.default), size: 31, weight: .bold))
    }

    @Test func viewModifiersReachTheText() {
        let host = ViewHost(
            VStack {
                Text("abcd").accessibilityIdentifier("t")
            }
            .font(.system(size: 10)).kerning(1).lineLimit(1),
            size: CGSize(width: 300, height: 300))
        #expect(host.frame(of: "t")!.size == CGSize(width: 24, height: 10))
        let bold = ViewHost(Text("a").bold().italic(), size: CGSize(width: 100, height: 100))
        #expect(bold.sizeThatFits(.unspecified) == CGSize(width: 9, height: 17))
    }

    @Test func interpolationAndConcatenation() {
        let count = 3
        let text = Text("Count: \(count)") + Text(verbatim: "!") + Text("x\(1.5, format: .number)")
        #expect(text.runs.map(\.string) == ["Count: 3", "!", "x1.5"])
        let styled = Text("a").foregroundStyle(.red) + Text("b").foregroundColor(.blue).underline()
        #expect(styled.runs.map(\.style.color) == [.red, .blue])
        #expect(Text("a") == Text("a"))
        #expect(Text("a") != Text("a").bold())
    }

    @Test func dynamicTypeSizeScalesTextStyles() {
        #expect(DynamicTypeSize.large.pointSize(of: .body) == 17)
        #expect(DynamicTypeSize.xSmall.pointSize(of: .body) == 14)
        #expect(DynamicTypeSize.accessibility5.pointSize(of: .largeTitle) == 60)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        let host = ViewHost(
            Text("ab").font(.title).dynamicTypeSize(.xSmall).accessibilityIdentifier("t"),
            size: CGSize(width: 300, height: 300))
        #expect(host.frame(of: "t")!.size == CGSize(width: 25, height: 25))
    }
}
