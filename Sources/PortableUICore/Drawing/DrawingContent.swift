import Foundation

/// What a leaf view draws in its frame: the drawing payload of a ``LayoutNode``.
///
/// Leaves set it when they are reconciled (shapes, colors, images, canvases, text); the
/// display-list builder calls ``draw(in:into:)`` with the leaf's pixel-aligned frame in
/// window coordinates.
protocol DrawingContent {
    func draw(in rect: CGRect, into list: inout DisplayList)
}
