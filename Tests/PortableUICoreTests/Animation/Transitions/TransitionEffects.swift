import Foundation
@testable import PortableUICore

/// What a display list draws its content with, read for transition tests: the effects of
/// its groups, outermost first.
struct TransitionEffects {
    let effects: [DisplayList.Effect]

    init(_ list: DisplayList) {
        var found: [DisplayList.Effect] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                guard case .group(let effect, let inner) = item else { continue }
                found.append(effect)
                visit(inner)
            }
        }
        visit(list)
        effects = found
    }

    /// The product of the opacities (1 when none).
    var opacity: Double {
        effects.reduce(1) { result, effect in
            if case .opacity(let value) = effect { return result * value }
            return result
        }
    }

    /// The transforms composed, innermost first (identity when none).
    var transform: CGAffineTransform {
        effects.reversed().reduce(CGAffineTransform.identity) { result, effect in
            if case .transform(let transform) = effect { return result.concatenating(transform) }
            return result
        }
    }

    /// The rotation of the composed transform, in degrees.
    var rotationDegrees: Double {
        let transform = transform
        return Double(atan2(transform.b, transform.a)) * 180 / .pi
    }

    /// The largest blur radius (0 when none).
    var blurRadius: CGFloat {
        effects.reduce(0) { result, effect in
            if case .blur(let radius, _) = effect { return Swift.max(result, radius) }
            return result
        }
    }

    /// Whether the content is drawn as it is: opaque, untransformed, sharp.
    var isEmpty: Bool { opacity == 1 && transform == .identity && blurRadius == 0 }
}

/// Rounds to a thousandth, for comparing animated values.
func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
func thousandths(_ value: CGFloat) -> Double { thousandths(Double(value)) }
