import Foundation

/// The distances and times gestures are recognized by. SwiftUI does not document them; these
/// follow the platform conventions they come from.
enum GestureTiming {
    /// How far a press may move (points) and still count as a tap.
    static let tapSlop: CGFloat = 10
    /// The longest wait (seconds) from a tap's release to the next press of a multi-tap.
    static let multiTapInterval: Double = 0.35
    /// How far (points) from the first press the next press of a multi-tap may land.
    static let multiTapDistance: CGFloat = 40
    /// A drag's predicted end is where its current velocity would carry it in this time
    /// (seconds), as UIKit's normal deceleration rate would.
    static let dragPredictionTime: CGFloat = 0.5
    /// Velocity is measured over the samples of this last stretch of time (seconds).
    static let velocityWindow: Double = 0.1
    /// Tolerance when comparing clock times.
    static let epsilon: Double = 1e-9

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
