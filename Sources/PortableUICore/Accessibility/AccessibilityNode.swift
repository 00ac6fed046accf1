import Foundation

/// One element of the accessibility tree, as assistive technologies see it: what it is, what
/// it says, where it is, what can be done with it, and the elements it contains.
///
/// `ViewHost.accessibilityTree` builds the tree from the placed views; it is a value, so a
/// test can keep one and compare it with the next. Its `description` is an indented dump, one
/// element a line.
public struct AccessibilityNode: CustomStringConvertible {
    /// What kind of element this is.
    public var role: AccessibilityRole
    /// The element's label: its text, or what `accessibilityLabel` gave it.
    public var label: String
    /// The element's value (a toggle's state, a slider's position, a field's text), if any.
    public var value: String?
    /// What happens when the element is activated, if the app said so.
    public var hint: String?
    /// The element's `accessibilityIdentifier`, if any.
    public var identifier: String?
    /// The element's traits.
    public var traits: AccessibilityTraits
    /// The heading level given by `accessibilityHeading`, if any.
    public var headingLevel: AccessibilityHeadingLevel?
    /// Whether the element can be used (false in a disabled environment).
    public var isEnabled: Bool
    /// The element's frame in window coordinates, rounded to the pixel grid.
    public var frame: CGRect
    /// The names of the actions an assistive technology can perform: `default`, `escape`,
    /// `magicTap`, `delete`, `showMenu`, `increment`, `decrement` or a custom action's name.
    public var actionNames: [String] { actions.map(\.kind.name) + (adjustment == nil ? [] : ["increment", "decrement"]) }
    /// The elements this one contains.
    public var children: [AccessibilityNode]
    /// Whether the element has keyboard focus (the focused view is this element's, and none
    /// of its children's).
    public var isFocused = false
    /// Whether keyboard focus can move to the element (``ViewHost/moveKeyboardFocus(to:)``).
    public var isFocusable = false
    /// The keyboard shortcut that chooses the element (a button's `keyboardShortcut`), which
    /// assistive technologies read as its key binding and a desktop menu shows beside it.
    public var keyboardShortcut: KeyboardShortcut?
    /// The caret's character offset in the value of a text field being edited (nil otherwise).
    public var caretOffset: Int?
    /// The additional information of `accessibilityCustomContent`, in the order it was added.
    public var customContent: [CustomContent] = []
    /// The rotors of `accessibilityRotor`, in the order they were added.
    public var rotors: [Rotor] = []

    /// One entry of additional accessibility information (`accessibilityCustomContent`).
    public struct CustomContent: Equatable, Sendable {
        /// The entry's key identifier: an entry added with the same one replaces it.
        public var id: String
        /// What the entry is ("Orientation").
        public var label: String
        /// The entry ("Landscape").
        public var value: String
        /// Whether assistive technologies read it at once (`.high`) or when asked (`.default`).
        public var importance: AXCustomContent.Importance
    }

    /// The window frame before pixel rounding: what reading order compares, and what a
    /// cached element moved with its parent starts from (``AccessibilityCache``).
    var rawFrame: CGRect
    /// Reads the caret of a text field's element (``caretOffset`` is read when the tree is
    /// handed out, since the caret moves without an update of the views).
    var caret: (@MainActor () -> Int?)?
    /// Whether this element or one below it has a caret to read.
    var containsCaret = false
    var sortPriority: Double = 0
    /// Read before (-1) or after (1) the other elements of its priority: a bar's.
    var readingRank = 0
    var actions: [AccessibilityAction] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    var focus: AccessibilityFocusLink?
    /// The layout node that made the element, where keyboard focus is looked for.
    var source: Weak<LayoutNode>?

    init(role: AccessibilityRole, label: String, traits: AccessibilityTraits, frame: CGRect, children: [AccessibilityNode] = []) {
        self.role = role
        self.label = label
        self.traits = traits
        self.frame = frame
        self.rawFrame = frame
        self.isEnabled = true
        self.children = children
    }

    /// Every element of this subtree, this one first, depth first in reading order.
    public var allElements: [AccessibilityNode] {
        [self] + children.flatMap(\.allElements)
    }

    /// The first element of this subtree (this one included) that satisfies `predicate`.
    public func first(where predicate: (AccessibilityNode) -> Bool) -> AccessibilityNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// The first element of this subtree labelled `label`.
    public func element(labeled label: String) -> AccessibilityNode? {
        first { $0.label == label }
    }

    /// The first element of this subtree with the accessibility identifier `identifier`.
    public func element(identifier: String) -> AccessibilityNode? {
        first { $0.identifier == identifier }
    }

    /// Every element of this subtree with `role`, in reading order.
    public func elements(role: AccessibilityRole) -> [AccessibilityNode] {
        allElements.filter { $0.role == role }
    }

    /// One line for this element: role, label, value, hint, traits beyond the role's own,
    /// heading level, identifier, disabled state, actions, custom content and rotors.
    public var summary: String {
        var line = role.rawValue
        if !label.isEmpty { line += " \"\(label)\"" }
        if let value { line += " value \"\(value)\"" }
        if let hint { line += " hint \"\(hint)\"" }
        let extraTraits = traits.subtracting(role.impliedTraits).nameList
        if !extraTraits.isEmpty { line += " [\(extraTraits.joined(separator: ", "))]" }
        if let headingLevel, headingLevel != .unspecified { line += " h\(headingLevel.rawValue)" }
        if let identifier { line += " #\(identifier)" }
        if !isEnabled { line += " disabled" }
        if isFocused { line += " focused" }
        let actions = actionNames
        if !actions.isEmpty { line += " actions: \(actions.joined(separator: ", "))" }
        for entry in customContent {
            line += " content \"\(entry.label)\": \"\(entry.value)\"" + (entry.importance == .high ? " (high)" : "")
        }
        for rotor in rotors { line += " " + rotor.summary }
        return line
    }

    /// An indented dump of the subtree, one element a line (frames with `includingFrames`).
    public func dump(includingFrames: Bool = false) -> String {
        var lines: [String] = []
        func visit(_ node: AccessibilityNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.summary
            if includingFrames {
                let f = node.frame
                line += " (\(formatLength(f.minX)), \(formatLength(f.minY)), \(formatLength(f.width)), \(formatLength(f.height)))"
            }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    public var description: String { dump() }
}

extension AccessibilityRole {
    /// The traits every element of this role has, left out of a dump's trait list.
    var impliedTraits: AccessibilityTraits {
        switch self {
        case .button: .isButton
        case .toggle: .isToggle
        case .link: .isLink
        case .image: .isImage
        case .staticText: .isStaticText
        case .header: [.isHeader, .isStaticText]
        case .searchField: .isSearchField
        case .tabBar: .isTabBar
        default: []
        }
    }
}
