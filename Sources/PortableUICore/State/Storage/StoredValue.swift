import Foundation

/// The property-list values a defaults store keeps, and how `@AppStorage` and
/// `@SceneStorage` types convert to them.
enum StoredValue {
    /// Whether `value` can be written to a property list (strings, numbers, Booleans, dates,
    /// data, and arrays and string-keyed dictionaries of those).
    static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
            is UInt64, is Double, is Float, is Date, is Data, is NSNumber, is NSString, is NSDate, is NSData:
            return true
        case let array as [Any]:
            return array.allSatisfy(isPropertyList)
        case let dictionary as [String: Any]:
            return dictionary.values.allSatisfy(isPropertyList)
        default:
            return false
        }
    }
}

/// How a URL is kept in a property list: a file URL as its path, any other as its absolute
/// string (Foundation's `url(forKey:)` reads a string path as a file URL too).
enum StoredURL {
    static func encode(_ url: URL) -> String {
        url.isFileURL ? url.path : url.absoluteString
    }

    static func decode(_ object: Any?) -> URL? {
        switch object {
        case let string as String:
            if string.hasPrefix("/") || string.hasPrefix("~") {
                return URL(fileURLWithPath: NSString(string: string).expandingTildeInPath)
            }
            return URL(string: string).flatMap { $0.scheme == nil ? nil : $0 }
        case let data as Data:
            return URL(dataRepresentation: data, relativeTo: nil)
        default:
            return nil
        }
    }
}

/// How one value type of a storage property reads from and writes to a store's objects.
struct StorageCodec<Value> {
    /// The value an object stands for, or nil when it does not hold one (another type).
    let decode: (Any) -> Value?
    /// The object that stands for a value; nil removes the key.
    let encode: (Value) -> Any?

    /// A type the store keeps as it is.
    static func plain(_ type: Value.Type) -> Self {
        Self(decode: { $0 as? Value }, encode: { $0 })
    }

    /// An optional of a type that `wrapped` converts; nil removes the key.
    static func optional<Wrapped>(_ wrapped: StorageCodec<Wrapped>) -> Self where Value == Wrapped? {
        Self(decode: { wrapped.decode($0).map { .some($0) } }, encode: { $0.flatMap(wrapped.encode) })
    }

    /// A `Codable` type, kept as its JSON data; data that does not decode reads as no value
    /// (the default).
    static func json(_ type: Value.Type) -> Self where Value: Codable {
        Self(
            decode: { ($0 as? Data).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } },
            encode: { try? JSONEncoder().encode($0) })
    }

    /// A raw-representable type, kept as its raw value.
    static func raw(_ type: Value.Type) -> Self where Value: RawRepresentable {
        Self(decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension StorageCodec where Value == URL {
    /// A URL, kept as described in ``StoredURL``.
    static var url: Self { Self(decode: { StoredURL.decode($0) }, encode: { StoredURL.encode($0) }) }
}
