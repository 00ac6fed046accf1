import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// Primitive gestures (`TapGesture`, `LongPressGesture`, `DragGesture`…) recognize pointer
/// events; custom gestures compose them in ``body``. Attach a gesture to a view with
/// `gesture(_:)`, `simultaneousGesture(_:)` or `highPriorityGesture(_:)`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value

    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }

    /// Makes the recognizer that tracks one interaction with this gesture. Primitive
    /// gestures implement it; custom gestures use the default, which recognizes `body`.
    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        body._makeRecognizer(context)
    }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive gesture and has no body")
    }
}

extension Never: Gesture {
    public typealias Value = Never

    /// Never has no body, as a view, a gesture or a transfer representation.
    nonisolated public var body: Never {
        preconditionFailure("Never has no body")
    }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let make: @MainActor (_GestureContext) -> _GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture._makeRecognizer($0) }
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        make(context)
    }
}

/// Where a recognizer stands in one interaction.
enum GesturePhase: Equatable {
    /// Events so far may still become the gesture.
    case possible
    /// The gesture is in progress and reports values (a drag past its minimum distance, a
    /// long press being held).
    case active
    /// The gesture was recognized.
    case ended
    /// The gesture was not recognized, or was cancelled.
    case failed

    var isFinished: Bool { self == .ended || self == .failed }
}

/// A pointer event in window coordinates, at a time of the host's clock.
struct PointerEvent: Equatable {
    enum Kind: Equatable {
        case down, move, up
    }

    var kind: Kind
    var location: CGPoint
    var time: Double
    /// The modifier keys held (Shift- and Command-clicks select ranges in lists).
    var modifiers: EventModifiers = []
}

/// The part of a gesture recognizer that does not depend on its value: its phase and the
/// event handling that composition and arbitration use.
///
/// Recognition and delivery are separate passes. An event (or a tick of the clock) first
/// goes to every recognizer still undecided, which update their phase and value. Then
/// ``deliver(_:)`` walks the tree and the callback wrappers (`onChanged`, `onEnded`,
/// `updating`) run for what changed, but only where delivery is enabled: a gesture waiting
/// for a higher-priority one to fail keeps its results until then.
@MainActor
public class _AnyGestureRecognizer {
    var phase: GesturePhase = .possible
    /// Whether the recognizer, now, keeps an enclosing scroll view from claiming the
    /// interaction (an active drag of a list's reorder handle).
    var holdsClaim: Bool { false }
    /// Changes whenever the value changes.
    var version = 0

    /// Takes a pointer event.
    func handle(_ event: PointerEvent) {}

    /// Takes the host's time (for timeouts and long presses).
    func advanceTime(to time: Double) {}

    /// Runs callbacks for changes since the last delivery, when `enabled`.
    func deliver(_ enabled: Bool) {}

    /// Stops recognizing: the gesture fails and reports nothing more.
    func cancel() {
        phase = .failed
    }

    var isFinished: Bool { phase.isFinished }
}

/// A recognizer with a value: the runtime counterpart of a ``Gesture``.
@MainActor
public class _GestureRecognizer<Value>: _AnyGestureRecognizer {
    private(set) var value: Value?

    /// Sets the value and bumps the version.
    func setValue(_ newValue: Value?) {
        value = newValue
        version &+= 1
    }
}

/// What a recognizer needs to know about the view its gesture is attached to: where it is,
/// to convert window locations into the gesture's coordinate space.
@MainActor
public struct _GestureContext {
    let node: LayoutNode

    /// `point` (window coordinates) in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin = CoordinateSpace.origin(of: space, from: node)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
