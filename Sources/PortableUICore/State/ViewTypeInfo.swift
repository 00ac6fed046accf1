@_spi(Reflection) import Swift
import Foundation

/// What the graph needs to know about the stored properties of a view type, read once per
/// type from the runtime's field metadata (no `Mirror` on per-frame paths): where its dynamic
/// properties are, and how to tell whether a new value differs from the old. It never changes
/// once read, so any thread may use it.
final class ViewTypeInfo: Sendable {
    private enum Field: Sendable {
        case dynamic(offset: Int, type: any DynamicProperty.Type)
        case bits(offset: Int, size: Int)
        case equatable(offset: Int, type: any Equatable.Type)
        case reference(offset: Int)
        case opaque
    }

    private let fields: [Field]
    /// How many dynamic-property slots the type uses (nested properties included).
    let slotCount: Int
    private let isPlainBits: Bool
    let hasDynamicProperties: Bool

    /// The information read so far, by type, behind `cacheLock`. Graphs read it on the main
    /// actor, but nothing in its type confines it there (a dynamic property's or a style's
    /// comparison may run elsewhere), and a dictionary written on two threads at once corrupts
    /// its storage. (An `NSLock`, a pthread mutex, which the thread sanitizer follows.)
    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

    /// The information of `type`, read from its metadata on first use.
    static func of(_ type: Any.Type) -> ViewTypeInfo {
        let key = ObjectIdentifier(type)
        cacheLock.lock()
        let known = cache[key]
        cacheLock.unlock()
        if let known { return known }
        // Read outside the lock: a type's information looks up its dynamic properties' types.
        let info = ViewTypeInfo(type)
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let earlier = cache[key] { return earlier }
        cache[key] = info
        return info
    }

    private init(_ type: Any.Type) {
        var fields: [Field] = []
        var slots = 0
        let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let dynamic = fieldType as? any DynamicProperty.Type {
                fields.append(.dynamic(offset: offset, type: dynamic))
                slots += Swift.max(ViewTypeInfo.of(dynamic).slotCount, 1)
            } else if Self.isPlain(fieldType) {
                fields.append(.bits(offset: offset, size: Self.size(of: fieldType)))
            } else if let equatable = fieldType as? any Equatable.Type {
                fields.append(.equatable(offset: offset, type: equatable))
            } else if fieldType is AnyObject.Type {
                fields.append(.reference(offset: offset))
            } else {
                fields.append(.opaque)
            }
            return true
        }
        self.fields = isStruct ? fields : [.opaque]
        slotCount = slots
        hasDynamicProperties = slots > 0
        isPlainBits = Self.isPlain(type) && !hasDynamicProperties
    }

    private static func isPlain(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    /// Links every dynamic property of `value` to `node`, numbering slots from `firstSlot`.
    func link<V>(_ value: inout V, to node: DynamicPropertyHost, firstSlot: Int = 0) {
        guard hasDynamicProperties else { return }
        withUnsafeMutableBytes(of: &value) { bytes in
            var slot = firstSlot
            for case .dynamic(let offset, let type) in fields {
                Self.link(type, bytes.baseAddress! + offset, node, slot)
                slot += Swift.max(ViewTypeInfo.of(type).slotCount, 1)
            }
        }
    }

    private static func link<P: DynamicProperty>(_: P.Type, _ address: UnsafeMutableRawPointer, _ node: DynamicPropertyHost, _ slot: Int) {
        address.assumingMemoryBound(to: P.self).pointee._link(to: node, slot: slot)
    }

    /// Whether `new` would give the same body as `old`: plain fields compare bit for bit,
    /// `Equatable` ones with `==`, references by identity, dynamic properties by their own
    /// rule; any other field (a closure, say) counts as changed. A type of no size has no
    /// fields to read and is always unchanged.
    func isUnchanged<V>(_ new: V, comparedTo old: V) -> Bool {
        if let new = new as? any Equatable { return new.isEqual(toAny: old) }
        if isPlainBits { return haveSameBytes(new, old) }
        guard MemoryLayout<V>.size > 0 else { return true }
        return withUnsafeBytes(of: new) { newBytes in
            withUnsafeBytes(of: old) { oldBytes in
                fields.allSatisfy { field in
                    Self.isUnchanged(field, newBytes.baseAddress!, oldBytes.baseAddress!)
                }
            }
        }
    }

    private static func isUnchanged(_ field: Field, _ new: UnsafeRawPointer, _ old: UnsafeRawPointer) -> Bool {
        switch field {
        case .dynamic(let offset, let type):
            return dynamicUnchanged(type, new + offset, old + offset)
        case .bits(let offset, let size):
            return memcmp(new + offset, old + offset, size) == 0
        case .equatable(let offset, let type):
            return equatableUnchanged(type, new + offset, old + offset)
        case .reference(let offset):
            return new.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
                == old.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
        case .opaque:
            return false
        }
    }

    private static func dynamicUnchanged<P: DynamicProperty>(_: P.Type, _ new: UnsafeRawPointer, _ old: UnsafeRawPointer) -> Bool {
        new.load(as: P.self)._isUnchanged(comparedTo: old.load(as: P.self))
    }

    private static func equatableUnchanged<E: Equatable>(_: E.Type, _ new: UnsafeRawPointer, _ old: UnsafeRawPointer) -> Bool {
        new.load(as: E.self) == old.load(as: E.self)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
