import Foundation
import Testing

@testable import PortableUICore

/// `Image(systemName:)` drawn with the stand-in set: sizes, baselines, weights, rendering
/// modes and placeholders. The sizing rules and their (unverified) figures are
/// ``SymbolMetrics``': a circle symbol is 1.2 × the point size at the medium scale (the
/// placeholder PortableUI drew before was 20 × 20 at the body size), small 0.783, large 1.29
/// (docs/differences.md). The set must be installed (`make setup`).
@MainActor
struct SymbolImageTests {
    private func size(_ view: some View) -> CGSize {
        ViewHost(view, size: CGSize(width: 400, height: 400)).sizeThatFits(.unspecified)
    }

    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test func theSetIsInstalled() {
        #expect(SymbolLibrary.shared.isInstalled, "run `make setup` to install the symbol set")
        for name in Set(SymbolTable.glyphs.values).sorted() + ["circle", "square", "rectangle"] {
            for weight in SymbolLibrary.Weight.allCases {
                #expect(SymbolLibrary.shared.glyph(name, weight: weight) != nil, "\(weight.rawValue)/\(name)")
            }
        }
    }

    struct SizeCase: Sendable, CustomStringConvertible {
        let font: Font
        let scale: Image.Scale
        let points: CGFloat
        var description: String { "\(font) \(scale)" }
    }

    nonisolated static let sizeCases: [SizeCase] = [
        SizeCase(font: .body, scale: .medium, points: 17),
        SizeCase(font: .body, scale: .small, points: 17 * 0.783),
        SizeCase(font: .body, scale: .large, points: 17 * 1.29),
        SizeCase(font: .largeTitle, scale: .medium, points: 34),
        SizeCase(font: .title, scale: .large, points: 28 * 1.29),
        SizeCase(font: .callout, scale: .medium, points: 16),
        SizeCase(font: .footnote, scale: .small, points: 13 * 0.783),
        SizeCase(font: .caption2, scale: .medium, points: 11),
        SizeCase(font: .system(size: 40), scale: .medium, points: 40),
    ]

    @Test(arguments: sizeCases)
    func aCircleIsSizedByTheFontAndScale(_ sizeCase: SizeCase) {
        let measured = size(Image(systemName: "circle").font(sizeCase.font).imageScale(sizeCase.scale))
        let expected = sizeCase.points * 1.2
        #expect(near(measured.width, expected) && near(measured.height, expected), "\(measured) vs \(expected)")
    }

    @Test func strokesFollowTheFontWeight() {
        let thin = size(Image(systemName: "circle").font(.system(size: 20, weight: .thin)))
        let regular = size(Image(systemName: "circle").font(.system(size: 20)))
        let bold = size(Image(systemName: "circle").font(.system(size: 20, weight: .bold)))
        #expect(thin.width < regular.width && regular.width < bold.width)
        let viaModifier = size(Image(systemName: "circle").font(.system(size: 20)).fontWeight(.bold))
        #expect(viaModifier == bold)
    }

    /// WWDC 2020 session 10207: a symbol next to text is centred on the cap height.
    @Test func symbolsSitOnTheBaselineOfTheirText() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "circle").accessibilityIdentifier("symbol")
            Text("Hg").accessibilityIdentifier("text")
        }
        .font(.system(size: 20))
        let host = ViewHost(view, size: CGSize(width: 300, height: 300))
        guard let symbol = host.frame(of: "symbol"), let text = host.frame(of: "text") else {
            Issue.record("frames missing")
            return
        }
        let metrics = TestTextEngine.shared.metrics(of: ResolvedFont(family: .system(.default), size: 20))
        let baseline = text.minY + metrics.ascent
        #expect(abs(symbol.midY - (baseline - metrics.capHeight / 2)) <= 0.5, "\(symbol) \(text)")
    }

    @Test func resizableSymbolsFillTheirFrame() {
        let host = ViewHost(
            Image(systemName: "star").resizable().frame(width: 100, height: 50), size: CGSize(width: 100, height: 50))
        let fills = host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item { return path.boundingRect }
            return nil
        }
        #expect(!fills.isEmpty)
        let union = fills.reduce(CGRect.null) { $0.union($1) }
        #expect(near(union.width, 100, 0.5) && near(union.height, 50, 0.5), "\(union)")
    }

    @Test func unknownNamesDrawAPlaceholderOfASymbolsSizeAndAreReportedOnce() {
        let start = Diagnostics.count
        let view = VStack { Image(systemName: "portableui.unknown.test"); Image(systemName: "portableui.unknown.test") }
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        _ = host.displayList()
        let reports = Diagnostics.messages(since: start).filter { $0.contains("\"portableui.unknown.test\"") }
        #expect(reports.count == 1)
        #expect(size(Image(systemName: "portableui.unknown.test")) == size(Image(systemName: "circle")))
        #expect(String(describing: host.displayList()).contains("stroke"))
    }

    @Test func aMissingSetDrawsPlaceholdersAndSaysSo() {
        let start = Diagnostics.count
        let library = SymbolLibrary(directory: nil)
        let symbol = ResolvedSymbol(name: "heart", renderingMode: nil, environment: EnvironmentValues(), library: library)
        #expect(symbol.shape == nil)
        #expect(near(symbol.size.width, 17 * 1.2))
        #expect(Diagnostics.messages(since: start).contains { $0.contains("not installed") })
        #expect(SymbolLibrary.locate(environment: ["PORTABLEUI_SYMBOLS": "/nonexistent"]) == nil)
    }

    private func fills(_ view: some View) -> [(DisplayList.Paint, CGRect)] {
        var found: [(DisplayList.Paint, CGRect)] = []
        func walk(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(let path, let paint, _): found.append((paint, path.boundingRect))
                case .group(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(ViewHost(view, size: CGSize(width: 100, height: 100)).displayList())
        return found
    }

    @Test func renderingModesPaintTheLayers() {
        let monochrome = fills(Image(systemName: "heart").foregroundStyle(.red))
        #expect(!monochrome.isEmpty && monochrome.allSatisfy { $0.0 == .color(.red) })
        let hierarchical = fills(Image(systemName: "heart").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
        #expect(hierarchical.count == monochrome.count + 1)
        #expect(hierarchical.first?.0 != .color(.red) && hierarchical.last?.0 == .color(.red))
        let palette = fills(
            Image(systemName: "heart.circle").symbolRenderingMode(.palette).foregroundStyle(.red, .blue))
        #expect(palette.first?.0 == .color(.blue) && palette.last?.0 == .color(.red))
        // The enclosure frames the symbol; the inner glyph is half its size.
        if let outer = palette.first?.1, let inner = palette.last?.1 {
            #expect(inner.width < outer.width * 0.6)
        }
    }

    @Test func filledEnclosuresKnockTheirGlyphOut() {
        let host = ViewHost(Image(systemName: "heart.circle.fill"), size: CGSize(width: 100, height: 100))
        let description = String(describing: host.displayList())
        #expect(description.contains("compositingGroup") && description.contains("destinationOut"))
    }

    @Test func labelsAndVariantsDrawGlyphs() {
        let label = fills(Label("Favorites", systemImage: "star").labelStyle(.iconOnly))
        #expect(!label.isEmpty)
        func drawn(_ view: some View) -> String {
            String(describing: ViewHost(view, size: CGSize(width: 100, height: 100)).displayList())
        }
        #expect(drawn(Image(systemName: "star").symbolVariant(.fill)) == drawn(Image(systemName: "star.fill")))
        #expect(drawn(Image(systemName: "star").symbolVariant(.fill)) != drawn(Image(systemName: "star")))
    }
}
