import Foundation
import PortableUICore
import SwiftUI
import GalleryKit
import Testing

@testable import PortableUIWindow

/// A tray icon's menu with nested `Menu`s and keyboard shortcuts, without a desktop: the
/// dbusmenu layouts it answers (`children-display` "submenu" on a submenu item, the items of
/// the whole tree numbered in reading order, `recursionDepth` as libdbusmenu's
/// `com.canonical.dbusmenu` interface defines it: -1 all, 0 none, n levels), the `shortcut`
/// property (`aas`, modifiers then GDK's key name, as libdbusmenu's
/// `dbusmenu_menuitem_property_set_shortcut` writes it), clicks on items inside submenus, and
/// the `MenuBarExtra` initializers of Apple's SDK.
@MainActor
struct StatusMenuTests {
    @Observable final class Model {
        var added = 0
        var sort = "none"
        var descending = false
        var quits = 0
        var inserted = false
    }

    struct NestedTrayApp: Scene {
        let model: Model
        var body: some Scene {
            MenuBarExtra("Cart", systemImage: "cart") {
                Button("Add item") { model.added += 1 }.keyboardShortcut("n")
                Menu("Sort by") {
                    Button("Name") { model.sort = "name" }
                    Button("Price") { model.sort = "price" }.keyboardShortcut("p", modifiers: [.command, .shift])
                    Menu("Order") {
                        Toggle("Descending", isOn: Binding(get: { model.descending }, set: { model.descending = $0 }))
                    }
                }
                Divider()
                Button("Quit") { model.quits += 1 }.keyboardShortcut("q")
            }
        }
    }

    private func makeItem(_ model: Model) throws -> (AppMenuBarExtra, StatusNotifierItem) {
        let item = try StatusNotifierItem.first(of: AppHost(NestedTrayApp(model: model)), appID: "Cart")
        return (item.extra, item)
    }

    @Test(arguments: StatusMenuLayouts.layouts.indices)
    func layoutsExportSubmenusAndShortcuts(_ index: Int) throws {
        let row = StatusMenuLayouts.layouts[index]
        let (extra, item) = try makeItem(Model())
        let reply = item.answer(path: "/MenuBar", interface: "com.canonical.dbusmenu", member: "GetLayout",
            arguments: [.int32(row.parent), .int32(row.depth), .array(elementSignature: "s", [])])
        #expect(reply == .values([.uint32(1), row.tree]))
        #expect(extra.menu.presentations.isEmpty, "reading the submenus left none open")
    }

