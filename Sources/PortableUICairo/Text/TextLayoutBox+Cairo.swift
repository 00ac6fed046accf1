import Foundation
import PortableUICore

/// Text laid out by the Pango engine draws itself with the Pango layout it was measured with,
/// so the renderer shows exactly what was measured.
extension TextLayoutBox: CairoTextDrawing {
    func draw(in cr: OpaquePointer, at origin: CGPoint, paint: DisplayList.Paint) {
        (result.rendering as? PangoTextRendering)?.draw(result, in: cr, at: origin)
    }
}
