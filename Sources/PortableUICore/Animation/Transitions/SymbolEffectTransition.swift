import Foundation

/// Creates a transition that applies the Appear or Disappear symbol animation to symbol
/// images within the inserted or removed view hierarchy.
///
/// Other views are unaffected by this transition (Apple's documentation): a removed view that
/// holds no symbol stays as it is until the removal's animation ends.
///
/// Outside `identity` every symbol image below is drawn hidden (``SymbolEffectState``): inserted,
/// in the hidden state of the effect's appear (`appear` grows it from half its size, `appear.down`
/// shrinks it from 1.5 times it), removed, in that of its disappear (`disappear` shrinks it to
/// half, `disappear.up` grows it to 1.5 times), transparent in both; `automatic`, the default,
/// appears and disappears. The symbol's scale and opacity move with the change's animation, the
/// options' speed times as fast. The whole symbol moves, not layer by layer (docs/differences.md).
public struct SymbolEffectTransition: Transition {
    /// How a symbol is drawn when the transition inserts it, before it is at `identity`.
    let insertion: SymbolEffectFrame
    /// How a symbol is drawn when the transition has removed it.
    let removal: SymbolEffectFrame
    /// The options' speed factor.
    let speed: Double

    /// Creates a transition that applies `effect` to the symbol images it inserts or removes.
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        switch effect {
        case let appear as AppearSymbolEffect:
            insertion = SymbolEffectState.hidden(scalingUp: appear.isDown)
            removal = insertion
        case let disappear as DisappearSymbolEffect:
            removal = SymbolEffectState.hidden(scalingUp: disappear.isUp)
            insertion = removal
        default:
            insertion = SymbolEffectState.hidden(scalingUp: false)
            removal = insertion
        }
        speed = options.speedFactor.isFinite && options.speedFactor > 0 ? options.speedFactor : 1
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_SymbolEffectTransitionModifier(frame: frame(in: phase), speed: speed))
    }

    private func frame(in phase: TransitionPhase) -> SymbolEffectFrame {
        switch phase {
        case .identity: SymbolEffectFrame()
        case .willAppear: insertion
        case .didDisappear: removal
        }
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// A transition that applies the default symbol effect transition to symbol images within
    /// the inserted or removed view hierarchy. Other views are unaffected by this transition.
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AutomaticSymbolEffect(), options: .default)
    }

    /// Creates a transition that applies the provided effect to symbol images within the
    /// inserted or removed view hierarchy. Other views are unaffected by this transition.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

/// The body of a ``SymbolEffectTransition``: it tells the symbol images of its content how to
/// be drawn in the transition's phase (``SymbolEffectTransitionState``).
struct _SymbolEffectTransitionModifier: ViewModifier {
    typealias Body = Never
    let frame: SymbolEffectFrame
    let speed: Double

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let transitionNode = node as? SymbolEffectTransitionNode ?? SymbolEffectTransitionNode()
        var inner = inputs
        inner.environment.symbolEffectTransition = SymbolEffectTransitionState(
            frame: modifier.frame, speed: modifier.speed, owners: transitionNode.owners)
        transitionNode.content = reconcileChild(content, transitionNode.content, inner)
        return transitionNode
    }
}

/// The node of a symbol effect transition's body: it keeps the owners of the effects it sets on
/// its symbol images, so that they are updated in place from phase to phase and dropped with it.
final class SymbolEffectTransitionNode: PassThroughNode {
    let owners = SymbolEffectTransitionState.Owners()
}

/// How the symbol images inside a ``SymbolEffectTransition`` are drawn in its current phase.
struct SymbolEffectTransitionState {
    /// The keys of a transition's scale and opacity effects on a symbol image (a render effect
    /// belongs to one owner).
    final class Owners: Sendable {
        let scale = Owner()
        let opacity = Owner()
        final class Owner: Sendable {}
    }

    let frame: SymbolEffectFrame
    let speed: Double
    let owners: Owners

    /// Draws `leaf`, a symbol image, in this state: its scale and opacity move from what is shown
    /// under the change's animation, `speed` times as fast.
    @MainActor
    func apply(to leaf: LayoutNode, updates: UpdateQueue?) {
        let animation = TransactionScope.currentValueAnimation(updates)?.speed(speed)
        let time = LayoutPass.current.time
        let scale = CGSize(width: frame.scale, height: frame.scale)
        leaf.renderEffects.set(.validScale(scale, anchor: .center), owner: owners.scale, animation: animation, time: time)
        leaf.renderEffects.set(.validOpacity(frame.opacity), owner: owners.opacity, animation: animation, time: time)
    }
}

private struct SymbolEffectTransitionKey: EnvironmentKey {
    static var defaultValue: SymbolEffectTransitionState? { nil }
}

extension EnvironmentValues {
    /// The symbol effect transition the symbol images here are drawn in, if any.
    var symbolEffectTransition: SymbolEffectTransitionState? {
        get { self[SymbolEffectTransitionKey.self] }
        set { self[SymbolEffectTransitionKey.self] = newValue }
    }
}
