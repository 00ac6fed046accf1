import Foundation

/// A `UserDefaults` kept in one property-list file, written atomically and safely beside
/// other writers; the store that `@AppStorage` uses when neither its `store:` nor the
/// environment's ``View/defaultAppStorage(_:)`` names another.
///
/// Foundation's `UserDefaults` on Linux (swift-corelibs-foundation) keeps each domain in
/// `$XDG_CONFIG_HOME/<domain>.plist`, but it rewrites that file in place, without a lock,
/// and treats a file it cannot parse as empty, overwriting it at the next write: two
/// processes writing at once lose each other's keys, and a damaged file loses every value.
/// So PortableUI keeps the app's settings in a store of its own:
///
/// - every change is written at once (``DefaultsFile``: under a lock file, re-reading the
///   file and applying only this store's changes, to a temporary file renamed over the old);
/// - a file that cannot be parsed gives a diagnostic and the defaults, and is kept as
///   `<file>.corrupt` when the next write replaces it;
/// - a write that fails (an unwritable directory) gives a diagnostic; the value stays in
///   memory for the process and is written with the next write that succeeds.
///
/// Because it is a `UserDefaults`, code that reads `integer(forKey:)`, `bool(forKey:)`,
/// `string(forKey:)` or `object(forKey:)` from it sees what `@AppStorage` wrote. The values
/// of other processes are read when the store is made, at each write and at `synchronize()`.
public final class FileDefaults: UserDefaults {
    /// The property-list file the store keeps its values in.
    public let fileURL: URL
    private let file: DefaultsFile
    private let lock = NSLock()
    /// Held by one `store(_:)` from its changes to its notification, so that writes from
    /// several threads reach the file in the order they were made.
    private let writeLock = NSLock()
    private var values: [String: Any] = [:]
    private var registered: [String: Any] = [:]
    /// Changes no write has stored yet (after a failed write), retried with the next one.
    private var unsaved: [String: Any?] = [:]

    /// Creates a store kept in the property-list file at `fileURL` (made at the first write,
    /// with its directory).
    public init(fileURL: URL) {
        self.fileURL = fileURL
        file = DefaultsFile(url: fileURL)
        super.init(suiteName: nil)!
        values = loadFile()
    }

    /// Creates the store of the app named `appName`:
    /// `$XDG_CONFIG_HOME/<appName>/AppStorage.plist` (`~/.config` when `XDG_CONFIG_HOME` is
    /// unset or not absolute).
    public convenience init(appName: String) {
        self.init(fileURL: Self.fileURL(appName: appName))
    }

    /// The file of the store of the app named `appName`.
    static func fileURL(appName: String) -> URL {
        let safeName = appName.isEmpty ? "PortableUI" : appName.replacingOccurrences(of: "/", with: "_")
        return configurationDirectory().appendingPathComponent(safeName, isDirectory: true)
            .appendingPathComponent("AppStorage.plist")
    }

    /// The user's configuration directory, as the XDG Base Directory specification defines it.
    static func configurationDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let configured = environment["XDG_CONFIG_HOME"], configured.hasPrefix("/") {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
    }

    private func loadFile() -> [String: Any] {
        switch file.read() {
        case .values(let stored): return stored
        case .missing: return [:]
        case .corrupt(let reason):
            Diagnostics.report(
                "AppStorage: the settings file \(fileURL.path) cannot be used because \(reason); its values read as their defaults. The file is kept as \(file.corruptCopyURL.lastPathComponent) when a value is next written."
            )
            return [:]
        }
    }

    // MARK: Reading

    public override func object(forKey defaultName: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[defaultName] ?? registered[defaultName]
    }

    public override func url(forKey defaultName: String) -> URL? {
        StoredURL.decode(object(forKey: defaultName))
    }

    public override func dictionaryRepresentation() -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        return registered.merging(values) { _, stored in stored }
    }

    public override func register(defaults registrationDictionary: [String: Any]) {
        lock.lock()
        registered.merge(registrationDictionary) { _, new in new }
        lock.unlock()
    }

    /// Reads the file again, taking the values other processes wrote.
    @discardableResult
    public override func synchronize() -> Bool {
        let stored = loadFile()
        lock.lock()
        values = stored.merging(unsaved.compactMapValues { $0 }) { _, mine in mine }
        for (key, value) in unsaved where value == nil { values[key] = nil }
        lock.unlock()
        notifyChange()
        return true
    }

    // MARK: Writing

    public override func set(_ value: Any?, forKey defaultName: String) {
        guard let value else { return removeObject(forKey: defaultName) }
        guard StoredValue.isPropertyList(value) else {
            Diagnostics.report(
                "AppStorage: the value for \"\(defaultName)\" (\(type(of: value))) is not a property-list value; it was not stored.")
            return
        }
        store([defaultName: value])
    }

    public override func set(_ value: Bool, forKey defaultName: String) { store([defaultName: value]) }
    public override func set(_ value: Int, forKey defaultName: String) { store([defaultName: value]) }
    public override func set(_ value: Double, forKey defaultName: String) { store([defaultName: value]) }
    public override func set(_ value: Float, forKey defaultName: String) { store([defaultName: Double(value)]) }

    public override func set(_ url: URL?, forKey defaultName: String) {
        store([defaultName: url.map(StoredURL.encode)])
    }

    public override func removeObject(forKey defaultName: String) {
        store([defaultName: nil])
    }

    /// Applies `changes` in memory, writes them with any unsaved ones, and tells observers.
    private func store(_ changes: [String: Any?]) {
        writeLock.lock()
        lock.lock()
        for (key, value) in changes {
            values[key] = value
            unsaved[key] = .some(value)
        }
        let pending = unsaved
        lock.unlock()
        var movedCorrupt = false
        do {
            let written = try file.write(pending, movedCorrupt: &movedCorrupt)
            lock.lock()
            for key in pending.keys { unsaved[key] = nil }
            values = written.merging(unsaved.compactMapValues { $0 }) { _, mine in mine }
            lock.unlock()
        } catch {
            Diagnostics.report("AppStorage: \(error); the value stays in memory until a write succeeds.")
        }
        if movedCorrupt {
            Diagnostics.report("AppStorage: the corrupt settings file was kept as \(file.corruptCopyURL.path).")
        }
        writeLock.unlock()
        notifyChange()
    }

    private func notifyChange() {
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }
}

extension FileDefaults {
    private static let appLock = NSLock()
    nonisolated(unsafe) private static var appStore: FileDefaults?
    nonisolated(unsafe) private static var appStoreName: String?
    nonisolated(unsafe) private static var configuredAppName: String?

    /// The name of the running app, which names its settings directory. `App.main()` sets it
    /// to the bundle identifier, or the name of the `App` type when there is none; without an
    /// app it is the process name. Set it before the first use of ``app`` to choose another.
    public static var appName: String {
        get {
            appLock.lock()
            defer { appLock.unlock() }
            return configuredAppName ?? ProcessInfo.processInfo.processName
        }
        set {
            appLock.lock()
            configuredAppName = newValue
            appLock.unlock()
        }
    }

    /// The running app's store (see ``appName``), made at its first use.
    public static var app: FileDefaults {
        let name = appName
        appLock.lock()
        defer { appLock.unlock() }
        if let appStore, appStoreName == name { return appStore }
        let made = FileDefaults(appName: name)
        appStore = made
        appStoreName = name
        return made
    }
}
