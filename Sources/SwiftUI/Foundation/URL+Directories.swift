import Foundation

// Foundation on Linux lacks `URL.documentsDirectory` and its siblings; they map to the
// XDG base and user directories here, so that code written for Apple platforms finds
// sensible places on a Linux desktop.

extension URL {
    /// The user's documents directory: `XDG_DOCUMENTS_DIR`, or `~/Documents`.
    public static var documentsDirectory: URL { XDGDirectories.current.user("DOCUMENTS", default: "Documents") }
    /// The user's downloads directory: `XDG_DOWNLOAD_DIR`, or `~/Downloads`.
    public static var downloadsDirectory: URL { XDGDirectories.current.user("DOWNLOAD", default: "Downloads") }
    /// The user's desktop directory: `XDG_DESKTOP_DIR`, or `~/Desktop`.
    public static var desktopDirectory: URL { XDGDirectories.current.user("DESKTOP", default: "Desktop") }
    /// The user's music directory: `XDG_MUSIC_DIR`, or `~/Music`.
    public static var musicDirectory: URL { XDGDirectories.current.user("MUSIC", default: "Music") }
    /// The user's pictures directory: `XDG_PICTURES_DIR`, or `~/Pictures`.
    public static var picturesDirectory: URL { XDGDirectories.current.user("PICTURES", default: "Pictures") }
    /// The user's movies directory: `XDG_VIDEOS_DIR`, or `~/Videos`.
    public static var moviesDirectory: URL { XDGDirectories.current.user("VIDEOS", default: "Videos") }
    /// The user's public sharing directory: `XDG_PUBLICSHARE_DIR`, or `~/Public`.
    public static var sharedPublicDirectory: URL { XDGDirectories.current.user("PUBLICSHARE", default: "Public") }
    /// The user's caches directory: `XDG_CACHE_HOME`, or `~/.cache`.
    public static var cachesDirectory: URL { XDGDirectories.current.base("XDG_CACHE_HOME", default: ".cache") }
    /// The application support directory: `XDG_DATA_HOME`, or `~/.local/share`.
    public static var applicationSupportDirectory: URL {
        XDGDirectories.current.base("XDG_DATA_HOME", default: ".local/share")
    }
    /// The library directory: the user's data directory (`XDG_DATA_HOME`, or
    /// `~/.local/share`), Linux having no single library folder.
    public static var libraryDirectory: URL { applicationSupportDirectory }
    /// The trash directory of the freedesktop.org trash specification: `$XDG_DATA_HOME/Trash`.
    public static var trashDirectory: URL { applicationSupportDirectory.appendingPathComponent("Trash", isDirectory: true) }
    /// The directory of the system's applications' desktop entries: `/usr/share/applications`.
    public static var applicationDirectory: URL { URL(fileURLWithPath: "/usr/share/applications", isDirectory: true) }
    /// The directory of users' home directories: `/home`.
    public static var userDirectory: URL { URL(fileURLWithPath: "/home", isDirectory: true) }
}

/// The XDG directories of an environment (the process's, or a test's).
///
/// Rules: a base directory (`XDG_CACHE_HOME`, `XDG_DATA_HOME`) is its variable when that is
/// an absolute path, else its default under the home directory. A user directory
/// (`XDG_<NAME>_DIR`) is its variable, else its line in `$XDG_CONFIG_HOME/user-dirs.dirs`
/// (`XDG_<NAME>_DIR="$HOME/…"`, `$HOME` expanded), else its default under the home directory,
/// as `xdg-user-dir` finds it.
struct XDGDirectories {
    let environment: [String: String]
    let home: URL
    /// The text of `user-dirs.dirs`, if there is one.
    let userDirs: String?

    static var current: XDGDirectories {
        let environment = ProcessInfo.processInfo.environment
        let home = URL.homeDirectory
        let config = absolute(environment["XDG_CONFIG_HOME"]) ?? home.appendingPathComponent(".config")
        let file = config.appendingPathComponent("user-dirs.dirs")
        return XDGDirectories(environment: environment, home: home, userDirs: try? String(contentsOf: file, encoding: .utf8))
    }

    func base(_ variable: String, default path: String) -> URL {
        Self.absolute(environment[variable]) ?? home.appendingPathComponent(path, isDirectory: true)
    }

    func user(_ name: String, default path: String) -> URL {
        let key = "XDG_\(name)_DIR"
        if let url = Self.absolute(environment[key]) { return url }
        for line in (userDirs ?? "").split(separator: "\n") where line.hasPrefix(key + "=") {
            let value = line.dropFirst(key.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            let expanded = value.replacingOccurrences(of: "$HOME", with: home.path)
            if let url = Self.absolute(expanded) { return url }
        }
        return home.appendingPathComponent(path, isDirectory: true)
    }

    private static func absolute(_ path: String?) -> URL? {
        guard let path, path.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
