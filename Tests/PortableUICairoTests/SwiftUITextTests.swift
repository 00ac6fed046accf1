import Foundation
import PortableUICairo
import SwiftUI
import Testing

/// Text as `import SwiftUI` code sees it: hosts measure with Pango without being told.
@MainActor
struct SwiftUITextTests {
    /// One pixel at the host's display scale.
    let pixel: CGFloat = 1.0 / 3

    /// Whether two lengths agree up to floating-point noise.
    func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    /// The height of one line of a system font, rounded up to the 1/3-point grid.
    func lineHeight(_ size: CGFloat, lines: CGFloat = 1) -> CGFloat {
        ((lines * size * 2444 / 2048) * 3).rounded(.up) / 3
    }

    @Test func hostsUsePangoByDefault() {
        let host = ViewHost(Text("Hello").accessibilityIdentifier("t"), device: .iPhone15Pro)
        let frame = host.frame(of: "t")!
        // One line of body text: SF Pro's 20.29, rounded up to the 1/3 pt grid.
        #expect(same(frame.height, 61.0 / 3))
        // Inter's "Hello" (the test engine would say 42.5).
        let pango = PangoTextEngine.platformDefault.layout(
            TextLayoutRequest(runs: [TextRun("Hello", font: ResolvedFont(family: .system(.default), size: 17))]))
        #expect(abs(frame.width - pango.size.width) <= pixel)
        #expect(ViewHost(Text("Hi"), size: CGSize(width: 100, height: 100)).diagnostics.isEmpty)
    }

    @Test func anExplicitEngineInTheEnvironmentWins() {
        var environment = EnvironmentValues()
        environment.textEngine = TestTextEngine.shared
        let host = ViewHost(
            Text("Hello").font(.system(size: 10)), size: CGSize(width: 300, height: 300), environment: environment)
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 25, height: 10))
    }

    @Test func textStylesHaveTheirSizes() {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("Title").font(.largeTitle).accessibilityIdentifier("large")
                Text("Body").accessibilityIdentifier("body")
                Text("Caption").font(.caption2).accessibilityIdentifier("caption2")
            }, device: .iPhone15Pro)
        #expect(same(host.frame(of: "large")!.height, lineHeight(34)))
        #expect(same(host.frame(of: "body")!.height, lineHeight(17)))
        #expect(same(host.frame(of: "caption2")!.height, lineHeight(11)))
    }

    @Test func baselinesLineUpInAnHStack() {
        let host = ViewHost(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).accessibilityIdentifier("big")
                Text("small").font(.caption).accessibilityIdentifier("small")
                Text("two\nlines").accessibilityIdentifier("two")
            }, device: .iPhone15Pro)
        let big = host.frame(of: "big")!
        let small = host.frame(of: "small")!
        let two = host.frame(of: "two")!
        let bigBaseline = big.minY + CGFloat(34) * 1950 / 2048
        #expect(abs(small.minY + CGFloat(12) * 1950 / 2048 - bigBaseline) <= pixel)
        #expect(abs(two.minY + CGFloat(17) * 1950 / 2048 - bigBaseline) <= pixel)

        let last = ViewHost(
            HStack(alignment: .lastTextBaseline) {
                Text("two\nlines").accessibilityIdentifier("two")
                Text("x").font(.title).accessibilityIdentifier("x")
            }, device: .iPhone15Pro)
        let lines = last.frame(of: "two")!
        let x = last.frame(of: "x")!
        #expect(abs((lines.minY + CGFloat(17) * (2444 + 1950) / 2048) - (x.minY + CGFloat(28) * 1950 / 2048)) <= pixel)
    }

    @Test func wrappingInANarrowFrame() {
        let host = ViewHost(
            Text("The quick brown fox jumps over the lazy dog").frame(width: 100).accessibilityIdentifier("t"),
            device: .iPhone15Pro)
        let frame = host.frame(of: "t")!
        #expect(frame.width == 100)
        #expect(frame.height > 3 * 20)
        let limited = ViewHost(
            Text("The quick brown fox jumps over the lazy dog").lineLimit(2).frame(width: 100)
                .accessibilityIdentifier("t"), device: .iPhone15Pro)
        #expect(same(limited.frame(of: "t")!.height, lineHeight(17, lines: 2)))
    }

    @Test func concatenatedStylesShareALine() {
        let host = ViewHost(
            (Text("Total: ").foregroundColor(.gray) + Text("42").font(.title).bold()).accessibilityIdentifier("t"),
            device: .iPhone15Pro)
        #expect(same(host.frame(of: "t")!.height, lineHeight(28)))
    }

    @Test func textInAVStackUsesTextSpacing() {
        let host = ViewHost(
            VStack {
                Text("One").accessibilityIdentifier("one")
                Text("Two").accessibilityIdentifier("two")
                Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("box")
            }, device: .iPhone15Pro)
        let one = host.frame(of: "one")!
        let two = host.frame(of: "two")!
        let box = host.frame(of: "box")!
        #expect(abs(two.minY - one.maxY) <= pixel)
        // max(L + s − capHeight, s + descent) for body: 20.29 + 2.03 − 11.98 = 10.34.
        #expect(abs(box.minY - two.maxY - 10.34) <= pixel)
    }

    @Test func emptyTextTakesNoSpace() {
        let host = ViewHost(Text("").accessibilityIdentifier("t"), device: .iPhone15Pro)
        #expect(host.frame(of: "t")!.size == .zero)
    }

    @Test func aCustomLayoutSeesTextSpacingPreferences() {
        let probe = SpacingProbe()
        _ = ViewHost(
            probe {
                Text("Hello").font(.largeTitle)
                Text("World").font(.title)
                Rectangle().frame(width: 10, height: 10)
            }, device: .iPhone15Pro
        ).layoutDescription()
        let recorded = probe.recorder.distances
        #expect(recorded.count == 2)
        // Between the texts: 8 along a row (as between any views), the leading (0) down a column.
        #expect(recorded[0].horizontal == 8)
        #expect(recorded[0].vertical == 0)
        // From the title to a plain view below it: max(L + s − capHeight, s + descent).
        let lineHeight = CGFloat(28) * 2444 / 2048
        let textSpacing = (lineHeight * 0.1 * 3).rounded(.up) / 3
        #expect(abs(recorded[1].vertical - (lineHeight + textSpacing - CGFloat(28) * 1443 / 2048)) < 1e-9)
        #expect(recorded[1].horizontal == 8)
    }
}

/// A layout that records the preferred spacing between consecutive subviews, as the article's
/// FlowLayout reads it (`subviews[i].spacing.distance(to:along:)`).
struct SpacingProbe: Layout {
    final class Recorder: @unchecked Sendable {
        var distances: [(horizontal: CGFloat, vertical: CGFloat)] = []
    }
    let recorder = Recorder()

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.distances = zip(subviews, subviews.dropFirst()).map { pair in
            (
                pair.0.spacing.distance(to: pair.1.spacing, along: .horizontal),
                pair.0.spacing.distance(to: pair.1.spacing, along: .vertical)
            )
        }
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}
