import Foundation

/// The `@SceneStorage` values of one scene, in memory, posting ``changeNotification`` when
/// one changes. A host makes one for its scene and places it in the environment.
final class SceneStorageValues: StorageBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func storedObject(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    func store(_ object: Any?, forKey key: String) {
        lock.lock()
        values[key] = object
        lock.unlock()
        NotificationCenter.default.post(name: changeNotification, object: self)
    }

    var changeNotification: Notification.Name { Notification.Name("PortableUI.SceneStorageValuesDidChange") }
}

private struct SceneStorageValuesKey: EnvironmentKey {
    static let defaultValue: SceneStorageValues? = nil
}

extension EnvironmentValues {
    /// The values of the scene the view belongs to (nil outside a host).
    var sceneStorageValues: SceneStorageValues? {
        get { self[SceneStorageValuesKey.self] }
        set { self[SceneStorageValuesKey.self] = newValue }
    }
}
