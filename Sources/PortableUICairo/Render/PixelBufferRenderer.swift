import CCairo
import Foundation
import PortableUICore

/// Draws display lists into a caller's 32-bit premultiplied ARGB pixel buffer (Cairo's
/// `CAIRO_FORMAT_ARGB32`), as a window host does for each frame.
public enum PixelBufferRenderer {
    /// Fills the buffer with `background`, then draws `list` (window points) at `scale`
    /// pixels per point.
    public static func draw(
        _ list: DisplayList, into pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
        scale: CGFloat, background: Color
    ) {
        guard width > 0, height > 0,
            let surface = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(bytesPerRow))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
        CairoRenderer(cr: cr, isVector: false).draw(list)
        cairo_surface_flush(surface)
    }
}
