/// A leaf's drawing held by reference, so that a ``LayoutNode`` keeps one reference instead of
/// an existential of five words, and leaves that draw the same share one box (see
/// ``LayoutNode/setDrawing(_:)``).
final class DrawingBox {
    let content: any DrawingContent

    init(_ content: any DrawingContent) {
        self.content = content
    }
}
