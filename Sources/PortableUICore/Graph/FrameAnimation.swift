import Foundation

/// A view's frame moving from one rectangle to another under an animation.
struct FrameAnimation {
    let from: CGRect
    let to: CGRect
    let run: AnimationRun<Double>

    init(from: CGRect, to: CGRect, start: Double, animation: Animation) {
        self.from = from
        self.to = to
        self.run = AnimationRun(progressOf: animation, start: start)
    }

    /// The animation's progress at `time`.
    func progress(at time: Double) -> Double { run.progress(at: time) }

    /// The frame shown at `time`.
    func frame(at time: Double) -> CGRect {
        let progress = CGFloat(run.progress(at: time))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return CGRect(
            x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
            height: mix(from.height, to.height))
    }

    func isFinished(at time: Double) -> Bool { run.isFinished(at: time) }
}

/// What the layout pass in progress animates with: the transaction's animation, the host's
/// time, and the number of the update (to match animations that `.animation(_:value:)` marked).
enum LayoutAnimationContext {
    nonisolated(unsafe) static var animation: Animation?
    nonisolated(unsafe) static var time: Double = 0
    nonisolated(unsafe) static var update = 0
    /// The graph being updated or laid out (for views departing with a transition).
    nonisolated(unsafe) static weak var graph: ViewGraph?
}
