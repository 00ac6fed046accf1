import Foundation
import PortableUICore

/// One object of the AT-SPI tree — the application, whose children are the app's open
/// windows (frames named by their titles), or an element of a window — and its answers to the
/// methods and properties of the AT-SPI interfaces it implements: `Accessible`, `Application`
/// (the application), `Component` and `Action` (elements), `Value` (adjustable elements),
/// `Text` and `EditableText` (text fields; ATSPIObject+Text.swift, ATSPIObject+EditableText.swift).
///
/// An answer is a reply's values, nil for an unknown method (the bridge answers with D-Bus's
/// `UnknownMethod` error), or an ``Effect`` on the host that the bridge applies.
struct ATSPIObject {
    enum Target {
        case application
        case element([Int], AccessibilityNode)
    }

    /// What a method asks the host to do, and the reply once it is done.
    enum Effect {
        case action(name: String, element: AccessibilityNode)
        case focus(AccessibilityNode)
        /// Characters of a text field replaced.
        case replaceText(AccessibilityNode, Range<Int>, String)
        /// Text put on the clipboard (`CopyText`, which replies nothing).
        case copyText(String)
        /// Characters of a text field put on the clipboard, then removed.
        case cutText(AccessibilityNode, Range<Int>, String)
        /// The clipboard's text inserted into a text field at an offset.
        case pasteText(AccessibilityNode, at: Int)
    }

    enum Answer {
        case values([DBusValue])
        case effect(Effect)
    }

    let target: Target
    /// The element's window; the application's first window.
    let tree: ATSPITree
    /// The app's open windows, in the order they opened.
    let windows: [ATSPITree]
    /// The desktop object the registry embedded the application in.
    let desktop: DBusValue
    /// The application's name (the launch window's title).
    let name: String
    /// The id the registry gave the application.
    let applicationID: Int32

    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"

    /// The object at `path` among `windows`, nil if there is none (or no window is open:
    /// the bridge stops with the last window).
    init?(path: String, windows: [ATSPITree], desktop: DBusValue, name: String, applicationID: Int32) {
        guard let first = windows.first else { return nil }
        if path == ATSPITree.applicationPath {
            target = .application
            tree = first
        } else if let location = ATSPITree.location(of: path), let window = windows.first(where: { $0.number == location.window }),
            let element = window.element(at: location.indexPath)
        {
            target = .element(location.indexPath, element)
            tree = window
        } else {
            return nil
        }
        self.windows = windows
        self.desktop = desktop
        self.name = name
        self.applicationID = applicationID
    }

    /// The interfaces the object implements.
    var interfaces: [String] {
        switch target {
        case .application: return [Self.accessible, Self.application]
        case .element(_, let element):
            var interfaces = [Self.accessible, Self.component, Self.action]
            if element.actionNames.contains("increment") { interfaces.append(Self.value) }
            if ATSPIVocabulary.isEditableText(element) { interfaces += [Self.text, Self.editableText] }
            return interfaces
        }
    }

    // MARK: Methods

    /// The answer to `member` of `interface` with the call's arguments.
    func answer(_ interface: String, _ member: String, _ call: [DBusValue]) -> Answer? {
        guard interfaces.contains(interface) else { return nil }
        switch interface {
        case Self.accessible: return accessibleMethod(member, call).map(Answer.values)
        case Self.application: return member == "GetLocale" ? .values([.string(Self.locale)]) : nil
        case Self.component: return componentMethod(member, call)
        case Self.action: return actionMethod(member, call)
        case Self.text: return textMethod(member, call).map(Answer.values)
        case Self.editableText: return editableTextMethod(member, call)
        default: return nil
        }
    }

    private func accessibleMethod(_ member: String, _ call: [DBusValue]) -> [DBusValue]? {
        switch member {
        case "GetChildAtIndex":
            let index = call.integer(0)
            return [index >= 0 && index < childCount ? childReference(index) : tree.reference(ATSPITree.nullPath)]
        case "GetChildren": return [.array(elementSignature: "(so)", (0..<childCount).map(childReference))]
        case "GetIndexInParent": return [.int32(Int32(indexInParent))]
        case "GetRelationSet": return [.array(elementSignature: "(ua(so))", [])]
        case "GetRole": return [.uint32(role.number)]
        case "GetRoleName", "GetLocalizedRoleName": return [.string(role.name)]
        case "GetState": return [.array(elementSignature: "u", stateWords.map(DBusValue.uint32))]
        case "GetAttributes": return [.stringDictionary(attributes)]
        case "GetApplication": return [tree.reference(ATSPITree.applicationPath)]
        case "GetInterfaces": return [.array(elementSignature: "s", interfaces.map(DBusValue.string))]
        default: return nil
        }
    }

