import Foundation
import Observation

/// The subscription a view node keeps to an observable object.
final class ObjectSubscription {
    weak var object: AnyObject?
    var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`'s changes, unless already subscribed to that object.
    func observe<O: ObservableObject>(_ object: O, for node: DynamicPropertyHost) {
        guard self.object !== object || cancellable == nil else { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak node] _ in
            node?.invalidateBody()
        }
    }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType> { self }

    /// Gets a binding to the value of a specified key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(location: object, path: keyPath, get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    public func _link(to node: DynamicPropertyHost, slot: Int) {
        node.storage(slot) { ObjectSubscription() }.observe(wrappedValue, for: node)
    }

    public func _isUnchanged(comparedTo other: ObservedObject<ObjectType>) -> Bool {
        wrappedValue === other.wrappedValue
    }
}

/// A property wrapper type that instantiates an observable object once per view identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private var box = StateObjectBox<ObjectType>()

    /// Creates a new state object; `thunk` runs once, when the view first appears in the graph.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        let object = make()
        box.object = object
        return object
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    /// A view value mounted twice (in two windows) makes an object for each mount: a box
    /// another node linked holds that mount's object, so this node's copy gets a box of its own.
    public mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        let stored = node.storage(slot) { StateObjectStorage<ObjectType>() }
        if let owner = box.owner, owner !== node { box = StateObjectBox() }
        let object = stored.object ?? box.object ?? make()
        stored.object = object
        box.object = object
        box.owner = node
        stored.subscription.observe(object, for: node)
    }

    public func _isUnchanged(comparedTo other: StateObject<ObjectType>) -> Bool { true }
}

final class StateObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
    /// The node that linked the box.
    weak var owner: DynamicPropertyHost?
}

final class StateObjectStorage<ObjectType: ObservableObject> {
    var object: ObjectType?
    let subscription = ObjectSubscription()
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `.environmentObject(_:)`.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = box.environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(location: object, path: keyPath, get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    public func _link(to node: DynamicPropertyHost, slot: Int) {
        box.environment = node.environment
        if let object = box.environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType {
            node.storage(slot) { ObjectSubscription() }.observe(object, for: node)
        }
    }

    public func _isUnchanged(comparedTo other: EnvironmentObject<ObjectType>) -> Bool { true }
}

extension View {
    /// Supplies an observable object to a view subhierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectWritingModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The wrapped object.
    public var wrappedValue: Value

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(location: object, path: keyPath, get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    public func _isUnchanged(comparedTo other: Bindable<Value>) -> Bool { wrappedValue === other.wrappedValue }
    public func _link(to node: DynamicPropertyHost, slot: Int) {}
}
