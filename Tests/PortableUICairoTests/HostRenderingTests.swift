import Foundation
import PortableUICore
import Testing

@_spi(Benchmarks) @testable import PortableUICairo

/// `ViewHost.pngData()`: a host's window drawn in its current state.
@MainActor
struct HostRenderingTests {
    private func pixel(_ data: Data?, _ x: Int, _ y: Int) throws -> (UInt8, UInt8, UInt8, UInt8) {
        let png = try #require(data)
        let bitmap = try #require(CairoBitmap(pngData: png))
        return bitmap.rgba(x: x, y: y)
    }

    @Test func theWindowIsDrawnAtTheDisplayScaleOverTheBackground() throws {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10), size: CGSize(width: 30, height: 20), displayScale: 2)
        let data = try #require(host.pngData(background: .blue))
        let bitmap = try #require(CairoBitmap(pngData: data))
        #expect(bitmap.width == 60 && bitmap.height == 40)
        #expect(bitmap.rgba(x: 30, y: 20) == (255, 59, 48, 255), "the red square in the middle")
        #expect(bitmap.rgba(x: 2, y: 2) == (0, 122, 255, 255), "the background around it")
    }

    @Test func theSelectedTabItemIsTintedAndTheOthersAreGray() async throws {
        let host = ViewHost(
            TabView {
                Color.clear.tabItem { Rectangle().frame(width: 20, height: 20) }
                Color.clear.tabItem { Rectangle().frame(width: 20, height: 20) }
            }, size: CGSize(width: 200, height: 300))
        await host.advance(by: 0.05)
        // The bar is the bottom 49 points; each item's square is centred in its half.
        let (red, green, blue, _) = try pixel(host.pngData(), 50, 300 - 25)
        #expect((red, green, blue) == (0, 122, 255))
        let other = try pixel(host.pngData(), 150, 300 - 25)
        #expect((other.0, other.1, other.2) == (153, 153, 153))
    }
}
