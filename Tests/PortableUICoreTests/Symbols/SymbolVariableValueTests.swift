import Foundation
import Testing

@testable import PortableUICore

/// `Image(systemName:variableValue:)`: variable symbols light their layers in order as the
/// value rises and draw the rest dimmed. That 0 dims every layer and 1 lights them all is
/// SF Symbols' documented behaviour (Daniel Saidi, "SF Symbols 4 variable colors", 2022: "Setting
/// the value to 0 will make all beams become dimmed, while setting it to 1 will highlight all
/// beams"); the even thresholds between are unverified (docs/differences.md). The set must be
/// installed (`make setup`).
@MainActor
struct SymbolVariableValueTests {
    nonisolated static let litCases: [(Double, Int, Int?)] = [
        (0, 4, 0), (0.01, 4, 1), (0.25, 4, 1), (0.26, 4, 2), (0.5, 4, 2), (0.75, 4, 3), (0.99, 4, 4), (1, 4, 4),
        (0.5, 2, 1), (0.51, 2, 2), (0.2, 5, 1), (0.21, 5, 2),
        // Out of range: clamped; NaN: ignored.
        (-3, 4, 0), (7, 4, 4), (.infinity, 4, 4), (-.infinity, 4, 0), (.nan, 4, nil),
    ]

    @Test(arguments: litCases)
    func layersLightByEvenThresholds(value: Double, count: Int, lit: Int?) {
        #expect(SymbolVariableLayers.litLayers(value, of: count) == lit)
    }

    private func symbol(_ name: String, _ value: Double?) -> ResolvedSymbol {
        ResolvedSymbol(name: name, renderingMode: nil, variableValue: value, environment: EnvironmentValues())
    }

    private func outlines(_ glyph: String, filled: Bool = false) -> [Path] {
        SymbolLibrary.shared.glyph(glyph, weight: filled ? .fill : .regular)?.outlines ?? []
    }

    nonisolated static let stepCases: [(String, Double, [String])] = [
        ("wifi", 0, []), ("wifi", 0.2, ["wifi-none"]), ("wifi", 0.5, ["wifi-low"]), ("wifi", 0.75, ["wifi-medium"]),
        ("wifi", 1, ["wifi-high"]), ("wifi", 12, ["wifi-high"]),
        ("speaker.wave.3", 0, ["speaker-none"]), ("speaker.wave.3", 0.4, ["speaker-none", "speaker-low"]),
        ("speaker.wave.3", 0.9, ["speaker-none", "speaker-high"]),
        ("speaker.wave.2.fill", 0.3, ["speaker-simple-none", "speaker-simple-low"]),
        ("cellularbars", 0.6, ["cell-signal-medium"]),
    ]

    /// The whole glyph is drawn dimmed, and the step of the value lit over it; the size is the
    /// plain symbol's whatever the value.
    @Test(arguments: stepCases)
    func steppedSymbolsLightTheStepOfTheValue(name: String, value: Double, lit: [String]) throws {
        let filled = name.hasSuffix(".fill")
        let plain = symbol(name, nil)
        let shape = try #require(symbol(name, value).shape)
        let plainOutlines = try #require(plain.shape).layers.map(\.path)
        #expect(shape.layers.filter(\.isDimmed).map(\.path) == plainOutlines)
        #expect(shape.layers.filter { !$0.isDimmed }.map(\.path) == lit.flatMap { outlines($0, filled: filled) })
        #expect(symbol(name, value).size == plain.size)
    }

    /// The bar charts have no stepped glyphs: the leading fraction of the width is lit.
    @Test(arguments: [(0.5, 0.5), (0, 0), (1, 1), (-1, 0), (2, 1)])
    func barChartsLightTheLeadingFraction(value: Double, fraction: Double) throws {
        let shape = try #require(symbol("chart.bar", value).shape)
        let lit = shape.layers.filter { !$0.isDimmed }
        #expect(!lit.isEmpty && lit.allSatisfy { $0.clip != nil })
        let clip = try #require(lit.first?.clip)
        let bounds = try #require(symbol("chart.bar", nil).shape).bounds
        #expect(abs(clip.width - bounds.width * fraction) < 1e-9)
        #expect(clip.minX == bounds.minX)
    }

    /// NaN, no value, and symbols that are not variable draw the plain symbol.
    @Test(arguments: [("wifi", Double.nan), ("chart.bar", .nan), ("heart", 0.5), ("heart.fill", 0), ("star", .nan)])
    func otherwiseThePlainSymbolIsDrawn(name: String, value: Double) {
        #expect(symbol(name, value).shape == symbol(name, nil).shape)
    }

    /// Dimmed layers are drawn at 25 % of the foreground's opacity, lit ones at full.
    @Test func dimmedLayersAreFaint() throws {
        let host = ViewHost(
            Image(systemName: "wifi", variableValue: 0.5).foregroundStyle(Color.blue), size: CGSize(width: 60, height: 60))
        var opacities: [Double] = []
        func collect(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(_, .color(let color), _): opacities.append(color.opacity)
                case .group(_, let inner): collect(inner)
                default: break
                }
            }
        }
        collect(host.displayList())
        #expect(Set(opacities) == [0.25, 1])
        #expect(opacities.filter { $0 == 1 }.count == outlines("wifi-low").count)
    }
}
