import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// The gesture is active (its value `true`) from the press on; it ends when the press has
/// lasted `minimumDuration` without moving further than `maximumDistance`, and fails when it
/// is released earlier or moves too far.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: Double)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite ? Swift.max(minimumDuration, 0) : .infinity
        self.maximumDistance = maximumDistance.isNaN ? 0 : maximumDistance
    }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            guard start == nil else { return }
            start = (event.location, event.time)
            setValue(true)
            phase = .active
            advanceTime(to: event.time)
        case .move:
            if let start, GestureTiming.distance(start.location, event.location) > maximumDistance { phase = .failed }
        case .up:
            if start != nil { phase = .failed }
        }
    }

    override func advanceTime(to time: Double) {
        guard phase == .active, let start else { return }
        if time - start.time >= minimumDuration - GestureTiming.epsilon { phase = .ended }
    }
}