    // MARK: Properties

    /// The properties of `interface`, by name.
    func properties(_ interface: String) -> [(String, DBusValue)] {
        guard interfaces.contains(interface) else { return [] }
        switch interface {
        case Self.accessible:
            return [
                ("Name", .string(accessibleName)), ("Description", .string(accessibleDescription)),
                ("Parent", parentReference), ("ChildCount", .int32(Int32(childCount))), ("Locale", .string(Self.locale)),
                ("AccessibleId", .string(elementIdentifier)),
            ]
        case Self.application:
            return [
                ("ToolkitName", .string("PortableUI")), ("Version", .string("1.0")), ("AtspiVersion", .string("2.1")),
                ("Id", .int32(applicationID)),
            ]
        case Self.action:
            return [("NActions", .int32(Int32(actionNames.count)))]
        case Self.value:
            return valueProperties
        case Self.text:
            return textProperties
        default:
            return []
        }
    }

    static let locale = ProcessInfo.processInfo.environment["LANG"].map { String($0.prefix { $0 != "." }) } ?? "C"

    private var element: AccessibilityNode? {
        if case .element(_, let element) = target { return element }
        return nil
    }

    private var indexPath: [Int]? {
        if case .element(let indexPath, _) = target { return indexPath }
        return nil
    }

    private var childCount: Int {
        element?.children.count ?? windows.count
    }

    private func childReference(_ index: Int) -> DBusValue {
        guard let indexPath else { return windows[index].reference([]) }
        return tree.reference(indexPath + [index])
    }

    private var parentReference: DBusValue {
        guard let indexPath else { return desktop }
        return indexPath.isEmpty ? tree.reference(ATSPITree.applicationPath) : tree.reference(Array(indexPath.dropLast()))
    }

    private var indexInParent: Int {
        guard let indexPath else { return -1 }
        return indexPath.last ?? windows.firstIndex { $0.number == tree.number } ?? 0
    }

    private var role: (number: UInt32, name: String) {
        element.map { ATSPIVocabulary.role($0.role) } ?? ATSPIVocabulary.applicationRole
    }

    private var accessibleName: String {
        guard let element else { return name }
        return indexPath == [] ? tree.title : element.label
    }

    /// A hint is the description assistive technologies read after the name and role.
    private var accessibleDescription: String {
        element?.hint ?? ""
    }

    private var elementIdentifier: String {
        element?.identifier ?? ""
    }

    private var stateWords: [UInt32] {
        guard let element else { return [0, 0] }
        var states = ATSPIVocabulary.states(of: element)
        if indexPath == [], tree.isActive { states.insert(.active) }
        return ATSPIVocabulary.stateWords(states)
    }

    /// Object attributes: the toolkit, the identifier, a heading's level and the value of an
    /// element that has no Value or Text interface to give it (a button's).
    private var attributes: [(String, String)] {
        var attributes = [("toolkit", "PortableUI")]
        guard let element else { return attributes }
        if let identifier = element.identifier { attributes.append(("id", identifier)) }
        if let level = element.headingLevel, level.rawValue > 0 { attributes.append(("level", String(level.rawValue))) }
        if let value = element.value { attributes.append(("value", value)) }
        return attributes
    }

    // MARK: Component

    /// AT-SPI coordinate types: 0 screen, 1 window, 2 parent.
    private func origin(_ coordinateType: Int) -> CGPoint {
        switch coordinateType {
        case 0: return tree.screenOrigin
        case 2:
            guard let indexPath, !indexPath.isEmpty, let parent = tree.element(at: Array(indexPath.dropLast())) else {
                return tree.screenOrigin
            }
            return CGPoint(x: -parent.frame.minX, y: -parent.frame.minY)
        default: return .zero
        }
    }

