import Foundation

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// Creates a unique identifier.
    public init() {
        rawValue = Self.counter.next()
    }

    /// Creates an identifier from the identity of `obj`.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    public var description: String { "0x" + String(rawValue, radix: 16) }

    /// Identifiers made with ``init()`` count up from 2⁶³, away from object addresses.
    private static let counter = IdentifierCounter()
}

/// The source of the identifiers made without an object.
private final class IdentifierCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 1 << 63

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value &+= 1
        return value
    }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The identity of the object.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
