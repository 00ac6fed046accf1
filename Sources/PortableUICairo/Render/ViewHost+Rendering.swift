import Foundation
import PortableUICore

extension ViewHost {
    /// The host's window as a PNG image at its display scale: what a window showing this host
    /// would draw now, in its current state (scrolled, pushed, toggled…), over `background`.
    public func pngData(background: Color = .white) -> Data? {
        layoutIfNeeded()
        return CairoBitmap.pngData(of: displayList(), size: size, scale: displayScale, background: background)
    }
}
