import Foundation

extension RenderEffect {
    /// The kinds of effect whose parameters animate.
    enum AnimatableKind {
        case opacity, scale, rotation, translation, rotation3D, shadow, blur, colorMatrix
    }

    /// The effect's kind and the numbers an animation moves (opacity, scale, rotation,
    /// translation, the angle, axis, depth and perspective of a 3D rotation, a shadow's radius
    /// and offset, a blur's radius, a color matrix); nil for an effect that jumps. Anchors, a
    /// shadow's color and a blur's opacity are not animated: they are the target's.
    var animatableComponents: (kind: AnimatableKind, components: ComponentVector)? {
        switch self {
        case .opacity(let opacity): return (.opacity, ComponentVector([opacity]))
        case .scale(let scale, _): return (.scale, ComponentVector([Double(scale.width), Double(scale.height)]))
        case .rotation(let angle, _): return (.rotation, ComponentVector([angle.radians]))
        case .translation(let offset, let relative):
            let numbers = [offset.width, offset.height, relative.width, relative.height].map { Double($0) }
            return (.translation, ComponentVector(numbers))
        case .rotation3D(let rotation): return (.rotation3D, rotation.animatableComponents)
        case .shadow(_, let radius, let offset):
            return (.shadow, ComponentVector([radius, offset.width, offset.height].map { Double($0) }))
        case .blur(let radius, _): return (.blur, ComponentVector([Double(radius)]))
        case .colorMatrix(let matrix): return (.colorMatrix, ComponentVector(matrix.values))
        default: return nil
        }
    }

    /// This effect with its animated numbers replaced by `vector` (laid out as
    /// ``animatableComponents`` lays out this effect's).
    func with(_ vector: ComponentVector) -> RenderEffect {
        func size(_ first: Int) -> CGSize { CGSize(width: vector[first], height: vector[first + 1]) }
        switch self {
        case .opacity: return .opacity(vector[0])
        case .scale(_, let anchor): return .scale(size(0), anchor: anchor)
        case .rotation(_, let anchor): return .rotation(.radians(vector[0]), anchor: anchor)
        case .translation: return .translation(size(0), relative: size(2))
        case .rotation3D(let rotation): return .rotation3D(rotation.with(vector))
        case .shadow(let color, _, _): return .shadow(color: color, radius: CGFloat(vector[0]), offset: size(1))
        case .blur(_, let isOpaque): return .blur(radius: CGFloat(vector[0]), isOpaque: isOpaque)
        case .colorMatrix(let matrix): return .colorMatrix(ColorMatrix(values: matrix.values.indices.map { vector[$0] }))
        default: return self
        }
    }

    /// The effect `progress` of the way from `self` to `target`: the numbers of effects of the
    /// same kind interpolate; other effects (and effects of different kinds) jump to the target.
    func interpolated(to target: RenderEffect, progress: Double) -> RenderEffect {
        guard let (kind, start) = animatableComponents, let (targetKind, end) = target.animatableComponents,
            kind == targetKind
        else { return target }
        return target.with(start.interpolated(towards: end, amount: progress))
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

/// A render effect changing under animations: its numbers (``RenderEffect/animatableComponents``)
/// move as an ``AnimatedValue``, so that a spring interrupting a running animation takes it over
/// with its velocity, as it does for frames.
struct EffectAnimation {
    let kind: RenderEffect.AnimatableKind
    private var value: AnimatedValue<ComponentVector>

    /// An animation of `effect`'s numbers, resting where they are; nil for an effect that jumps.
    init?(at effect: RenderEffect) {
        guard let (kind, components) = effect.animatableComponents else { return nil }
        self.kind = kind
        self.value = AnimatedValue(components)
    }

    /// Moves to `effect` at `time` under `animation`; false when `effect` is of another kind
    /// (it cannot be reached from this one's numbers).
    mutating func set(_ effect: RenderEffect, animation: Animation?, at time: Double) -> Bool {
        guard let (kind, components) = effect.animatableComponents, kind == self.kind else { return false }
        value.set(components, animation: animation, at: time)
        return true
    }

    /// `target` with the numbers shown at `time`.
    func effect(toward target: RenderEffect, at time: Double) -> RenderEffect {
        value.isAnimating(at: time) ? target.with(value.value(at: time)) : target
    }

    func isAnimating(at time: Double) -> Bool { value.isAnimating(at: time) }
}
