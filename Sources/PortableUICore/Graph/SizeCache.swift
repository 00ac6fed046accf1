import Foundation

/// The sizes a node answered for its most recent proposals.
///
/// A stack asks each child for its size under a few proposals (zero, infinity, its share),
/// and nested stacks combine those of every level: a child two stacks down sees up to nine
/// distinct proposals in one pass. Eight entries keep that from recomputing. Most nodes,
/// though, see one or two proposals (a shape inside a fixed frame, a stack's only child),
/// so the two most recent slots of the ring are stored inline and the other six in an
/// ``SizeCacheOverflow`` made when a third proposal arrives. A proposal is kept as the bit
/// patterns of its two lengths, so a look-up compares integers; proposals with a NaN length
/// are never found (as before, when `==` never matched them).
struct SizeCache {
    static let capacity = 8
    static let inlineCapacity = 2

    fileprivate struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize

        static let empty = Entry(width: 0, height: 0, size: .zero)

        @inline(__always)
        func matches(_ width: UInt64, _ height: UInt64) -> Bool {
            self.width == width && self.height == height
        }
    }

    private var entries: (Entry, Entry) = (.empty, .empty)
    private var overflow: SizeCacheOverflow?
    private var count: UInt8 = 0
    private var next: UInt8 = 0

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
        let count = Int(self.count)
        var slot = Int(next)
        let overflow = self.overflow
        return withUnsafeMutableBytes(of: &entries) { buffer -> CGSize? in
            let stored = buffer.baseAddress!.assumingMemoryBound(to: Entry.self)
            for _ in 0..<count {
                slot = slot == 0 ? Self.capacity - 1 : slot - 1
                if slot < Self.inlineCapacity {
                    if stored[slot].matches(width, height) { return stored[slot].size }
                } else if let size = overflow.unsafelyUnwrapped.size(at: slot - Self.inlineCapacity, width, height) {
                    return size
                }
            }
            return nil
        }
    }

    @inline(__always)
    mutating func store(_ proposal: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(width: Self.key(proposal.width), height: Self.key(proposal.height), size: size)
        let slot = Int(next)
        switch slot {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        default:
            if overflow == nil { overflow = SizeCacheOverflow() }
            overflow.unsafelyUnwrapped.set(entry, at: slot - Self.inlineCapacity)
        }
        next = UInt8((slot + 1) % Self.capacity)
        count = Swift.min(count + 1, UInt8(Self.capacity))
    }

    mutating func removeAll() {
        count = 0
        next = 0
    }

    var isEmpty: Bool { count == 0 }
}

/// The six older slots of a node's ``SizeCache``, made for nodes that see more than two
/// proposals.
final class SizeCacheOverflow {
    @exclusivity(unchecked) fileprivate var entries: (
        SizeCache.Entry, SizeCache.Entry, SizeCache.Entry, SizeCache.Entry, SizeCache.Entry, SizeCache.Entry
    ) = (.empty, .empty, .empty, .empty, .empty, .empty)

    @inline(__always)
    fileprivate func size(at index: Int, _ width: UInt64, _ height: UInt64) -> CGSize? {
        withUnsafeMutableBytes(of: &entries) { buffer in
            let stored = buffer.baseAddress!.assumingMemoryBound(to: SizeCache.Entry.self)
            return stored[index].matches(width, height) ? stored[index].size : nil
        }
    }

    @inline(__always)
    fileprivate func set(_ entry: SizeCache.Entry, at index: Int) {
        withUnsafeMutableBytes(of: &entries) { buffer in
            buffer.baseAddress!.assumingMemoryBound(to: SizeCache.Entry.self)[index] = entry
        }
    }
}
