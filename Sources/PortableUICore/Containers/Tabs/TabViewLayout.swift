import Foundation

/// Where a tab view's tab bar goes and what is left for the selected tab.
///
/// 1. Without a bar the tab gets the part of the tab view's frame inside the safe area.
/// 2. A tab view whose bottom reaches the safe area's bottom edge puts its bar on that edge,
///    reaching down to the window's bottom (49 + 34 = 83 tall on a Face ID iPhone); one that
///    does not puts a bar of the bar's height at its own bottom.
/// 3. The safe area's bottom moves up to the bar's top for the tab; the tab gets the part
///    of the frame inside that safe area.
struct TabBarGeometry: Equatable {
    /// The bar's frame (window coordinates), nil when it is hidden.
    var bar: CGRect?
    /// The safe area the tab sees.
    var contentSafeArea: CGRect
    /// The rectangle the tab is proposed and placed in.
    var content: CGRect

    init(frame: CGRect, safeArea: CGRect, window: CGRect, height: CGFloat, showsBar: Bool) {
        let safe = safeArea.isInfinite || safeArea.isNull ? frame : safeArea
        guard showsBar else {
            // Step 1
            bar = nil
            contentSafeArea = safe
            content = NavigationBarGeometry.clipped(frame, to: safe)
            return
        }
        // Step 2
        let touchesBottom = frame.maxY >= safe.maxY - 0.001
        let top = (touchesBottom ? safe.maxY : frame.maxY) - height
        let bottom = touchesBottom ? Swift.max(window.maxY, safe.maxY) : frame.maxY
        let barFrame = CGRect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
        bar = barFrame
        // Step 3
        let contentBottom = Swift.min(safe.maxY, barFrame.minY)
        contentSafeArea = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: Swift.max(contentBottom - safe.minY, 0))
        content = NavigationBarGeometry.clipped(frame, to: contentSafeArea)
    }
}

/// The layout of a tab view. Subviews: one page per tab, then the tab bar.
///
/// 1. The tab view takes its proposal; an unspecified dimension takes the selected tab's
///    ideal length (plus the bar's height vertically).
/// 2. The bar and the tab's area follow `TabBarGeometry`; the bar is hidden while a view of
///    the selected tab asks for `toolbar(.hidden, for: .tabBar)`.
/// 3. The selected page is proposed the tab's area and placed in it; the other pages are
///    left out; the bar is drawn over the page.
struct _TabViewLayout: Layout, SafeAreaAdjustingLayout, Equatable {
    unowned let model: TabViewNode

    static var _explicitGuidesComeFromSubviews: Bool { true }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let selected = model.selectedIndex
        let content = selected < subviews.count - 1 ? subviews[subviews.startIndex + selected].sizeThatFits(proposal) : .zero
        let bar = BarMetrics.current(safeArea: model.tabViewNode.safeArea).tabBarHeight
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }

    // Step 2-3
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let safeArea = model.tabViewNode.safeArea
        let geometry = model.barGeometry(frame: bounds, safeArea: safeArea)
        model.updateBar(safeArea: safeArea)
        let selected = model.selectedIndex
        let pageCount = subviews.count - 1
        for index in 0..<pageCount {
            let page = subviews[subviews.startIndex + index]
            if index == selected {
                page.place(at: geometry.content.origin, proposal: ProposedViewSize(geometry.content.size))
            } else {
                page.collapse(at: geometry.content.origin)
            }
        }
        let bar = subviews[subviews.endIndex - 1]
        bar.placeBar(in: geometry.bar, orCollapseAt: bounds.origin)
    }

    func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        model.barGeometry(frame: frame, safeArea: safeArea).contentSafeArea
    }
}

/// The layout of a tab bar: the tabs share its width (inside its safe area) equally; each
/// tab's item views are proposed nothing (their ideal size) and centred in the tab's slot,
/// in the bar's height above the bottom safe-area inset. [UNVERIFIED: iPad tab bars centre
/// fixed-width items instead.]
struct _TabBarLayout: Layout {
    unowned let model: TabViewNode

    static var _explicitGuidesComeFromSubviews: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let items = model.barItems
        let tabCount = model.pages.count
        guard items.count == subviews.count, tabCount > 0 else { return }
        let insets = subviews.container?.safeAreaInsets ?? EdgeInsets()
        let slotWidth = Swift.max(bounds.width - insets.leading - insets.trailing, 0) / CGFloat(tabCount)
        let midY = bounds.minY + model.metrics.tabBarHeight / 2
        for (index, item) in items.enumerated() {
            let subview = subviews[subviews.startIndex + index]
            let size = subview.sizeThatFits(.unspecified)
            let midX = bounds.minX + insets.leading + slotWidth * (CGFloat(item.tab) + 0.5)
            subview.place(at: CGPoint(x: midX - size.width / 2, y: midY - size.height / 2), proposal: .unspecified)
        }
    }
}
