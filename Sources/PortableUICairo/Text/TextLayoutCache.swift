import Foundation
import PortableUICore

/// A thread-safe cache of layouts by request, bounded by keeping two generations: when the
/// current one is full it becomes the old one and the older entries are dropped; a hit in
/// the old generation moves to the current one. Recently used layouts survive, the cost
/// per access is O(1) plus hashing the request.
final class TextLayoutCache: @unchecked Sendable {
    private let lock = NSLock()
    private var current: [TextLayoutRequest: TextLayoutResult] = [:]
    private var previous: [TextLayoutRequest: TextLayoutResult] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func value(for request: TextLayoutRequest) -> TextLayoutResult? {
        lock.lock()
        defer { lock.unlock() }
        if let hit = current[request] { return hit }
        guard let old = previous.removeValue(forKey: request) else { return nil }
        insert(old, for: request)
        return old
    }

    func store(_ result: TextLayoutResult, for request: TextLayoutRequest) {
        lock.lock()
        defer { lock.unlock() }
        insert(result, for: request)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        current.removeAll()
        previous.removeAll()
    }

    private func insert(_ result: TextLayoutResult, for request: TextLayoutRequest) {
        if current.count >= capacity {
            previous = current
            current = [:]
        }
        current[request] = result
    }
}
