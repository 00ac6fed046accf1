import CCairo
import Foundation
import PortableUICore

/// Draws successive frames of one window into the same pixel buffer, drawing again only what
/// changed since the previous frame: a scrolled view's pixels are shifted and only the strip
/// that scrolled in (and what changed) is drawn (see ``DisplayListDamage``).
///
/// The buffer must still hold the previous frame when the next one is drawn into it. Another
/// buffer, size, scale or background draws the whole frame, as the first one does.
public final class IncrementalPixelRenderer {
    /// What the previous frame was drawn into, with what.
    private struct Target: Equatable {
        var pixels: UnsafeMutableRawPointer
        var width: Int
        var height: Int
        var bytesPerRow: Int
        var scale: CGFloat
        var background: Color
    }

    private var previous: (list: DisplayList, target: Target)?
    /// What the last frame drew: the whole window (``DisplayListDamage/full``) or its
    /// shifts and rectangles.
    public private(set) var lastDamage = DisplayListDamage.full

    public init() {}

    /// Draws `list` (window points) at `scale` pixels per point over `background`, into a
    /// 32-bit premultiplied ARGB buffer that holds the previous frame.
    public func draw(
        _ list: DisplayList, into pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
        scale: CGFloat, background: Color
    ) {
        let target = Target(
            pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale, background: background)
        defer { previous = (list, target) }
        guard let previous, previous.target == target else {
            drawWhole(list, into: target)
            return
        }
        lastDamage = DisplayListDamage(from: previous.list, to: list, scale: scale, width: width, height: height)
        guard !lastDamage.isFull else {
            drawWhole(list, into: target)
            return
        }
        for shift in lastDamage.shifts { Self.apply(shift, to: pixels, bytesPerRow: bytesPerRow) }
        draw(list, in: lastDamage.rects, into: target)
    }

    private func drawWhole(_ list: DisplayList, into target: Target) {
        lastDamage = .full
        PixelBufferRenderer.draw(
            list, into: target.pixels, width: target.width, height: target.height, bytesPerRow: target.bytesPerRow,
            scale: target.scale, background: target.background)
    }

    /// Draws the background and the items reaching into each rectangle, clipped to it.
    private func draw(_ list: DisplayList, in rects: [CGRect], into target: Target) {
        guard !rects.isEmpty,
            let surface = cairo_image_surface_create_for_data(
                target.pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(target.width),
                Int32(target.height), Int32(target.bytesPerRow))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        var renderer = CairoRenderer(cr: cr, isVector: false)
        renderer.skipsClippedItems = true
        let background = target.background
        for rect in rects {
            cairo_save(cr)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_scale(cr, Double(target.scale), Double(target.scale))
            renderer.draw(list)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
    }

    /// Moves the pixels of the shift's rectangle by its distance, within the rectangle.
    private static func apply(_ shift: DisplayListDamage.Shift, to pixels: UnsafeMutableRawPointer, bytesPerRow: Int) {
        let rect = shift.rect
        let minX = Int(rect.minX), maxX = Int(rect.maxX), minY = Int(rect.minY), maxY = Int(rect.maxY)
        let firstX = Swift.max(minX, minX + shift.dx), endX = Swift.min(maxX, maxX + shift.dx)
        let firstY = Swift.max(minY, minY + shift.dy), endY = Swift.min(maxY, maxY + shift.dy)
        guard endX > firstX, endY > firstY else { return }
        let bytes = (endX - firstX) * 4
        // Rows move toward the shift, so copy them starting from the far end.
        let rows = shift.dy > 0 ? stride(from: endY - 1, through: firstY, by: -1) : stride(from: firstY, through: endY - 1, by: 1)
        for y in rows {
            let destination = pixels + y * bytesPerRow + firstX * 4
            let source = pixels + (y - shift.dy) * bytesPerRow + (firstX - shift.dx) * 4
            memmove(destination, source, bytes)
        }
    }
}
