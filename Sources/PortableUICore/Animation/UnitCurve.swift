import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0,1] to an output progress that is also in the range [0,1].
///
/// By changing the shape of the curve, the effective speed of an animation or other
/// interpolation can be changed. The horizontal (x) axis defines the input progress: a single
/// input progress value in the range [0,1] must be provided when evaluating a curve. The
/// vertical (y) axis maps to the output progress: when a curve is evaluated, the y component
/// of the point that intersects the input progress is returned.
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut` (the other circular curves invert to each other).
        case inverseCircularEaseInOut
    }

    let function: Function

    /// Creates a new curve using bezier control points.
    ///
    /// The x components of the control points are clamped to the range [0,1] when the curve
    /// is evaluated, so that the curve stays a function of its input.
    ///
    /// - Parameters:
    ///   - startControlPoint: The cubic Bézier control point associated with the curve's
    ///     start point at (0, 0). The tangent vector from the start point to its control
    ///     point defines the initial velocity of the timing function.
    ///   - endControlPoint: The cubic Bézier control point associated with the curve's end
    ///     point at (1, 1). The tangent vector from the end point to its control point
    ///     defines the final velocity of the timing function.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(CubicBezier(startControlPoint, endControlPoint)))
    }

    /// Returns the output value (y component) of the curve at the given time.
    ///
    /// - Parameter progress: The input progress (x component). The provided value is clamped
    ///   to the range [0,1].
    /// - Returns: The output value (y component) of the curve at the given progress.
    public func value(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear: return x
        case .bezier(let curve): return curve.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (1 + (1 - 4 * (1 - x) * (1 - x)).squareRoot()) / 2
        case .inverseCircularEaseInOut:
            return x < 0.5 ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2 : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
        }
    }

    /// Returns the rate of change (first derivative) of the output value of the curve at the
    /// given time.
    ///
    /// - Parameter progress: The input progress (x component). The provided value is clamped
    ///   to the range [0,1].
    /// - Returns: The velocity of the output value (y component) of the curve at the given
    ///   time.
    public func velocity(at progress: Double) -> Double {
        let x = Self.clamped(progress)
        switch function {
        case .linear: return 1
        case .bezier(let curve): return curve.velocity(at: x)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : 2 * (1 - x) / (1 - 4 * (1 - x) * (1 - x)).squareRoot()
        case .inverseCircularEaseInOut:
            let u = x < 0.5 ? 1 - 2 * x : 2 * x - 1
            return u / (1 - u * u).squareRoot()
        }
    }

    /// Returns a copy of the curve with its x and y components swapped.
    ///
    /// The inverse can be used to solve a curve in reverse: given a known output (y) value,
    /// the corresponding input (x) value can be found by using `inverse`.
    public var inverse: UnitCurve {
        switch function {
        case .linear: return .linear
        case .bezier(let curve): return UnitCurve(function: .bezier(curve.inverse))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(function: .inverseCircularEaseInOut)
        case .inverseCircularEaseInOut: return .circularEaseInOut
        }
    }

    /// A bezier curve that starts out slowly, speeds up over the middle, then slows down
    /// again as it approaches the end. The start and end control points are located at
    /// (x: 0.42, y: 0) and (x: 0.58, y: 1).
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A bezier curve that starts out slowly, then speeds up as it finishes. The start and
    /// end control points are located at (x: 0.42, y: 0) and (x: 1, y: 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A bezier curve that starts out quickly, then slows down as it approaches the end. The
    /// start and end control points are located at (x: 0, y: 0) and (x: 0.58, y: 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A curve that starts out slowly, then speeds up as it finishes. The shape of the curve
    /// is equal to the fourth (bottom right) quadrant of a unit circle.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A circular curve that starts out quickly, then slows down as it approaches the end.
    /// The shape of the curve is equal to the second (top left) quadrant of a unit circle.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// A circular curve that starts out slowly, speeds up over the middle, then slows down
    /// again as it approaches the end. The shape of the curve is defined by a piecewise
    /// combination of `circularEaseIn` and `circularEaseOut`.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)
    /// A linear curve. As the linear curve is a straight line from (0, 0) to (1, 1), the
    /// output progress is always equal to the input progress, and the velocity is always
    /// equal to 1.0.
    public static let linear = UnitCurve(function: .linear)

    private static func clamped(_ progress: Double) -> Double {
        progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }
}

/// A cubic Bézier from (0, 0) to (1, 1) in polynomial form, solved for its input.
///
/// Rules: the control points' x components are clamped to [0,1], so x grows with the curve's
/// parameter and every input has one output; outputs are clamped to [0,1] as SwiftUI's are
/// (velocities are not).
struct CubicBezier: Hashable, Sendable {
    let start: UnitPoint
    let end: UnitPoint
    private let ax, bx, cx, ay, by, cy: Double

    init(_ start: UnitPoint, _ end: UnitPoint) {
        self.start = start
        self.end = end
        func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
            let c = 3 * p1
            let b = 3 * (p2 - p1) - c
            return (1 - c - b, b, c)
        }
        func clampedX(_ x: CGFloat) -> Double { x.isNaN ? 0 : Swift.min(Swift.max(Double(x), 0), 1) }
        (ax, bx, cx) = coefficients(clampedX(start.x), clampedX(end.x))
        (ay, by, cy) = coefficients(Self.finite(start.y), Self.finite(end.y))
    }

    var inverse: CubicBezier {
        CubicBezier(UnitPoint(x: start.y, y: start.x), UnitPoint(x: end.y, y: end.x))
    }

    func value(at x: Double) -> Double {
        let t = parameter(for: x)
        return Swift.min(Swift.max(((ay * t + by) * t + cy) * t, 0), 1)
    }

    /// dy/dx at the input `x`: 1 where both derivatives are equal (0/0 included), an infinity
    /// where only x's vanishes.
    func velocity(at x: Double) -> Double {
        let t = parameter(for: x)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return dy / dx
    }

    /// The curve parameter whose x is `x`: Newton's method from `x`, then bisection (x grows
    /// monotonically with the parameter because the control points' x lie in [0,1]).
    private func parameter(for x: Double) -> Double {
        let tolerance = 1e-9
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < tolerance { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            guard abs(slope) > 1e-6 else { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < tolerance { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func finite(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
}
