import Foundation

/// A render-only effect of a modifier (opacity, clip, shadow, transform…): it changes how a
/// view is drawn, never its layout.
///
/// Geometry that depends on the view's frame (a clip shape, an anchor) is resolved when the
/// display list is built.
enum RenderEffect {
    case opacity(Double)
    case clip(any Shape, FillStyle)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case transform(CGAffineTransform)
    /// A translation by `offset` plus `relative` times the view's size (a transition's move).
    case translation(CGSize, relative: CGSize)
    /// A rotation in three dimensions, projected onto the view's plane (`rotation3DEffect`).
    case rotation3D(Rotation3D)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case blur(radius: CGFloat, isOpaque: Bool)
    case blendMode(BlendMode)
    /// A color effect (`saturation`, `hueRotation`, `colorInvert`…) as a color matrix.
    case colorMatrix(ColorMatrix)
    case compositingGroup
    /// The node's last subview is a mask for the others (`mask(alignment:_:)`).
    case maskedByLastSubview

    /// Effects that SwiftUI applies to each leaf below the view separately, unless a
    /// compositing group intervenes: opacity, blend mode and shadow.
    var isDistributed: Bool {
        switch self {
        case .opacity, .blendMode, .shadow: return true
        default: return false
        }
    }

    /// The display-list effect for a view whose frame is `frame`, or `nil` when the effect
    /// changes nothing.
    func resolved(in frame: CGRect) -> DisplayList.Effect? {
        func anchored(_ transform: CGAffineTransform, _ anchor: UnitPoint) -> CGAffineTransform {
            let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
            return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: x, y: y))
        }
        switch self {
        case .opacity(let opacity): return opacity >= 1 ? nil : .opacity(opacity)
        case .clip(let shape, let style): return .clip(ShapeDrawing.placed(shape.path(in:), in: frame), style)
        case .scale(let scale, let anchor):
            return .transform(anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor))
        case .rotation(let angle, let anchor):
            return .transform(anchored(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor))
        case .transform(let transform):
            return .transform(anchored(transform, .topLeading))
        case .translation(let offset, let relative):
            let x = offset.width + relative.width * frame.width, y = offset.height + relative.height * frame.height
            return x == 0 && y == 0 ? nil : .transform(CGAffineTransform(translationX: x, y: y))
        case .rotation3D(let rotation):
            // Without perspective (or about the z axis alone) the projection is affine.
            guard let projection = rotation.projection(in: frame) else { return nil }
            return projection.isNearlyAffine ? .transform(projection.affine) : .projection(projection)
        case .shadow(let color, let radius, let offset):
            return .shadow(color: color, radius: radius, offset: offset)
        case .blur(let radius, let isOpaque): return radius > 0 ? .blur(radius: radius, isOpaque: isOpaque) : nil
        case .blendMode(let mode): return mode == .normal ? nil : .blendMode(mode)
        case .colorMatrix(let matrix): return matrix == .identity ? nil : .colorMatrix(matrix)
        case .compositingGroup: return .compositingGroup
        case .maskedByLastSubview: return nil
        }
    }
}

/// The render effects attached to a layout node, innermost first.
///
/// Each effect belongs to the modifier node that attached it: updating the modifier
/// replaces its effect in place, so the order stays that of the modifiers. Effects whose
/// modifier node is gone are dropped.
struct RenderEffects {
    private struct Entry {
        weak var owner: AnyObject?
        var effect: RenderEffect
        /// The effect's animated numbers, since it first changed (nil for an effect that jumps).
        var change: EffectAnimation?

        func effect(at time: Double) -> RenderEffect {
            change?.effect(toward: effect, at: time) ?? effect
        }
    }

    private var entries: [Entry] = []

    /// Sets the effect of `owner`, keeping its position when it already has one. A changed
    /// effect moves from what is shown at `time` under `animation` (the transaction's), merged
    /// with a running animation when `animation` merges (a spring keeps the velocity), or
    /// jumps when there is none.
    mutating func set(_ effect: RenderEffect, owner: AnyObject, animation: Animation? = nil, time: Double = 0) {
        entries.removeAll { $0.owner == nil }
        if let index = entries.firstIndex(where: { $0.owner === owner }) {
            let current = entries[index]
            guard !current.effect.isSame(as: effect) else { return }
            entries[index].effect = effect
            var change = current.change ?? EffectAnimation(at: current.effect)
            if change?.set(effect, animation: animation, at: time) != true { change = nil }
            entries[index].change = change
        } else {
            entries.append(Entry(owner: owner, effect: effect))
        }
    }

    /// The live effects, innermost first.
    var effects: [RenderEffect] {
        entries.compactMap { $0.owner == nil ? nil : $0.effect }
    }

    /// The live effects as shown at `time`, innermost first.
    func effects(at time: Double) -> [RenderEffect] {
        entries.compactMap { $0.owner == nil ? nil : $0.effect(at: time) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether a change of a live effect is still animating at `time`.
    func isAnimating(at time: Double) -> Bool {
        entries.contains { entry in
            entry.owner != nil && entry.change?.isAnimating(at: time) == true
        }
    }

    /// Whether the node draws its other subviews masked by its last (`mask(_:)`).
    var isMaskedByLastSubview: Bool {
        entries.contains {
            guard $0.owner != nil, case .maskedByLastSubview = $0.effect else { return false }
            return true
        }
    }
}
