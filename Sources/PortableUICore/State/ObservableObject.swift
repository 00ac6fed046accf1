import Foundation
import Observation

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (one per object).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() { subscribers.send(.value(())) }

    public func _subscribe(_ handler: @escaping (PublisherEvent<Void, Never>) -> Void) -> AnyCancellable {
        subscribers.add(handler)
    }

    private final class WeakEntry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var publishers: [ObjectIdentifier: WeakEntry] = [:]

    /// The publisher of `object`, made on first use; entries of released objects are dropped.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = publishers[key], entry.object === object { return entry.publisher }
        if publishers.count > 64 && publishers.count.isMultiple(of: 64) {
            publishers = publishers.filter { $0.value.object != nil }
        }
        let entry = WeakEntry(object)
        publishers[key] = entry
        return entry.publisher
    }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    private final class Storage {
        var value: Value
        let subject: CurrentValueSubject<Value, Never>
        init(_ value: Value) {
            self.value = value
            subject = CurrentValueSubject(value)
        }
    }

    private let storage: Storage

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// Published properties are read and written through their enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// A publisher of the property's values (`$property`).
    public var projectedValue: AnyPublisher<Value, Never> {
        storage.subject.eraseToAnyPublisher()
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            (object.objectWillChange as? ObservableObjectPublisher)?.send()
            let storage = object[keyPath: storageKeyPath].storage
            storage.value = newValue
            storage.subject.send(newValue)
        }
    }
}

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
    private let box = StateObjectBox<ObjectType>()

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

    public func _link(to node: DynamicPropertyHost, slot: Int) {
        let stored = node.storage(slot) { StateObjectStorage<ObjectType>() }
        let object = stored.object ?? box.object ?? make()
        stored.object = object
        box.object = object
        stored.subscription.observe(object, for: node)
    }

    public func _isUnchanged(comparedTo other: StateObject<ObjectType>) -> Bool { true }
}

final class StateObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
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
