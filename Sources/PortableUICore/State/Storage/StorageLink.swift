import Foundation

/// The persistent part of a storage property in its view's node: the backend it was linked
/// to and an observer of that backend that updates the view when the property's value
/// changes (written by this view, another view with the same key, or other code).
///
/// The backend notifies on the thread that wrote the value, so what the observer reads (the
/// node, how to read the value, the value seen last) is kept under the link's lock, and the
/// node is only invalidated, which is thread-safe.
final class StorageLink<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var owner: InvalidationTarget?
    private var read: (() -> Value)?
    private(set) var backend: StorageBackend?
    private var key = ""
    private var seen: Value?
    private var observer: NSObjectProtocol?

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Observes `key` of `backend` for `owner`, keeping the current observation when both are
    /// unchanged.
    func link(owner: DynamicPropertyHost, backend: StorageBackend, key: String, read: @escaping () -> Value) {
        lock.withLock {
            self.owner = InvalidationTarget(owner)
            self.read = read
        }
        guard backend !== self.backend || key != self.key else { return }
        if let observer { NotificationCenter.default.removeObserver(observer) }
        self.backend = backend
        self.key = key
        let value = read()
        lock.withLock { seen = value }
        observer = NotificationCenter.default.addObserver(
            forName: backend.changeNotification, object: backend, queue: nil
        ) { [weak self] _ in self?.valueMayHaveChanged() }
    }

    private func valueMayHaveChanged() {
        guard let read = lock.withLock({ read }) else { return }
        let value = read()
        let target: InvalidationTarget? = lock.withLock {
            let changed = seen.map { !areEqual($0, value) } ?? true
            seen = value
            return changed ? owner : nil
        }
        target?.invalidate()
    }
}

/// The value side of a storage property: its key, default and conversion, and the backend
/// it reads (its link's, once linked to a node).
final class StorageBox<Value> {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    /// The backend until the box is linked (read only then: the app's store, say).
    private let unlinkedBackend: () -> StorageBackend
    private var linkedBackend: StorageBackend?
    var link: StorageLink<Value>?

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>, backend: @escaping () -> StorageBackend) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
        unlinkedBackend = backend
    }

    private var backend: StorageBackend { linkedBackend ?? unlinkedBackend() }

    var value: Value {
        get { backend.storedObject(forKey: key).flatMap(codec.decode) ?? defaultValue }
        set { backend.store(codec.encode(newValue), forKey: key) }
    }

    /// Links the box to `node`'s persistent storage at `slot`, reading `backend`.
    func link(to node: DynamicPropertyHost, slot: Int, backend: StorageBackend) {
        let link = node.storage(slot) { StorageLink<Value>() }
        linkedBackend = backend
        self.link = link
        let key = key
        let defaultValue = defaultValue
        let codec = codec
        link.link(owner: node, backend: backend, key: key) {
            backend.storedObject(forKey: key).flatMap(codec.decode) ?? defaultValue
        }
    }

    var binding: Binding<Value> {
        Binding(location: link ?? self, get: { self.value }, set: { self.value = $0 })
    }
}
