import Foundation

/// A view modifier that adds accessibility properties to the view.
///
/// Every accessibility modifier returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`.
/// Like a trait, it writes onto each view of its content without adding a layout node.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    var edits: [AccessibilityProperties.Edit]

    init(_ edit: @escaping AccessibilityProperties.Edit) {
        edits = [edit]
    }

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let attachmentNode = node as? AccessibilityAttachmentNode ?? AccessibilityAttachmentNode()
        attachmentNode.content = reconcileChild(content, attachmentNode.content, inputs)
        let isEnabled = inputs.environment.isEnabled
        attachmentNode.content?.units.forEach { unit in
            var properties = unit.accessibility ?? AccessibilityProperties()
            for edit in modifier.edits { edit(&properties) }
            if !isEnabled { properties.isEnabled = false }
            unit.accessibility = properties
        }
        return attachmentNode
    }
}

/// The node of an accessibility modifier: transparent, it passes its content's layout nodes on.
final class AccessibilityAttachmentNode: PassThroughNode {}

extension View {
    /// This view with an accessibility modifier applying `edit`.
    func accessibilityEdit(_ edit: @escaping AccessibilityProperties.Edit)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(edit))
    }
}
