import Foundation

/// The views drawn as one unit (``LayoutNode/drawsAsUnit``: `geometryGroup()`, a matched
/// geometry source inserted in an animated change) whose frame animates: each layout pass lays
/// their subtree out again at the size their animation has got to, as SwiftUI resolves a
/// group's animated geometry before passing it down to its subviews (Apple's documentation of
/// `geometryGroup()`).
///
/// Rules:
/// 1. A unit is noted when it starts to draw as one (its layout sets it, or a matched
///    insertion); it is held weakly.
/// 2. After each layout pass, a noted unit whose frame animation is still running at the
///    pass's time is placed again at its animated size, without animation (see
///    ``LayoutNode/placeAtAnimatedSize(_:safeArea:)``); one whose animation has ended was placed
///    at its final size by the pass and is forgotten.
/// 3. Moving the host's clock invalidates every noted unit, so that the next pass lays it out
///    at the size the clock has moved to (or its final one).
@MainActor
final class GeometryUnitRegistry {
    private var units: [ObjectIdentifier: Weak<LayoutNode>] = [:]

    // Rule 1
    func note(_ unit: LayoutNode) {
        units[ObjectIdentifier(unit)] = Weak(unit)
    }

    // Rule 2
    /// Places each animating unit at its animated size at `time`.
    func placeAtAnimatedSizes(at time: Double, safeArea: CGRect) {
        for (id, entry) in units {
            guard let unit = entry.value, unit.layoutParent != nil, let animation = unit.frameAnimation,
                !animation.isFinished(at: time)
            else {
                units[id] = nil
                continue
            }
            unit.placeAtAnimatedSize(animation.frame(at: time).size, safeArea: safeArea)
        }
    }

    // Rule 3
    /// Invalidates the layout of every noted unit; true when there was one.
    func invalidate() -> Bool {
        var found = false
        for entry in units.values {
            guard let unit = entry.value else { continue }
            unit.invalidateLayout()
            found = true
        }
        return found
    }
}
