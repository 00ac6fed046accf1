import Foundation

/// Whether two values have the same bytes, padding included (a difference there only makes a
/// caller treat equal values as changed).
///
/// A type of no size (an empty struct) has no bytes to compare, and a value of it may have no
/// valid address, so nothing is read: its values are always the same.
func haveSameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
    let size = MemoryLayout<T>.size
    guard size > 0 else { return true }
    return withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in memcmp(left.baseAddress!, right.baseAddress!, size) == 0 }
    }
}
