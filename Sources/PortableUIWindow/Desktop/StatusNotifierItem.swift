import Foundation
import PortableUICore

/// A `MenuBarExtra` as a tray icon: a StatusNotifierItem (`org.kde.StatusNotifierItem`, the
/// freedesktop.org tray protocol that KDE Plasma, Xfce, LXQt, Cinnamon, waybar and GNOME's
/// AppIndicator extension host) whose menu is exported through `com.canonical.dbusmenu`.
///
/// 1. Connecting (``connect()``): a private session bus connection takes the name
///    `org.kde.StatusNotifierItem-<pid>-<n>` and registers it with the desktop's
///    `org.kde.StatusNotifierWatcher`. Without a session bus or a watcher there is no tray:
///    a diagnostic says so and the extra is not shown (it then keeps no app running).
/// 2. Answering (``answerCalls()``, each turn of the event loop): the item's properties at
///    `/StatusNotifierItem` (title, status, icon as a pixmap, `ItemIsMenu`, `Menu`), its
///    `Activate` (which opens or closes a `.window` style extra's window), and the menu at
///    `/MenuBar`: `GetLayout` (to the depth asked, nested `Menu`s as submenus),
///    `GetGroupProperties`, `GetProperty`, `Event`/`EventGroup` (a `clicked` event chooses the
///    item, in a submenu too: the button's action runs, the toggle flips),
///    `AboutToShow`/`AboutToShowGroup` (of the menu or a submenu: the items are read
///    again). Answers are made by ``answer(path:interface:member:arguments:)``, which needs
///    no bus, so that tests check them.
/// 3. Telling (``refresh()``, after updates): when the menu's items change, the layout's
///    revision grows and `LayoutUpdated` goes out; when `isInserted` changes, `NewStatus`
///    (`Active` or `Passive`, which hides the icon).
@MainActor
final class StatusNotifierItem {
    nonisolated static let itemPath = "/StatusNotifierItem"
    nonisolated static let menuPath = "/MenuBar"
    nonisolated static let itemInterface = "org.kde.StatusNotifierItem"
    nonisolated static let menuInterface = "com.canonical.dbusmenu"
    nonisolated static let propertiesInterface = "org.freedesktop.DBus.Properties"
    nonisolated static let watcherName = "org.kde.StatusNotifierWatcher"
    nonisolated static let watcherPath = "/StatusNotifierWatcher"

    /// A D-Bus object's answer to one call.
    enum Answer: Equatable {
        case values([DBusValue])
        case error(name: String, message: String)
    }

    let extra: AppMenuBarExtra
    /// The item's `Id`: the app's name.
    let appID: String
    /// The icon, as `IconPixmap` gives it (`a(iiay)`).
    let iconPixmap: DBusValue
    /// What `Activate` does (the app host's activation of the extra).
    private let activate: @MainActor () -> Void
    /// The menu's layout revision, grown when its items change.
    private(set) var revision: UInt32 = 1
    private var items: [StatusMenuItem]
    /// The menu host's update count right after its items were last read.
    private var readAfterUpdate: Int?
    private var wasInserted: Bool
    private var connection: DBusConnection?

    init(extra: AppMenuBarExtra, appID: String, iconPixmap: DBusValue, activate: @escaping @MainActor () -> Void) {
        self.extra = extra
        self.appID = appID
        self.iconPixmap = iconPixmap
        self.activate = activate
        items = extra.description.showsWindow ? [] : extra.items
        wasInserted = extra.isInserted
        if !extra.description.showsWindow { readAfterUpdate = extra.menu.statistics.updates }
    }

    // MARK: Step 1

