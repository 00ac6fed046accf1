import Foundation

/// The sizes a node answered for its most recent proposals.
///
/// A stack asks each child for its size under a few proposals (zero, infinity, its share),
/// and nested stacks combine those of every level: a child two stacks down sees up to nine
/// distinct proposals in one pass. Eight entries keep that from recomputing. Many nodes,
/// though, see one proposal (a stack inside a fixed frame) or three (a child of a stack), and
/// the nodes sized directly (``LayoutNode``'s rectangles, colors and frames around them) keep
/// none: so the entries live in a ``SizeCacheStorage`` made at the first store, with room for
/// one entry, then three, then eight, and the node holds only a reference. A proposal is kept
/// as the bit patterns of its two lengths, so a look-up compares integers; proposals with a
/// NaN length are never found (as before, when `==` never matched them). A length the node's
/// size does not depend on (its ``_ProposalDependence``) is kept as unspecified, so that
/// proposals differing only there share one entry: a node whose size depends on no length
/// needs one. A stack whose size depends on no length keeps none: its own cache answers
/// every proposal from its last distribution without asking its subviews again (see
/// ``LayoutTypeHooks/remembersLastSize``).
struct SizeCache {
    /// The room of the successive storages.
    static let capacities: [UInt8] = [1, 3, 8]

    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize

        @inline(__always)
        func matches(_ width: UInt64, _ height: UInt64) -> Bool {
            self.width == width && self.height == height
        }
    }

    private var storage: SizeCacheStorage?

    /// The bits standing for an unspecified length (NaN lengths themselves are never looked
    /// up).
    private static let unspecifiedBits = CompactProposal.unspecifiedBits

    /// The key of a length: its bits as a ``CompactProposal`` keeps them, with -0 counted as 0
    /// (they compare equal).
    @inline(__always)
    private static func key(_ length: CGFloat?) -> UInt64 {
        length == 0 ? 0 : CompactProposal.bits(length)
    }

    /// The size stored for `proposal`, if any; the most recent entries are tried first.
    /// (Declared `mutating` only so that callers read the cache in place: a non-mutating call
    /// on a class's stored property copies it, retaining the storage.)
    @inline(__always)
    mutating func lookup(_ proposal: ProposedViewSize, _ dependence: _ProposalDependence) -> CGSize? {
        guard let storage else { return nil }
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true { return nil }
        let width = dependence.readsWidth ? Self.key(proposal.width) : Self.unspecifiedBits
        let height = dependence.readsHeight ? Self.key(proposal.height) : Self.unspecifiedBits
        return storage.size(width, height)
    }

    /// Keeps `size` for `proposal`, unless the layout keeps it and it holds for every proposal.
    @inline(__always)
    mutating func store(
        _ proposal: ProposedViewSize, _ dependence: _ProposalDependence, _ size: CGSize, layoutRemembersIt: Bool
    ) {
        if layoutRemembersIt && dependence.isEmpty { return }
        let entry = Entry(
            width: dependence.readsWidth ? Self.key(proposal.width) : Self.unspecifiedBits,
            height: dependence.readsHeight ? Self.key(proposal.height) : Self.unspecifiedBits, size: size)
        if storage?.isFull ?? true { storage = SizeCacheStorage.grown(from: storage) }
        storage.unsafelyUnwrapped.append(entry)
    }

    /// Forgets the entries (keeping their room) and the placements.
    mutating func removeAll() {
        storage?.removeAll()
    }

    /// The node's placements, kept with its sizes (made when `make`, with a storage that has
    /// room for no sizes when the node keeps none: one sized directly, or a stack whose size
    /// depends on no length).
    mutating func placements(makingIfNeeded make: Bool) -> PlacementCache? {
        if let kept = storage?.placements { return kept }
        guard make else { return nil }
        let storage = self.storage ?? SizeCacheStorage.withoutRoom()
        self.storage = storage
        let made = PlacementCache()
        storage.placements = made
        return made
    }

    /// Forgets the placements.
    mutating func removePlacements() {
        storage?.placements?.removeAll()
    }
}

/// How many entries a ``SizeCacheStorage`` has room for and holds, and where the next goes;
/// and the node's placements, kept with them.
struct SizeCacheRing {
    var capacity: UInt8
    var count: UInt8
    var next: UInt8
    var placements: PlacementCache?
}

/// The entries of a node's ``SizeCache``: a ring of the most recent ones.
final class SizeCacheStorage: ManagedBuffer<SizeCacheRing, SizeCache.Entry> {
    /// A storage with the next room after `previous`'s (the first room when there is none),
    /// holding its entries, oldest first; a full storage of the largest room is `previous`
    /// itself (its oldest entry is then written over).
    static func grown(from previous: SizeCacheStorage?) -> SizeCacheStorage {
        let capacities = SizeCache.capacities
        guard let previous else { return made(capacity: capacities[0], from: nil) }
        guard let larger = capacities.first(where: { $0 > previous.header.capacity }) else { return previous }
        return made(capacity: larger, from: previous)
    }

    /// A storage with room for no entry, for a node that keeps placements but no sizes.
    static func withoutRoom() -> SizeCacheStorage {
        made(capacity: 0, from: nil)
    }

    /// A storage with room for `capacity` entries, holding `previous`'s entries, oldest first,
    /// and its placements.
    private static func made(capacity: UInt8, from previous: SizeCacheStorage?) -> SizeCacheStorage {
        let made = unsafeDowncast(
            create(minimumCapacity: Int(capacity)) { _ in
                SizeCacheRing(capacity: capacity, count: 0, next: 0, placements: previous?.header.placements)
            },
            to: SizeCacheStorage.self)
        guard let previous else { return made }
        previous.withUnsafeMutablePointers { ring, entries in
            let count = Int(ring.pointee.count)
            for step in 0..<count { made.append(entries[(Int(ring.pointee.next) + step) % Int(ring.pointee.capacity)]) }
        }
        return made
    }

    /// Whether every slot holds an entry.
    var isFull: Bool { header.count == header.capacity }

    /// The node's placements. (Through a pointer: the header, a stored property of a class,
    /// would otherwise be checked for exclusive access at run time on every use.)
    var placements: PlacementCache? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.placements } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.placements = newValue } }
    }

    /// Stores `entry` in the next slot (over the oldest entry when full).
    @inline(__always)
    func append(_ entry: SizeCache.Entry) {
        withUnsafeMutablePointers { ring, entries in
            let slot = Int(ring.pointee.next)
            entries[slot] = entry
            ring.pointee.next = UInt8((slot + 1) % Int(ring.pointee.capacity))
            ring.pointee.count = Swift.min(ring.pointee.count + 1, ring.pointee.capacity)
        }
    }

    /// The size stored under the keys, trying the most recent entries first.
    @inline(__always)
    func size(_ width: UInt64, _ height: UInt64) -> CGSize? {
        withUnsafeMutablePointers { ring, entries in
            let capacity = Int(ring.pointee.capacity)
            var slot = Int(ring.pointee.next)
            for _ in 0..<Int(ring.pointee.count) {
                slot = slot == 0 ? capacity - 1 : slot - 1
                if entries[slot].matches(width, height) { return entries[slot].size }
            }
            return nil
        }
    }

    func removeAll() {
        header.count = 0
        header.next = 0
        placements?.removeAll()
    }
}
