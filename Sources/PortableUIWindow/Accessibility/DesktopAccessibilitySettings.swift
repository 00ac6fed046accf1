import Foundation
import PortableUICore

/// The desktop's accessibility settings, read through the XDG desktop portal's `Settings`
/// interface (`org.freedesktop.portal.Settings.ReadAll`), which GNOME, KDE and others expose
/// to every app, sandboxed or not.
///
/// Keys read, later ones winning over earlier ones for the same setting:
/// - `org.gnome.desktop.interface` `enable-animations` (GTK's `gtk-enable-animations`):
///   false means reduce motion;
/// - `org.gnome.desktop.a11y.interface` `high-contrast`: true means increased contrast;
/// - `org.gnome.desktop.a11y.applications` `screen-reader-enabled`: Orca is running;
/// - `org.freedesktop.appearance` `contrast` (1: higher contrast) and `reduced-motion`
///   (1: reduced), the portal's desktop-neutral keys.
///
/// A setting the desktop does not expose keeps the host's value.
enum DesktopAccessibilitySettings {
    static let namespaces = ["org.gnome.desktop.interface", "org.gnome.desktop.a11y.interface", "org.gnome.desktop.a11y.applications", "org.freedesktop.appearance"]

    /// `fallback` with what `settings` (namespace → key → value) says written over it.
    static func settings(_ settings: [String: [String: DBusValue]], over fallback: AccessibilitySettings) -> AccessibilitySettings {
        var result = fallback
        let read = { (namespace: String, key: String) in settings[namespace]?[key] }
        if let animations = read("org.gnome.desktop.interface", "enable-animations")?.boolValue {
            result.reduceMotion = !animations
        }
        if let highContrast = read("org.gnome.desktop.a11y.interface", "high-contrast")?.boolValue {
            result.contrast = highContrast ? .increased : .standard
        }
        if let screenReader = read("org.gnome.desktop.a11y.applications", "screen-reader-enabled")?.boolValue {
            result.isScreenReaderRunning = screenReader
        }
        if let contrast = read("org.freedesktop.appearance", "contrast")?.numberValue {
            result.contrast = contrast == 1 ? .increased : .standard
        }
        if let motion = read("org.freedesktop.appearance", "reduced-motion")?.numberValue {
            result.reduceMotion = motion == 1
        }
        return result
    }

    /// The settings of `ReadAll`'s reply (`a{sa{sv}}`).
    static func parse(_ reply: [DBusValue]) -> [String: [String: DBusValue]] {
        guard case .array(_, let entries)? = reply.first else { return [:] }
        var settings: [String: [String: DBusValue]] = [:]
        for case .dictEntry(let namespace, .array(_, let keys)) in entries {
            guard let namespace = namespace.stringValue else { continue }
            for case .dictEntry(let key, let value) in keys {
                guard let key = key.stringValue else { continue }
                settings[namespace, default: [:]][key] = value
            }
        }
        return settings
    }

    /// The desktop's settings over `fallback`; `fallback` itself without a session bus or a
    /// portal (the call waits at most a second).
    static func current(over fallback: AccessibilitySettings) -> AccessibilitySettings {
        guard let session = DBusConnection.session(),
            let reply = session.call(
                "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                "ReadAll", [.array(elementSignature: "s", namespaces.map(DBusValue.string))], timeout: 1000)
        else { return fallback }
        return settings(parse(reply), over: fallback)
    }
}
