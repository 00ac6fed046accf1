import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The drag becomes active once the pointer has moved `minimumDistance` from where it was
/// pressed (at once for 0) and ends when it is released; released before, it fails.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a drag gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now.
        public var predictedEndLocation: CGPoint

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction of what the final translation would be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// The axes along which movement counts toward the minimum distance (all by default; a
    /// scroll view counts only its scrolling axes).
    var activationAxes: Axis.Set = [.horizontal, .vertical]
    /// Whether, once active, the drag keeps an enclosing scroll view from claiming it (a
    /// list's reorder handle).
    var holdsClaimWhenActive = false

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isNaN ? 10 : minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        DragRecognizer(gesture: self, context: context)
    }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let gesture: DragGesture
    override var holdsClaim: Bool { gesture.holdsClaimWhenActive && phase == .active }
    private let context: _GestureContext
    private var start: CGPoint?
    private var samples: [(location: CGPoint, time: Double)] = []

    init(gesture: DragGesture, context: _GestureContext) {
        self.gesture = gesture
        self.context = context
    }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            guard start == nil else { return }
            start = event.location
            record(event)
            if gesture.minimumDistance <= 0 { activate(event) }
        case .move:
            guard let start else { return }
            record(event)
            if phase == .active {
                setValue(value(at: event))
            } else if movedDistance(from: start, to: event.location) >= gesture.minimumDistance {
                activate(event)
            }
        case .up:
            guard start != nil else { return }
            guard phase == .active else { return phase = .failed }
            record(event)
            setValue(value(at: event))
            phase = .ended
        }
    }

    private func activate(_ event: PointerEvent) {
        phase = .active
        setValue(value(at: event))
    }

    private func movedDistance(from start: CGPoint, to location: CGPoint) -> CGFloat {
        let dx = gesture.activationAxes.contains(.horizontal) ? location.x - start.x : 0
        let dy = gesture.activationAxes.contains(.vertical) ? location.y - start.y : 0
        return (dx * dx + dy * dy).squareRoot()
    }

    private func record(_ event: PointerEvent) {
        samples.append((event.location, event.time))
        let oldest = event.time - GestureTiming.velocityWindow - GestureTiming.epsilon
        if let keepFrom = samples.firstIndex(where: { $0.time >= oldest }), keepFrom > 0 {
            samples.removeFirst(keepFrom)
        }
    }

    /// The velocity over the recent samples; zero when they span no time.
    private var velocity: CGSize {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGSize(width: (last.location.x - first.location.x) / dt, height: (last.location.y - first.location.y) / dt)
    }

    private func value(at event: PointerEvent) -> DragGesture.Value {
        let location = context.convert(event.location, to: gesture.coordinateSpace)
        let startLocation = context.convert(start ?? event.location, to: gesture.coordinateSpace)
        let velocity = velocity
        let predicted = CGPoint(
            x: location.x + velocity.width * GestureTiming.dragPredictionTime,
            y: location.y + velocity.height * GestureTiming.dragPredictionTime)
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: event.time), location: location, startLocation: startLocation,
            velocity: velocity, predictedEndLocation: predicted)
    }
}
