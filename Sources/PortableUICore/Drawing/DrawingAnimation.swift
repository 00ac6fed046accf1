import Foundation

/// A leaf's drawing changing under an animation: a shape's color moves from the old color to
/// the new one; other changes jump.
struct DrawingAnimation {
    let from: any DrawingContent
    let start: Double
    var animation: Animation?
    /// The update in which the drawing changed (for `.animation(_:value:)`, which decides after).
    let update: Int

    /// The drawing shown at `time` on the way to `target`.
    func drawing(toward target: any DrawingContent, at time: Double) -> any DrawingContent {
        guard let animation, time - start < animation.totalDuration,
            let from = from as? ShapeDrawing, let to = target as? ShapeDrawing
        else { return target }
        return to.with(style: from.style.interpolated(to: to.style, progress: animation.progress(at: time - start)))
    }

    /// Whether changing from `old` to `new` is a change an animation can show (a shape's
    /// style changed).
    static func animates(from old: (any DrawingContent)?, to new: (any DrawingContent)?) -> Bool {
        guard let old = old as? ShapeDrawing, let new = new as? ShapeDrawing else { return false }
        return old.style != new.style
    }
}

extension ResolvedStyle {
    /// The style `progress` of the way to `target`: colors mix component by component; other
    /// styles jump to the target.
    func interpolated(to target: ResolvedStyle, progress: Double) -> ResolvedStyle {
        guard case .color(let a) = self, case .color(let b) = target else { return target }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
        return .color(
            Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), opacity: mix(a.opacity, b.opacity)))
    }
}

extension LayoutNode {
    /// The drawing shown at `time`: the node's drawing, or where its color animation has got to.
    func presentationDrawing(at time: Double) -> (any DrawingContent)? {
        guard let drawing else { return nil }
        return drawingChange?.drawing(toward: drawing, at: time) ?? drawing
    }
}
