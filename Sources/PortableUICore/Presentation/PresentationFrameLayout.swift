import Foundation

/// Where a presentation's panel goes in the window.
enum PanelPlacement: Equatable {
    /// The whole window (a full-screen cover).
    case fill
    /// Across the window's width at its bottom, `height` tall (a phone's sheet at a detent).
    case bottom(height: CGFloat)
    /// `width` wide at its ideal height, centred in the safe area (an alert).
    case centered(width: CGFloat)
    /// `width` wide at its ideal height, `margin` above the safe area's bottom (an action sheet).
    case bottomGroup(width: CGFloat, margin: CGFloat)
    /// At its ideal size (at most the window less `margin` on each side), centred
    /// horizontally, hanging from the window's top edge (a desktop sheet).
    case topAttached(margin: CGFloat)
    /// At its ideal size (`width` wide when given), `gap` below the anchor and aligned with
    /// its leading edge, or above it when there is no room below; beside the anchor's
    /// `edge` (aligned with its top) when an edge is given; centred on the anchor across
    /// that edge instead when `centered`; kept `margin` inside the window (menus, submenus,
    /// popovers and tooltips).
    case anchored(CGRect, width: CGFloat?, gap: CGFloat, margin: CGFloat, edge: Edge?, centered: Bool = false)
}

/// The layout of one presentation: subviews are the backdrop, a popover's arrow (when it
/// has one), and the panel.
///
/// 1. The presentation takes the whole window.
/// 2. The backdrop is proposed and placed in the whole window.
/// 3. The panel is sized and placed as its ``PanelPlacement`` says.
/// 4. The arrow, a square turned 45° and drawn under the panel, is centred on the panel's
///    edge that faces the anchor, across from the anchor's middle (kept clear of the
///    panel's corners), so that half of it points at the anchor.
struct _PresentationFrameLayout: Layout, Equatable {
    let placement: PanelPlacement
    let safeArea: CGRect

    static var _explicitGuidesComeFromSubviews: Bool { true }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 || subviews.count == 3 else {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
            return
        }
        // Step 2
        subviews[subviews.startIndex].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        // Step 3
        let panel = subviews[subviews.endIndex - 1]
        let (frame, panelProposal) = panelFrame(panel, in: bounds)
        panel.place(at: frame.origin, proposal: panelProposal)
        // Step 4
        if subviews.count == 3, case .anchored(let anchor, _, _, _, _, _) = placement {
            let arrow = subviews[subviews.startIndex + 1]
            let side = arrow.sizeThatFits(.unspecified).width
            let center = arrowCenter(panel: frame, anchor: anchor, inset: side)
            arrow.place(at: CGPoint(x: center.x - side / 2, y: center.y - side / 2), proposal: ProposedViewSize(width: side, height: side))
        }
    }

    /// The middle of a popover's arrow: on the panel's edge that faces `anchor`, across from
    /// the anchor's middle, at least `inset` from the panel's corners.
    func arrowCenter(panel: CGRect, anchor: CGRect, inset: CGFloat) -> CGPoint {
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            low > high ? (low + high) / 2 : Swift.min(Swift.max(value, low), high)
        }
        let x = clamp(anchor.midX, panel.minX + inset, panel.maxX - inset)
        let y = clamp(anchor.midY, panel.minY + inset, panel.maxY - inset)
        if panel.minY >= anchor.maxY { return CGPoint(x: x, y: panel.minY) }
        if panel.maxY <= anchor.minY { return CGPoint(x: x, y: panel.maxY) }
        if panel.minX >= anchor.maxX { return CGPoint(x: panel.minX, y: y) }
        return CGPoint(x: panel.maxX, y: y)
    }

    /// The panel's frame and the proposal it is placed with.
    func panelFrame(_ panel: LayoutSubview, in bounds: CGRect) -> (CGRect, ProposedViewSize) {
        let safe = safeArea.isEmpty ? bounds : safeArea
        switch placement {
        case .fill:
            return (bounds, ProposedViewSize(bounds.size))
        case .bottom(let height):
            let height = Swift.min(Swift.max(height, 0), bounds.height)
            let frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
            return (frame, ProposedViewSize(frame.size))
        case .centered(let width):
            let width = Swift.min(width, safe.width)
            let height = Swift.min(panel.sizeThatFits(ProposedViewSize(width: width, height: nil)).height, safe.height)
            let frame = CGRect(x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
            return (frame, ProposedViewSize(frame.size))
        case .bottomGroup(let width, let margin):
            let width = Swift.min(width, bounds.width)
            let height = Swift.min(panel.sizeThatFits(ProposedViewSize(width: width, height: nil)).height, safe.height)
            let frame = CGRect(x: bounds.midX - width / 2, y: safe.maxY - margin - height, width: width, height: height)
            return (frame, ProposedViewSize(frame.size))
        case .topAttached(let margin):
            let limit = CGSize(width: Swift.max(bounds.width - 2 * margin, 0), height: Swift.max(bounds.height - margin, 0))
            let ideal = panel.sizeThatFits(.unspecified)
            let width = Swift.min(ideal.width, limit.width)
            let height = Swift.min(panel.sizeThatFits(ProposedViewSize(width: width, height: nil)).height, limit.height)
            let frame = CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: height)
            return (frame, ProposedViewSize(frame.size))
        case .anchored(let anchor, let width, let gap, let margin, let edge, let centered):
            let maxWidth = Swift.max(bounds.width - 2 * margin, 0)
            let fittedWidth = Swift.min(width ?? panel.sizeThatFits(.unspecified).width, maxWidth)
            let size = panel.sizeThatFits(ProposedViewSize(width: fittedWidth, height: nil))
            let height = Swift.min(size.height, Swift.max(bounds.height - 2 * margin, 0))
            var x = centered ? anchor.midX - fittedWidth / 2 : anchor.minX
            var y: CGFloat
            switch edge {
            case .leading?, .trailing?:
                let trailing = anchor.maxX + gap
                x = edge == .trailing && trailing + fittedWidth <= bounds.maxX - margin ? trailing : anchor.minX - gap - fittedWidth
                y = centered ? anchor.midY - height / 2 : anchor.minY
            case .top?:
                y = anchor.minY - gap - height
            case .bottom?, nil:
                let below = anchor.maxY + gap
                y = edge != nil || below + height <= bounds.maxY - margin ? below : anchor.minY - gap - height
            }
            x = Swift.min(Swift.max(x, bounds.minX + margin), bounds.maxX - margin - fittedWidth)
            y = Swift.min(Swift.max(y, bounds.minY + margin), bounds.maxY - margin - height)
            let frame = CGRect(x: x, y: y, width: fittedWidth, height: height)
            return (frame, ProposedViewSize(frame.size))
        }
    }
}
