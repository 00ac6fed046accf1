import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently
    /// of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let a = first._makeRecognizer(context)
        let b = second._makeRecognizer(context)
        return SimultaneousRecognizer(a, b) { Value(first: a.reportedValue, second: b.reportedValue) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that's a sequence of two gestures: the second is recognized only after the
/// first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let a = first._makeRecognizer(context)
        let b = second._makeRecognizer(context)
        return SequenceRecognizer(a, b) {
            guard let firstValue = a.value else { return nil }
            return a.phase == .ended ? .second(firstValue, b.reportedValue) : .first(firstValue)
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed: the first
/// has priority, the second is recognized only if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let a = first._makeRecognizer(context)
        let b = second._makeRecognizer(context)
        return ExclusiveRecognizer(a, b) {
            if a.phase != .failed { return a.reportedValue.map(Value.first) }
            return b.reportedValue.map(Value.second)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension _GestureRecognizer {
    /// The value, once the gesture has started reporting (active or ended).
    var reportedValue: Value? {
        phase == .active || phase == .ended ? value : nil
    }
}

/// The shared part of recognizers made of two others: events go to both while undecided,
/// the value is recomputed when either child's value changed.
class PairRecognizer<Value>: _GestureRecognizer<Value> {
    let first: _AnyGestureRecognizer
    let second: _AnyGestureRecognizer
    override var holdsClaim: Bool { first.holdsClaim || second.holdsClaim }
    private let makeValue: () -> Value?
    private var seen: (Int, Int, GesturePhase, GesturePhase)?

    init(_ first: _AnyGestureRecognizer, _ second: _AnyGestureRecognizer, makeValue: @escaping () -> Value?) {
        self.first = first
        self.second = second
        self.makeValue = makeValue
    }

    override func handle(_ event: PointerEvent) {
        if !first.isFinished { first.handle(event) }
        if !second.isFinished { second.handle(event) }
        settle()
    }

    override func advanceTime(to time: Double) {
        if !first.isFinished { first.advanceTime(to: time) }
        if !second.isFinished { second.advanceTime(to: time) }
        settle()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        settle()
    }

    /// Applies the composition's rules, then the phase and value (recomputed when either
    /// child's value or phase changed).
    func settle() {
        phase = combinedPhase()
        let state = (first.version, second.version, first.phase, second.phase)
        if let seen, seen == state { return }
        seen = state
        setValue(makeValue())
    }

    func combinedPhase() -> GesturePhase { preconditionFailure("abstract") }
}

/// Both children recognize independently; the pair is active while either is and ends when
/// both are decided and at least one succeeded.
final class SimultaneousRecognizer<Value>: PairRecognizer<Value> {
    override func combinedPhase() -> GesturePhase {
        if first.isFinished && second.isFinished {
            return first.phase == .ended || second.phase == .ended ? .ended : .failed
        }
        let started = [first.phase, second.phase].contains { $0 == .active || $0 == .ended }
        return started ? .active : .possible
    }

    override func deliver(_ enabled: Bool) {
        first.deliver(enabled)
        second.deliver(enabled)
    }
}

/// The first child has priority: the second is cancelled when the first succeeds, and its
/// results are held back (not delivered) until the first fails.
final class ExclusiveRecognizer<Value>: PairRecognizer<Value> {
    override func combinedPhase() -> GesturePhase {
        switch first.phase {
        case .ended:
            if !second.isFinished { second.cancel() }
            return .ended
        case .failed:
            return second.phase
        case .active:
            return .active
        case .possible:
            return .possible
        }
    }

    override func deliver(_ enabled: Bool) {
        first.deliver(enabled)
        second.deliver(enabled && first.phase == .failed)
    }
}

/// The second child starts when the first succeeds; if the pointer is down then, it sees a
/// press where the pointer is.
final class SequenceRecognizer<Value>: PairRecognizer<Value> {
    private var pointer: PointerEvent?
    private var secondStarted = false

    override func handle(_ event: PointerEvent) {
        pointer = event.kind == .up ? nil : event
        if !first.isFinished {
            first.handle(event)
        } else if secondStarted, !second.isFinished {
            second.handle(event)
        }
        startSecondIfNeeded(at: event.time)
        settle()
    }

    override func advanceTime(to time: Double) {
        if !first.isFinished {
            first.advanceTime(to: time)
            startSecondIfNeeded(at: time)
        } else if !second.isFinished {
            second.advanceTime(to: time)
        }
        settle()
    }

    private func startSecondIfNeeded(at time: Double) {
        guard first.phase == .ended, !secondStarted else { return }
        secondStarted = true
        if let pointer { second.handle(PointerEvent(kind: .down, location: pointer.location, time: time, modifiers: pointer.modifiers)) }
    }

    override func combinedPhase() -> GesturePhase {
        switch first.phase {
        case .failed: return .failed
        case .possible: return .possible
        case .active: return .active
        case .ended: return second.phase == .possible ? .active : second.phase
        }
    }

    override func deliver(_ enabled: Bool) {
        first.deliver(enabled)
        second.deliver(enabled)
    }
}

/// A gesture that lets the gestures it contains run (and report) until it activates itself,
/// then cancels them and takes over: how a scroll view takes a drag that started on a button.
/// If the contained gestures succeed first, it is cancelled.
final class ClaimingRecognizer: PairRecognizer<Void> {
    private var claimed = false

    /// `claimer` takes over from `content` once it activates.
    init(claimer: _AnyGestureRecognizer, content: _AnyGestureRecognizer) {
        super.init(claimer, content) { () }
    }

    override func combinedPhase() -> GesturePhase {
        let claimer = first, content = second
        if !claimed, claimer.phase == .active || claimer.phase == .ended, content.phase != .ended, !content.holdsClaim {
            claimed = true
            content.cancel()
        }
        if claimed { return claimer.phase }
        if content.phase == .ended {
            if !claimer.isFinished { claimer.cancel() }
            return .ended
        }
        if content.phase == .failed { return claimer.phase }
        return content.phase
    }

    override func deliver(_ enabled: Bool) {
        first.deliver(enabled)
        second.deliver(enabled && !claimed)
    }
}
