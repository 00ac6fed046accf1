import CDBus
import Foundation
import PortableUICore
import Testing

@testable import PortableUIWindow

/// What the AT-SPI bridge answers for a window's elements, without a bus: roles, names,
/// states, children, extents, actions, values and text, from a headless host's tree.
@MainActor
struct ATSPIObjectTests {
    struct Form: View {
        @State var isOn = false
        @State var level = 0.5
        @State var name = "Ada Lovelace"
        @State var presses = 0

        var body: some View {
            VStack(spacing: 0) {
                Text("Settings").accessibilityAddTraits(.isHeader)
                Button("Press") { presses += 1 }.accessibilityHint("Counts")
                Text("Pressed \(presses)")
                Toggle("Wi-Fi", isOn: $isOn)
                Slider(value: $level)
                TextField("Name", text: $name)
            }
            .frame(width: 300)
        }
    }

    private static let desktop = DBusValue.structure([.string("org.a11y.atspi.Registry"), .objectPath("/org/a11y/atspi/accessible/root")])

    private func tree(_ host: ViewHost<Form>, origin: CGPoint = .zero) -> ATSPITree {
        ATSPITree(window: host.accessibilityTree, busName: ":1.7", screenOrigin: origin, title: "Form")
    }

    private func object(_ path: String, _ tree: ATSPITree) -> ATSPIObject? {
        ATSPIObject(path: path, windows: [tree], desktop: Self.desktop, name: "Form", applicationID: 3)
    }

    private func values(_ object: ATSPIObject?, _ interface: String, _ member: String, _ arguments: [DBusValue] = [])
        -> [DBusValue]
    {
        guard case .values(let values)? = object?.answer(interface, member, arguments) else { return [] }
        return values
    }

    private func property(_ object: ATSPIObject?, _ interface: String, _ name: String) -> DBusValue? {
        object?.properties(interface).first { $0.0 == name }?.1
    }

    private func host() -> ViewHost<Form> {
        ViewHost(Form(), size: CGSize(width: 300, height: 400))
    }

    /// The index path of the element labelled `label` (the window's children are flat here).
    private func path(of label: String, _ tree: ATSPITree) -> String {
        let index = tree.window.children.firstIndex { $0.label == label } ?? -1
        return ATSPITree.path([index])
    }

    @Test func pathsNameTheApplicationTheWindowAndIndexPaths() {
        #expect(ATSPITree.path([]) == "/org/a11y/atspi/accessible/w")
        #expect(ATSPITree.path([2, 0]) == "/org/a11y/atspi/accessible/w_2_0")
        #expect(ATSPITree.path([], window: 3) == "/org/a11y/atspi/accessible/w3")
        #expect(ATSPITree.path([2, 0], window: 12) == "/org/a11y/atspi/accessible/w12_2_0")
        let cases: [(String, Int?, [Int]?)] = [
            ("/org/a11y/atspi/accessible/w", 0, []), ("/org/a11y/atspi/accessible/w_2_0", 0, [2, 0]),
            ("/org/a11y/atspi/accessible/w3", 3, []), ("/org/a11y/atspi/accessible/w12_2_0", 12, [2, 0]),
            ("/org/a11y/atspi/accessible/w0", nil, nil), ("/org/a11y/atspi/accessible/w03", nil, nil),
            ("/org/a11y/atspi/accessible/w+3", nil, nil), ("/org/a11y/atspi/accessible/wx_1", nil, nil),
            ("/org/a11y/atspi/accessible/w99999999999999999999", nil, nil),
            ("/org/a11y/atspi/accessible/root", nil, nil), ("/org/a11y/atspi/accessible/w_x", nil, nil),
            ("/org/a11y/atspi/accessible/w_-1", nil, nil), ("/elsewhere", nil, nil), ("", nil, nil),
        ]
        for (path, window, indexPath) in cases {
            let location = ATSPITree.location(of: path)
            #expect(location?.window == window, "\(path)")
            #expect(location?.indexPath == indexPath, "\(path)")
        }
    }

