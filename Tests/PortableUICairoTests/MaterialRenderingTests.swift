import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Materials blur what lies behind them, saturate it and draw their tint over it.
///
/// The backdrop is red on the left half and blue on the right. Expected pixels follow from
/// PortableUI's material values (``ResolvedMaterial``: unverified approximations, see
/// docs/differences.md): a saturation of 1.8 (SVG's `saturate` matrix, W3C Filter Effects
/// 9.6) leaves pure red and blue as they are and turns their even mix (0.5, 0, 0.5) into
/// (0.786, 0, 0.786); the tint is composited over with its opacity.
@MainActor
struct MaterialRenderingTests {
    private struct Backdrop<Over: View>: View {
        var over: Over
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0)
                    Color(red: 0, green: 0, blue: 1)
                }
                over
            }
            .frame(width: 200, height: 60)
        }
    }

    private func pixels<V: View>(_ view: V, scale: CGFloat = 1) throws -> CairoBitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
    }

    private func expectPixel(
        _ bitmap: CairoBitmap, x: Int, y: Int, _ expected: (Int, Int, Int), tolerance: Int = 3,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (r, g, b, _) = bitmap.rgba(x: x, y: y)
        let ok = abs(Int(r) - expected.0) <= tolerance && abs(Int(g) - expected.1) <= tolerance
            && abs(Int(b) - expected.2) <= tolerance
        #expect(ok, "pixel (\(x), \(y)) is \(r) \(g) \(b), expected \(expected)", sourceLocation: sourceLocation)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let material: Material
        let name: String
        /// The tint's opacity in the light appearance.
        let opacity: Double
        var testDescription: String { name }
    }

    static let lightCases = [
        Case(material: .ultraThin, name: "ultraThin", opacity: 0.3),
        Case(material: .thin, name: "thin", opacity: 0.5),
        Case(material: .regular, name: "regular", opacity: 0.65),
        Case(material: .thick, name: "thick", opacity: 0.8),
        Case(material: .ultraThick, name: "ultraThick", opacity: 0.9),
    ]

    /// Far from the colors' border the backdrop is one color: red under white of the tint's
    /// opacity. At the border the blur mixes red and blue evenly.
    @Test(arguments: lightCases) func lightMaterialsBlurAndTint(_ testCase: Case) throws {
        let bitmap = try pixels(Backdrop(over: Rectangle().fill(testCase.material)))
        let white = 255 * testCase.opacity
        expectPixel(bitmap, x: 5, y: 30, (255, Int(white.rounded()), Int(white.rounded())))
        expectPixel(bitmap, x: 195, y: 30, (Int(white.rounded()), Int(white.rounded()), 255))
        let mixed = (0.786 * (1 - testCase.opacity) * 255 + white).rounded()
        expectPixel(bitmap, x: 100, y: 30, (Int(mixed), Int(white.rounded()), Int(mixed)), tolerance: 6)
    }

    /// Without a material the border stays sharp: the pixel left of it is pure red.
    @Test func aPlainTranslucentFillDoesNotBlur() throws {
        let bitmap = try pixels(Backdrop(over: Rectangle().fill(Color.white.opacity(0.65))))
        expectPixel(bitmap, x: 99, y: 30, (255, 166, 166))
    }

    /// In the dark appearance the tint is near black (0.11, 0.11, 0.12 at 0.7 for regular).
    @Test func darkRegularMaterialDarkens() throws {
        let bitmap = try pixels(Backdrop(over: Rectangle().fill(.regularMaterial)).environment(\.colorScheme, .dark))
        expectPixel(bitmap, x: 5, y: 30, (Int((0.3 * 255 + 0.7 * 0.11 * 255).rounded()), 20, 21))
    }

    /// The bar's tint is Flutter's Cupertino bar color, 0xF0F9F9F9 (light).
    @Test func barMaterialAsABackgroundInAShape() throws {
        let card = Color.clear.frame(width: 100, height: 40).background(.bar, in: RoundedRectangle(cornerRadius: 12))
        let bitmap = try pixels(Backdrop(over: card))
        let alpha = 240.0 / 255
        let red = Int((alpha * 249 + (1 - alpha) * 255).rounded()), other = Int((alpha * 249).rounded())
        expectPixel(bitmap, x: 60, y: 30, (red, other, other))
        // Outside the rounded corner the backdrop shows as it is.
        expectPixel(bitmap, x: 51, y: 11, (255, 0, 0))
        // Beyond the card: untouched.
        expectPixel(bitmap, x: 20, y: 30, (255, 0, 0))
    }

    /// `background(_:ignoresSafeAreaEdges:)` with a material blurs at every display scale;
    /// the blur's width is in points.
    @Test(arguments: [1, 2, 3] as [CGFloat]) func backgroundMaterialAtEachScale(scale: CGFloat) throws {
        let bitmap = try pixels(Backdrop(over: Color.clear.background(.thinMaterial)), scale: scale)
        let mixed = Int((0.786 * 0.5 * 255 + 127.5).rounded())
        expectPixel(bitmap, x: Int(100 * scale), y: Int(30 * scale), (mixed, 128, mixed), tolerance: 6)
        expectPixel(bitmap, x: Int(5 * scale), y: Int(30 * scale), (255, 128, 128))
    }

    /// SVG and PDF cannot read back what they drew: the material draws its tint alone.
    @Test func vectorDocumentsDrawTheTintOnly() throws {
        let renderer = ImageRenderer(content: Backdrop(over: Rectangle().fill(.regularMaterial)))
        let svg = try #require(renderer.svgData().flatMap { String(data: $0, encoding: .utf8) })
        #expect(!svg.contains("<image"), "no raster of the backdrop")
        #expect(svg.contains("fill-opacity:0.65") || svg.contains("fill-opacity=\"0.65"), "the tint")
        #expect(renderer.pdfData().map { $0.count > 0 } == true)
    }

    /// The material draws as a group around its tint: the backdrop blur within the shape.
    @Test func displayListCarriesTheBackdropBlur() {
        let host = ViewHost(Color.clear.frame(width: 50, height: 20).background(.ultraThinMaterial), size: CGSize(width: 50, height: 20))
        let description = host.displayList().description
        #expect(description.contains("backdropBlur"), "\(description)")
    }
}
