import CPango
import Foundation
import PortableUICore

/// The drawing side of a Pango layout result (``TextLayoutResult/rendering``): the laid-out
/// `PangoLayout` and where each of its lines goes, so a renderer draws exactly what was
/// measured.
public final class PangoTextRendering: @unchecked Sendable {
    /// The laid-out Pango layout (owned: released with this object).
    public let layout: OpaquePointer
    /// A line of the result: the Pango line that draws it, and the horizontal offset of its
    /// content in that line's own coordinates (subtracted from the line's origin to draw).
    struct DrawnLine {
        var index: Int32
        var contentOffset: CGFloat
    }

    let lines: [DrawnLine]
    private let lock: NSLock

    init(layout: OpaquePointer, lines: [DrawnLine], lock: NSLock) {
        self.layout = layout
        self.lines = lines
        self.lock = lock
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Draws the lines of `result` (the result this rendering belongs to) with `cairo`,
    /// the layout's top-leading corner at `origin`. Runs without a color use the cairo
    /// context's current source.
    public func draw(_ result: TextLayoutResult, in cairo: OpaquePointer, at origin: CGPoint) {
        lock.lock()
        defer { lock.unlock() }
        for (line, drawn) in zip(result.lines, lines) {
            guard let pangoLine = pango_layout_get_line_readonly(layout, drawn.index) else { continue }
            cairo_move_to(
                cairo, Double(origin.x + line.origin.x - drawn.contentOffset), Double(origin.y + line.baseline))
            pango_cairo_show_layout_line(cairo, pangoLine)
        }
    }
}
