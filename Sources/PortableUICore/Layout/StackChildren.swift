import Foundation

/// What a stack's last distribution gave each child (``_StackLayoutCache/Child``), with room
/// for two in place: along a deep tree most stacks have one or two children, and their cache
/// then needs no array of its own. More children live in an array.
struct StackChildren {
    typealias Child = _StackLayoutCache.Child

    private var first = Child()
    private var second = Child()
    /// Every child, when there are more than two (empty otherwise).
    private var spilled: [Child] = []
    /// How many children there are, when they are in place.
    private var countInPlace: UInt8 = 0

    /// Makes the children `count`, each with a zero proposal and size. (Out of line and in
    /// place: a stack's distribution, which the layout recursion passes through, holds no
    /// copy.)
    @inline(never)
    mutating func reset(count: Int) {
        first = Child()
        second = Child()
        if count > 2 {
            spilled = [Child](repeating: Child(), count: count)
            countInPlace = 0
        } else {
            spilled = []
            countInPlace = UInt8(count)
        }
    }

    var count: Int { spilled.isEmpty ? Int(countInPlace) : spilled.count }

    subscript(offset: Int) -> Child {
        @inline(__always) get {
            if !spilled.isEmpty { return spilled[offset] }
            assert(offset < Int(countInPlace), "child \(offset) of \(countInPlace)")
            return offset == 0 ? first : second
        }
        @inline(__always) set {
            if !spilled.isEmpty {
                spilled[offset] = newValue
            } else if offset == 0 {
                first = newValue
            } else {
                assert(offset < Int(countInPlace), "child \(offset) of \(countInPlace)")
                second = newValue
            }
        }
    }
}
