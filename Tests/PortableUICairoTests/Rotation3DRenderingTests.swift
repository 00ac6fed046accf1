import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// `rotation3DEffect` reaches the pixels: a 100×100 card, red on its left half and blue on
/// its right, rotated about its centre; pixels read back at known places.
@MainActor
struct Rotation3DRenderingTests {
    private func card(_ degrees: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), perspective: CGFloat) throws -> CairoBitmap {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 0, blue: 1)
        }
        .frame(width: 100, height: 100)
        .rotation3DEffect(.degrees(degrees), axis: axis, perspective: perspective)
        .frame(width: 100, height: 100)
        return try #require(ImageRenderer(content: view).pngData().flatMap(CairoBitmap.init(pngData:)))
    }

    private func color(_ bitmap: CairoBitmap, _ x: Int, _ y: Int) -> String {
        let (r, g, b, a) = bitmap.rgba(x: x, y: y)
        if a < 8 { return "clear" }
        if r > 200 && g < 40 && b < 40 { return "red" }
        if b > 200 && r < 40 && g < 40 { return "blue" }
        return "\(r) \(g) \(b) \(a)"
    }

    @Test func noRotationLeavesTheCard() throws {
        let bitmap = try card(0, axis: (0, 1, 0), perspective: 1)
        #expect(color(bitmap, 25, 50) == "red")
        #expect(color(bitmap, 75, 50) == "blue")
    }

    @Test func halfATurnAboutYMirrors() throws {
        let bitmap = try card(180, axis: (0, 1, 0), perspective: 1)
        #expect(color(bitmap, 25, 50) == "blue")
        #expect(color(bitmap, 75, 50) == "red")
    }

    @Test func aQuarterTurnAboutYIsInvisible() throws {
        let bitmap = try card(90, axis: (0, 1, 0), perspective: 1)
        for x in stride(from: 5, to: 100, by: 10) where x != 45 && x != 55 {
            #expect(color(bitmap, x, 50) == "clear", "x = \(x)")
        }
    }

    /// cos 60° = 0.5 at perspective 0: the card covers rows 25 to 75.
    @Test func sixtyDegreesAboutXHalvesTheHeight() throws {
        let bitmap = try card(60, axis: (1, 0, 0), perspective: 0)
        #expect(color(bitmap, 25, 20) == "clear")
        #expect(color(bitmap, 25, 30) == "red")
        #expect(color(bitmap, 75, 70) == "blue")
        #expect(color(bitmap, 75, 80) == "clear")
    }

    /// 45° about y at perspective 1: the far (right) edge is drawn at x = 76.1, 73.9 tall
    /// (rows 13 to 87); the near (left) half grows past the card's frame.
    @Test func perspectiveDrawsATrapezoid() throws {
        let bitmap = try card(45, axis: (0, 1, 0), perspective: 1)
        #expect(color(bitmap, 74, 50) == "blue")
        #expect(color(bitmap, 79, 50) == "clear")
        #expect(color(bitmap, 74, 10) == "clear")
        #expect(color(bitmap, 2, 5) == "red")
        #expect(color(bitmap, 50, 50) == "red" || color(bitmap, 50, 50) == "blue")
    }
}
