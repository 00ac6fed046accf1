import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// A transition applies modifiers to its `content` according to the phase: `willAppear`
/// when a view is inserted, then `identity` at once under the change's animation; from
/// `identity` to `didDisappear` when it is removed. The modifiers' effects (opacity, scale,
/// rotation, blur, offset…) animate between the phases.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body()`.
    typealias Content = PlaceholderContentView<Self>

    /// Gets the current body of the caller: `content` is a proxy for the view that has the
    /// transition applied to it.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

    /// Returns the properties this transition type has.
    @MainActor @preconcurrency static var properties: TransitionProperties { get }
}

extension Transition {
    /// Returns the properties this transition type has: `TransitionProperties()` by default.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Applies the transition to `content` in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        _TransitionBody(transition: StyleProperty(style: self), phase: phase, content: PlaceholderContentView(_ReconciledContent(content)))
    }

    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied (this one inside, `other` outside).
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// Attaches an animation to this transition: its insertion and removal run with it
    /// instead of the change's animation.
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }
}

/// The view whose body is a transition's `body(content:phase:)`; its node keeps the
/// transition's own dynamic properties, as a custom modifier's does.
struct _TransitionBody<T: Transition>: View {
    let transition: StyleProperty<T>
    let phase: TransitionPhase
    let content: PlaceholderContentView<T>

    var body: T.Body {
        transition.style.body(content: content, phase: phase)
    }
}

/// A view that reconciles another view as it is: what a transition's placeholder content
/// stands for.
struct _ReconciledContent: View {
    typealias Body = Never
    let reconcile: @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode

    init<V: View>(_ content: V) {
        reconcile = { node, inputs in reconcileChild(content, node, inputs) }
    }

    init(reconcile: @escaping @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode) {
        self.reconcile = reconcile
    }

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        view.reconcile(node, inputs)
    }
}

/// Two transitions applied together (`combined(with:)`): the first inside the second.
struct _CombinedTransition<First: Transition, Second: Transition>: Transition, TransitionAnimationCarrier {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    nonisolated var carriedAnimation: Animation?? {
        transitionAnimation(of: first) ?? transitionAnimation(of: second)
    }
}

/// A transition that runs with its own animation (`animation(_:)`).
struct _AnimatedTransition<Base: Transition>: Transition, TransitionAnimationCarrier {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }

    nonisolated var carriedAnimation: Animation?? { .some(animation) }
}

/// A transition that carries an animation of its own (`animation(_:)`, possibly inside a
/// combination).
protocol TransitionAnimationCarrier {
    /// `nil` when no animation was attached; `.some(nil)` when `animation(nil)` was.
    var carriedAnimation: Animation?? { get }
}

/// The animation attached to `transition` with `animation(_:)`, if any.
func transitionAnimation<T: Transition>(of transition: T) -> Animation?? {
    (transition as? TransitionAnimationCarrier)?.carriedAnimation
}
