import Foundation

/// What a symbol effect does to the whole symbol, as PortableUI animates it: a scale and an
/// opacity through keyframes, the same for every layer.
///
/// The motions (durations at speed 1; unverified against SF Symbols' animations, see
/// docs/differences.md):
/// 1. bounce: the scale goes to 1.2 (up) or 0.8 (down) in 0.15 s and springs back in 0.45 s.
/// 2. pulse: the opacity fades to 0.3 and back, 0.5 s each way.
/// 3. variable color: the opacity steps 0.3, 0.65, 1 (0.2 s each, back down when reversing),
///    standing in for the layers lighting in turn.
/// 4. breathe: the scale grows to 1.1 and back, 0.8 s each way.
/// 5. wiggle: the scale dips to 0.92 and back twice, 0.1 s each step.
/// Scale, appear and disappear are states rather than motions (``SymbolEffectState``: appear
/// and disappear hide the symbol at half its size, or 1.5 times it for `appear.down` and
/// `disappear.up`); the others (replace, automatic, rotate) draw the symbol unchanged.
struct SymbolEffectMotion: Equatable, Sendable {
    /// A change of one property to `value` over `duration` seconds.
    struct Step: Equatable, Sendable {
        var value: Double
        var duration: TimeInterval
    }

    var scaleSteps: [Step] = []
    var opacitySteps: [Step] = []

    /// How long one cycle runs.
    var duration: TimeInterval {
        Swift.max(scaleSteps.reduce(0) { $0 + $1.duration }, opacitySteps.reduce(0) { $0 + $1.duration })
    }

    var isEmpty: Bool { scaleSteps.isEmpty && opacitySteps.isEmpty }

    /// The motion of `effect`, empty when it has none.
    init(_ effect: any SymbolEffect) {
        switch effect {
        case let bounce as BounceSymbolEffect:
            scaleSteps = [Step(value: bounce.isDown ? 0.8 : 1.2, duration: 0.15), Step(value: 1, duration: 0.45)]
        case is PulseSymbolEffect:
            opacitySteps = [Step(value: 0.3, duration: 0.5), Step(value: 1, duration: 0.5)]
        case let variable as VariableColorSymbolEffect:
            let up = [Step(value: 0.3, duration: 0.01), Step(value: 0.65, duration: 0.2), Step(value: 1, duration: 0.2)]
            opacitySteps = variable.reverses ? up + [Step(value: 0.65, duration: 0.2), Step(value: 0.3, duration: 0.2), Step(value: 1, duration: 0.2)] : up
        case is BreatheSymbolEffect:
            scaleSteps = [Step(value: 1.1, duration: 0.8), Step(value: 1, duration: 0.8)]
        case is WiggleSymbolEffect:
            scaleSteps = [0.92, 1, 0.92, 1].map { Step(value: $0, duration: 0.1) }
        default:
            break
        }
    }

    /// The most cycles a repeat count runs (a larger count is limited to it).
    static let maximumCycles = 100

    /// `cycles` cycles of the motion at `speed` times the normal speed.
    func repeated(_ cycles: Int, speed: Double) -> SymbolEffectMotion {
        let factor = speed.isFinite && speed > 0 ? 1 / speed : 1
        func scaled(_ steps: [Step]) -> [Step] {
            let one = steps.map { Step(value: $0.value, duration: $0.duration * factor) }
            return Array(repeating: one, count: Swift.min(Swift.max(cycles, 1), Self.maximumCycles)).flatMap { $0 }
        }
        var motion = self
        motion.scaleSteps = scaled(scaleSteps)
        motion.opacitySteps = scaled(opacitySteps)
        return motion
    }
}

/// The scale and opacity a symbol effect gives the symbol at one moment.
struct SymbolEffectFrame: Equatable, Sendable {
    var scale: Double = 1
    var opacity: Double = 1
}

/// What a state effect (scale, appear, disappear) makes of the symbol while active or not.
enum SymbolEffectState {
    /// The frame of `effect` when `isActive`; `nil` for effects that are not states.
    static func frame(of effect: any SymbolEffect, isActive: Bool) -> SymbolEffectFrame? {
        switch effect {
        case let scale as ScaleSymbolEffect:
            return SymbolEffectFrame(scale: isActive ? (scale.isDown ? 0.8 : 1.2) : 1)
        case let appear as AppearSymbolEffect:
            return isActive ? SymbolEffectFrame() : hidden(scalingUp: appear.isDown)
        case let disappear as DisappearSymbolEffect:
            return isActive ? hidden(scalingUp: disappear.isUp) : SymbolEffectFrame()
        default:
            return nil
        }
    }

    /// A hidden symbol: transparent, at half its size, or one and a half times it when it
    /// comes in shrinking or leaves growing.
    static func hidden(scalingUp: Bool) -> SymbolEffectFrame {
        SymbolEffectFrame(scale: scalingUp ? 1.5 : 0.5, opacity: 0)
    }
}
