/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The value lives in the graph node of the view that declares it, keyed by the view's
/// identity: it survives updates of the view and is reset when the identity changes (a new
/// `.id`, another branch of an `if`, a new `ForEach` element). Setting it schedules an update
/// of that view's body.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(location: box.resolved, get: { box.value }, set: { box.value = $0 })
    }

    /// Rules: a node's storage is a box of its own, made from the first value linked to it
    /// (that value's box when no node holds it yet, a new box with its initial value when one
    /// does: the value is mounted in another graph too); the value's box forwards to it, and
    /// the node's copy of the value holds the storage itself.
    public mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        box = box.linked(to: node, slot: slot)
    }

    public func _isUnchanged(comparedTo other: State<Value>) -> Bool { true }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (nil).
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The storage of a `State`: the first box linked to a node keeps the value (a new box when
/// that one is another node's already); the boxes of later view values forward to it.
final class StateBox<Value> {
    private var stored: Value
    /// The value the box was made with: a new mount's starting value.
    let initialValue: Value
    var target: StateBox<Value>?
    weak var owner: DynamicPropertyHost?

    init(_ value: Value) {
        stored = value
        initialValue = value
    }

    /// Links a property holding this box to `slot` of `node` (the rules of `State._link`);
    /// returns the node's storage, which the node's copy of the property holds from then on.
    func linked(to node: DynamicPropertyHost, slot: Int) -> StateBox<Value> {
        let storage = node.storage(slot) { resolved.owner == nil ? resolved : StateBox(initialValue) }
        if storage !== self, owner == nil { target = storage }
        storage.owner = node
        return storage
    }

    /// The box that really holds the value.
    var resolved: StateBox<Value> { target?.resolved ?? self }

    var value: Value {
        get { resolved.stored }
        set {
            let box = resolved
            let unchanged = areEqual(box.stored, newValue)
            box.stored = newValue
            if !unchanged { box.owner?.invalidateBody() }
        }
    }
}
