import Foundation

/// The preview of a drag in progress, drawn above the window's content and presentations.
struct DragPreview {
    let content: AnyView
    /// The dragged view's size when the preview is the view itself; nil for a custom
    /// preview, which takes its ideal size.
    let size: CGSize?
    /// Where the press grabbed the view, from its top-leading corner (kept under the pointer).
    let grabOffset: CGSize
    /// The pointer, in window coordinates.
    var location: CGPoint

    /// The preview's frame: the view where it was grabbed, or a custom preview of `ideal`
    /// size centred on the pointer.
    func frame(ideal: CGSize) -> CGRect {
        guard let size else {
            return CGRect(x: location.x - ideal.width / 2, y: location.y - ideal.height / 2, width: ideal.width, height: ideal.height)
        }
        return CGRect(origin: CGPoint(x: location.x - grabOffset.width, y: location.y - grabOffset.height), size: size)
    }
}

/// The layer of the drag preview: slightly transparent, as a drag image is, and taking no
/// hits (destinations under it are found through it).
struct _DragPreviewLayer: View {
    let preview: DragPreview

    var body: some View {
        _DragPreviewLayout(preview: preview) {
            preview.content
        }
        .opacity(DragPreview.opacity)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

extension DragPreview {
    /// The preview's opacity (unverified: chosen to look like a macOS drag image).
    static let opacity = 0.8
}

/// Places the preview: proposed its source's size (or nothing, for its ideal size) and put
/// at ``DragPreview/frame(ideal:)``.
struct _DragPreviewLayout: Layout {
    let preview: DragPreview

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let offered = preview.size.map { ProposedViewSize($0) } ?? .unspecified
        let frame = preview.frame(ideal: subview.sizeThatFits(offered))
        subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
    }
}
