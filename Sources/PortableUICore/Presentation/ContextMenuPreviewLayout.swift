import Foundation

/// The layout of a context menu opened with its preview on a touch idiom: the preview lifted
/// out of the pressed view, and the menu next to it. Subviews are the preview, then the menu.
///
/// 1. The layout takes the whole window; everything stays `margin` inside the safe area.
/// 2. The menu is `menuWidth` wide at its ideal height (at most the safe area's height less
///    the margins).
/// 3. The preview is proposed its ideal size; its width is at most the safe area's width
///    less the margins, and its height at most what is left beside the menu (less `gap`).
/// 4. The preview is centred on the pressed view, kept inside the margins.
/// 5. The menu goes `gap` below the preview when it fits there, else `gap` above it when it
///    fits there; otherwise the preview moves up until the menu fits below it.
/// 6. The menu lines up with the preview's leading edge when the preview's middle is in the
///    leading half of the window, with its trailing edge otherwise, kept inside the margins.
struct _ContextMenuPreviewLayout: Layout, Equatable {
    /// The pressed view's frame (window coordinates).
    let anchor: CGRect
    let safeArea: CGRect
    var menuWidth = PresentationMetrics.menuWidth
    var gap = PresentationMetrics.menuGap
    var margin = PresentationMetrics.windowMargin

    static var _explicitGuidesComeFromSubviews: Bool { true }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
            return
        }
        let sizes = (subviews[subviews.startIndex].sizeThatFits, subviews[subviews.endIndex - 1].sizeThatFits)
        let (preview, menu) = frames(in: bounds, previewSize: sizes.0, menuSize: sizes.1)
        subviews[subviews.startIndex].place(at: preview.origin, proposal: ProposedViewSize(preview.size))
        subviews[subviews.endIndex - 1].place(at: menu.origin, proposal: ProposedViewSize(menu.size))
    }

    /// The preview's and the menu's frames in `bounds`, given how each sizes itself.
    func frames(
        in bounds: CGRect, previewSize: (ProposedViewSize) -> CGSize, menuSize: (ProposedViewSize) -> CGSize
    ) -> (preview: CGRect, menu: CGRect) {
        let area = (safeArea.isEmpty ? bounds : safeArea).insetBy(dx: margin, dy: margin)
        guard area.width > 0, area.height > 0 else { return (.zero, .zero) }
        // Step 2
        let width = Swift.min(menuWidth, area.width)
        let menuHeight = Swift.min(Self.finite(menuSize(ProposedViewSize(width: width, height: nil)).height), area.height)
        // Step 3
        let ideal = previewSize(.unspecified)
        let previewWidth = Swift.min(Self.finite(ideal.width), area.width)
        let fitted = Self.finite(previewSize(ProposedViewSize(width: previewWidth, height: nil)).height)
        let previewHeight = Swift.min(fitted, Swift.max(area.height - menuHeight - gap, 0))
        // Step 4
        let center = anchor.isNull || anchor.isInfinite ? CGPoint(x: area.midX, y: area.midY) : CGPoint(x: anchor.midX, y: anchor.midY)
        var preview = CGRect(
            x: Self.clamp(center.x - previewWidth / 2, area.minX, area.maxX - previewWidth),
            y: Self.clamp(center.y - previewHeight / 2, area.minY, area.maxY - previewHeight),
            width: previewWidth, height: previewHeight)
        // Step 5
        var menuY: CGFloat
        if preview.maxY + gap + menuHeight <= area.maxY {
            menuY = preview.maxY + gap
        } else if preview.minY - gap - menuHeight >= area.minY {
            menuY = preview.minY - gap - menuHeight
        } else {
            menuY = area.maxY - menuHeight
            preview.origin.y = Swift.max(menuY - gap - previewHeight, area.minY)
        }
        // Step 6
        let leading = preview.midX <= bounds.midX
        let menuX = Self.clamp(leading ? preview.minX : preview.maxX - width, area.minX, area.maxX - width)
        return (preview, CGRect(x: menuX, y: menuY, width: width, height: menuHeight))
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(value, 0) : 0
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        low > high ? low : Swift.min(Swift.max(value, low), high)
    }
}
