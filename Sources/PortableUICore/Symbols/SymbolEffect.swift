import Foundation

/// An effect that can be applied to a symbol image (the `Symbols` framework's protocol,
/// re-exported by SwiftUI).
///
/// PortableUI animates the whole symbol (not layer by layer) through a scale and an opacity
/// (``SymbolEffectMotion``); replace, automatic and rotate are accepted and draw the symbol
/// unchanged (see docs/differences.md).
public protocol SymbolEffect: Sendable {}

/// A symbol effect that runs for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// A symbol effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// A symbol effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// A symbol effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Options for a symbol effect: how often and how fast it runs.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The number of times to run (`nil`: indefinitely).
    var repeatCount: Int?? = .none
    var speedFactor: Double = 1

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Options that repeat the effect indefinitely.
    public static let repeating = SymbolEffectOptions(repeatCount: .some(nil))
    /// Options that run the effect once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: .some(1))

    /// Options that repeat the effect `count` times (`nil`: indefinitely).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: .some(count)) }
    /// Options that run the effect `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

    /// These options, repeating indefinitely.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = .some(nil) } }
    /// These options, running once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = .some(1) } }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { with { $0.repeatCount = .some(count) } }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedFactor *= speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var options = self
        change(&options)
        return options
    }
}

/// The scope of a layered effect: the whole symbol or each layer in turn.
private struct EffectScope: Hashable, Sendable {
    var byLayer = false
}

/// A symbol effect that scales the symbol up or down and back, once.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var isDown = false
    private var scope = EffectScope()
    /// A bounce that scales the symbol up.
    public var up: BounceSymbolEffect { var e = self; e.isDown = false; return e }
    /// A bounce that scales the symbol down.
    public var down: BounceSymbolEffect { var e = self; e.isDown = true; return e }
    /// The effect applied to each layer in turn.
    public var byLayer: BounceSymbolEffect { var e = self; e.scope.byLayer = true; return e }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: BounceSymbolEffect { var e = self; e.scope.byLayer = false; return e }
}

/// A symbol effect that fades the opacity of the symbol in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    private var scope = EffectScope()
    /// The effect applied to each layer in turn.
    public var byLayer: PulseSymbolEffect { var e = self; e.scope.byLayer = true; return e }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: PulseSymbolEffect { var e = self; e.scope.byLayer = false; return e }
}

/// A symbol effect that changes the opacity of the symbol's variable layers in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var isCumulative = false
    var reverses = false
    var hidesInactiveLayers = false
    /// Layers light up one at a time.
    public var iterative: VariableColorSymbolEffect { var e = self; e.isCumulative = false; return e }
    /// Layers light up and stay lit.
    public var cumulative: VariableColorSymbolEffect { var e = self; e.isCumulative = true; return e }
    /// The sequence runs forwards and then backwards.
    public var reversing: VariableColorSymbolEffect { var e = self; e.reverses = true; return e }
    /// The sequence runs forwards only.
    public var nonReversing: VariableColorSymbolEffect { var e = self; e.reverses = false; return e }
    /// Inactive layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { var e = self; e.hidesInactiveLayers = true; return e }
    /// Inactive layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { var e = self; e.hidesInactiveLayers = false; return e }
}

/// A symbol effect that scales the symbol while it is active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Hashable {
    var isDown = false
    private var scope = EffectScope()
    /// The symbol is scaled up.
    public var up: ScaleSymbolEffect { var e = self; e.isDown = false; return e }
    /// The symbol is scaled down.
    public var down: ScaleSymbolEffect { var e = self; e.isDown = true; return e }
    /// The effect applied to each layer in turn.
    public var byLayer: ScaleSymbolEffect { var e = self; e.scope.byLayer = true; return e }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { var e = self; e.scope.byLayer = false; return e }
}

/// A symbol effect that makes the symbol appear: by default it grows into view (`up`); `down`
/// shrinks it into view.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    var isDown = false
    private var scope = EffectScope()
    /// The symbol scales up as it appears.
    public var up: AppearSymbolEffect { var e = self; e.isDown = false; return e }
    /// The symbol scales down as it appears.
    public var down: AppearSymbolEffect { var e = self; e.isDown = true; return e }
    /// The effect applied to each layer in turn.
    public var byLayer: AppearSymbolEffect { var e = self; e.scope.byLayer = true; return e }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: AppearSymbolEffect { var e = self; e.scope.byLayer = false; return e }
}

/// A symbol effect that makes the symbol disappear: by default it shrinks out of view
/// (`down`); `up` grows it out of view.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    var isUp = false
    private var scope = EffectScope()
    /// The symbol scales up as it disappears.
    public var up: DisappearSymbolEffect { var e = self; e.isUp = true; return e }
    /// The symbol scales down as it disappears.
    public var down: DisappearSymbolEffect { var e = self; e.isUp = false; return e }
    /// The effect applied to each layer in turn.
    public var byLayer: DisappearSymbolEffect { var e = self; e.scope.byLayer = true; return e }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: DisappearSymbolEffect { var e = self; e.scope.byLayer = false; return e }
}

/// A symbol effect that replaces one symbol with another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
    enum Style: Hashable, Sendable { case downUp, upUp, offUp }
    var style = Style.downUp
    private var scope = EffectScope()
    /// The old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { var e = self; e.style = .downUp; return e }
    /// Both symbols scale up.
    public var upUp: ReplaceSymbolEffect { var e = self; e.style = .upUp; return e }
    /// The old symbol disappears, the new one scales up.
    public var offUp: ReplaceSymbolEffect { var e = self; e.style = .offUp; return e }
    /// The effect applied to each layer in turn.
    public var byLayer: ReplaceSymbolEffect { var e = self; e.scope.byLayer = true; return e }
    /// The effect applied to the whole symbol.
    public var wholeSymbol: ReplaceSymbolEffect { var e = self; e.scope.byLayer = false; return e }
}

/// The symbol effect the system picks for a replacement, an insertion (appear) or a removal
/// (disappear).
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, TransitionSymbolEffect, Hashable {}

/// A symbol effect that shakes the symbol.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {}
/// A symbol effect that scales the symbol in and out smoothly.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {}
/// A symbol effect that rotates the symbol.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce effect.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse effect.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable color effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale effect.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appear effect.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappear effect.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replace effect.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The automatic effect.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle effect.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breathe effect.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotate effect.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension View {
    /// Applies a symbol animation to this view while `isActive` is true: bounce, pulse,
    /// variable color, breathe and wiggle repeat; scale, appear and disappear animate to their
    /// state and hold it (``SymbolEffectMotion``, ``SymbolEffectState``).
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        let state = SymbolEffectState.frame(of: effect, isActive: true).map {
            (active: $0, inactive: SymbolEffectState.frame(of: effect, isActive: false) ?? SymbolEffectFrame())
        }
        return modifier(
            _IndefiniteSymbolEffectModifier(
                motion: SymbolEffectMotion(effect).repeated(1, speed: options.speedFactor), state: state,
                isActive: isActive, speed: options.speedFactor))
    }

    /// Applies a symbol animation each time `value` changes: one run of the effect's motion,
    /// or as many as the options' repeat count.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let cycles = options.repeatCount.flatMap { $0 } ?? 1
        return modifier(
            _DiscreteSymbolEffectModifier(
                motion: SymbolEffectMotion(effect).repeated(cycles, speed: options.speedFactor), trigger: value))
    }

    /// Returns a new view with its inherited symbol image effects either removed or left
    /// unchanged.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}
