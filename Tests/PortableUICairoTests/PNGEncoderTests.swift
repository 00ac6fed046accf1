import Foundation
import PortableUICore
import CZlib
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// The PNG encoder round-trips through Cairo's decoder.
@MainActor
struct PNGEncoderTests {
    private func roundTrip(_ list: DisplayList, width: Int, height: Int, isOpaque: Bool) throws -> SnapshotComparison {
        let bitmap = try #require(CairoBitmap(width: width, height: height, isOpaque: isOpaque))
        bitmap.draw(list, scale: 1)
        let data = try #require(bitmap.pngData())
        let decoded = try #require(CairoBitmap(pngData: data))
        return SnapshotComparison(reference: bitmap, actual: decoded, tolerance: SnapshotTolerance(channel: 1, pixelFraction: 0))
    }

    private var scene: DisplayList {
        DisplayList([
            .fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 40, height: 30)), .linearGradient(
                Gradient(colors: [.red, Color.blue.opacity(0.3)]), start: .zero, end: CGPoint(x: 40, y: 30)), FillStyle()),
            .stroke(Path(CGRect(x: 10, y: 5, width: 30, height: 20)), .color(Color.green.opacity(0.5)), StrokeStyle(lineWidth: 3)),
        ])
    }

    @Test func translucentImagesRoundTrip() throws {
        let comparison = try roundTrip(scene, width: 47, height: 33, isOpaque: false)
        #expect(comparison.matches, "\(comparison.summary)")
    }

    @Test func opaqueImagesRoundTripAsRGB() throws {
        let comparison = try roundTrip(scene, width: 47, height: 33, isOpaque: true)
        #expect(comparison.matches, "\(comparison.summary)")
        let bitmap = try #require(CairoBitmap(width: 4, height: 4, isOpaque: true))
        let data = try #require(bitmap.pngData())
        #expect(data[data.startIndex + 25] == 2)  // IHDR color type: RGB
    }

    /// Large images are encoded in bands on several threads; the joined stream must decode
    /// to the same pixels, opaque (RGB) and translucent (RGBA).
    @Test(arguments: [true, false]) func largeImagesEncodedInBandsRoundTrip(isOpaque: Bool) throws {
        let list = DisplayList([
            .fill(Path(CGRect(x: 0, y: 0, width: 640, height: 480)), .linearGradient(
                Gradient(colors: [.red, Color.blue.opacity(isOpaque ? 1 : 0.4)]), start: .zero, end: CGPoint(x: 640, y: 480)),
                FillStyle()),
            .fill(Path(ellipseIn: CGRect(x: 100, y: 100, width: 300, height: 200)), .color(Color.green.opacity(0.6)), FillStyle()),
        ])
        #expect(640 * 480 >= PNGEncoder.parallelPixels)
        let comparison = try roundTrip(list, width: 640, height: 480, isOpaque: isOpaque)
        #expect(comparison.matches, "\(comparison.summary)")
    }

    /// A 45° gradient in a square repeats the row above shifted by one pixel: its bands are
    /// written unfiltered (filter type 0) with matching, and still decode to the same pixels.
    @Test func diagonalGradientsAreWrittenUnfiltered() throws {
        // The social card's background.
        let gradient = Gradient(colors: [
            Color(red: 0.29, green: 0.16, blue: 0.65), Color(red: 0.85, green: 0.25, blue: 0.55),
        ])
        let list = DisplayList([
            .fill(Path(CGRect(x: 0, y: 0, width: 640, height: 640)), .linearGradient(
                gradient, start: .zero, end: CGPoint(x: 640, y: 640)), FillStyle()),
        ])
        let bitmap = try #require(CairoBitmap(width: 640, height: 640, isOpaque: true))
        bitmap.draw(list, scale: 1)
        let png = [UInt8](try #require(bitmap.pngData()))
        // The IDAT chunk follows the signature (8 bytes) and IHDR (25 bytes).
        let length = png[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let stream = Array(png[41..<41 + length])
        var raw = [UInt8](repeating: 0, count: (1 + 640 * 3) * 640)
        var rawLength = uLongf(raw.count)
        #expect(uncompress(&raw, &rawLength, stream, uLong(stream.count)) == Z_OK)
        #expect(rawLength == uLongf(raw.count))
        let filters = Set(stride(from: 0, to: raw.count, by: 1 + 640 * 3).map { raw[$0] })
        #expect(filters.contains(0))
        let comparison = try roundTrip(list, width: 640, height: 640, isOpaque: true)
        #expect(comparison.matches, "\(comparison.summary)")
    }
}
