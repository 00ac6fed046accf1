import PortableUICore

/// AT-SPI's numbers and names for what PortableUI's accessibility tree says: roles
/// (`AtspiRole`), states (`AtspiStateType`) and action names, as at-spi2-core's
/// `atspi-constants.h` defines them (the numbers are the wire protocol's).
enum ATSPIVocabulary {
    /// `AtspiRole` numbers and their role names (`atspi_role_get_name`).
    static let applicationRole = (number: UInt32(75), name: "application")
    static let frameRole = (number: UInt32(23), name: "frame")

    static func role(_ role: AccessibilityRole) -> (number: UInt32, name: String) {
        switch role {
        case .button: (43, "push button")
        // A desktop toggle is a checkbox (macOS's default toggle style).
        case .toggle: (7, "check box")
        case .slider: (51, "slider")
        case .stepper: (52, "spin button")
        case .textField, .searchField: (79, "entry")
        case .secureTextField: (40, "password text")
        case .link: (88, "link")
        case .image: (27, "image")
        case .staticText: (29, "label")
        case .header: (83, "heading")
        case .list: (31, "list")
        case .row: (32, "list item")
        case .tab: (37, "page tab")
        case .tabBar: (38, "page tab list")
        case .menu: (33, "menu")
        case .menuItem: (35, "menu item")
        case .picker: (11, "combo box")
        case .progressIndicator: (42, "progress bar")
        case .group: (39, "panel")
        case .window: frameRole
        }
    }

    /// `AtspiStateType` numbers.
    enum State: UInt32 {
        case active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12, modal = 16
        case selectable = 22, selected = 23, sensitive = 24, showing = 25, singleLine = 26, visible = 30
    }

    /// The states of `element`.
    static func states(of element: AccessibilityNode) -> Set<State> {
        var states: Set<State> = [.showing, .visible]
        if element.isEnabled { states.formUnion([.enabled, .sensitive]) }
        if element.isFocusable { states.insert(.focusable) }
        if element.isFocused { states.insert(.focused) }
        if element.traits.contains(.isSelected) { states.formUnion([.selectable, .selected]) }
        if element.role == .tab { states.insert(.selectable) }
        if element.traits.contains(.isModal) { states.insert(.modal) }
        if element.role == .toggle, element.value == "on" { states.insert(.checked) }
        if isEditableText(element) { states.formUnion([.editable, .singleLine]) }
        return states
    }

    /// A state set as AT-SPI sends it: two 32-bit words of bits.
    static func stateWords(_ states: Set<State>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }

    /// Whether the element is a text field, whose value is its text (the Text interface).
    static func isEditableText(_ element: AccessibilityNode) -> Bool {
        [.textField, .secureTextField, .searchField].contains(element.role)
    }

    /// The AT-SPI name of an action: a control's default action is GTK's "click".
    static func actionName(_ name: String) -> String {
        name == "default" ? "click" : name
    }

    /// The accessibility tree's action name for an AT-SPI one.
    static func treeActionName(_ name: String) -> String {
        name == "click" ? "default" : name
    }
}