    /// The element's frame in `coordinateType`, in whole points.
    func extents(_ coordinateType: Int) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let frame = element?.frame ?? tree.window.frame
        let origin = origin(coordinateType)
        return (
            Self.int32(frame.minX + origin.x), Self.int32(frame.minY + origin.y), Self.int32(frame.width),
            Self.int32(frame.height)
        )
    }

    static func int32(_ value: CGFloat) -> Int32 {
        value.isFinite ? Int32(clamping: Int(value.rounded())) : 0
    }

    private func componentMethod(_ member: String, _ call: [DBusValue]) -> Answer? {
        switch member {
        case "GetExtents":
            let e = extents(call.integer(0))
            return .values([.structure([.int32(e.x), .int32(e.y), .int32(e.width), .int32(e.height)])])
        case "GetPosition":
            let e = extents(call.integer(0))
            return .values([.int32(e.x), .int32(e.y)])
        case "GetSize":
            let e = extents(1)
            return .values([.int32(e.width), .int32(e.height)])
        case "Contains":
            return .values([.boolean(hitsInside(call))])
        case "GetAccessibleAtPoint":
            return .values([hit(call).map { tree.reference($0) } ?? tree.reference(ATSPITree.nullPath)])
        case "GetLayer":
            // AtspiComponentLayer: 7 window, 3 widget.
            return .values([.uint32(element?.role == .window ? 7 : 3)])
        case "GetMDIZOrder": return .values([.int16(0)])
        case "GetAlpha": return .values([.double(1)])
        case "GrabFocus":
            guard let element else { return .values([.boolean(false)]) }
            return .effect(.focus(element))
        default: return nil
        }
    }

    /// The window point of a `(x, y, coordinateType)` call.
    private func point(_ call: [DBusValue]) -> CGPoint {
        let origin = origin(call.integer(2))
        return CGPoint(x: CGFloat(call.integer(0)) - origin.x, y: CGFloat(call.integer(1)) - origin.y)
    }

    private func hitsInside(_ call: [DBusValue]) -> Bool {
        (element?.frame ?? tree.window.frame).contains(point(call))
    }

    private func hit(_ call: [DBusValue]) -> [Int]? {
        guard let indexPath else { return nil }
        return tree.hit(point(call), under: indexPath)
    }

    // MARK: Action

    private var actionNames: [String] {
        (element?.actionNames ?? []).map(ATSPIVocabulary.actionName)
    }

    /// The key binding of an action: the element's keyboard shortcut chooses it, so only its
    /// default action (`click`) has one; "" when there is none.
    private func keyBinding(ofAction name: String) -> String {
        guard name == ATSPIVocabulary.actionName("default"), let shortcut = element?.keyboardShortcut else { return "" }
        return shortcut.atspiKeyBinding
    }

    private func actionMethod(_ member: String, _ call: [DBusValue]) -> Answer? {
        let names = actionNames
        let index = call.integer(0)
        let name = names.indices.contains(index) ? names[index] : ""
        switch member {
        case "GetName", "GetLocalizedName": return .values([.string(name)])
        case "GetDescription": return .values([.string("")])
        case "GetKeyBinding": return .values([.string(keyBinding(ofAction: name))])
        case "GetActions":
            let actions = names.map { DBusValue.structure([.string($0), .string(""), .string(keyBinding(ofAction: $0))]) }
            return .values([.array(elementSignature: "(sss)", actions)])
        case "DoAction":
            guard let element, !name.isEmpty else { return .values([.boolean(false)]) }
            return .effect(.action(name: ATSPIVocabulary.treeActionName(name), element: element))
        default: return nil
        }
    }

    // MARK: Value

    /// A slider's value is a percentage (0…100); another adjustable element's is the number
    /// its value starts with, without bounds.
    private var valueProperties: [(String, DBusValue)] {
        let text = element?.value ?? ""
        let current = Self.leadingNumber(text) ?? 0
        let isPercentage = text.hasSuffix("%")
        return [
            ("CurrentValue", .double(current)),
            ("MinimumValue", .double(isPercentage ? 0 : -Double.greatestFiniteMagnitude)),
            ("MaximumValue", .double(isPercentage ? 100 : Double.greatestFiniteMagnitude)),
            ("MinimumIncrement", .double(0)),
            ("Text", .string(text)),
        ]
    }

    /// The number `text` starts with ("50%" → 50), nil when it starts with none.
    static func leadingNumber(_ text: String) -> Double? {
        let prefix = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        return Double(prefix)
    }

    /// Setting `CurrentValue` moves the element one step toward the new value.
    func settingCurrentValue(_ value: Double) -> Effect? {
        guard let element, element.actionNames.contains("increment") else { return nil }
        let current = Self.leadingNumber(element.value ?? "") ?? 0
        guard value != current, value.isFinite else { return nil }
        return .action(name: value > current ? "increment" : "decrement", element: element)
    }
}
