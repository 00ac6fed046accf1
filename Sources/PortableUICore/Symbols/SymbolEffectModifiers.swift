import Foundation

/// Runs a symbol effect's motion once (or its options' count of cycles) each time `trigger`
/// changes, through a keyframe animator of the content's scale and opacity.
public struct _DiscreteSymbolEffectModifier<Trigger: Equatable>: ViewModifier {
    let motion: SymbolEffectMotion
    let trigger: Trigger

    public func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: trigger) { view, frame in
            view.scaleEffect(frame.scale).opacity(frame.opacity)
        } keyframes: { _ in
            motion.keyframes
        }
    }
}

/// Runs a symbol effect while `isActive`: a motion repeats (and stops at once, the symbol
/// as without the effect, when it becomes inactive), a state (scale, appear, disappear) is
/// animated to and held.
public struct _IndefiniteSymbolEffectModifier: ViewModifier {
    let motion: SymbolEffectMotion
    let state: (active: SymbolEffectFrame, inactive: SymbolEffectFrame)?
    let isActive: Bool
    let speed: Double

    public func body(content: Content) -> some View {
        if let state {
            let frame = isActive ? state.active : state.inactive
            content.scaleEffect(frame.scale).opacity(frame.opacity)
                .animation(.smooth(duration: 0.3 / (speed.isFinite && speed > 0 ? speed : 1)), value: isActive)
        } else if isActive && !motion.isEmpty {
            content.keyframeAnimator(initialValue: SymbolEffectFrame(), repeating: true) { view, frame in
                view.scaleEffect(frame.scale).opacity(frame.opacity)
            } keyframes: { _ in
                motion.keyframes
            }
        } else {
            content
        }
    }
}

extension SymbolEffectMotion {
    /// The motion as keyframes of a ``SymbolEffectFrame``: eased scale steps, linear opacity steps.
    @KeyframesBuilder<SymbolEffectFrame> var keyframes: some Keyframes<SymbolEffectFrame> {
        KeyframeTrack(\SymbolEffectFrame.scale) {
            for step in scaleSteps { CubicKeyframe(step.value, duration: step.duration) }
        }
        KeyframeTrack(\SymbolEffectFrame.opacity) {
            for step in opacitySteps { LinearKeyframe(step.value, duration: step.duration) }
        }
    }
}
