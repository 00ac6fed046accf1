import Foundation

/// A gesture that runs an action when its gesture's value changes while it is active.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: @MainActor (Value) -> Void

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let action = action
        var last: Value?
        return MappedRecognizer(content._makeRecognizer(context), { $0 }) { inner, enabled in
            guard enabled, inner.phase == .active, let value = inner.value, value != last else { return }
            last = value
            // Apple's documentation of `Transaction.tracksVelocity`: "Gesture onChanged and
            // updating callbacks automatically set this property to true."
            withTransaction(\.tracksVelocity, true) { action(value) }
        }
    }
}

/// A gesture that runs an action when its gesture ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: @MainActor (Value) -> Void

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let action = action
        var fired = false
        return MappedRecognizer(content._makeRecognizer(context), { $0 }) { inner, enabled in
            guard enabled, !fired, inner.phase == .ended, let value = inner.value else { return }
            fired = true
            action(value)
        }
    }
}

/// A gesture that updates a gesture state property while it is active and resets it when
/// the gesture ends, fails or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var gesture: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state
    /// of the gesture, and a transaction.
    public var body: (GestureStateGesture.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture.Value, inout State, inout Transaction) -> Void
    ) {
        gesture = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let state = state
        let update = body
        var deliveredVersion: Int?
        return MappedRecognizer(gesture._makeRecognizer(context), { $0 }) { inner, enabled in
            if enabled, inner.phase == .active, let value = inner.value, inner.version != deliveredVersion {
                deliveredVersion = inner.version
                state.update { current, transaction in
                    // As `onChanged` (see `_ChangedGesture`): the update tracks velocity.
                    transaction.tracksVelocity = true
                    update(value, &current, &transaction)
                }
            } else if inner.phase.isFinished, deliveredVersion != nil {
                deliveredVersion = nil
                state.reset()
            }
        }
    }
}

/// A gesture that maps its gesture's value.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: @MainActor (Content.Value) -> Value

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        MappedRecognizer(content._makeRecognizer(context), transform)
    }
}

/// A recognizer that mirrors another's phase and maps its value; after the inner one
/// delivered, `afterDelivery` runs with it and whether delivery is enabled.
final class MappedRecognizer<Inner, Value>: _GestureRecognizer<Value> {
    private let inner: _GestureRecognizer<Inner>
    override var holdsClaim: Bool { inner.holdsClaim }
    private let transform: (Inner) -> Value
    private let afterDelivery: ((_GestureRecognizer<Inner>, Bool) -> Void)?
    private var mappedVersion: Int?

    init(
        _ inner: _GestureRecognizer<Inner>, _ transform: @escaping (Inner) -> Value,
        afterDelivery: ((_GestureRecognizer<Inner>, Bool) -> Void)? = nil
    ) {
        self.inner = inner
        self.transform = transform
        self.afterDelivery = afterDelivery
    }

    override func handle(_ event: PointerEvent) {
        inner.handle(event)
        mirror()
    }

    override func advanceTime(to time: Double) {
        inner.advanceTime(to: time)
        mirror()
    }

    override func cancel() {
        inner.cancel()
        mirror()
    }

    override func deliver(_ enabled: Bool) {
        inner.deliver(enabled)
        afterDelivery?(inner, enabled)
    }

    private func mirror() {
        phase = inner.phase
        guard mappedVersion != inner.version else { return }
        mappedVersion = inner.version
        setValue(inner.value.map(transform))
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
