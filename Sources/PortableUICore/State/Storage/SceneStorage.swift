import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Each scene (a window, or a headless host) has its own values: views of one scene that
/// use the same key share the value, views of another scene do not see it. The values live
/// as long as the scene; unlike SwiftUI's on Apple platforms, which restores them when the
/// system brings a scene back, they are not kept across launches (Linux desktops have no
/// scene restoration; see docs/differences.md). Outside any scene the value lives in the
/// view's node, as a `@State` would.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let box: StorageBox<Value>

    private init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        box = StorageBox(key: key, defaultValue: defaultValue, codec: codec, backend: { SceneStorageValues() })
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { box.binding }

    public func _link(to node: DynamicPropertyHost, slot: Int) {
        let values = node.environment.sceneStorageValues ?? node.storage(-1 - slot) { SceneStorageValues() }
        box.link(to: node, slot: slot, backend: values)
    }

    public func _isUnchanged(comparedTo other: SceneStorage<Value>) -> Bool { box.key == other.box.key }
}

extension SceneStorage {
    /// Creates a property that can save and restore a boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Bool.self))
    }

    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Int.self))
    }

    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Double.self))
    }

    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(String.self))
    }

    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Data.self))
    }

    /// Creates a property that can save and restore an integer, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self))
    }

    /// Creates a property that can save and restore a string, transforming it to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self))
    }
}

extension SceneStorage {
    /// Creates a property that can save and restore table column state.
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String)
    where Value == TableColumnCustomization<RowValue> {
        self.init(key: key, defaultValue: wrappedValue, codec: .json(Value.self))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an Optional boolean.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Bool.self)))
    }

    /// Creates a property that can save and restore an Optional integer.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Int.self)))
    }

    /// Creates a property that can save and restore an Optional double.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Double.self)))
    }

    /// Creates a property that can save and restore an Optional string.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(String.self)))
    }

    /// Creates a property that can save and restore an Optional URL.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }

    /// Creates a property that can save and restore Optional data.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Data.self)))
    }

    /// Creates a property that can save and restore an Optional string, transforming it to
    /// an Optional `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(R.self)))
    }

    /// Creates a property that can save and restore an Optional integer, transforming it to
    /// an Optional `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(R.self)))
    }
}
