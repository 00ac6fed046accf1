import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Text reaches the pixels: the display list carries the Pango layout it was measured with.
@MainActor
struct TextRenderingTests {
    @Test func textIsDrawnInItsForegroundColor() throws {
        let renderer = ImageRenderer(
            content: Text("Hello").font(.system(size: 40)).foregroundStyle(Color.red).padding(4).background(Color.white))
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        var red = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let (r, g, b, _) = bitmap.rgba(x: x, y: y)
                if r > 200 && g < 120 && b < 120 { red += 1 }
            }
        }
        #expect(red > 100)
        try renderer.render(to: URL(fileURLWithPath: NSTemporaryDirectory() + "portableui-text.png"))
    }
}
