import Foundation

/// A view's frame moving from one rectangle to another under an animation, as one vector
/// (origin and size) so that an animation interrupting it can merge with it: a spring takes
/// a running one over at its position and velocity (see ``AnimatedValue``).
struct FrameAnimation {
    private var rect: AnimatedValue<CGRect.AnimatableData>
    /// The latest animation's progress from 0 to 1 (what fades with a departing view's move).
    private var run: AnimationRun<Double>

    init(from: CGRect, to: CGRect, start: Double, animation: Animation) {
        rect = AnimatedValue(from.animatableData)
        rect.set(to.animatableData, animation: animation, at: start)
        run = AnimationRun(progressOf: animation, start: start)
    }

    /// This animation, interrupted at `time` by `animation` towards `to`: merged with it when
    /// the new animation merges (springs), otherwise from the frame shown at `time`.
    func retargeted(to: CGRect, at time: Double, animation: Animation) -> FrameAnimation {
        var next = self
        next.rect.set(to.animatableData, animation: animation, at: time)
        next.run = AnimationRun(progressOf: animation, start: time)
        return next
    }

    /// This animation going on at `time` towards `to`, with the latest animation.
    func retargeted(to: CGRect, at time: Double) -> FrameAnimation {
        var next = self
        next.rect.set(to.animatableData, animation: run.animation, at: time)
        return next
    }

    /// The animation of the latest change.
    var latestAnimation: Animation { run.animation }

    /// The latest animation's progress at `time`.
    func progress(at time: Double) -> Double { run.progress(at: time) }

    /// The frame shown at `time`.
    func frame(at time: Double) -> CGRect {
        var frame = CGRect.zero
        frame.animatableData = rect.value(at: time)
        return frame
    }

    func isFinished(at time: Double) -> Bool { !rect.isAnimating(at: time) }

    /// Whether velocity-tracking changes moved the frame since its last other change (see
    /// ``AnimatedValue``, rule 5).
    var tracksVelocity: Bool { rect.tracksVelocity }

    /// Whether the frame has stopped moving and the latest animation has run its course by
    /// `time`: a departure that does not move (a fade, a phased transition's effects) still
    /// lasts as long as its animation.
    func hasEnded(at time: Double) -> Bool { isFinished(at: time) && run.isFinished(at: time) }
}
