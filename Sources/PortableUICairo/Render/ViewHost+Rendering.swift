import CCairo
import Foundation
import PortableUICore

extension ViewHost {
    /// The host's window as a PNG image at its display scale: what a window showing this host
    /// would draw now, in its current state (scrolled, pushed, toggled…), over `background`.
    public func pngData(background: Color = .white) -> Data? {
        layoutIfNeeded()
        let width = Int((size.width * displayScale).rounded(.up))
        let height = Int((size.height * displayScale).rounded(.up))
        guard let bitmap = CairoBitmap(width: width, height: height, isOpaque: background.opacity >= 1) else { return nil }
        let cr = cairo_create(bitmap.surface)!
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
        cairo_paint(cr)
        cairo_destroy(cr)
        bitmap.draw(displayList(), scale: displayScale)
        return bitmap.pngData()
    }
}
