import Foundation

/// The accessibility elements a layout node and its subtree contributed when the tree was
/// last built, kept on the node so that the next build takes them as they are unless
/// something below changed (see ``LayoutNode/invalidateAccessibility()``).
///
/// Rules:
/// - A node has a cache only while its subtree is as it was when the cache was made: every
///   change the builder reads (frame, subviews, drawing, accessibility properties, identifier,
///   input, render effects, hidden or collapsed) drops the cache of the node and of each
///   ancestor, up to the first that has none.
/// - So that the walk up may stop there, the builder leaves a cache on every node it reads,
///   even one it skips (``elements`` nil): a node without a cache never has an ancestor whose
///   elements depend on it.
/// - The elements are as the host hands them out: frames rounded to the pixel grid, keyboard
///   focus shown (a change of focus drops the caches of the nodes that lose and get it, see
///   ``ViewGraph/focusedNode``). Only a text field's caret is read when the tree is handed out.
/// - Frames are window frames (``AccessibilityNode/rawFrame`` before rounding), taken with
///   the node's parent at ``origin``; a node that moved with its parent (a scrolled row) keeps
///   its elements, translated: only their frames are written again.
struct AccessibilityCache {
    /// The origin of the parent's frame the elements were built with.
    var origin: CGPoint
    /// Whether the elements were built for an `accessibilityRepresentation` (shown even when
    /// transparent).
    let showingInvisible: Bool
    /// The node's elements, or nil when the builder read the node without building any.
    var elements: [AccessibilityNode]?

    /// The cached elements for a parent at `newOrigin` and the same `showingInvisible`, nil
    /// when there are none to reuse; moved elements are rounded with `round`. The cache keeps
    /// the moved elements, so that the next build at the same origin takes them as they are.
    mutating func elements(at newOrigin: CGPoint, showingInvisible: Bool, round: (CGRect) -> CGRect) -> [AccessibilityNode]? {
        guard var moved = elements, showingInvisible == self.showingInvisible else { return nil }
        if newOrigin == origin { return moved }
        let dx = newOrigin.x - origin.x, dy = newOrigin.y - origin.y
        elements = nil
        for index in moved.indices { moved[index].translate(dx: dx, dy: dy, round: round) }
        elements = moved
        origin = newOrigin
        return moved
    }
}

extension AccessibilityNode {
    /// Moves the element and its subtree by `dx`, `dy`, rounding the new frames with `round`.
    mutating func translate(dx: CGFloat, dy: CGFloat, round: (CGRect) -> CGRect) {
        rawFrame = rawFrame.offsetBy(dx: dx, dy: dy)
        frame = round(rawFrame)
        guard !children.isEmpty else { return }
        for index in children.indices { children[index].translate(dx: dx, dy: dy, round: round) }
    }
}
