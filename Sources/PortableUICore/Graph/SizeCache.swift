import Foundation

/// The sizes a node answered for its most recent proposals.
///
/// A stack asks each child for its size under a few proposals (zero, infinity, its share),
/// and nested stacks combine those of every level: a child two stacks down sees up to nine
/// distinct proposals in one pass. Eight entries keep that from recomputing. A proposal is
/// kept as the bit patterns of its two lengths, so a look-up compares integers; proposals
/// with a NaN length are never found (as before, when `==` never matched them).
struct SizeCache {
    static let capacity = 8

    private struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize

        static let empty = Entry(width: 0, height: 0, size: .zero)

        @inline(__always)
        func matches(_ width: UInt64, _ height: UInt64) -> Bool {
            self.width == width && self.height == height
        }
    }

    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry) = (
        .empty, .empty, .empty, .empty, .empty, .empty, .empty, .empty
    )
    private var count = 0
    private var next = 0

    /// The bits standing for an unspecified length: a NaN pattern that no arithmetic
    /// produces; NaN lengths themselves are never looked up.
    private static let unspecifiedBits: UInt64 = 0x7FF0_DEAD_BEEF_0001

    /// The key of a length: its bits, with -0 counted as 0 (they compare equal).
    @inline(__always)
    private static func key(_ length: CGFloat?) -> UInt64 {
        guard let length else { return unspecifiedBits }
        return length == 0 ? 0 : Double(length).bitPattern
    }

    /// The size stored for `proposal`, if any; the most recent entries are tried first.
    /// (Declared `mutating` only so that callers read the cache in place: a non-mutating call
    /// on a class's stored property copies all of it.)
    @inline(__always)
    mutating func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if count == 0 { return nil }
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true { return nil }
        let width = Self.key(proposal.width)
        let height = Self.key(proposal.height)
        let count = self.count
        var slot = next
        return withUnsafeMutableBytes(of: &entries) { buffer -> CGSize? in
            let stored = buffer.baseAddress!.assumingMemoryBound(to: Entry.self)
            for _ in 0..<count {
                slot = slot == 0 ? Self.capacity - 1 : slot - 1
                if stored[slot].matches(width, height) { return stored[slot].size }
            }
            return nil
        }
    }

    @inline(__always)
    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(width: Self.key(proposal.width), height: Self.key(proposal.height), size: size)
        switch next {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        case 3: entries.3 = entry
        case 4: entries.4 = entry
        case 5: entries.5 = entry
        case 6: entries.6 = entry
        default: entries.7 = entry
        }
        next = (next + 1) % Self.capacity
        count = Swift.min(count + 1, Self.capacity)
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }

    var isEmpty: Bool { count == 0 }
}