    @Test func theApplicationHoldsTheWindowUnderTheDesktop() {
        let tree = tree(host())
        let application = object(ATSPITree.applicationPath, tree)
        #expect(values(application, ATSPIObject.accessible, "GetRole") == [.uint32(75)])
        #expect(property(application, ATSPIObject.accessible, "Name") == .string("Form"))
        #expect(property(application, ATSPIObject.accessible, "Parent") == Self.desktop)
        #expect(property(application, ATSPIObject.accessible, "ChildCount") == .int32(1))
        #expect(property(application, ATSPIObject.application, "Id") == .int32(3))
        let window = values(application, ATSPIObject.accessible, "GetChildAtIndex", [.int32(0)])
        #expect(window == [.structure([.string(":1.7"), .objectPath("/org/a11y/atspi/accessible/w")])])
        let frame = object(ATSPITree.path([]), tree)
        #expect(values(frame, ATSPIObject.accessible, "GetRole") == [.uint32(23)])
        #expect(property(frame, ATSPIObject.accessible, "Name") == .string("Form"))
        #expect(property(frame, ATSPIObject.accessible, "ChildCount") == .int32(Int32(tree.window.children.count)))
        #expect(object("/org/a11y/atspi/accessible/w_99", tree) == nil, "no element there")
    }

    struct Inspector: View {
        var body: some View {
            VStack {
                Text("Details")
                Button("Close") {}
            }
        }
    }

    /// A second window, numbered 2 (numbers are not reused), without the keyboard.
    private func inspector() -> ATSPITree {
        let host = ViewHost(Inspector(), size: CGSize(width: 200, height: 100))
        return ATSPITree(
            window: host.accessibilityTree, busName: ":1.7", screenOrigin: .zero, number: 2, title: "Inspector", isActive: false)
    }

    private func windowsObject(_ path: String, _ windows: [ATSPITree]) -> ATSPIObject? {
        ATSPIObject(path: path, windows: windows, desktop: Self.desktop, name: "Form", applicationID: 3)
    }

    @Test func eachOpenWindowIsAFrameOfTheApplication() {
        let (form, inspector) = (tree(host()), inspector())
        let windows = [form, inspector]
        let application = windowsObject(ATSPITree.applicationPath, windows)
        #expect(property(application, ATSPIObject.accessible, "Name") == .string("Form"))
        #expect(property(application, ATSPIObject.accessible, "ChildCount") == .int32(2))
        let references: [DBusValue] = [
            .structure([.string(":1.7"), .objectPath("/org/a11y/atspi/accessible/w")]),
            .structure([.string(":1.7"), .objectPath("/org/a11y/atspi/accessible/w2")]),
        ]
        #expect(values(application, ATSPIObject.accessible, "GetChildren") == [.array(elementSignature: "(so)", references)])
        #expect(values(application, ATSPIObject.accessible, "GetChildAtIndex", [.int32(1)]) == [references[1]])
        #expect(values(application, ATSPIObject.accessible, "GetChildAtIndex", [.int32(2)]) == [form.reference(ATSPITree.nullPath)])
        let active = ATSPIVocabulary.State.active.rawValue
        // (path, role, name, index in parent, child count, active)
        let frames: [(String, UInt32, String, Int32, Int32, Bool)] = [
            ("/org/a11y/atspi/accessible/w", 23, "Form", 0, Int32(form.window.children.count), true),
            ("/org/a11y/atspi/accessible/w2", 23, "Inspector", 1, 2, false),
        ]
        for (path, role, name, index, count, isActive) in frames {
            let frame = windowsObject(path, windows)
            #expect(values(frame, ATSPIObject.accessible, "GetRole") == [.uint32(role)], "\(path)")
            #expect(property(frame, ATSPIObject.accessible, "Name") == .string(name), "\(path)")
            #expect(values(frame, ATSPIObject.accessible, "GetIndexInParent") == [.int32(index)], "\(path)")
            #expect(property(frame, ATSPIObject.accessible, "ChildCount") == .int32(count), "\(path)")
            #expect(property(frame, ATSPIObject.accessible, "Parent") == form.reference(ATSPITree.applicationPath), "\(path)")
            guard case .array(_, let words)? = values(frame, ATSPIObject.accessible, "GetState").first,
                case .uint32(let low)? = words.first
            else {
                Issue.record("no state words for \(path)")
                continue
            }
            #expect((low & (1 << active) != 0) == isActive, "\(path)")
        }
        let button = windowsObject("/org/a11y/atspi/accessible/w2_1", windows)
        #expect(property(button, ATSPIObject.accessible, "Name") == .string("Close"))
        #expect(property(button, ATSPIObject.accessible, "Parent") == inspector.reference([]))
        #expect(values(button, ATSPIObject.accessible, "GetRole") == [.uint32(ATSPIVocabulary.role(.button).number)])
        #expect(windowsObject("/org/a11y/atspi/accessible/w2_2", windows) == nil, "no element there")
        #expect(windowsObject("/org/a11y/atspi/accessible/w1", windows) == nil, "no window numbered 1")
    }

