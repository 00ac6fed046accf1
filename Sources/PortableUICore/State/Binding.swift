/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The source the binding reads (a state's storage), for telling bindings apart.
    let location: AnyObject?
    let path: AnyKeyPath?
    /// The value when the binding was made, so that a view holding a binding to a changed
    /// source is updated.
    private let snapshot: Value?

    /// The binding's transaction.
    public var transaction = Transaction()

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    /// Creates a binding with closures that read and write the binding value, with the
    /// transaction of each change.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        location = nil
        path = nil
        snapshot = nil
    }

    init(location: AnyObject?, path: AnyKeyPath? = nil, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, transaction in withTransaction(transaction) { set(value) } }
        self.location = location
        self.path = path
        snapshot = location == nil ? nil : get()
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        // A binding with no transaction of its own sets in the current one (a change made in
        // `withAnimation` or by a dragged slider keeps what its transaction says).
        nonmutating set { setter(newValue, transaction.carriesNothing ? Transaction.current : transaction) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let binding = self
        return Binding<Subject>(
            location: location, path: path.flatMap { $0.appending(path: keyPath) } ?? keyPath,
            get: { binding.wrappedValue[keyPath: keyPath] },
            set: { binding.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }

    /// Bindings to the same source whose value was equal when they were made compare as
    /// unchanged; others as changed.
    public func _isUnchanged(comparedTo other: Binding<Value>) -> Bool {
        guard let location, let otherLocation = other.location, location === otherLocation, path == other.path,
            let snapshot, let otherSnapshot = other.snapshot
        else { return false }
        return areEqual(snapshot, otherSnapshot)
    }

    public func _link(to node: DynamicPropertyHost, slot: Int) {}
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: base.location, path: base.path, get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// Creates a binding by projecting the base value to an unwrapped value, or nil when the
    /// base is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(
            location: base.location, path: base.path,
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`. Once the collection no longer has the
    /// position (its element was removed), the binding shows the element it last read and
    /// edits nothing, so that a row leaving a list never reads past the data's end.
    public subscript(position: Index) -> Binding<Value.Element> {
        let binding = self
        var last: Value.Element?
        func isValid(_ collection: Value) -> Bool {
            position >= collection.startIndex && position < collection.endIndex
        }
        return Binding<Value.Element>(
            location: location, path: nil,
            get: {
                let collection = binding.wrappedValue
                guard let kept = last, !isValid(collection) else {
                    let current = collection[position]
                    last = current
                    return current
                }
                return kept
            },
            set: { newValue in
                guard isValid(binding.wrappedValue) else { return }
                binding.wrappedValue[position] = newValue
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection, Value: MutableCollection {}
