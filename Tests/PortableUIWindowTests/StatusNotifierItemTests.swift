import Foundation
import PortableUICore
import SwiftUI
import Testing

@testable import PortableUIWindow

/// A `MenuBarExtra` as a tray icon, without a desktop: the StatusNotifierItem's properties
/// and the dbusmenu layout it answers (names and types from the StatusNotifierItem
/// specification on freedesktop.org and libdbusmenu's `com.canonical.dbusmenu` interface),
/// a `clicked` event running the button's action, `Activate` opening a `.window` extra's
/// window, and rule 6 of `AppHost` (an inserted extra keeps the app running).
@MainActor
struct StatusNotifierItemTests {
    /// What the tray menu's actions change (observed, as an app's model is, so that the menu
    /// shows its changes).
    @Observable final class Model {
        var added = 0
        var sound = true
        var inserted = true
    }

    struct TrayApp: Scene {
        let model: Model
        var body: some Scene {
            MenuBarExtra("Cart", systemImage: "cart") {
                Button("Add_item") { model.added += 1 }
                Divider()
                Toggle("Sound", isOn: Binding(get: { model.sound }, set: { model.sound = $0 }))
                Section("Recent") {
                    Button("Apples") {}
                }
                Button("Empty cart") {}.disabled(true)
            }
        }
    }

    private func makeItem(_ model: Model) throws -> (AppHost, StatusNotifierItem) {
        let app = AppHost(TrayApp(model: model))
        return (app, try StatusNotifierItem.first(of: app, appID: "TrayApp"))
    }

    private func values(_ answer: StatusNotifierItem.Answer) -> [DBusValue] {
        if case .values(let values) = answer { return values }
        Issue.record("expected values, got \(answer)")
        return []
    }

    private func entry(_ id: Int32, _ properties: [(String, DBusValue)]) -> DBusValue {
        .variant(
            .structure([
                .int32(id), .array(elementSignature: "{sv}", properties.map { .dictEntry(.string($0.0), .variant($0.1)) }),
                .array(elementSignature: "v", []),
            ]))
    }

    @Test func aMenuOnlyAppOpensNoWindowAndRuns() throws {
        let (app, _) = try makeItem(Model())
        #expect(app.windows.isEmpty)
        #expect(app.isRunning)
        #expect(app.menuBarExtras.count == 1)
    }

