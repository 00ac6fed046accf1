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
/// - Frames are window frames before pixel rounding, taken with the node's parent at
///   ``origin``; a node that moved with its parent (a scrolled row) keeps its elements,
///   translated.
struct AccessibilityCache {
    /// The origin of the parent's frame the elements were built with.
    var origin: CGPoint
    /// Whether the elements were built for an `accessibilityRepresentation` (shown even when
    /// transparent).
    let showingInvisible: Bool
    /// The node's elements, or nil when the builder read the node without building any.
    var elements: [AccessibilityNode]?

    /// The cached elements for a parent at `newOrigin` and the same `showingInvisible`, nil
    /// when there are none to reuse.
    func elements(at newOrigin: CGPoint, showingInvisible: Bool) -> [AccessibilityNode]? {
        guard let elements, showingInvisible == self.showingInvisible else { return nil }
        if newOrigin == origin { return elements }
        let dx = newOrigin.x - origin.x, dy = newOrigin.y - origin.y
        return elements.map { $0.translated(dx: dx, dy: dy) }
    }
}

extension AccessibilityNode {
    /// The element and its subtree moved by `dx`, `dy`.
    func translated(dx: CGFloat, dy: CGFloat) -> AccessibilityNode {
        var element = self
        element.frame = frame.offsetBy(dx: dx, dy: dy)
        element.children = children.map { $0.translated(dx: dx, dy: dy) }
        return element
    }
}
