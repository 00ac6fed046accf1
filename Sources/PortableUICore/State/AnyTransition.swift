import Foundation

/// A type-erased transition: how a view enters and leaves the hierarchy when the change is
/// animated.
///
/// The classic transitions (opacity, move, scale, offset and their combinations) animate the
/// view's frame and fade: insertion from the transitioned state to the placed one; removal
/// keeps the view on screen (not in layout) while it animates to its transitioned state. A
/// transition made from a ``Transition`` (or combined with one) is *phased*: its body is
/// applied to the view in the phase of the transition (see ``TransitionNode``).
public struct AnyTransition: Sendable {
    /// What a transition does to a view's frame and opacity at its "outside" end.
    struct Effect: Sendable {
        var offset: Offset?
        var scale: CGFloat?
        var opacity: Double?
    }

    /// A move: by `absolute` points plus `relative` times the view's size.
    struct Offset: Sendable {
        var absolute = CGSize.zero
        var relative = CGSize.zero

        func resolved(in frame: CGRect) -> CGSize {
            CGSize(
                width: absolute.width + relative.width * frame.width, height: absolute.height + relative.height * frame.height)
        }

        static func + (a: Offset, b: Offset) -> Offset {
            Offset(
                absolute: CGSize(width: a.absolute.width + b.absolute.width, height: a.absolute.height + b.absolute.height),
                relative: CGSize(width: a.relative.width + b.relative.width, height: a.relative.height + b.relative.height))
        }
    }

    let insertion: Effect
    let removal: Effect
    let animation: Animation?
    /// The phased form, when the transition is (or includes) a ``Transition``.
    let phased: PhasedTransition?

    init(insertion: Effect, removal: Effect, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
        self.phased = nil
    }

    init(_ effect: Effect) {
        self.init(insertion: effect, removal: effect)
    }

    private init(phased: PhasedTransition, animation: Animation?) {
        self.insertion = Effect()
        self.removal = Effect()
        self.animation = animation
        self.phased = phased
    }

    /// Creates an instance that type-erases `transition`.
    public init<T: Transition>(_ transition: T) {
        self.init(phased: PhasedTransition(transition), animation: transitionAnimation(of: transition) ?? nil)
    }

    /// Returns a transition defined between an active modifier (the view inserted starts
    /// from it, the view removed ends at it) and an identity modifier (the view in place).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }

    /// The phased form of this transition: its own, or its classic effects as a body.
    private var asPhased: PhasedTransition {
        let classic = self
        return phased
            ?? PhasedTransition(_EffectTransition(insertion: insertion, removal: removal), hasMotion: { classic.hasMotion })
    }

    /// Whether the transition moves or scales the view (``TransitionProperties/hasMotion``): a
    /// classic one with an offset or a scale, a phased one as its transitions' properties say.
    @MainActor
    var hasMotion: Bool {
        if let phased { return phased.hasMotion() }
        return [insertion, removal].contains { $0.offset != nil || $0.scale != nil }
    }

    /// The transition shown when Reduce Motion is on: a transition with motion is replaced by
    /// opacity (Apple's documentation of `TransitionProperties.hasMotion`), with its animation.
    @MainActor
    func reducingMotion() -> AnyTransition {
        hasMotion ? AnyTransition.opacity.animation(animation) : self
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
        AnyTransition(Effect(offset: Offset(relative: edge.unitOffset)))
    }
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }
    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(Effect(offset: Offset(absolute: offset)))
    }
    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by
    /// moving it out towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        guard insertion.phased != nil || removal.phased != nil else {
            return AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        }
        return AnyTransition(
            phased: .asymmetric(insertion: insertion.asPhased, removal: removal.asPhased),
            animation: insertion.animation ?? removal.animation)
    }

    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        guard phased == nil && other.phased == nil else {
            return AnyTransition(phased: asPhased.combined(with: other.asPhased), animation: animation ?? other.animation)
        }
        func merge(_ a: Effect, _ b: Effect) -> Effect {
            let offset = a.offset.map { first in b.offset.map { first + $0 } ?? first } ?? b.offset
            return Effect(offset: offset, scale: b.scale ?? a.scale, opacity: b.opacity ?? a.opacity)
        }
        return AnyTransition(insertion: merge(insertion, other.insertion), removal: merge(removal, other.removal), animation: animation)
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        guard let phased else { return AnyTransition(insertion: insertion, removal: removal, animation: animation) }
        return AnyTransition(phased: phased, animation: animation)
    }

    /// The frame of a view at `frame` in the transitioned state of `effect`.
    static func transitionedFrame(_ frame: CGRect, _ effect: Effect) -> CGRect {
        var result = frame
        if let offset = effect.offset?.resolved(in: frame) { result = result.offsetBy(dx: offset.width, dy: offset.height) }
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
        modifier(_TransitionModifier(transition: t))
    }

    /// Associates a transition with the view.
    public func transition<T: Transition>(_ t: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(t)))
    }
}

/// A view that left the hierarchy in an animated change and is still shown while its removal
/// transition runs.
struct DepartingView {
    let node: LayoutNode
    let animation: FrameAnimation
    let opacity: (from: Double, to: Double)
    /// What must live as long as the view is shown: the node of a phased transition, which
    /// owns the modifiers whose effects the view is drawn with.
    var owner: AnyObject?
    /// A removed matched-geometry source inside the view, moving on towards the source inserted
    /// in its place: laid out again at each frame at its animated frame.
    var follower: Follower?

    /// A node of a departing subtree whose frame animates of its own (window coordinates).
    struct Follower {
        let node: LayoutNode
        let animation: FrameAnimation
    }

    /// Whether the removal has ended: the view neither moves nor is still waiting for its
    /// animation (its fade, or its phased transition's effects, last as long).
    func isFinished(at time: Double) -> Bool { animation.hasEnded(at: time) }

    /// This departure with `inner` (a node of its subtree, a removed matched source) moving on
    /// from where it is shown at `time` to `target`, under the departure's latest animation:
    /// its frame interpolates towards the inserted source's and it is laid out at each frame's
    /// size, while the departure itself leaves with its own transition. (Apple's documentation
    /// of `matchedGeometryEffect`: the system interpolates the two frame rectangles, and "only
    /// arranges for the geometry of the views to be linked, not their rendering".)
    func redirected(putting inner: LayoutNode, onto target: CGRect, at time: Double) -> DepartingView {
        let from = follower?.node === inner ? follower?.animation.frame(at: time) ?? inner.frame : inner.frame
        var next = self
        next.follower = Follower(
            node: inner, animation: FrameAnimation(from: from, to: target, start: time, animation: animation.latestAnimation))
        return next
    }
}
