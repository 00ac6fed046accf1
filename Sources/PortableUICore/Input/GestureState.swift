import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// Like `@State`, the value lives in the graph node of the view that declares it. A gesture
/// made with `updating(_:body:)` writes it while active; when that gesture ends, fails or
/// is cancelled, the value returns to the initial one.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    var box: StateBox<Value>
    private let initialValue: Value
    private let resetAction: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
        resetAction = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { box.value }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Linked as `State` is: each mount of the view (a value in two windows) has its own.
    public mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        box = box.linked(to: node, slot: slot)
    }

    public func _isUnchanged(comparedTo other: GestureState<Value>) -> Bool { true }

    /// Runs `body` on the current value in the current transaction and stores the result.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = box.value
        var transaction = Transaction.current
        body(&value, &transaction)
        store(value, transaction)
    }

    /// Returns the value to its initial state, in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetAction(box.value, &transaction)
        store(initialValue, transaction)
    }

    private func store(_ value: Value, _ transaction: Transaction) {
        if areEqual(box.value, value) { return }
        withTransaction(transaction) { box.value = value }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
