import Foundation

extension View {
    /// Makes this view the accessibility element of a built-in control of `role`: its label
    /// combines its content's labels, unless `label` is given; `value`, `action` and
    /// `adjustment` are what assistive technologies read and perform; `caret` is a text field's.
    func accessibilityControl(
        _ role: AccessibilityRole, label: Text? = nil, value: String? = nil, action: (@MainActor () -> Void)? = nil,
        adjustment: (@MainActor (AccessibilityAdjustmentDirection) -> Void)? = nil, caret: (@MainActor () -> Int?)? = nil
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { properties in
            properties.role = role
            if let label { properties.label = label }
            if let value { properties.value = Text(verbatim: value) }
            if let action { properties.setAction(.default, action) }
            if let adjustment { properties.adjustment = adjustment }
            if let caret { properties.caret = caret }
        }
    }
}
