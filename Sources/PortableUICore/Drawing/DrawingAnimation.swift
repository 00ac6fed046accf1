import Foundation

/// A leaf's drawing changing under an animation: a shape's color moves from the old color to
/// the new one and its `animatableData` from the old data to the new (the path is made each
/// frame from the shape with the data shown); a text's or symbol's content changes with its
/// content transition (``ContentTransitionDrawing``); other changes jump.
struct DrawingAnimation {
    let from: any DrawingContent
    let start: Double
    /// The animation's run, once the change has one.
    private(set) var run: AnimationRun<Double>?
    /// The update in which the drawing changed (for `.animation(_:value:)`, which decides after).
    let update: Int

    init(from: any DrawingContent, start: Double, animation: Animation?, update: Int) {
        self.from = from
        self.start = start
        self.update = update
        self.run = animation.map { AnimationRun(progressOf: $0, start: start) }
    }

    /// The animation the change runs with (set later by `.animation(_:value:)`).
    var animation: Animation? {
        get { run?.animation }
        set { run = newValue.map { AnimationRun(progressOf: $0, start: start) } }
    }

    /// The drawing shown at `time` on the way to `target`.
    func drawing(toward target: any DrawingContent, at time: Double) -> any DrawingContent {
        guard let run, !run.isFinished(at: time) else { return target }
        let progress = run.progress(at: time)
        if let transition = ContentTransitionDrawing.make(from: from, to: target, progress: progress) {
            return transition
        }
        guard let from = from as? ShapeDrawing, let to = target as? ShapeDrawing else { return target }
        return ShapeDrawing(
            shape: to.shape.interpolated(from: from.shape, progress: progress),
            style: from.style.interpolated(to: to.style, progress: progress), mode: to.mode)
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

extension Shape {
    /// This shape with its `animatableData` `progress` of the way from `start`'s (a shape of
    /// another type does not interpolate: this shape is shown).
    func interpolated(from start: any Shape, progress: Double) -> Self {
        guard let start = start as? Self else { return self }
        var shown = self
        shown.animatableData = start.animatableData.interpolated(towards: animatableData, amount: progress)
        return shown
    }

    /// Whether `other` is a shape of this type with other animatable data.
    func hasAnimatableData(differentFrom other: any Shape) -> Bool {
        guard let other = other as? Self else { return false }
        return other.animatableData != animatableData
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
