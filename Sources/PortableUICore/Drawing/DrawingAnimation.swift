import Foundation

/// A leaf's drawing changing under animations.
///
/// Rules:
/// 1. A shape's color components and its `animatableData` move as ``AnimatedValue``s (the
///    path is made each frame from the shape with the data shown), so that a spring
///    interrupting a running animation takes it over with its velocity. They go on from one
///    change to the next while the drawing stays a shape of the same type.
/// 2. A text's or symbol's content changes with its content transition
///    (``ContentTransitionDrawing``) as a progress from the content shown to the new one. The
///    progress is a position that moves one step for each change (an ``AnimatedValue``): a
///    change that interrupts a running transition starts from the picture shown then, and the
///    position goes on from where it is, with its speed (a spring merges, other animations
///    add up), rather than from rest.
/// 3. Other changes jump.
/// 4. A change in a transaction that tracks velocity (``Animation/velocityTracking``) jumps;
///    a shape's values sample it (``AnimatedValue``, rule 5), so that the next animated
///    change starts with the tracked velocity; a content transition's progress does not (a
///    content has no velocity).
struct DrawingAnimation {
    private enum Change {
        case shape(color: AnimatedValue<ComponentVector>?, data: (any AnimatedShapeData)?)
        /// `position` moves to its target one step per change; the change from `from` began
        /// when it was at `base`.
        case content(from: any DrawingContent, position: AnimatedValue<Double>, base: Double)
    }

    private var change: Change

    /// The animation of the change of the drawing from `old` to `new` at `time`, going on
    /// from `running` when there is one; nil when the change jumps.
    init?(
        from old: any DrawingContent, to new: any DrawingContent, continuing running: DrawingAnimation?, at time: Double,
        animation: Animation?
    ) {
        if let old = old as? ShapeDrawing, let new = new as? ShapeDrawing {
            var (color, data) = running?.shapeChange ?? (old.style.animatableColor.map(AnimatedValue.init), old.shape.dataAnimation())
            if let target = new.style.animatableColor {
                color?.set(target, animation: animation, at: time)
            } else {
                color = nil
            }
            if data?.set(new.shape, animation: animation, at: time) != true { data = nil }
            change = .shape(color: color, data: data)
            return
        }
        guard ContentTransitionDrawing.animates(from: old, to: new) else { return nil }
        let shown = running?.drawing(toward: old, at: time) ?? old
        var position = running?.contentPosition ?? AnimatedValue(0)
        let base = position.value(at: time)
        // Rule 4
        position.set(position.target + 1, animation: animation?.tracksVelocity == true ? nil : animation, at: time)
        change = .content(from: shown, position: position, base: base)
    }

    /// Rule 2's position, while the drawing changes its content.
    private var contentPosition: AnimatedValue<Double>? {
        guard case .content(_, let position, _) = change else { return nil }
        return position
    }

    /// Rule 1's values, while the drawing is a shape's.
    private var shapeChange: (AnimatedValue<ComponentVector>?, (any AnimatedShapeData)?)? {
        guard case .shape(let color, let data) = change else { return nil }
        return (color, data)
    }

    /// The drawing shown at `time` on the way to `target`.
    func drawing(toward target: any DrawingContent, at time: Double) -> any DrawingContent {
        guard isAnimating(at: time) else { return target }
        switch change {
        case .shape(let color, let data):
            guard let to = target as? ShapeDrawing else { return target }
            let style = color.flatMap { to.style.withColor($0.value(at: time)) } ?? to.style
            return ShapeDrawing(shape: data?.shape(toward: to.shape, at: time) ?? to.shape, style: style, mode: to.mode)
        case .content(let from, let position, let base):
            let length = position.target - base
            let progress = length > 0 ? (position.value(at: time) - base) / length : 1
            return ContentTransitionDrawing.make(from: from, to: target, progress: progress) ?? target
        }
    }

    /// Whether an animation still changes the drawing at `time`.
    func isAnimating(at time: Double) -> Bool {
        switch change {
        case .shape(let color, let data):
            return color?.isAnimating(at: time) == true || data?.isAnimating(at: time) == true
        case .content(_, let position, _):
            return position.isAnimating(at: time)
        }
    }

    /// Whether changing from `old` to `new` is a change an animation can show (a shape's
    /// style or its animatable data changed, or a text's or symbol's content under a content
    /// transition).
    static func animates(from old: (any DrawingContent)?, to new: (any DrawingContent)?) -> Bool {
        if ContentTransitionDrawing.animates(from: old, to: new) { return true }
        guard let old = old as? ShapeDrawing, let new = new as? ShapeDrawing else { return false }
        return old.style != new.style || new.shape.hasAnimatableData(differentFrom: old.shape)
    }
}

/// A shape's `animatableData` moving under animations, the shape's type erased.
protocol AnimatedShapeData {
    /// Moves to `shape`'s data at `time`; false when `shape` is of another type.
    mutating func set(_ shape: any Shape, animation: Animation?, at time: Double) -> Bool
    /// `target` with the data shown at `time` (`target` itself when it is of another type).
    func shape(toward target: any Shape, at time: Double) -> any Shape
    func isAnimating(at time: Double) -> Bool
}

/// The `animatableData` of shapes of type `S` moving under animations.
private struct ShapeDataAnimation<S: Shape>: AnimatedShapeData {
    var data: AnimatedValue<S.AnimatableData>

    mutating func set(_ shape: any Shape, animation: Animation?, at time: Double) -> Bool {
        guard let shape = shape as? S else { return false }
        data.set(shape.animatableData, animation: animation, at: time)
        return true
    }

    func shape(toward target: any Shape, at time: Double) -> any Shape {
        guard var shown = target as? S, data.isAnimating(at: time) else { return target }
        shown.animatableData = data.value(at: time)
        return shown
    }

    func isAnimating(at time: Double) -> Bool { data.isAnimating(at: time) }
}

extension Shape {
    /// An animation of this shape's `animatableData`, resting where it is.
    nonisolated func dataAnimation() -> any AnimatedShapeData {
        ShapeDataAnimation<Self>(data: AnimatedValue(animatableData))
    }

    /// Whether `other` is a shape of this type with other animatable data.
    func hasAnimatableData(differentFrom other: any Shape) -> Bool {
        guard let other = other as? Self else { return false }
        return other.animatableData != animatableData
    }
}

extension ResolvedStyle {
    /// A color's red, green, blue and opacity, the numbers its animation moves; nil for other
    /// styles (they jump to their new value).
    var animatableColor: ComponentVector? {
        guard case .color(let color) = self else { return nil }
        return ComponentVector([color.red, color.green, color.blue, color.opacity])
    }

    /// This style, a color, with the components `vector`; nil for other styles.
    func withColor(_ vector: ComponentVector) -> ResolvedStyle? {
        guard case .color = self else { return nil }
        return .color(Color(red: vector[0], green: vector[1], blue: vector[2], opacity: vector[3]))
    }
}

extension LayoutNode {
    /// The drawing shown at `time`: the node's drawing, or where its animation has got to.
    func presentationDrawing(at time: Double) -> (any DrawingContent)? {
        guard let drawing else { return nil }
        return drawingChange?.drawing(toward: drawing, at: time) ?? drawing
    }
}