    // A click in a submenu (two levels down, too) runs the item's action and closes what it
    // opened; a click on a submenu's own item does nothing (the desktop opens submenus).
    @Test func clicksInSubmenusChooseTheirItems() throws {
        let model = Model()
        let (extra, item) = try makeItem(model)
        let menu = "com.canonical.dbusmenu"
        func click(_ id: Int32) {
            _ = item.answer(path: "/MenuBar", interface: menu, member: "Event",
                arguments: [.int32(id), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        }
        click(4)
        #expect(model.sort == "price")
        click(6)
        #expect(model.descending)
        click(2)
        click(5)
        #expect(model.sort == "price" && model.added == 0 && model.quits == 0)
        click(8)
        #expect(model.quits == 1)
        #expect(extra.menu.presentations.isEmpty)
        let layout = item.answer(path: "/MenuBar", interface: menu, member: "GetLayout",
            arguments: [.int32(6), .int32(0), .array(elementSignature: "s", [.string("toggle-state")])])
        #expect(layout == .values([.uint32(2), StatusMenuLayouts.node(6, [("toggle-state", .int32(1))])]), "the toggle's change made a new revision")
    }

    // AboutToShow on the menu or a submenu reads the items again; an unknown item is an error.
    @Test func aboutToShowAcceptsSubmenus() throws {
        let (_, item) = try makeItem(Model())
        let menu = "com.canonical.dbusmenu"
        #expect(item.answer(path: "/MenuBar", interface: menu, member: "AboutToShow", arguments: [.int32(5)]) == .values([.boolean(false)]))
        let group = item.answer(path: "/MenuBar", interface: menu, member: "AboutToShowGroup",
            arguments: [.array(elementSignature: "i", [.int32(2), .int32(40)])])
        #expect(group == .values([.array(elementSignature: "i", []), .array(elementSignature: "i", [.int32(40)])]))
        let unknown = item.answer(path: "/MenuBar", interface: menu, member: "AboutToShow", arguments: [.int32(40)])
        guard case .error(let name, _) = unknown else {
            Issue.record("answered \(unknown)")
            return
        }
        #expect(name == "org.freedesktop.DBus.Error.InvalidArgs")
        // Out-of-range ids are refused, not trapped on.
        let huge = item.answer(path: "/MenuBar", interface: menu, member: "GetLayout",
            arguments: [.int64(Int64(Int32.max) + 5), .int64(Int64.min), .array(elementSignature: "s", [])])
        guard case .error = huge else {
            Issue.record("answered \(huge)")
            return
        }
    }

    @Test(arguments: StatusMenuLayouts.shortcuts.indices)
    func shortcutsUseDBusMenuKeyNames(_ index: Int) {
        #expect(StatusMenuLayouts.shortcuts[index].shortcut.dbusMenuKeys == StatusMenuLayouts.shortcuts[index].keys)
    }

    nonisolated static let resource = ImageResource(name: "tray", bundle: .main)

    /// Apps of one extra made with each `isInserted` title form of Apple's SDK.
    nonisolated(unsafe) static let insertedForms: [@MainActor (Binding<Bool>) -> AppHost] = [
        { AppHost(MenuBarExtra("Cart", isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra(String("Cart"), isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra("Cart", systemImage: "cart", isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra(String("Cart"), systemImage: "cart", isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra("Cart", image: "tray", isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra(String("Cart"), image: "tray", isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra("Cart", image: resource, isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra(String("Cart"), image: resource, isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra(LocalizedStringResource("Cart"), isInserted: $0) { Text("A") }) },
        { AppHost(MenuBarExtra(LocalizedStringResource("Cart"), image: resource, isInserted: $0) { Text("A") }) },
    ]

    // Each gives the extra its title and the app's binding.
    @Test(arguments: insertedForms.indices)
    func titleAndInsertionInitializers(_ index: Int) throws {
        let model = Model()
        let app = Self.insertedForms[index](Binding(get: { model.inserted }, set: { model.inserted = $0 }))
        let extra = try #require(app.menuBarExtras.first)
        #expect(extra.title == "Cart")
        #expect(!extra.isInserted)
        model.inserted = true
        #expect(extra.isInserted)
    }

    @Test func titleWithoutInsertionInitializers() throws {
        let resource = Self.resource
        let scenes: [any Scene] = [
            MenuBarExtra(String("Cart"), image: "tray") { Text("A") },
            MenuBarExtra("Cart", image: resource) { Text("A") },
            MenuBarExtra(String("Cart"), image: resource) { Text("A") },
            MenuBarExtra(LocalizedStringResource("Cart")) { Text("A") },
            MenuBarExtra(LocalizedStringResource("Cart"), image: resource) { Text("A") },
        ]
        for scene in scenes {
            var windows: [_WindowDescription] = []
            scene._windows(into: &windows)
            #expect(windows.first?.menuBarExtra?.title == "Cart")
            #expect(windows.first?.menuBarExtra?.isInserted == nil)
        }
    }

    /// A window whose square turns for a second once it appears, beside the nested tray menu.
    struct AnimatedTrayApp: Scene {
        let model: Model
        var body: some Scene {
            WindowGroup("Spinner") { Spinner() }
            NestedTrayApp(model: model)
        }
    }

    struct Spinner: View {
        @State private var angle = 0.0
        var body: some View {
            Color.blue.frame(width: 20, height: 20).rotationEffect(.degrees(angle))
                .onAppear { withAnimation(.linear(duration: 1)) { angle = 360 } }
        }
    }

    /// The runner's step 5 for one frame of `window`: the tray is refreshed, told whether the
    /// frame evaluated a body (changed state).
    private func frame(_ window: any WindowContent, at time: Double, _ item: StatusNotifierItem) {
        let evaluations = window.statistics.bodyEvaluations
        window.tick(to: time)
        item.refresh(stateChanged: window.statistics.bodyEvaluations != evaluations)
    }

    // While a window animates, the tray menu (whose reading opens its two submenus in the
    // menu's host, an update each) is not read; a change of state it reads still makes a
    // new revision.
    @Test func anAnimatingWindowDoesNotReadTheTrayMenu() throws {
        let model = Model()
        let app = AppHost(AnimatedTrayApp(model: model))
        let item = try StatusNotifierItem.first(of: app, appID: "Cart")
        let window = try #require(app.windows.first).content
        window.flush()
        let menuUpdates = item.extra.menu.statistics.updates
        let evaluations = window.statistics.bodyEvaluations
        for index in 1...30 { frame(window, at: Double(index) / 60, item) }
        #expect(window.isAnimating)
        #expect(window.statistics.bodyEvaluations == evaluations, "animation frames evaluate no body")
        #expect(item.extra.menu.statistics.updates == menuUpdates, "the menu was not read")
        #expect(item.revision == 1)
        // The toggle deep in a submenu changes: a window update that evaluates a body (as the
        // click that changed it would) reads the menu again.
        model.descending = true
        item.refresh(stateChanged: true)
        #expect(item.revision == 2)
        let toggle = item.layout(of: 6, depth: 0, names: ["toggle-state"])
        #expect(toggle == StatusMenuLayouts.node(6, [("toggle-state", .int32(1))]))
        frame(window, at: 1, item)
        #expect(item.revision == 2, "nothing changed since")
    }

    struct FlatTrayApp: Scene {
        let model: Model
        var body: some Scene {
            MenuBarExtra("Cart", systemImage: "cart") {
                Toggle("Descending", isOn: Binding(get: { model.descending }, set: { model.descending = $0 }))
            }
        }
    }

    // State a shown item reads, changed with no window update (a timer's, say): the menu's
    // host updates, so the menu is read again.
    @Test func stateTheMenuReadsIsReadAgainWithoutAWindowUpdate() throws {
        let model = Model()
        let item = try StatusNotifierItem.first(of: AppHost(FlatTrayApp(model: model)), appID: "Cart")
        item.refresh(stateChanged: false)
        #expect(item.revision == 1)
        model.descending = true
        item.refresh(stateChanged: false)
        #expect(item.revision == 2)
        #expect(item.layout(of: 1, depth: 0, names: ["toggle-state"]) == StatusMenuLayouts.node(1, [("toggle-state", .int32(1))]))
    }

    /// A menu that holds itself: every level opens one more.
    struct EndlessMenu: View {
        var body: some View {
            Menu("Deeper") { AnyView(EndlessMenu()) }
        }
    }

    // Bad input: a menu without end is read to the deepest level read, the submenu there has
    // no items, and no submenu is left open.
    @Test func aMenuWithoutEndIsReadToTheDeepestLevel() throws {
        let app = AppHost(MenuBarExtra("Endless", systemImage: "infinity") { EndlessMenu() })
        let extra = try #require(app.menuBarExtras.first)
        var levels: [StatusMenuItem] = []
        var level = extra.items
        while let first = level.first {
            levels.append(first)
            level = first.children
        }
        #expect(levels.count == AppMenuBarExtra.maximumSubmenuDepth + 1)
        #expect(levels.allSatisfy { $0.kind == .submenu && $0.label == "Deeper" })
        #expect(levels.map(\.id) == Array(1...Int32(AppMenuBarExtra.maximumSubmenuDepth + 1)))
        #expect(extra.menu.presentations.isEmpty)
    }

    // The gallery's tray: its window items with their shortcuts, and a submenu of the
    // catalog's categories whose items open a product's window.
    @Test func theGalleryTrayHasASubmenuOfCategories() throws {
        let app = AppHost(GalleryApp())
        let extra = try #require(app.menuBarExtras.first)
        let items = extra.items
        #expect(items.prefix(2).map(\.shortcut) == [KeyboardShortcut("o"), KeyboardShortcut("n")])
        let browse = try #require(items.first { $0.label == "Browse Categories" })
        #expect(browse.kind == .submenu)
        #expect(browse.children.map(\.label) == ["Coffee", "Headphones", "Plant", "Sneakers", "Backpack"])
        let windows = app.windows.count
        #expect(extra.choose(try #require(browse.children.last).id))
        #expect(app.windows.count == windows + 1, "the product's window opened")
    }
}

/// The expected answers of ``StatusMenuTests``, outside the main actor for `@Test(arguments:)`.
enum StatusMenuLayouts {
    static func node(_ id: Int32, _ properties: [(String, DBusValue)], _ children: [DBusValue] = []) -> DBusValue {
        .structure([
            .int32(id), .array(elementSignature: "{sv}", properties.map { .dictEntry(.string($0.0), .variant($0.1)) }),
            .array(elementSignature: "v", children.map(DBusValue.variant)),
        ])
    }

    private static func shortcut(_ keys: String...) -> (String, DBusValue) {
        ("shortcut", .array(elementSignature: "as", [.array(elementSignature: "s", keys.map(DBusValue.string))]))
    }

    static let descending = node(6, [("label", .string("Descending")), ("toggle-type", .string("checkmark")), ("toggle-state", .int32(0))])
    static let order = [("label", DBusValue.string("Order")), ("children-display", .string("submenu"))]
    static let sortBy = [("label", DBusValue.string("Sort by")), ("children-display", .string("submenu"))]
    static let sortChildren = [
        node(3, [("label", .string("Name"))]),
        node(4, [("label", .string("Price")), shortcut("Control", "Shift", "p")]),
    ]
    static let addItem = node(1, [("label", .string("Add item")), shortcut("Control", "n")])
    static let separator = node(7, [("type", .string("separator"))])
    static let quit = node(8, [("label", .string("Quit")), shortcut("Control", "q")])
    static let root = [("children-display", DBusValue.string("submenu"))]

    /// GetLayout's answers (parent, recursionDepth) as whole trees.
    static let layouts: [(parent: Int32, depth: Int32, tree: DBusValue)] = [
        (0, -1, node(0, root, [addItem, node(2, sortBy, sortChildren + [node(5, order, [descending])]), separator, quit])),
        (0, 1, node(0, root, [addItem, node(2, sortBy), separator, quit])),
        (0, 2, node(0, root, [addItem, node(2, sortBy, sortChildren + [node(5, order)]), separator, quit])),
        (0, 0, node(0, root)),
        (2, 1, node(2, sortBy, sortChildren + [node(5, order)])),
        (5, -1, node(5, order, [descending])),
        (6, 0, descending),
    ]

    /// Shortcuts as dbusmenu's `shortcut` property gives them: libdbusmenu's modifier order
    /// (Control, Alt, Shift, Super) and GDK's key names (`gdk_keyval_name`).
    static let shortcuts: [(shortcut: KeyboardShortcut, keys: [String])] = [
        (KeyboardShortcut("q"), ["Control", "q"]),
        (KeyboardShortcut("Z", modifiers: [.command, .shift]), ["Control", "Shift", "z"]),
        (KeyboardShortcut(",", modifiers: [.control]), ["Control", "comma"]),
        (KeyboardShortcut(.return, modifiers: []), ["Return"]),
        (KeyboardShortcut(.upArrow, modifiers: [.option, .shift]), ["Alt", "Shift", "Up"]),
        (KeyboardShortcut(.pageDown, modifiers: [.command]), ["Control", "Page_Down"]),
        (KeyboardShortcut(.delete, modifiers: [.command]), ["Control", "BackSpace"]),
        (KeyboardShortcut("1", modifiers: [.command, .option]), ["Control", "Alt", "1"]),
        // AppKit's NSF5FunctionKey (U+F708) is GDK's F5.
        (KeyboardShortcut(KeyEquivalent("\u{F708}"), modifiers: []), ["F5"]),
    ]
}