    @Test func aClosedWindowIsNoLongerAChild() {
        let inspector = inspector()
        let application = windowsObject(ATSPITree.applicationPath, [inspector])
        #expect(property(application, ATSPIObject.accessible, "ChildCount") == .int32(1))
        #expect(values(application, ATSPIObject.accessible, "GetChildAtIndex", [.int32(0)]) == [inspector.reference([])])
        #expect(windowsObject(ATSPITree.path([]), [inspector]) == nil, "the launch window closed")
        let frame = windowsObject("/org/a11y/atspi/accessible/w2", [inspector])
        #expect(values(frame, ATSPIObject.accessible, "GetIndexInParent") == [.int32(0)])
        #expect(windowsObject(ATSPITree.applicationPath, []) == nil, "no window: the bridge has stopped")
    }

    @Test func elementsHaveAtspiRolesNamesAndStates() throws {
        let tree = tree(host())
        // (label, AtspiRole, role name) — numbers from at-spi2-core's atspi-constants.h.
        let cases: [(String, UInt32, String)] = [
            ("Settings", 83, "heading"), ("Press", 43, "push button"), ("Wi-Fi", 7, "check box"), ("Name", 79, "entry"),
        ]
        for (label, role, name) in cases {
            let element = object(path(of: label, tree), tree)
            #expect(values(element, ATSPIObject.accessible, "GetRole") == [.uint32(role)], "\(label)")
            #expect(values(element, ATSPIObject.accessible, "GetRoleName") == [.string(name)], "\(label)")
            #expect(property(element, ATSPIObject.accessible, "Name") == .string(label))
        }
        let button = object(path(of: "Press", tree), tree)
        #expect(property(button, ATSPIObject.accessible, "Description") == .string("Counts"), "the hint")
        #expect(property(button, ATSPIObject.accessible, "Parent") == tree.reference([]))
        // Enabled (8), focusable (11: Tab reaches a button), sensitive (24), showing (25),
        // visible (30): bits of the first word.
        let states = values(button, ATSPIObject.accessible, "GetState")
        let firstWord: UInt32 = (1 << 8) | (1 << 11) | (1 << 24) | (1 << 25) | (1 << 30)
        let expected: [DBusValue] = [.array(elementSignature: "u", [.uint32(firstWord), .uint32(0)])]
        #expect(states == expected)
        let toggle = try #require(tree.window.children.first { $0.label == "Wi-Fi" })
        #expect(ATSPIVocabulary.states(of: toggle).contains(.focusable), "a toggle takes keyboard focus")
        #expect(!ATSPIVocabulary.states(of: toggle).contains(.checked))
    }

    @Test func extentsAreInScreenWindowOrParentCoordinates() throws {
        let host = host()
        let tree = tree(host, origin: CGPoint(x: 100, y: 50))
        let button = try #require(tree.window.children.first { $0.label == "Press" })
        let element = object(path(of: "Press", tree), tree)
        let f = button.frame
        for (type, dx, dy) in [(0, 100.0, 50.0), (1, 0.0, 0.0), (2, 0.0, 0.0)] {
            let expected = DBusValue.structure([
                .int32(Int32(f.minX + dx)), .int32(Int32(f.minY + dy)), .int32(Int32(f.width)), .int32(Int32(f.height)),
            ])
            #expect(values(element, ATSPIObject.component, "GetExtents", [.uint32(UInt32(type))]) == [expected], "\(type)")
        }
        let window = object(ATSPITree.path([]), tree)
        let hit = values(window, ATSPIObject.component, "GetAccessibleAtPoint", [.int32(Int32(f.midX)), .int32(Int32(f.midY)), .uint32(1)])
        #expect(hit == [tree.reference(ATSPITree.location(of: path(of: "Press", tree))!.indexPath)])
        let outside = values(window, ATSPIObject.component, "GetAccessibleAtPoint", [.int32(-5), .int32(-5), .uint32(1)])
        #expect(outside == [tree.reference(ATSPITree.nullPath)])
    }

    @Test func actionsReachTheViews() throws {
        let host = host()
        let tree = tree(host)
        let button = object(path(of: "Press", tree), tree)
        #expect(property(button, ATSPIObject.action, "NActions") == .int32(1))
        #expect(values(button, ATSPIObject.action, "GetName", [.int32(0)]) == [.string("click")])
        guard case .effect(.action(let name, let element))? = button?.answer(ATSPIObject.action, "DoAction", [.int32(0)]) else {
            Issue.record("DoAction asks for no action")
            return
        }
        #expect(host.performAccessibilityAction(named: name, on: element))
        #expect(host.accessibilityTree.element(labeled: "Pressed 1") != nil)
        #expect(values(button, ATSPIObject.action, "DoAction", [.int32(5)]) == [.boolean(false)], "no such action")
    }

