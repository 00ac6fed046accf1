import Foundation

/// Keeps a text field's or text editor's caret in view: after a layout that follows a change
/// of the editor (an edit, a caret move, focus), the scroll view inside the modified view is
/// scrolled by the least amount that shows the caret (the moving end of a selection), as
/// `NSTextView` and `UITextView` scroll to their insertion point. Between changes the user
/// may scroll freely.
///
/// The caret is shown with `margins` around it: a text editor's insets, so that going to
/// the first line shows the space above it too; at least a point, so that the scroll
/// offset, placed on the pixel grid, never cuts the caret's bar.
struct _CaretRevealModifier: ViewModifier {
    typealias Body = Never
    /// The editor's change count (``TextFieldEditor/changes``).
    let changes: Int
    var margins = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let updates = inputs.updates
        let graph = inputs.graph
        return LayoutObserverNode.reconcile(content, node: node, inputs: inputs) { observer in
            if let last = observer.lastValue as? Int, last == modifier.changes { return }
            guard let scrollView = observer.units.first?.firstScrollView else { return }
            observer.lastValue = modifier.changes
            guard let caret = scrollView.editedTextCaret() else { return }
            let before = scrollView.scrollState?.offset
            let margins = modifier.margins
            let target = CGRect(
                x: caret.minX - margins.leading, y: caret.minY - margins.top,
                width: caret.width + margins.leading + margins.trailing, height: caret.height + margins.top + margins.bottom)
            scrollView.reveal(target, anchor: nil)
            guard scrollView.scrollState?.offset != before else { return }
            graph?.needsLayout = true
            updates?.enqueue {}
        }
    }
}

extension LayoutNode {
    /// The caret's bar (window coordinates) of the edited text below this node, if any.
    fileprivate func editedTextCaret() -> CGRect? {
        var stack = subviews.array
        while let node = stack.popLast() {
            if let drawing = node.drawing as? TextDrawing, let caret = drawing.caretBox(size: node.frame.size) {
                return caret.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            }
            stack.append(contentsOf: node.subviews)
        }
        return nil
    }
}
