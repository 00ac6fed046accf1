import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// `Image.interpolation(_:)` and `antialiased(_:)` reach Cairo's filter: a 2 × 1 image (black,
/// white) stretched to 20 × 10 keeps a hard edge without interpolation and a gradual one with.
@MainActor
struct ImageInterpolationRenderingTests {
    private static func twoPixelImage() throws -> Image {
        let source = try #require(CairoBitmap(width: 2, height: 1, isOpaque: true))
        source.setOpaquePixel(x: 0, y: 0, red: 0, green: 0, blue: 0)
        source.setOpaquePixel(x: 1, y: 0, red: 255, green: 255, blue: 255)
        source.markDirty()
        return Image(data: try #require(source.pngData()), scale: 1)
    }

    private func row(_ image: Image) throws -> [Int] {
        let renderer = ImageRenderer(content: image.resizable().frame(width: 20, height: 10))
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        return (0..<20).map { Int(bitmap.rgba(x: $0, y: 5).0) }
    }

    @Test func noInterpolationKeepsAHardEdge() throws {
        for image in [try Self.twoPixelImage().interpolation(.none), try Self.twoPixelImage().antialiased(false)] {
            let pixels = try row(image)
            #expect(pixels[..<10].allSatisfy { $0 == 0 } && pixels[10...].allSatisfy { $0 == 255 }, "\(pixels)")
        }
    }

    @Test func highInterpolationBlendsAcrossTheEdge() throws {
        let pixels = try row(Self.twoPixelImage().interpolation(.high))
        #expect(pixels.contains { $0 > 20 && $0 < 235 }, "\(pixels)")
        #expect(pixels.first! < 30 && pixels.last! > 225)
    }
}