    /// Connects to `bus` (the session bus) and registers with the desktop's watcher; false
    /// (with a diagnostic) when there is no bus or no watcher.
    func connect(serial: Int, bus: DBusConnection? = DBusConnection.session()) -> Bool {
        guard let connection = bus else {
            Diagnostics.report("MenuBarExtra: no D-Bus session bus, so no tray icon is shown.")
            return false
        }
        let name = "org.kde.StatusNotifierItem-\(ProcessInfo.processInfo.processIdentifier)-\(serial)"
        guard connection.requestName(name) else {
            Diagnostics.report("MenuBarExtra: the bus name \(name) is taken, so no tray icon is shown.")
            return false
        }
        let registered = connection.call(
            Self.watcherName, Self.watcherPath, Self.watcherName, "RegisterStatusNotifierItem", [.string(name)], timeout: 1000)
        guard registered != nil else {
            Diagnostics.report(
                "MenuBarExtra: the desktop runs no StatusNotifierWatcher (org.kde.StatusNotifierWatcher), so no tray icon "
                    + "is shown; on GNOME, the AppIndicator extension provides one.")
            return false
        }
        self.connection = connection
        return true
    }

    // MARK: Step 2

    /// Answers the calls that arrived; returns whether one acted on the app.
    @discardableResult
    func answerCalls() -> Bool {
        guard let connection else { return false }
        var acted = false
        for call in connection.pendingCalls() where !call.isSignal {
            let before = extra.menu.statistics.updates
            switch answer(path: call.path, interface: call.interface, member: call.member, arguments: call.arguments) {
            case .values(let values): connection.reply(to: call, values)
            case .error(let name, let message): connection.replyError(to: call, name, message)
            }
            if call.member == "Activate" || extra.menu.statistics.updates != before { acted = true }
        }
        return acted
    }