    // The layout: buttons and toggles are items, the divider and the section separators,
    // the section's title a disabled item; underscores doubled (dbusmenu's mnemonic mark).
    @Test func layoutListsTheContentAsMenuItems() throws {
        let (_, item) = try makeItem(Model())
        let reply = values(item.answer(path: "/MenuBar", interface: "com.canonical.dbusmenu", member: "GetLayout",
            arguments: [.int32(0), .int32(-1), .array(elementSignature: "s", [])]))
        let expected: [DBusValue] = [
            entry(1, [("label", .string("Add__item"))]),
            entry(2, [("type", .string("separator"))]),
            entry(3, [("label", .string("Sound")), ("toggle-type", .string("checkmark")), ("toggle-state", .int32(1))]),
            entry(4, [("type", .string("separator"))]),
            entry(5, [("label", .string("Recent")), ("enabled", .boolean(false))]),
            entry(6, [("label", .string("Apples"))]),
            entry(7, [("type", .string("separator"))]),
            entry(8, [("label", .string("Empty cart")), ("enabled", .boolean(false))]),
        ]
        #expect(reply.count == 2)
        #expect(reply.first == .uint32(1))
        guard reply.count == 2, case .structure(let root) = reply[1], root.count == 3, case .array("v", let children) = root[2] else {
            Issue.record("not a layout: \(reply)")
            return
        }
        #expect(root[0] == .int32(0))
        #expect(root[1] == .array(elementSignature: "{sv}", [.dictEntry(.string("children-display"), .variant(.string("submenu")))]))
        #expect(children.count == expected.count)
        for (child, wanted) in zip(children, expected) { #expect(child == wanted) }
    }

    @Test func propertiesCanBeAskedByName() throws {
        let (_, item) = try makeItem(Model())
        let group = values(item.answer(path: "/MenuBar", interface: "com.canonical.dbusmenu", member: "GetGroupProperties",
            arguments: [.array(elementSignature: "i", [.int32(3)]), .array(elementSignature: "s", [.string("toggle-state")])]))
        #expect(group == [.array(elementSignature: "(ia{sv})", [
            .structure([.int32(3), .array(elementSignature: "{sv}", [.dictEntry(.string("toggle-state"), .variant(.int32(1)))])])
        ])])
        let label = values(item.answer(path: "/MenuBar", interface: "com.canonical.dbusmenu", member: "GetProperty",
            arguments: [.int32(6), .string("label")]))
        #expect(label == [.variant(.string("Apples"))])
    }

    // A click runs the action; a toggle flips, and the layout's revision grows.
    @Test func clickedEventsChooseItems() throws {
        let model = Model()
        let (_, item) = try makeItem(model)
        let menu = "com.canonical.dbusmenu"
        _ = item.answer(path: "/MenuBar", interface: menu, member: "Event",
            arguments: [.int32(1), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        #expect(model.added == 1)
        _ = item.answer(path: "/MenuBar", interface: menu, member: "Event",
            arguments: [.int32(1), .string("hovered"), .variant(.int32(0)), .uint32(0)])
        #expect(model.added == 1, "only a click chooses")
        let errors = values(item.answer(path: "/MenuBar", interface: menu, member: "EventGroup", arguments: [
            .array(elementSignature: "(isvu)", [
                .structure([.int32(3), .string("clicked"), .variant(.int32(0)), .uint32(0)]),
                .structure([.int32(99), .string("clicked"), .variant(.int32(0)), .uint32(0)]),
            ])
        ]))
        #expect(model.sound == false)
        #expect(errors == [.array(elementSignature: "i", [.int32(99)])], "the missing item is reported")
        // The disabled button does nothing.
        _ = item.answer(path: "/MenuBar", interface: menu, member: "Event",
            arguments: [.int32(8), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        let layout = values(item.answer(path: "/MenuBar", interface: menu, member: "GetLayout",
            arguments: [.int32(3), .int32(0), .array(elementSignature: "s", [.string("toggle-state")])]))
        #expect(layout.first == .uint32(2), "the toggle's change made a new revision")
        #expect(layout.last == .structure([
            .int32(3), .array(elementSignature: "{sv}", [.dictEntry(.string("toggle-state"), .variant(.int32(0)))]),
            .array(elementSignature: "v", []),
        ]))
    }

    @Test func itemPropertiesDescribeTheExtra() throws {
        let (_, item) = try makeItem(Model())
        let all = values(item.answer(path: "/StatusNotifierItem", interface: "org.freedesktop.DBus.Properties", member: "GetAll",
            arguments: [.string("org.kde.StatusNotifierItem")]))
        guard case .array("{sv}", let entries)? = all.first else {
            Issue.record("no properties: \(all)")
            return
        }
        var properties: [String: DBusValue] = [:]
        for case .dictEntry(.string(let key), .variant(let value)) in entries { properties[key] = value }
        #expect(properties["Title"] == .string("Cart"))
        #expect(properties["Id"] == .string("TrayApp"))
        #expect(properties["Status"] == .string("Active"))
        #expect(properties["Category"] == .string("ApplicationStatus"))
        #expect(properties["ItemIsMenu"] == .boolean(true))
        #expect(properties["Menu"] == .objectPath("/MenuBar"))
        let one = values(item.answer(path: "/StatusNotifierItem", interface: "org.freedesktop.DBus.Properties", member: "Get",
            arguments: [.string("org.kde.StatusNotifierItem"), .string("Title")]))
        #expect(one == [.variant(.string("Cart"))])
    }

    // Bad calls get D-Bus errors, never a crash.
    static let badCalls: [(path: String, interface: String, member: String, arguments: [DBusValue], error: String)] = [
        ("/Nowhere", "com.canonical.dbusmenu", "GetLayout", [], "org.freedesktop.DBus.Error.UnknownObject"),
        ("/MenuBar", "com.canonical.dbusmenu", "Explode", [], "org.freedesktop.DBus.Error.UnknownMethod"),
        ("/MenuBar", "com.canonical.dbusmenu", "GetLayout", [.int32(42), .int32(-1), .array(elementSignature: "s", [])],
            "org.freedesktop.DBus.Error.InvalidArgs"),
        ("/MenuBar", "com.canonical.dbusmenu", "GetProperty", [.int32(1), .string("colour")], "org.freedesktop.DBus.Error.InvalidArgs"),
        ("/MenuBar", "com.canonical.dbusmenu", "GetProperty", [], "org.freedesktop.DBus.Error.InvalidArgs"),
        ("/StatusNotifierItem", "org.freedesktop.DBus.Properties", "Get", [.string("org.kde.StatusNotifierItem")],
            "org.freedesktop.DBus.Error.UnknownProperty"),
        ("/StatusNotifierItem", "org.freedesktop.DBus.Properties", "Set", [], "org.freedesktop.DBus.Error.PropertyReadOnly"),
    ]

    @Test(arguments: badCalls.indices)
    func badCallsAreRefused(_ index: Int) throws {
        let call = Self.badCalls[index]
        let (_, item) = try makeItem(Model())
        let answer = item.answer(path: call.path, interface: call.interface, member: call.member, arguments: call.arguments)
        guard case .error(let name, _) = answer else {
            Issue.record("answered \(answer)")
            return
        }
        #expect(name == call.error)
    }

    struct WindowTrayApp: Scene {
        let model: Model
        var body: some Scene {
            WindowGroup { Text("Main") }
            MenuBarExtra(isInserted: Binding(get: { model.inserted }, set: { model.inserted = $0 })) {
                Text("Weather").frame(width: 120, height: 80)
            } label: {
                Image(systemName: "sun.max")
            }
            .menuBarExtraStyle(.window)
        }
    }

    // `.window`: Activate opens the extra's window, a second one closes it; the menu is
    // empty and the item is no menu.
    @Test func activatingAWindowStyleExtraTogglesItsWindow() throws {
        let app = AppHost(WindowTrayApp(model: Model()))
        let item = try StatusNotifierItem.first(of: app, appID: "Weather")
        #expect(app.windows.map(\.title) == [""], "the window group's window opened at launch")
        let isMenu = values(item.answer(path: "/StatusNotifierItem", interface: "org.freedesktop.DBus.Properties", member: "Get",
            arguments: [.string("org.kde.StatusNotifierItem"), .string("ItemIsMenu")]))
        #expect(isMenu == [.variant(.boolean(false))])
        _ = item.answer(path: "/StatusNotifierItem", interface: "org.kde.StatusNotifierItem", member: "Activate",
            arguments: [.int32(10), .int32(10)])
        #expect(app.windows.count == 2)
        #expect(app.windows.last?.content.size == CGSize(width: 120, height: 80), "the window has the content's size")
        _ = item.answer(path: "/StatusNotifierItem", interface: "org.kde.StatusNotifierItem", member: "Activate",
            arguments: [.int32(10), .int32(10)])
        #expect(app.windows.count == 1)
        let layout = values(item.answer(path: "/MenuBar", interface: "com.canonical.dbusmenu", member: "GetLayout",
            arguments: [.int32(0), .int32(-1), .array(elementSignature: "s", [])]))
        guard case .structure(let root)? = layout.last else { return }
        #expect(root.last == .array(elementSignature: "v", []))
    }

    // Rule 6: an inserted extra keeps the app running once its last window closes; a
    // removed one (isInserted false) or the Quit command does not.
    @Test func anInsertedExtraKeepsTheAppRunning() {
        let model = Model()
        let app = AppHost(WindowTrayApp(model: model))
        app.close(app.windows[0])
        #expect(app.isRunning)
        app.quit()
        #expect(!app.isRunning)

        let removed = Model()
        removed.inserted = false
        let other = AppHost(WindowTrayApp(model: removed))
        other.close(other.windows[0])
        #expect(!other.isRunning)
    }

    // IconPixmap: ARGB32 in network byte order (the specification), the label drawn.
    @Test func iconPixmapIsNetworkOrderARGB() throws {
        var pixels: [UInt32] = [0xFF10_2030, 0x8000_0000]
        let entry = pixels.withUnsafeMutableBytes { StatusIconPixmap.entry($0.baseAddress!, width: 2, height: 1) }
        #expect(entry == .array(elementSignature: "(iiay)", [
            .structure([.int32(2), .int32(1), .array(elementSignature: "y", [0xFF, 0x10, 0x20, 0x30, 0x80, 0, 0, 0].map(DBusValue.byte))])
        ]))
        let app = AppHost(TrayApp(model: Model()))
        let extra = try #require(app.menuBarExtras.first)
        let drawn = StatusIconPixmap.draw(extra.icon(side: StatusIconPixmap.side), with: CairoWindowRenderer())
        guard case .array(_, let entries) = drawn, case .structure(let fields)? = entries.first, fields.count == 3,
            case .array("y", let bytes) = fields[2]
        else {
            Issue.record("not a pixmap: \(drawn)")
            return
        }
        #expect(fields[0] == .int32(44) && fields[1] == .int32(44))
        #expect(bytes.count == 44 * 44 * 4)
        let opaque = stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0] != .byte(0) }.count
        #expect(opaque > 40 && opaque < 44 * 44 / 2, "the cart symbol is drawn, on a transparent background (\(opaque) pixels)")
    }
}
