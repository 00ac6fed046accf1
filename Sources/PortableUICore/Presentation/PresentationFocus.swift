import Foundation

extension InputSystem {
    /// After a layout pass: an alert that has just appeared gives keyboard focus to its first
    /// text field, as on iOS and macOS (Tab then moves between its fields, which are the only
    /// focusable views of the alert). An alert presented below another presentation, or one
    /// without text fields, leaves focus alone.
    func focusPresentedFieldIfNeeded() {
        let presentations = graph.presentations
        guard let entry = presentations.pendingFieldFocus else { return }
        guard entry === presentations.top, !entry.isDismissed else {
            presentations.pendingFieldFocus = nil
            return
        }
        // The alert's layer is made in the update after its entry; wait for it.
        guard graph.inputScope != nil else { return }
        presentations.pendingFieldFocus = nil
        var field: LayoutNode?
        graph.forEachInputNode { node in
            guard field == nil, let input = node.input, input.textInput != nil, input.isFocusable, !node.isHidden else { return }
            field = node
        }
        if let field { setFocus(field) }
    }
}
