import Foundation

/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type.
/// You access the publisher with the `$` operator. The publisher emits the new value in the
/// property's `willSet`: a subscriber reading the property sees the old value. In a class
/// that adopts ``ObservableObject``, a change also makes `objectWillChange` emit first.
@propertyWrapper
public struct Published<Value> {
    private var storage: PublishedStorage<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Published properties are read and written through their enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(storage) }
        set { storage = newValue.storage }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It emits the current value to a new subscriber, then every new value.
    public struct Publisher: PortableUICombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let storage: PublishedStorage<Value>

        fileprivate init(_ storage: PublishedStorage<Value>) {
            self.storage = storage
        }

        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            storage.conduits.attach(subscriber)
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.link(to: object)
            storage.set(newValue)
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: KeyPath<EnclosingSelf, Published<Value>.Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Published<Value>.Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            storage.link(to: object)
            return Publisher(storage)
        }
        set { object[keyPath: storageKeyPath].storage = newValue.storage }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher.
    ///
    /// The subscription lives as long as the published property's storage: it ends when the
    /// object owning the property is released, so `assign(to: &$property)` makes no
    /// reference cycle and returns no cancellable.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        subscribe(
            AnySubscriber(
                receiveSubscription: { storage.keep($0) },
                receiveValue: { [weak storage] value in
                    storage?.set(value)
                    return .none
                }))
    }
}

/// The storage of one published property: its value, its subscribers and the publisher of
/// the object that owns it.
private final class PublishedStorage<Value>: @unchecked Sendable {
    let conduits: SubjectConduits<Value, Never>
    private let lock = NSLock()
    private var current: Value
    private var linked = false
    private weak var objectWillChange: ObservableObjectPublisher?
    private var assignments: [Subscription] = []

    init(_ value: Value) {
        current = value
        conduits = SubjectConduits(current: value)
    }

    deinit {
        for subscription in assignments { subscription.cancel() }
    }

    var value: Value { lock.withLock { current } }

    /// Finds, once, the `objectWillChange` of the owning object, if it is an `ObservableObject`
    /// with the synthesized publisher.
    func link(to object: AnyObject) {
        guard !lock.withLock({ linked }) else { return }
        let publisher = (object as? any ObservableObject).flatMap { $0.objectWillChange as? ObservableObjectPublisher }
        lock.withLock {
            linked = true
            objectWillChange = publisher
        }
    }

    /// Announces the change, publishes the new value, then stores it.
    func set(_ value: Value) {
        lock.withLock { objectWillChange }?.send()
        conduits.send(value)
        lock.withLock { current = value }
    }

    /// Keeps a subscription made by `assign(to:)`, cancelled when the property goes away.
    func keep(_ subscription: Subscription) {
        lock.withLock { assignments.append(subscription) }
        subscription.request(.unlimited)
    }
}