    @Test func aSliderIsAValueThatMovesByItsStep() throws {
        let host = host()
        let tree = tree(host)
        let index = try #require(tree.window.children.firstIndex { $0.role == .slider })
        let slider = object(ATSPITree.path([index]), tree)
        #expect(slider?.interfaces.contains(ATSPIObject.value) == true)
        #expect(property(slider, ATSPIObject.value, "CurrentValue") == .double(50))
        #expect(property(slider, ATSPIObject.value, "MaximumValue") == .double(100))
        guard case .action(let name, let element)? = slider?.settingCurrentValue(80) else {
            Issue.record("no adjustment")
            return
        }
        #expect(name == "increment")
        #expect(host.performAccessibilityAction(named: name, on: element))
        #expect(host.accessibilityTree.elements(role: .slider).first?.value == "60%", "a tenth of the range")
        #expect(slider?.settingCurrentValue(50) == nil, "the value it has")
        #expect(slider?.settingCurrentValue(.nan) == nil)
    }

    @Test func aTextFieldExposesItsTextAndCaret() throws {
        let host = host()
        let before = tree(host)
        let fieldElement = try #require(before.window.children.first { $0.role == .textField })
        #expect(host.moveKeyboardFocus(to: fieldElement))
        let tree = tree(host)
        let index = try #require(tree.window.children.firstIndex { $0.role == .textField })
        #expect(tree.focusedIndexPath == [index])
        let field = object(ATSPITree.path([index]), tree)
        #expect(property(field, ATSPIObject.text, "CharacterCount") == .int32(12))
        #expect(property(field, ATSPIObject.text, "CaretOffset") == .int32(12), "focusing puts the caret at the end")
        let cases: [(String, [DBusValue], [DBusValue])] = [
            ("GetText", [.int32(0), .int32(-1)], [.string("Ada Lovelace")]),
            ("GetText", [.int32(4), .int32(8)], [.string("Love")]),
            ("GetText", [.int32(8), .int32(4)], [.string("")]),
            ("GetText", [.int32(-3), .int32(99)], [.string("Ada Lovelace")]),
            ("GetStringAtOffset", [.int32(5), .uint32(1)], [.string("Lovelace"), .int32(4), .int32(12)]),
            ("GetStringAtOffset", [.int32(0), .uint32(0)], [.string("A"), .int32(0), .int32(1)]),
            ("GetStringAtOffset", [.int32(3), .uint32(1)], [.string(" "), .int32(3), .int32(4)]),
            ("GetStringAtOffset", [.int32(40), .uint32(1)], [.string(""), .int32(12), .int32(12)]),
            ("GetCharacterAtOffset", [.int32(1)], [.int32(100)]),
            ("GetCharacterAtOffset", [.int32(-1)], [.int32(0)]),
        ]
        for (member, arguments, expected) in cases {
            #expect(values(field, ATSPIObject.text, member, arguments) == expected, "\(member) \(arguments)")
        }
        var states = ATSPIVocabulary.states(of: tree.window.children[index])
        #expect(states.contains(.focused) && states.contains(.editable))
        states = ATSPIVocabulary.states(of: tree.window.children.first { $0.label == "Press" }!)
        #expect(!states.contains(.focused))
    }

    @Test func grabFocusMovesKeyboardFocus() throws {
        let host = host()
        let tree = tree(host)
        let index = try #require(tree.window.children.firstIndex { $0.label == "Wi-Fi" })
        guard case .effect(.focus(let element))? = object(ATSPITree.path([index]), tree)?.answer(ATSPIObject.component, "GrabFocus", [])
        else {
            Issue.record("GrabFocus asks for no focus")
            return
        }
        #expect(host.moveKeyboardFocus(to: element))
        #expect(host.accessibilityTree.children[index].isFocused)
        let heading = try #require(host.accessibilityTree.element(labeled: "Settings"))
        #expect(!host.moveKeyboardFocus(to: heading), "text takes no focus")
    }

