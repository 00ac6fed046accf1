import Foundation
@testable import PortableUICore

/// Whether two rectangles agree within `tolerance` on every edge (frames are rounded to
/// the pixel grid, so a third of a point on @3x).
func approximatelyEqual(_ lhs: CGRect?, _ rhs: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    guard let lhs else { return false }
    return abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
        && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}

extension ViewHost {
    /// The frames of the placed layout nodes whose view type is `type`, rounded to pixels.
    func frames(ofType type: Any.Type) -> [CGRect] {
        layoutIfNeeded()
        var frames: [CGRect] = []
        forEachNode { node in
            if node.viewType == type { frames.append(pixelRounded(node.frame)) }
        }
        return frames
    }

    /// The frame of the (first) navigation bar.
    var navigationBarFrame: CGRect? { frames(ofType: _NavigationBar.self).first }
}
