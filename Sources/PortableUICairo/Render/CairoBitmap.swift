import CCairo
import Foundation
import PortableUICore

/// A Cairo image surface in memory (ARGB32, or RGB24 when opaque): the raster target of
/// ``ImageRenderer`` and the pixels the snapshot tests compare. The benchmarks use it
/// through the `Benchmarks` SPI to time rasterizing and encoding apart.
@_spi(Benchmarks)
public final class CairoBitmap {
    /// The `cairo_surface_t *`, owned.
    let surface: OpaquePointer

    /// Creates a transparent bitmap of `width`×`height` pixels.
    public init?(width: Int, height: Int, isOpaque: Bool = false) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        let surface = cairo_image_surface_create(
            isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
    }

    /// Decodes a PNG; `nil` when the data is not a readable PNG.
    init?(pngData data: Data) {
        guard case .success(let image) = CairoImageDecoder.decodePNG(data) else { return nil }
        surface = cairo_surface_reference(image.surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// `list` drawn at `scale` over `background` in a bitmap of `size` points, as a PNG
    /// image: a window's picture (a view host's, an app window's).
    public static func pngData(of list: DisplayList, size: CGSize, scale: CGFloat, background: Color) -> Data? {
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard let bitmap = CairoBitmap(width: width, height: height, isOpaque: background.opacity >= 1) else { return nil }
        let cr = cairo_create(bitmap.surface)!
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
        cairo_paint(cr)
        cairo_destroy(cr)
        bitmap.draw(list, scale: scale)
        return bitmap.pngData()
    }

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Draws a display list at `scale` device pixels per point.
    public func draw(_ list: DisplayList, scale: CGFloat) {
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        CairoRenderer(cr: cr, isVector: false).draw(list)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// The pixel at (x, y) as straight (not premultiplied) RGBA bytes.
    func rgba(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let offset = y * stride + x * 4
        let value = UInt32(data[offset]) | UInt32(data[offset + 1]) << 8 | UInt32(data[offset + 2]) << 16
            | UInt32(data[offset + 3]) << 24
        let isOpaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let alpha = isOpaque ? 255 : UInt8(value >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = UInt32((value >> shift) & 0xFF)
            guard alpha > 0 else { return 0 }
            return UInt8(Swift.min(255, (premultiplied * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return (channel(16), channel(8), channel(0), alpha)
    }

    /// Sets an opaque pixel (call `cairo_surface_mark_dirty` through ``markDirty()`` after).
    func setOpaquePixel(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let offset = y * stride + x * 4
        data[offset] = blue
        data[offset + 1] = green
        data[offset + 2] = red
        data[offset + 3] = 255
    }

    /// Tells Cairo that the pixels were changed directly.
    func markDirty() {
        cairo_surface_mark_dirty(surface)
    }

    /// The bitmap encoded as PNG (see ``PNGEncoder``).
    public func pngData() -> Data? {
        PNGEncoder.encode(surface)
    }
}
