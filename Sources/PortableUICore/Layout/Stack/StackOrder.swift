import Foundation

/// Step 3's order of a stack's children, kept from one distribution to the next (see
/// ``StackLayoutCore``). It takes no storage per child in the common case.
enum StackOrder {
    /// Declaration order, every child with the same priority; `fixedLengths` says whether
    /// every child's length is fixed (otherwise none is).
    case declaration(fixedLengths: Bool)
    /// Every child with the same priority: each one's offset in order, with the top bit set
    /// when its length is fixed (see ``encode(_:)``).
    case permuted([UInt32])
    /// Several priorities: each child's rank in order.
    case prioritized([Rank])

    private static let fixedLengthBit: UInt32 = 1 << 31
    private static let startsGroupBit: UInt32 = 1 << 30
    private static let isSetAsideBit: UInt32 = 1 << 29
    private static let offsetBits: UInt32 = isSetAsideBit - 1

    /// Whether the child at `offset` had a fixed length when the order was made.
    func hasFixedLength(at offset: Int) -> Bool {
        switch self {
        case .declaration(let fixedLengths):
            return fixedLengths
        case .permuted(let entries):
            return entries.contains { StackOrder.decode($0) == (offset, true) }
        case .prioritized(let ranks):
            return ranks.contains { $0.offset == offset && $0.hasFixedLength }
        }
    }

    /// A candidate's entry in a permuted order.
    static func encode(_ candidate: StackLayoutCore.Candidate) -> UInt32 {
        UInt32(candidate.offset) | (candidate.hasFixedLength ? fixedLengthBit : 0)
    }

    /// The offset and fixed length of an entry of a permuted order.
    @inline(__always)
    static func decode(_ entry: UInt32) -> (offset: Int, fixedLength: Bool) {
        (Int(entry & offsetBits), entry & fixedLengthBit != 0)
    }

    /// What steps 4-5 need of a child among several priorities: its offset,
    /// whether its length is fixed, whether it starts a group of its priority, whether step 4
    /// sets its minimum aside (its priority is below the highest), and that minimum.
    struct Rank {
        private let entry: UInt32
        let minimum: CGFloat

        init(_ candidate: StackLayoutCore.Candidate, startsGroup: Bool, isSetAside: Bool) {
            entry = StackOrder.encode(candidate) | (startsGroup ? startsGroupBit : 0) | (isSetAside ? isSetAsideBit : 0)
            minimum = candidate.minimum
        }

        var offset: Int { Int(entry & offsetBits) }
        var hasFixedLength: Bool { entry & fixedLengthBit != 0 }
        var startsGroup: Bool { entry & startsGroupBit != 0 }
        var isSetAside: Bool { entry & isSetAsideBit != 0 }
    }
}
