import Foundation

extension RenderEffect {
    /// The effect `progress` of the way from `self` to `target`: opacity, scale, rotation,
    /// translation, 3D rotation, shadow, blur and color matrices interpolate; other effects (and effects of different kinds) jump to
    /// the target.
    func interpolated(to target: RenderEffect, progress: Double) -> RenderEffect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(progress) }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        switch (self, target) {
        case let (.opacity(a), .opacity(b)):
            return .opacity(mix(a, b))
        case let (.scale(a, _), .scale(b, anchor)):
            return .scale(mix(a, b), anchor: anchor)
        case let (.rotation(a, _), .rotation(b, anchor)):
            return .rotation(.radians(mix(a.radians, b.radians)), anchor: anchor)
        case let (.translation(offsetA, relativeA), .translation(offsetB, relativeB)):
            return .translation(mix(offsetA, offsetB), relative: mix(relativeA, relativeB))
        case let (.rotation3D(a), .rotation3D(b)):
            return .rotation3D(a.interpolated(to: b, progress: progress))
        case let (.shadow(_, radiusA, offsetA), .shadow(color, radiusB, offsetB)):
            return .shadow(color: color, radius: mix(radiusA, radiusB), offset: mix(offsetA, offsetB))
        case let (.blur(a, _), .blur(b, isOpaque)):
            return .blur(radius: mix(a, b), isOpaque: isOpaque)
        case let (.colorMatrix(a), .colorMatrix(b)):
            return .colorMatrix(a.interpolated(to: b, progress: progress))
        default:
            return target
        }
    }

    /// Whether two effects draw the same (closures and shapes count as different).
    func isSame(as other: RenderEffect) -> Bool {
        switch (self, other) {
        case let (.opacity(a), .opacity(b)): return a == b
        case let (.scale(a, anchorA), .scale(b, anchorB)): return a == b && anchorA == anchorB
        case let (.rotation(a, anchorA), .rotation(b, anchorB)): return a == b && anchorA == anchorB
        case let (.transform(a), .transform(b)): return a == b
        case let (.rotation3D(a), .rotation3D(b)): return a == b
        case let (.translation(a, relativeA), .translation(b, relativeB)): return a == b && relativeA == relativeB
        case let (.shadow(colorA, radiusA, offsetA), .shadow(colorB, radiusB, offsetB)):
            return colorA == colorB && radiusA == radiusB && offsetA == offsetB
        case let (.blur(a, opaqueA), .blur(b, opaqueB)): return a == b && opaqueA == opaqueB
        case let (.blendMode(a), .blendMode(b)): return a == b
        case let (.colorMatrix(a), .colorMatrix(b)): return a == b
        case (.compositingGroup, .compositingGroup), (.maskedByLastSubview, .maskedByLastSubview): return true
        default: return false
        }
    }
}

/// A render effect changing from one value to another under an animation.
struct EffectAnimation {
    let from: RenderEffect
    let start: Double
    /// The animation's run, once the change has one.
    private(set) var run: AnimationRun<Double>?
    /// The update in which the effect changed (for `.animation(_:value:)`, which decides after).
    let update: Int

    init(from: RenderEffect, start: Double, animation: Animation?, update: Int) {
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

    func effect(toward target: RenderEffect, at time: Double) -> RenderEffect {
        guard let run, !run.isFinished(at: time) else { return target }
        return from.interpolated(to: target, progress: run.progress(at: time))
    }
}
