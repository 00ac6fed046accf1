import Foundation
import PortableUICore

/// A thread-safe cache of layouts by request, built so that a hit costs little next to a
/// Pango layout (about 13 µs for a short label).
///
/// - The key is a 64-bit hash of the request computed without `Hasher`: the runs' UTF-8
///   bytes read eight at a time, their font sizes and weights, the width and the line limit
///   (``TextLayoutCache/hash(of:)``). A hit then compares the whole request, which is cheap
///   when, as usual, it is made from the same runs array as the stored one (a `Text`'s
///   layout keeps its resolved runs), since arrays compare by identity first.
/// - Entries live in a ring in the order they were stored; when it is full, the oldest entry
///   is replaced. Texts are measured again in the order they were first measured (a layout
///   pass walks the same tree), so consecutive hits read neighbouring entries, which the
///   processor prefetches: a hit costs about one cache miss (its index line) instead of
///   one per entry, result and request it reads.
/// - The index is set-associative: ``ways`` hashes and ring positions per 64-byte line,
///   about twice as many places as entries. A full set drops its oldest entry from the index.
/// - One lock guards both; it is held only for the probe, and a hit copies the result (one
///   retain: ``TextLayoutResult`` keeps its lines and rendering in one object).
///
/// Results are deterministic, so an evicted or colliding entry only costs a new layout.
final class TextLayoutCache: @unchecked Sendable {
    private struct Entry {
        var hash: UInt64
        var request: TextLayoutRequest
        var result: TextLayoutResult
    }

    /// Index places per set (one 64-byte line: the hashes, then the ring positions + 1).
    static let ways = 4

    private let lock: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let capacity: Int
    private let setMask: UInt64
    /// Per set, one line: ``ways`` hashes (UInt64), then ``ways`` ring positions plus one
    /// (UInt32; 0 marks a free place), then padding.
    private let index: UnsafeMutableRawPointer
    /// The ring of entries; those at and after ``count`` are empty.
    private let entries: UnsafeMutablePointer<Entry>
    /// The ring position the next entry is stored at.
    private var next = 0

    /// Creates a cache of about `capacity` entries (rounded up to a power of two, at least
    /// ``ways``).
    init(capacity: Int) {
        var count = Self.ways
        while count < capacity { count *= 2 }
        self.capacity = count
        let sets = 2 * count / Self.ways
        setMask = UInt64(sets - 1)
        index = UnsafeMutableRawPointer.allocate(byteCount: sets * 64, alignment: 64)
        index.initializeMemory(as: UInt8.self, repeating: 0, count: sets * 64)
        entries = .allocate(capacity: count)
        entries.initialize(repeating: Self.emptyEntry, count: count)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        entries.deinitialize(count: capacity)
        entries.deallocate()
        index.deallocate()
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    private static let emptyEntry = Entry(
        hash: 0, request: TextLayoutRequest(runs: []), result: TextLayoutResult(size: .zero, lines: [], isTruncated: false))

    /// The hashes and ring positions (+ 1) of the set of `hash`.
    @inline(__always)
    private func set(of hash: UInt64) -> (hashes: UnsafeMutablePointer<UInt64>, positions: UnsafeMutablePointer<UInt32>) {
        let line = index + Int(hash & setMask) &* 64
        return (line.assumingMemoryBound(to: UInt64.self), (line + 8 * Self.ways).assumingMemoryBound(to: UInt32.self))
    }

    /// The cached result for `request`, whose hash (``hash(of:)``) is `hash`.
    func value(for request: TextLayoutRequest, hash: UInt64) -> TextLayoutResult? {
        let (hashes, positions) = set(of: hash)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for way in 0..<Self.ways where hashes[way] == hash && positions[way] != 0 {
            let entry = entries + Int(positions[way] &- 1)
            if entry.pointee.request == request { return entry.pointee.result }
        }
        return nil
    }

    /// Stores `result` for `request` (hash `hash`) at the ring's next position, replacing
    /// the oldest entry.
    func store(_ result: TextLayoutResult, for request: TextLayoutRequest, hash: UInt64) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let position = next
        next = (next + 1) & (capacity - 1)
        unindex(position)
        entries[position] = Entry(hash: hash, request: request, result: result)
        let (hashes, positions) = set(of: hash)
        // A free place, else the place of the oldest entry (the furthest behind `next`).
        var chosen = 0
        var oldestAge = -1
        for way in 0..<Self.ways {
            if positions[way] == 0 {
                chosen = way
                break
            }
            let age = (position - Int(positions[way] - 1)) & (capacity - 1)
            if age > oldestAge { (chosen, oldestAge) = (way, age) }
        }
        hashes[chosen] = hash
        positions[chosen] = UInt32(position + 1)
    }

    /// Removes the index place of the entry at `position`, if it has one.
    private func unindex(_ position: Int) {
        let (hashes, positions) = set(of: entries[position].hash)
        for way in 0..<Self.ways where positions[way] == UInt32(position + 1) {
            hashes[way] = 0
            positions[way] = 0
        }
    }

    func removeAll() {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        entries.update(repeating: Self.emptyEntry, count: capacity)
        index.initializeMemory(as: UInt8.self, repeating: 0, count: (Int(setMask) + 1) * 64)
        next = 0
    }

    // MARK: Hashing

    /// A 64-bit hash of what usually tells requests apart: the runs' strings (UTF-8), font
    /// sizes and weights, the width and the line limit. Equal requests have equal hashes.
    static func hash(of request: TextLayoutRequest) -> UInt64 {
        var state = UInt64(truncatingIfNeeded: request.runs.count) &+ 0x9E37_79B9_7F4A_7C15
        for index in request.runs.indices {
            state = mix(state, hashUTF8(request.runs[index].string))
            state = mix(state, UInt64(truncatingIfNeeded: request.runs[index].font.size.bitPattern))
            state = mix(state, UInt64(truncatingIfNeeded: request.runs[index].font.weight.value))
        }
        state = mix(state, request.width.map { $0 == 0 ? 0 : UInt64(truncatingIfNeeded: $0.bitPattern) } ?? 0x7FF8_DEAD)
        state = mix(state, request.maximumLines.map { UInt64(bitPattern: Int64($0)) } ?? 0xFFFF_FFFF_FFFF_FFFE)
        return state
    }

    /// Combines `value` into `state` (a multiply–xorshift step).
    @inline(__always)
    private static func mix(_ state: UInt64, _ value: UInt64) -> UInt64 {
        let product = (state ^ value).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return product.high ^ product.low
    }

    /// A hash of a string's UTF-8 bytes, eight at a time.
    private static func hashUTF8(_ string: String) -> UInt64 {
        let hash = string.utf8.withContiguousStorageIfAvailable { bytes in
            hashBytes(UnsafeRawBufferPointer(bytes))
        }
        if let hash { return hash }
        var copy = string
        return copy.withUTF8 { hashBytes(UnsafeRawBufferPointer($0)) }
    }

    private static func hashBytes(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state = UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            state = mix(state, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            state = mix(state, tail ^ 0xFF)
        }
        return state
    }
}
