import Foundation

/// One drag in progress: what it carries, and the preview that follows the pointer. The
/// window where it started makes it; it may then go over that window or another window of
/// the app (see ``DragSpace``), whose ``DragController`` finds the destination under the
/// pointer and draws the preview.
@MainActor
final class DragSession {
    /// How the preview looks wherever the drag goes (see ``DragPreview``).
    struct Preview {
        let content: AnyView
        /// The dragged view's size, for a preview that is the view itself.
        let size: CGSize?
        /// Where the press grabbed the view, from its top-leading corner.
        let grabOffset: CGSize
    }

    let items: [TransferItem]
    /// Nil for a drop from outside the app, which shows no preview.
    let preview: Preview?

    init(items: [TransferItem], preview: Preview? = nil) {
        self.items = items
        self.preview = preview
    }

    /// The preview with the pointer at `location` (window coordinates).
    func previewLayer(at location: CGPoint) -> DragPreview? {
        preview.map { DragPreview(content: $0.content, size: $0.size, grabOffset: $0.grabOffset, location: location) }
    }
}
