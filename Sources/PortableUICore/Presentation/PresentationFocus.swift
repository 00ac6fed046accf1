import Foundation

extension InputSystem {
    /// After a layout pass: a presentation that has just appeared takes keyboard focus, as on
    /// iOS and macOS:
    /// 1. an alert gives it to its first text field (Tab then moves between its fields, which
    ///    are the only focusable views of the alert); an alert without text fields leaves
    ///    focus alone;
    /// 2. a menu opened while the keyboard drives the focus (Space or Return on its focused
    ///    button or picker, the focus ring showing) highlights its first row, as macOS
    ///    highlights a menu's first item when the keyboard opens it; Up and Down then move
    ///    the highlight, Return chooses, Escape closes. A menu opened by a click highlights
    ///    nothing until an arrow key.
    /// 3. When a menu closes, the view focused before it opened (its button or picker) takes
    ///    the focus back, as macOS returns it to the control.
    /// A presentation presented below another leaves focus alone.
    func focusPresentedContentIfNeeded() {
        let presentations = graph.presentations
        if presentations.returnsFocus, presentations.top?.kind != .menu {
            // Rule 3
            presentations.returnsFocus = false
            if let contentFocus, focusedNode !== contentFocus { setFocus(contentFocus) }
        }
        guard let entry = presentations.pendingFocus else { return }
        guard entry === presentations.top, !entry.isDismissed else {
            presentations.pendingFocus = nil
            return
        }
        // The presentation's layer is made in the update after its entry; wait for it.
        guard graph.inputScope != nil else { return }
        presentations.pendingFocus = nil
        if entry.kind == .menu {
            // Rule 2
            if isFocusVisible, let first = FocusOrder(graph).stops.first { setFocus(first) }
            return
        }
        // Rule 1
        var field: LayoutNode?
        graph.forEachInputNode { node in
            guard field == nil, let input = node.input, input.textInput != nil, input.isFocusable, !node.isHidden else { return }
            field = node
        }
        if let field { setFocus(field) }
    }
}