    @Test func valuesSurviveAMessageRoundTrip() throws {
        let message = try #require(dbus_message_new_method_call("a.b", "/a", "a.b", "C"))
        defer { dbus_message_unref(message) }
        let values: [DBusValue] = [
            .string("héllo"), .int32(-4), .uint32(7), .boolean(true), .double(0.25), .int16(-2), .objectPath("/x/y"),
            .structure([.string(":1.2"), .objectPath("/p")]), .array(elementSignature: "(so)", []),
            .stringDictionary([("level", "2")]), .variant(.int32(1)), .array(elementSignature: "u", [.uint32(1), .uint32(2)]),
        ]
        DBusConnection.append(values, to: message)
        #expect(DBusConnection.arguments(of: message) == values)
        #expect(values[7].signature == "(so)")
        #expect(values[9].signature == "a{ss}")
    }

    // MARK: EditableText

    /// The text field's object in a fresh snapshot of `host`'s tree.
    private func field(_ host: ViewHost<Form>) throws -> ATSPIObject {
        let tree = tree(host)
        let index = try #require(tree.window.children.firstIndex { $0.role == .textField })
        return try #require(object(ATSPITree.path([index]), tree))
    }

    private func fieldText(_ host: ViewHost<Form>) -> String? {
        host.accessibilityTree.elements(role: .textField).first?.value
    }

    /// Performs the effect `member` of EditableText answers with on `host`.
    private func edit(_ host: ViewHost<Form>, _ member: String, _ arguments: [DBusValue]) throws -> Bool {
        guard case .effect(let effect)? = try field(host).answer(ATSPIObject.editableText, member, arguments) else {
            Issue.record("\(member) answered no effect")
            return false
        }
        return effect.perform(on: host)
    }

    // Each row: the method, its arguments, the field's text after it (from "Ada Lovelace").
    @Test(arguments: [
        ("SetTextContents", [DBusValue.string("Grace Hopper")], "Grace Hopper"),
        ("InsertText", [.int32(4), .string("Countess "), .int32(9)], "Ada Countess Lovelace"),
        ("InsertText", [.int32(3), .string("!?"), .int32(1)], "Ada! Lovelace"),
        ("InsertText", [.int32(99), .string("."), .int32(1)], "Ada Lovelace."),
        ("InsertText", [.int32(-4), .string("Dr "), .int32(3)], "Dr Ada Lovelace"),
        ("DeleteText", [.int32(3), .int32(12)], "Ada"),
        ("DeleteText", [.int32(0), .int32(-1)], ""),
        ("DeleteText", [.int32(8), .int32(4)], "Ada Lovelace"),
        ("SetTextContents", [.string("two\nlines")], "twolines"),
    ])
    func editableTextEditsTheFieldThroughItsEditor(member: String, arguments: [DBusValue], expected: String) throws {
        let host = host()
        #expect(try field(host).interfaces.contains(ATSPIObject.editableText))
        #expect(try edit(host, member, arguments))
        #expect(fieldText(host) == expected)
    }

    @Test func anEditCanBeUndone() throws {
        let host = host()
        #expect(try edit(host, "SetTextContents", [.string("Grace Hopper")]))
        host.pressKey("z", modifiers: .control)
        #expect(fieldText(host) == "Ada Lovelace")
    }

    @Test func copyCutAndPasteGoThroughTheWindowsClipboard() throws {
        let host = host()
        host.clipboard = .inMemory()
        #expect(try edit(host, "CopyText", [.int32(0), .int32(3)]))
        #expect(host.clipboard.string == "Ada")
        #expect(fieldText(host) == "Ada Lovelace")
        #expect(try edit(host, "CutText", [.int32(0), .int32(4)]))
        #expect(host.clipboard.string == "Ada ")
        #expect(fieldText(host) == "Lovelace")
        #expect(try edit(host, "PasteText", [.int32(8)]))
        #expect(fieldText(host) == "LovelaceAda ")
        guard case .effect(let copy)? = try field(host).answer(ATSPIObject.editableText, "CopyText", [.int32(0), .int32(1)])
        else {
            Issue.record("CopyText answered no effect")
            return
        }
        #expect(!copy.repliesWithSuccess, "CopyText replies nothing")
    }

    @Test func onlyTextFieldsAreEditable() throws {
        let host = host()
        let tree = tree(host)
        let button = object(path(of: "Press", tree), tree)
        #expect(button?.interfaces.contains(ATSPIObject.editableText) == false)
        #expect(button?.answer(ATSPIObject.editableText, "SetTextContents", [.string("x")]) == nil)
        #expect(try field(host).answer(ATSPIObject.editableText, "Unknown", []) == nil)
    }
}