    /// The answer to one call.
    func answer(path: String, interface: String, member: String, arguments: [DBusValue]) -> Answer {
        switch (path, interface) {
        case (Self.itemPath, Self.propertiesInterface): return answerProperties(member, arguments, itemProperties())
        case (Self.menuPath, Self.propertiesInterface): return answerProperties(member, arguments, menuProperties())
        case (Self.itemPath, Self.itemInterface): return answerItem(member)
        case (Self.menuPath, Self.menuInterface): return answerMenu(member, arguments)
        case (Self.itemPath, _), (Self.menuPath, _):
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(interface).\(member) is not implemented")
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "No such object: \(path)")
        }
    }

    private func answerProperties(_ member: String, _ arguments: [DBusValue], _ properties: [(String, DBusValue)]) -> Answer {
        switch member {
        case "Get":
            guard let value = properties.first(where: { $0.0 == arguments.string(1) })?.1 else {
                return .error(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "No property \(arguments.string(1) ?? "")")
            }
            return .values([.variant(value)])
        case "GetAll":
            return .values([.array(elementSignature: "{sv}", properties.map { .dictEntry(.string($0.0), .variant($0.1)) })])
        default:
            return .error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "The properties are read-only")
        }
    }

    /// The StatusNotifierItem's properties (names and types from its specification).
    func itemProperties() -> [(String, DBusValue)] {
        let title = extra.description.title ?? appID
        let noIcon = DBusValue.array(elementSignature: "(iiay)", [])
        return [
            ("Category", .string("ApplicationStatus")), ("Id", .string(appID)), ("Title", .string(title)),
            ("Status", .string(extra.isInserted ? "Active" : "Passive")), ("WindowId", .int32(0)),
            ("IconName", .string("")), ("IconPixmap", iconPixmap), ("OverlayIconName", .string("")),
            ("OverlayIconPixmap", noIcon), ("AttentionIconName", .string("")), ("AttentionIconPixmap", noIcon),
            ("AttentionMovieName", .string("")),
            ("ToolTip", .structure([.string(""), noIcon, .string(title), .string("")])),
            ("ItemIsMenu", .boolean(!extra.description.showsWindow)), ("Menu", .objectPath(Self.menuPath)),
        ]
    }

    /// The dbusmenu object's properties (protocol version 3).
    private func menuProperties() -> [(String, DBusValue)] {
        [
            ("Version", .uint32(3)), ("TextDirection", .string("ltr")), ("Status", .string("normal")),
            ("IconThemePath", .array(elementSignature: "s", [])),
        ]
    }

    private func answerItem(_ member: String) -> Answer {
        switch member {
        case "Activate":
            activate()
            return .values([])
        case "SecondaryActivate", "ContextMenu", "Scroll", "ProvideXdgActivationToken":
            return .values([])
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(Self.itemInterface).\(member) is not implemented")
        }
    }

    private func answerMenu(_ member: String, _ arguments: [DBusValue]) -> Answer {
        switch member {
        case "GetLayout":
            let parent = Int32(clamping: arguments.integer(0))
            guard let layout = layout(of: parent, depth: arguments.integer(1), names: Self.strings(arguments, 2)) else {
                return unknownItem(parent)
            }
            return .values([.uint32(revision), layout])
        case "GetGroupProperties":
            let ids = Self.integers(arguments, 0)
            let names = Self.strings(arguments, 1)
            let found = allItems.filter { ids.isEmpty || ids.contains($0.id) }
            return .values([
                .array(elementSignature: "(ia{sv})", found.map { .structure([.int32($0.id), Self.properties(of: $0, names: names)]) })
            ])
        case "GetProperty":
            let id = Int32(clamping: arguments.integer(0))
            guard let item = allItems.first(where: { $0.id == id }) else { return unknownItem(id) }
            let name = arguments.string(1) ?? ""
            guard let value = Self.propertyList(of: item).first(where: { $0.0 == name })?.1 else {
                return .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "Item \(id) has no property \(name)")
            }
            return .values([.variant(value)])
        case "Event":
            _ = event(id: Int32(clamping: arguments.integer(0)), arguments.string(1) ?? "")
            return .values([])
        case "EventGroup":
            guard case .array(_, let events)? = arguments.first else { return .values([.array(elementSignature: "i", [])]) }
            let errors = events.compactMap { entry -> DBusValue? in
                guard case .structure(let fields) = entry else { return nil }
                let id = Int32(clamping: fields.integer(0))
                return event(id: id, fields.string(1) ?? "") ? nil : .int32(id)
            }
            return .values([.array(elementSignature: "i", errors)])
        case "AboutToShow":
            let id = Int32(clamping: arguments.integer(0))
            let changed = refreshItems()
            guard isItem(id) else { return unknownItem(id) }
            return .values([.boolean(changed)])
        case "AboutToShowGroup":
            let changed = refreshItems()
            let unknown = Self.integers(arguments, 0).filter { !isItem($0) }
            return .values([
                .array(elementSignature: "i", changed ? [.int32(0)] : []), .array(elementSignature: "i", unknown.map(DBusValue.int32)),
            ])
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(Self.menuInterface).\(member) is not implemented")
        }
    }

    private func unknownItem(_ id: Int32) -> Answer {
        .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "The menu has no item \(id)")
    }

    /// Every item, those of submenus too.
    private var allItems: [StatusMenuItem] { StatusMenuItem.flattened(items) }

    /// Whether `id` is the menu's (0) or one of its items'.
    private func isItem(_ id: Int32) -> Bool {
        id == 0 || allItems.contains { $0.id == id }
    }

    /// Handles a `clicked` event (other events, `hovered`, `opened`, `closed`, do nothing);
    /// false when the item does not exist.
    private func event(id: Int32, _ name: String) -> Bool {
        guard isItem(id) else { return false }
        if name == "clicked", id != 0, extra.choose(id) { refresh() }
        return true
    }

    /// The layout (`(ia{sv}av)`) of the menu (`parent` 0) or of one item, with the
    /// properties `names` (all when empty) and the items below it `depth` levels down (all
    /// when negative, none at 0, as dbusmenu's `recursionDepth`); nil when there is no such item.
    func layout(of parent: Int32, depth: Int, names: [String]) -> DBusValue? {
        guard parent == 0 else {
            return allItems.first { $0.id == parent }.map { Self.layout(of: $0, depth: depth, names: names) }
        }
        let root = DBusValue.array(elementSignature: "{sv}", [.dictEntry(.string("children-display"), .variant(.string("submenu")))])
        return .structure([.int32(0), root, Self.children(items, depth: depth, names: names)])
    }

    private static func layout(of item: StatusMenuItem, depth: Int, names: [String]) -> DBusValue {
        .structure([.int32(item.id), properties(of: item, names: names), children(item.children, depth: depth, names: names)])
    }

    /// The children of a layout (`av`) `depth` levels down.
    private static func children(_ items: [StatusMenuItem], depth: Int, names: [String]) -> DBusValue {
        guard depth != 0 else { return .array(elementSignature: "v", []) }
        let below = depth < 0 ? depth : depth - 1
        return .array(elementSignature: "v", items.map { .variant(layout(of: $0, depth: below, names: names)) })
    }

    /// An item's properties that differ from dbusmenu's defaults (type "standard", label "",
    /// enabled and visible true, no toggle), limited to `names` unless it is empty.
    static func properties(of item: StatusMenuItem, names: [String]) -> DBusValue {
        let chosen = propertyList(of: item).filter { names.isEmpty || names.contains($0.0) }
        return .array(elementSignature: "{sv}", chosen.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    static func propertyList(of item: StatusMenuItem) -> [(String, DBusValue)] {
        // dbusmenu reads one underscore as a mnemonic mark: a literal one is doubled.
        let label = item.label.replacingOccurrences(of: "_", with: "__")
        let enabled: [(String, DBusValue)] = item.isEnabled ? [] : [("enabled", .boolean(false))]
        let shortcut: [(String, DBusValue)] = item.shortcut.map { shortcut in
            [("shortcut", .array(elementSignature: "as", [.array(elementSignature: "s", shortcut.dbusMenuKeys.map(DBusValue.string))]))]
        } ?? []
        switch item.kind {
        case .separator:
            return [("type", .string("separator"))]
        case .header:
            return [("label", .string(label)), ("enabled", .boolean(false))]
        case .standard:
            return [("label", .string(label))] + enabled + shortcut
        case .checkmark(let isOn):
            return [("label", .string(label))] + enabled + shortcut
                + [("toggle-type", .string("checkmark")), ("toggle-state", .int32(isOn ? 1 : 0))]
        case .submenu:
            return [("label", .string(label))] + enabled + [("children-display", .string("submenu"))]
        }
    }

    private static func strings(_ arguments: [DBusValue], _ index: Int) -> [String] {
        guard arguments.indices.contains(index), case .array(_, let values) = arguments[index] else { return [] }
        return values.compactMap(\.stringValue)
    }

    private static func integers(_ arguments: [DBusValue], _ index: Int) -> [Int32] {
        guard arguments.indices.contains(index), case .array(_, let values) = arguments[index] else { return [] }
        return values.compactMap { $0.numberValue.map { Int32(clamping: Int(exactly: $0.rounded()) ?? 0) } }
    }

    // MARK: Step 3

    /// Reads the menu's items again — unless `stateChanged` is false and the menu's host has
    /// not updated since the last read; returns whether they changed (the revision then grew).
    @discardableResult
    private func refreshItems(stateChanged: Bool = true) -> Bool {
        guard !extra.description.showsWindow else { return false }
        if !stateChanged {
            extra.menu.flush()
            guard extra.menu.statistics.updates != readAfterUpdate else { return false }
        }
        let now = extra.items
        readAfterUpdate = extra.menu.statistics.updates
        guard now != items else { return false }
        items = now
        revision &+= 1
        return true
    }

    /// Tells the desktop what changed since the last call: the menu's layout, the status.
    ///
    /// Reading the items opens and closes each submenu in the menu's host, so they are read
    /// again only when they can have changed: when `stateChanged` (state somewhere in the app
    /// changed — a window's update evaluated a view body, or the tray acted), or when the menu's
    /// own host updated since the last read (state its items read changed). A window frame that
    /// only moves an animation along evaluates no body: during an animation the menu is not read.
    func refresh(stateChanged: Bool = true) {
        if refreshItems(stateChanged: stateChanged) {
            connection?.emit(Self.menuPath, Self.menuInterface, "LayoutUpdated", [.uint32(revision), .int32(0)])
        }
        if extra.isInserted != wasInserted {
            wasInserted = extra.isInserted
            connection?.emit(Self.itemPath, Self.itemInterface, "NewStatus", [.string(wasInserted ? "Active" : "Passive")])
        }
    }
}
