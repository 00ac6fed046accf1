import Foundation

/// What a storage property reads and writes: a defaults store (`@AppStorage`) or a scene's
/// values (`@SceneStorage`), each posting a notification when its values change.
protocol StorageBackend: AnyObject {
    func storedObject(forKey key: String) -> Any?
    /// Stores `object` (nil removes the key) and tells the backend's observers.
    func store(_ object: Any?, forKey key: String)
    /// The notification the backend posts, with itself as the object, when values change.
    var changeNotification: Notification.Name { get }
}

extension UserDefaults: StorageBackend {
    func storedObject(forKey key: String) -> Any? { object(forKey: key) }

    func store(_ object: Any?, forKey key: String) {
        if let object { set(object, forKey: key) } else { removeObject(forKey: key) }
        // A FileDefaults posts its own notification; Foundation's store on Linux does not.
        if !(self is FileDefaults) { NotificationCenter.default.post(name: changeNotification, object: self) }
    }

    var changeNotification: Notification.Name { UserDefaults.didChangeNotification }
}
