import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Color effects reach the pixels: a square of a known color with each effect, its centre
/// pixel read back. Expected values are the `feColorMatrix` results (W3C Filter Effects,
/// section 9.6) in 8-bit sRGB, as ``ColorMatrixTests`` derives them.
@MainActor
struct ColorEffectRenderingTests {
    static let pureRed = Color(red: 1, green: 0, blue: 0)

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: (Int, Int, Int)
        let view: @MainActor @Sendable () -> AnyView
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "saturation(0)", expected: (54, 54, 54)) { AnyView(pureRed.saturation(0)) },
        Case(name: "grayscale(1)", expected: (54, 54, 54)) { AnyView(pureRed.grayscale(1)) },
        Case(name: "hueRotation(180°)", expected: (0, 109, 109)) { AnyView(pureRed.hueRotation(.degrees(180))) },
        Case(name: "colorInvert", expected: (0, 255, 255)) { AnyView(pureRed.colorInvert()) },
        Case(name: "brightness(1)", expected: (255, 255, 255)) { AnyView(pureRed.brightness(1)) },
        Case(name: "contrast(0)", expected: (128, 128, 128)) { AnyView(pureRed.contrast(0)) },
        Case(name: "colorMultiply(blue) of white", expected: (0, 0, 255)) {
            AnyView(Color.white.colorMultiply(Color(red: 0, green: 0, blue: 1)))
        },
    ]

    @Test(arguments: cases) func centrePixel(_ testCase: Case) throws {
        let renderer = ImageRenderer(content: testCase.view().frame(width: 20, height: 20))
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        let (r, g, b, a) = bitmap.rgba(x: bitmap.width / 2, y: bitmap.height / 2)
        let e = testCase.expected
        #expect(abs(Int(r) - e.0) <= 1 && abs(Int(g) - e.1) <= 1 && abs(Int(b) - e.2) <= 1, "\(r) \(g) \(b)")
        #expect(a == 255)
    }

    /// An effect applies to the whole subtree at once, and transparent pixels around stay
    /// transparent (inversion maps only color).
    @Test func transparencyStaysTransparent() throws {
        let renderer = ImageRenderer(
            content: Circle().fill(Self.pureRed).frame(width: 20, height: 20).colorInvert())
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        #expect(bitmap.rgba(x: 0, y: 0).3 == 0)
    }
}
