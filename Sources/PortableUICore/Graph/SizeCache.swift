import Foundation

/// The sizes a node answered for its most recent proposals.
///
/// A stack asks each child for its size under a few proposals (zero, infinity, its share),
/// and nested stacks combine those of every level: a child two stacks down sees up to nine
/// distinct proposals in one pass. Eight entries keep that from recomputing. Most nodes,
/// though, see one proposal (a shape inside a fixed frame, a frame of fixed size, whose size
/// depends on no proposed length), so the first slot of the ring is stored inline and the
/// others in a ``SizeCacheOverflow`` made when a second proposal arrives (with room for two
/// entries: a node in a stack is often asked three proposals, at zero, at infinity and at its
/// share) and made again for all seven when a fourth arrives. A proposal is kept as the bit
/// patterns of its two lengths, so a look-up compares integers; proposals with a NaN length
/// are never found (as before, when `==` never matched them). A length the node's size does
/// not depend on (its ``_ProposalDependence``) is kept as unspecified, so that proposals
/// differing only there share one entry: a node whose size depends on no length needs one.
struct SizeCache {
    static let capacity = 8
    static let inlineCapacity = 1
    /// The room of the first overflow.
    static let firstOverflowCapacity = 2

    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize

        static let empty = Entry(width: 0, height: 0, size: .zero)

        @inline(__always)
        func matches(_ width: UInt64, _ height: UInt64) -> Bool {
            self.width == width && self.height == height
        }
    }

    private var entry = Entry.empty
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
    mutating func lookup(_ proposal: ProposedViewSize, _ dependence: _ProposalDependence) -> CGSize? {
        if count == 0 { return nil }
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true { return nil }
        let width = dependence.readsWidth ? Self.key(proposal.width) : Self.unspecifiedBits
        let height = dependence.readsHeight ? Self.key(proposal.height) : Self.unspecifiedBits
        let count = Int(self.count)
        var slot = Int(next)
        let overflow = self.overflow
        for _ in 0..<count {
            slot = slot == 0 ? Self.capacity - 1 : slot - 1
            if slot == 0 {
                if entry.matches(width, height) { return entry.size }
            } else if let size = overflow.unsafelyUnwrapped.size(at: slot - Self.inlineCapacity, width, height) {
                return size
            }
        }
        return nil
    }

    @inline(__always)
    mutating func store(_ proposal: ProposedViewSize, _ dependence: _ProposalDependence, _ size: CGSize) {
        let entry = Entry(
            width: dependence.readsWidth ? Self.key(proposal.width) : Self.unspecifiedBits,
            height: dependence.readsHeight ? Self.key(proposal.height) : Self.unspecifiedBits, size: size)
        let slot = Int(next)
        if slot == 0 {
            self.entry = entry
        } else {
            let index = slot - Self.inlineCapacity
            if index >= overflow?.header ?? 0 {
                overflow = SizeCacheOverflow.make(
                    capacity: index == 0 ? Self.firstOverflowCapacity : Self.capacity - Self.inlineCapacity,
                    copying: overflow)
            }
            overflow.unsafelyUnwrapped.set(entry, at: index)
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

/// The older slots of a node's ``SizeCache``: two or seven entries (the header is how many).
final class SizeCacheOverflow: ManagedBuffer<Int, SizeCache.Entry> {
    /// An overflow of `capacity` entries holding those of `previous` first.
    static func make(capacity: Int, copying previous: SizeCacheOverflow?) -> SizeCacheOverflow {
        let made = unsafeDowncast(create(minimumCapacity: capacity) { _ in capacity }, to: SizeCacheOverflow.self)
        made.withUnsafeMutablePointerToElements { entries in
            entries.initialize(repeating: .empty, count: capacity)
            guard let previous else { return }
            previous.withUnsafeMutablePointerToElements { entries.update(from: $0, count: previous.header) }
        }
        return made
    }

    @inline(__always)
    func size(at index: Int, _ width: UInt64, _ height: UInt64) -> CGSize? {
        withUnsafeMutablePointerToElements { entries in
            entries[index].matches(width, height) ? entries[index].size : nil
        }
    }

    @inline(__always)
    func set(_ entry: SizeCache.Entry, at index: Int) {
        withUnsafeMutablePointerToElements { $0[index] = entry }
    }
}
