import Foundation

/// A type-erased transition: how a view enters and leaves the hierarchy when the change is
/// animated.
///
/// Insertion animates the view from its transitioned state (moved, offset, scaled, transparent)
/// to its placed state; removal keeps the view on screen (not in layout) while it animates to
/// its transitioned state.
public struct AnyTransition: Sendable {
    /// What a transition does to a view's frame and opacity at its "outside" end.
    struct Effect: Sendable {
        var offset: (@Sendable (CGRect) -> CGSize)?
        var scale: CGFloat?
        var opacity: Double?
    }

    let insertion: Effect
    let removal: Effect
    let animation: Animation?

    init(insertion: Effect, removal: Effect, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ effect: Effect) {
        self.init(insertion: effect, removal: effect)
    }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent
    /// on removal.
    public static let opacity = AnyTransition(Effect(opacity: 0))
    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(Effect())
    /// A transition that scales the view (to zero).
    public static var scale: AnyTransition { scale(scale: 0) }
    /// Returns a transition that scales the view.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(Effect(scale: scale))
    }
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(Effect(offset: { frame in
            switch edge {
            case .top: CGSize(width: 0, height: -frame.height)
            case .bottom: CGSize(width: 0, height: frame.height)
            case .leading: CGSize(width: -frame.width, height: 0)
            case .trailing: CGSize(width: frame.width, height: 0)
            }
        }))
    }
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }
    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(Effect(offset: { _ in offset }))
    }
    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by
    /// moving it out towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        func merge(_ a: Effect, _ b: Effect) -> Effect {
            Effect(offset: Self.sum(a.offset, b.offset), scale: b.scale ?? a.scale, opacity: b.opacity ?? a.opacity)
        }
        return AnyTransition(insertion: merge(insertion, other.insertion), removal: merge(removal, other.removal), animation: animation)
    }

    private static func sum(
        _ a: (@Sendable (CGRect) -> CGSize)?, _ b: (@Sendable (CGRect) -> CGSize)?
    ) -> (@Sendable (CGRect) -> CGSize)? {
        guard let a else { return b }
        guard let b else { return a }
        return { frame in
            let first = a(frame)
            let second = b(frame)
            return CGSize(width: first.width + second.width, height: first.height + second.height)
        }
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }

    /// The frame of a view at `frame` in the transitioned state of `effect`.
    static func transitionedFrame(_ frame: CGRect, _ effect: Effect) -> CGRect {
        var result = frame
        if let offset = effect.offset?(frame) { result = result.offsetBy(dx: offset.width, dy: offset.height) }
        if let scale = effect.scale {
            result = CGRect(
                x: result.midX - result.width * scale / 2, y: result.midY - result.height * scale / 2,
                width: result.width * scale, height: result.height * scale)
        }
        return result
    }
}

extension View {
    /// Associates a transition with the view.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TraitModifier { $0.transition = t })
    }
}

/// A view that left the hierarchy in an animated change and is still shown while its removal
/// transition runs.
struct DepartingView {
    let node: LayoutNode
    let animation: FrameAnimation
    let opacity: (from: Double, to: Double)

    func isFinished(at time: Double) -> Bool { animation.isFinished(at: time) }

    /// This departure moving on, from where it is at `time`, to the frame that puts `inner` (a
    /// node of its subtree) on `target`: the subtree is moved and scaled as one.
    func redirected(putting inner: LayoutNode, onto target: CGRect, at time: Double) -> DepartingView {
        let (whole, part) = (node.frame, inner.frame)
        guard part.width > 0, part.height > 0 else { return self }
        let (scaleX, scaleY) = (target.width / part.width, target.height / part.height)
        let frame = CGRect(
            x: target.minX + (whole.minX - part.minX) * scaleX, y: target.minY + (whole.minY - part.minY) * scaleY,
            width: whole.width * scaleX, height: whole.height * scaleY)
        return DepartingView(node: node, animation: animation.retargeted(to: frame, at: time), opacity: opacity)
    }
}
