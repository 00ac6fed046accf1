import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
/// on a change in value in that user default.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsPreview") private var showsPreview = true
///     var body: some View { Toggle("Show previews", isOn: $showsPreview) }
/// }
/// ```
///
/// The store is `store:` when given, otherwise the one set with ``View/defaultAppStorage(_:)``
/// on an ancestor, otherwise the app's ``FileDefaults/app``: a property-list file under the
/// user's XDG configuration directory, named after the app, written atomically at every
/// change (see ``FileDefaults``). A value written is there in the next process. A key that
/// holds no value, or a value of another type, reads as the default; the default itself is
/// not written.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: StorageBox<Value>
    private let store: UserDefaults?

    private init(key: String, defaultValue: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
        self.store = store
        box = StorageBox(key: key, defaultValue: defaultValue, codec: codec, backend: { store ?? FileDefaults.app })
    }

    /// The value stored for the key, or the default when the store holds none.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }

    public func _link(to node: DynamicPropertyHost, slot: Int) {
        box.link(to: node, slot: slot, backend: store ?? node.environment.defaultAppStorage ?? FileDefaults.app)
    }

    public func _isUnchanged(comparedTo other: AppStorage<Value>) -> Bool {
        box.key == other.box.key && store === other.store
    }
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Bool.self), store: store)
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Int.self), store: store)
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Double.self), store: store)
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(String.self), store: store)
    }

    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url, store: store)
    }

    /// Creates a property that can read and write to a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Date.self), store: store)
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain(Data.self), store: store)
    }

    /// Creates a property that can read and write to an integer user default, transforming
    /// that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self), store: store)
    }

    /// Creates a property that can read and write to a string user default, transforming
    /// that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self), store: store)
    }
}

extension AppStorage {
    /// Creates a property that can save and restore table column state (kept as JSON data).
    public init<RowValue>(
        wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String, store: UserDefaults? = nil
    ) where Value == TableColumnCustomization<RowValue> {
        self.init(key: key, defaultValue: wrappedValue, codec: .json(Value.self), store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Bool.self)), store: store)
    }

    /// Creates a property that can read and write an Optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Int.self)), store: store)
    }

    /// Creates a property that can read and write an Optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Double.self)), store: store)
    }

    /// Creates a property that can read and write an Optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(String.self)), store: store)
    }

    /// Creates a property that can read and write an Optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url), store: store)
    }

    /// Creates a property that can read and write an Optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Date.self)), store: store)
    }

    /// Creates a property that can read and write an Optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.plain(Data.self)), store: store)
    }

    /// Creates a property that can save and restore an Optional string, transforming it to
    /// an Optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(R.self)), store: store)
    }

    /// Creates a property that can save and restore an Optional integer, transforming it to
    /// an Optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(R.self)), store: store)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use (nil: the app's).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// If unspecified, the default store for a view hierarchy is the app's
    /// ``FileDefaults/app`` (where SwiftUI uses `UserDefaults.standard`).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
