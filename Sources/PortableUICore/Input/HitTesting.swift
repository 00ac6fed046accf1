import Foundation

/// Finds the views under a point, front to back.
///
/// 1. Nodes are visited from the front: a container's subviews in reverse drawing order
///    (subview order, re-sorted by `zIndex` when any is set, stably).
/// 2. A collapsed or hidden node, a node with `allowsHitTesting(false)`, and a point outside
///    a node's hit clip exclude the node and its whole subtree.
/// 3. A node with a `contentShape` is hit exactly where its shape is: its subviews are tried
///    inside the shape only, and the node itself is hit anywhere in the shape.
/// 4. Otherwise a node is hit through its content: a subview that is hit, or, for a leaf,
///    its drawing. Spacers draw nothing; shapes are hit by their outline; other leaves by
///    their frame. Empty space in a stack or in padding is not hit.
///
/// The result is the chain from the frontmost hit leaf up to the outermost view, innermost
/// first: gestures along it compete for the event.
enum HitTesting {
    /// The chain of nodes hit at `point` (window coordinates) below `root`, innermost first;
    /// empty when nothing is hit.
    static func chain(at point: CGPoint, root: LayoutNode) -> [LayoutNode] {
        let origin = root.frame.origin
        for child in root.subviews.inDrawingOrder.reversed() {
            if let chain = hit(child, point, parentOrigin: origin) { return chain }
        }
        return []
    }

    /// Whether `node`, whose layout parent's frame is at `parentOrigin`, or a node below it
    /// is hit.
    private static func hit(_ node: LayoutNode, _ point: CGPoint, parentOrigin: CGPoint) -> [LayoutNode]? {
        // Step 2
        if node.isCollapsed || node.isHidden { return nil }
        let input = node.input
        if input?.disallowsHitTesting != nil { return nil }
        let frame = node.frame(inParentAt: parentOrigin)
        if let clip = input?.hitClip, !clip.value.contains(point, in: frame) { return nil }
        // Step 3
        let contentShape = input?.contentShape?.value
        if let contentShape, !contentShape.contains(point, in: frame) { return nil }
        // Step 4
        for child in node.subviews.inDrawingOrder.reversed() {
            if var chain = hit(child, point, parentOrigin: frame.origin) {
                chain.append(node)
                return chain
            }
        }
        if contentShape != nil { return [node] }
        if node.subviews.isEmpty, leafContains(node, frame, point) { return [node] }
        return nil
    }

    private static func leafContains(_ node: LayoutNode, _ frame: CGRect, _ point: CGPoint) -> Bool {
        let hooks = node.box.hooks
        if hooks.contains(.passesHits) { return false }
        if hooks.contains(.hitsByShape), let shaped = (node.box as? LayoutValueProviding)?.layoutValue as? HitTestingShapeLayout {
            return shaped.hitShape.contains(point, in: frame)
        }
        return HitShape.rectangle(frame, contains: point)
    }
}

/// Gives access to a type-erased box's layout value.
protocol LayoutValueProviding {
    var layoutValue: Any { get }
}

extension LayoutBox: LayoutValueProviding {
    var layoutValue: Any { layout }
}

/// A leaf layout whose content is hit by a shape rather than by its frame.
protocol HitTestingShapeLayout {
    var hitShape: HitShape { get }
}

extension _ShapeLayout: HitTestingShapeLayout {
    var hitShape: HitShape { HitShape(shape) }
}
