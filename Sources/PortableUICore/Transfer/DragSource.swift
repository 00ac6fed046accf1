import Foundation

/// What a `draggable` (or `onDrag`) view offers: its item, made when a drag starts, and the preview that
/// follows the pointer.
struct DragSource {
    let item: @MainActor () -> TransferItem
    let preview: AnyView
    /// True for the view itself as preview (it keeps the view's size and the grabbed point
    /// under the pointer); false for a custom preview (its ideal size, centred on the pointer).
    let isContentPreview: Bool
}

/// The modifier behind `draggable(_:)`, `draggable(_:preview:)`, `onDrag(_:)` and `onDrag(_:preview:)`.
public struct _DraggableModifier<Preview: View>: ViewModifier {
    public typealias Body = Never
    let item: @MainActor () -> TransferItem
    let preview: Preview?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        let source = DragSource(
            item: modifier.item, preview: modifier.preview.map { AnyView($0) } ?? AnyView(content),
            isContentPreview: modifier.preview == nil)
        // A disabled view cannot be dragged (as its gestures take no part).
        let enabled = inputs.environment.isEnabled
        inputNode.writeUnits { unit, owner in
            unit.inputRecord.dragSource = enabled ? Owned(owner: owner, value: source) : nil
        }
        return inputNode
    }
}

