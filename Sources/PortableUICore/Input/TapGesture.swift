import Foundation

/// A gesture that recognizes one or more taps.
///
/// A tap is a press released within 10 points of where it began; the taps of a multi-tap
/// follow each other within 0.35 s, each within 40 points of the first.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Void> {
        TapRecognizer(count: count) { _ in () }
    }
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count) { Value(location: context.convert($0.location, to: space)) }
    }
}

/// Recognizes `count` taps (at least one): each press must be released within the tap slop
/// of where it went down; each following press must come within the multi-tap interval and
/// distance. The value is made from the last release (its location, the modifier keys held).
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    private let count: Int
    private let makeValue: (PointerEvent) -> Value
    private var taps = 0
    private var firstLocation: CGPoint?
    private var downLocation: CGPoint?
    private var lastRelease: Double = 0

    init(count: Int, makeValue: @escaping (PointerEvent) -> Value) {
        self.count = Swift.max(count, 1)
        self.makeValue = makeValue
    }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            if taps > 0 {
                let late = event.time - lastRelease >= GestureTiming.multiTapInterval - GestureTiming.epsilon
                let far = firstLocation.map { GestureTiming.distance($0, event.location) > GestureTiming.multiTapDistance } ?? false
                if late || far { return phase = .failed }
            } else {
                firstLocation = event.location
            }
            downLocation = event.location
        case .move:
            if let downLocation, GestureTiming.distance(downLocation, event.location) > GestureTiming.tapSlop {
                phase = .failed
            }
        case .up:
            guard downLocation != nil else { return }
            downLocation = nil
            taps += 1
            lastRelease = event.time
            if taps == count {
                setValue(makeValue(event))
                phase = .ended
            }
        }
    }

    override func advanceTime(to time: Double) {
        guard !isFinished, downLocation == nil, taps > 0 else { return }
        if time - lastRelease >= GestureTiming.multiTapInterval - GestureTiming.epsilon { phase = .failed }
    }
}
