import Foundation

/// The layout of an alert's card. Subviews: the main group's background, the cancel group's
/// background, the header (title and message), then the actions' views.
///
/// 1. The card is as wide as proposed (an alert's 270 points, an action sheet's window
///    width less its margins, a desktop alert's 260 when unspecified).
/// 2. The header is inset (20 above and below, 16 at the sides, on a phone; 20 all round on
///    a desktop); an empty header takes no room.
/// 3. Views that are not buttons (text fields) follow, inset as the header, 8 apart.
/// 4. Actions: an implicit "Cancel" is collapsed when another action has the cancel role.
///    On a phone's alert, two actions whose labels fit in half the width sit side by side,
///    cancel on the left; otherwise actions are stacked, each 44 points high, the cancel
///    action last. On an action sheet, the actions are 57-point rows below the header and
///    the cancel action is a group of its own 8 points below. On a desktop, actions are
///    28-point buttons 8 apart: two side by side, cancel on the left; more stacked, cancel last.
/// 5. The first background fills the main group, the second the cancel group (collapsed
///    when there is none).
struct _AlertCardLayout: Layout, Equatable {
    let style: AlertCardStyle

    static var _explicitGuidesComeFromSubviews: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(width: width(for: proposal), subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(width: bounds.width, subviews: subviews)
        for (index, subview) in zip(subviews.indices, subviews) {
            guard let frame = arrangement.frames[index - subviews.startIndex] else {
                subview.collapse(at: bounds.origin)
                continue
            }
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    // Step 1
    private func width(for proposal: ProposedViewSize) -> CGFloat {
        if let width = proposal.width, width.isFinite { return width }
        return style == .desktop ? PresentationMetrics.desktopAlertWidth : PresentationMetrics.alertWidth
    }

    struct Arrangement {
        var frames: [CGRect?]
        var size: CGSize
    }

    private var insets: EdgeInsets {
        switch style {
        case .alert: PresentationMetrics.alertTextInsets
        case .actionSheet: EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
        case .desktop: EdgeInsets(.all, PresentationMetrics.desktopAlertPadding)
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> Arrangement {
        var frames = [CGRect?](repeating: nil, count: subviews.count)
        guard subviews.count >= 3 else { return Arrangement(frames: frames, size: CGSize(width: width, height: 0)) }
        let start = subviews.startIndex
        let insets = insets
        let innerWidth = Swift.max(width - insets.leading - insets.trailing, 0)
        // Step 2
        var y: CGFloat = 0
        let header = subviews[start + 2].sizeThatFits(ProposedViewSize(width: innerWidth, height: nil))
        if header.height > 0 {
            frames[2] = CGRect(x: insets.leading, y: insets.top, width: innerWidth, height: header.height)
            y = insets.top + header.height + insets.bottom
        } else if style == .desktop {
            y = insets.top
        }
        // Step 3
        var actions: [(index: Int, role: ButtonRole?)] = []
        var implicitCancel: Int?
        for offset in 3..<subviews.count {
            switch subviews[start + offset][_AlertRowKindKey.self] {
            case .field:
                let size = subviews[start + offset].sizeThatFits(ProposedViewSize(width: innerWidth, height: nil))
                frames[offset] = CGRect(x: insets.leading, y: y, width: innerWidth, height: size.height)
                y += size.height + 8
            case .action(let role): actions.append((offset, role))
            case .implicitCancel: implicitCancel = offset
            }
        }
        // Step 4
        if let implicitCancel, !actions.contains(where: { $0.role == .cancel }) { actions.append((implicitCancel, .cancel)) }
        let ordered = actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
        var mainHeight: CGFloat
        var cancelGroup: CGRect?
        switch style {
        case .alert:
            mainHeight = placeAlertActions(ordered, width: width, top: y, subviews: subviews, frames: &frames)
        case .actionSheet:
            let rowHeight = PresentationMetrics.actionSheetButtonHeight
            for action in ordered where action.role != .cancel {
                frames[action.index] = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
            mainHeight = y
            let cancels = ordered.filter { $0.role == .cancel }
            if !cancels.isEmpty {
                let top = y + PresentationMetrics.actionSheetMargin
                var cancelY = top
                for action in cancels {
                    frames[action.index] = CGRect(x: 0, y: cancelY, width: width, height: rowHeight)
                    cancelY += rowHeight
                }
                cancelGroup = CGRect(x: 0, y: top, width: width, height: cancelY - top)
            }
        case .desktop:
            mainHeight = placeDesktopActions(ordered, width: width, top: y, subviews: subviews, frames: &frames)
        }
        // Step 5
        frames[0] = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        frames[1] = cancelGroup
        return Arrangement(frames: frames, size: CGSize(width: width, height: cancelGroup?.maxY ?? mainHeight))
    }

    private func placeAlertActions(
        _ actions: [(index: Int, role: ButtonRole?)], width: CGFloat, top: CGFloat, subviews: Subviews, frames: inout [CGRect?]
    ) -> CGFloat {
        let height = PresentationMetrics.alertButtonHeight
        let start = subviews.startIndex
        let half = width / 2
        let sideBySide =
            actions.count == 2
            && actions.allSatisfy { subviews[start + $0.index].sizeThatFits(.unspecified).width <= half }
        if sideBySide {
            // Cancel on the left: the cancel action is last in `actions`.
            let (first, second) = actions[1].role == .cancel ? (actions[1], actions[0]) : (actions[0], actions[1])
            frames[first.index] = CGRect(x: 0, y: top, width: half, height: height)
            frames[second.index] = CGRect(x: half, y: top, width: width - half, height: height)
            return top + height
        }
        var y = top
        for action in actions {
            let rowHeight = Swift.max(height, subviews[start + action.index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
            frames[action.index] = CGRect(x: 0, y: y, width: width, height: rowHeight)
            y += rowHeight
        }
        return y
    }

    private func placeDesktopActions(
        _ actions: [(index: Int, role: ButtonRole?)], width: CGFloat, top: CGFloat, subviews: Subviews, frames: inout [CGRect?]
    ) -> CGFloat {
        let padding = PresentationMetrics.desktopAlertPadding
        let height = PresentationMetrics.desktopButtonHeight
        let inner = Swift.max(width - 2 * padding, 0)
        let spacing: CGFloat = 8
        if actions.count == 2 {
            let buttonWidth = (inner - spacing) / 2
            let (first, second) = actions[1].role == .cancel ? (actions[1], actions[0]) : (actions[0], actions[1])
            frames[first.index] = CGRect(x: padding, y: top, width: buttonWidth, height: height)
            frames[second.index] = CGRect(x: padding + buttonWidth + spacing, y: top, width: buttonWidth, height: height)
            return top + height + padding
        }
        var y = top
        for action in actions {
            frames[action.index] = CGRect(x: padding, y: y, width: inner, height: height)
            y += height + spacing
        }
        return (actions.isEmpty ? y : y - spacing) + padding
    }
}
