import Foundation
import Synchronization

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes with every write, so that two environments with the same version are equal.
    private(set) var version: UInt64 = 0
    /// The last version given out. Environments are written on any thread (an app's code may
    /// make one anywhere), so two writes must never get the same version.
    private static let lastVersion = Atomic<UInt64>(0)

    private static func newVersion() -> UInt64 {
        lastVersion.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Creates an environment values instance with every value at its default.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            version = Self.newVersion()
        }
    }

    /// The value stored for a type-keyed entry (observable objects placed with
    /// `.environment(object)`), if any.
    func object(_ key: ObjectIdentifier) -> Any? { values[key] }

    mutating func setObject(_ object: Any, for key: ObjectIdentifier) {
        values[key] = object
        version = Self.newVersion()
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection = .leftToRight
}

extension EnvironmentValues {
    /// The display scale of this environment: points to pixels.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel on the screen: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
