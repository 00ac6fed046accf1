import Foundation
import PortableUICore

/// A thread-safe cache of layouts by request, bounded by keeping two generations: when the
/// current one is full it becomes the old one and the older entries are dropped; a hit in
/// the old generation moves to the current one. Recently used layouts survive, the cost
/// per access is O(1) plus hashing the request once.
final class TextLayoutCache: @unchecked Sendable {
    /// A request with its hash computed once, for both the lookup and the store.
    struct Key: Hashable {
        let request: TextLayoutRequest
        let hash: Int

        init(_ request: TextLayoutRequest) {
            self.request = request
            hash = request.hashValue
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.request == rhs.request
        }
    }

    private let lock = NSLock()
    private var current: [Key: TextLayoutResult] = [:]
    private var previous: [Key: TextLayoutResult] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func value(for key: Key) -> TextLayoutResult? {
        lock.lock()
        defer { lock.unlock() }
        if let hit = current[key] { return hit }
        guard let old = previous.removeValue(forKey: key) else { return nil }
        insert(old, for: key)
        return old
    }

    func store(_ result: TextLayoutResult, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        insert(result, for: key)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        current.removeAll()
        previous.removeAll()
    }

    private func insert(_ result: TextLayoutResult, for key: Key) {
        if current.count >= capacity {
            previous = current
            current = [:]
        }
        current[key] = result
    }
}
