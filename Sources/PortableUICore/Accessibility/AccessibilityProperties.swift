import Foundation

/// What accessibility modifiers and built-in controls say about one view: kept on its layout
/// node and read when the accessibility tree is built.
///
/// Every field is written the same way on every update (a label replaces the last one, traits
/// are unions), so updating a view with the same modifiers leaves the properties as they were.
struct AccessibilityProperties {
    /// An edit a modifier applies, in the order the modifiers are written.
    typealias Edit = @MainActor (inout AccessibilityProperties) -> Void

    var role: AccessibilityRole?
    /// The label an image has by itself (a symbol's name).
    var imageLabel: String?
    var label: Text?
    var value: Text?
    var hint: Text?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var isHidden = false
    var childBehavior: AccessibilityChildBehavior?
    var sortPriority: Double = 0
    var heading: AccessibilityHeadingLevel?
    var inputLabels: [Text] = []
    /// `accessibilityCustomContent` entries, one per key identifier.
    var customContent: [AccessibilityNode.CustomContent] = []
    /// `accessibilityRotor` rotors, one per label.
    var rotors: [AccessibilityNode.Rotor] = []
    var isEnabled = true
    /// The keyboard shortcut of a button (`keyboardShortcut(_:modifiers:)`), its key binding.
    var keyboardShortcut: KeyboardShortcut?
    /// Whether the element is selected, read when the tree is built (a tab bar item's).
    var isSelected: (@MainActor () -> Bool)?
    var actions: [AccessibilityAction] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    /// Whether an `accessibilityRepresentation` stands for this view's own subtree.
    var isRepresented = false
    /// Whether this subtree is an `accessibilityRepresentation`: invisible and untouchable,
    /// it is what assistive technologies see of the view beside it.
    var isRepresentation = false
    /// The accessibility focus binding of `accessibilityFocused(_:)`: reads and moves focus.
    var focus: AccessibilityFocusLink?
    /// The caret's offset in a text field's value while it is edited (nil when it is not).
    var caret: (@MainActor () -> Int?)?

    /// Adds, replaces (same key identifier) or, with a nil value, removes a custom content entry.
    mutating func setCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance) {
        let id = key.id
        guard let value else {
            customContent.removeAll { $0.id == id }
            return
        }
        let entry = AccessibilityNode.CustomContent(id: id, label: key.label.plainText, value: value.plainText, importance: importance)
        if let index = customContent.firstIndex(where: { $0.id == id }) {
            customContent[index] = entry
        } else {
            customContent.append(entry)
        }
    }

    /// Adds a rotor, or replaces the one with the same label.
    mutating func setRotor(_ rotor: AccessibilityNode.Rotor) {
        rotors.removeAll { $0.label == rotor.label }
        rotors.append(rotor)
    }

    /// Adds or replaces the handler of `kind`.
    mutating func setAction(_ kind: AccessibilityActionKind, _ handler: @escaping () -> Void) {
        actions.removeAll { $0.kind == kind }
        actions.append(AccessibilityAction(kind: kind, handler: handler))
    }
}

/// An action an assistive technology can perform on an element.
struct AccessibilityAction {
    let kind: AccessibilityActionKind
    let handler: () -> Void
}

/// The link between an element and an `@AccessibilityFocusState`: whether it is focused,
/// and how to focus it.
struct AccessibilityFocusLink {
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor (Bool) -> Void
}
