import Foundation

/// The heights of the system bars and the margins of the device a view is shown on
/// (layout-rules §22), chosen from the window and its safe area.
///
/// | device class | navigation bar | large title | status-bar overlap | tab bar | margin |
/// |---|---|---|---|---|---|
/// | iPhone portrait | 44 | +52 | 5.333 with a 59-pt top inset (Dynamic Island) | 49 | 16 (20 from 414 wide) |
/// | iPhone landscape (compact height) | 32 | none | 0 | 32 | 20 |
/// | iPad and desktop windows (shorter side ≥ 600) | 50 | +52 | 0 | 50 | 20 |
///
/// The tab bar's height is above the bottom safe-area inset (49 + 34 = 83 on a Face ID
/// iPhone). The overlap is how far a navigation bar reaches up into the status bar's safe
/// area on Dynamic Island iPhones: 59 + 44 − 5.333 = 97.667 is the top of the content.
/// Tab bar heights, the landscape numbers and the margins are [UNVERIFIED] (docs/differences.md).
struct BarMetrics: Equatable {
    /// The height of an inline navigation bar (the row holding the title and bar items).
    var navigationBarHeight: CGFloat
    /// What a large title adds below that row; 0 where large titles are not shown.
    var largeTitleHeight: CGFloat
    /// How far the navigation bar reaches up into the top safe-area inset.
    var statusBarOverlap: CGFloat
    /// The height of a tab bar, above the bottom safe-area inset.
    var tabBarHeight: CGFloat
    /// The horizontal margin of bar items, list cards and list headers.
    var margin: CGFloat
    /// Whether the horizontal size class is compact (a phone, but for the widest ones in
    /// landscape): split views collapse into one column.
    var isCompactWidth: Bool

    /// The metrics for a window (its frame) whose safe area is `safeArea`; an empty window
    /// (no layout pass yet) gets the portrait iPhone's.
    static func resolve(window: CGRect, safeArea: CGRect) -> BarMetrics {
        let width = window.width, height = window.height
        if Swift.min(width, height) >= 600 {
            return BarMetrics(
                navigationBarHeight: 50, largeTitleHeight: 52, statusBarOverlap: 0, tabBarHeight: 50, margin: 20,
                isCompactWidth: false)
        }
        if width > height && !window.isEmpty {
            return BarMetrics(
                navigationBarHeight: 32, largeTitleHeight: 0, statusBarOverlap: 0, tabBarHeight: 32, margin: 20,
                isCompactWidth: width < 896)
        }
        let topInset = safeArea.isInfinite || safeArea.isNull ? 0 : safeArea.minY - window.minY
        return BarMetrics(
            navigationBarHeight: 44, largeTitleHeight: 52, statusBarOverlap: topInset == dynamicIslandTopInset ? 16 / 3 : 0,
            tabBarHeight: 49, margin: width >= 414 ? 20 : 16, isCompactWidth: true)
    }

    /// The width between a bar's margins, inside the safe area, for a bar across `frame`.
    func widthBetweenMargins(frame: CGRect, safeArea: CGRect) -> CGFloat {
        let safe = safeArea.isInfinite || safeArea.isNull ? frame : safeArea
        let minX = Swift.max(frame.minX, safe.minX), maxX = Swift.min(frame.maxX, safe.maxX)
        return Swift.max(maxX - minX - 2 * margin, 0)
    }

    /// The top safe-area inset of the Dynamic Island iPhones in portrait.
    private static let dynamicIslandTopInset: CGFloat = 59

    /// The metrics for the window of the layout pass in progress, given a node's safe area.
    static func current(safeArea: CGRect) -> BarMetrics {
        resolve(window: LayoutPass.current.window, safeArea: safeArea)
    }
}

/// Where a container's top navigation bar goes and what is left for its content.
///
/// 1. Without a bar the content gets the part of the container's frame inside the safe area.
/// 2. A container whose top reaches the safe area's top edge puts its bar there, reaching up
///    into the status bar by the overlap; one that does not puts the bar at its own top.
/// 3. The bar is the inline height, plus the large-title height when a large title shows,
///    plus the height of its drawer (a search field under the titles), less how far the
///    content's scroll has collapsed it (NavigationBarCollapse).
/// 4. The safe area below moves down to the bar's bottom; the content gets the part of the
///    frame inside that safe area.
struct NavigationBarGeometry: Equatable {
    /// The bar's frame (window coordinates), nil when the bar is hidden.
    var bar: CGRect?
    /// The safe area the container's content sees.
    var contentSafeArea: CGRect
    /// The rectangle the content is proposed and placed in.
    var content: CGRect

    init(
        frame: CGRect, safeArea: CGRect, metrics: BarMetrics, showsBar: Bool, showsLargeTitle: Bool,
        drawerHeight: CGFloat = 0, collapse: CGFloat = 0
    ) {
        let safe = safeArea.isInfinite || safeArea.isNull ? frame : safeArea
        guard showsBar else {
            // Step 1
            bar = nil
            contentSafeArea = safe
            content = Self.clipped(frame, to: safe)
            return
        }
        // Step 2-3
        let touchesTop = frame.minY <= safe.minY + 0.001
        let top = touchesTop ? safe.minY - metrics.statusBarOverlap : frame.minY
        let full = metrics.navigationBarHeight + (showsLargeTitle ? metrics.largeTitleHeight : 0) + drawerHeight
        let height = Swift.max(full - collapse, metrics.navigationBarHeight)
        let barFrame = CGRect(x: frame.minX, y: top, width: frame.width, height: height)
        bar = barFrame
        // Step 4
        let contentTop = Swift.max(safe.minY, barFrame.maxY)
        contentSafeArea = CGRect(
            x: safe.minX, y: contentTop, width: safe.width, height: Swift.max(safe.maxY - contentTop, 0))
        content = Self.clipped(frame, to: contentSafeArea)
    }

    /// The bar of a container showing `screen` (nil: none), for its frame and safe area, and
    /// how far the screen's scroll view has collapsed it; `showsBar` says whether the
    /// container shows a bar at all.
    static func of(
        _ screen: NavigationScreenContext?, configuration: NavigationBarConfiguration, showsBar: Bool,
        frame: CGRect, safeArea: CGRect, metrics: BarMetrics
    ) -> (geometry: NavigationBarGeometry, collapse: NavigationBarCollapse) {
        let drawer = NavigationBarModel.drawerHeights(
            screen?.toolbarEntries ?? [], width: metrics.widthBetweenMargins(frame: frame, safeArea: safeArea))
        let large = configuration.showsLargeTitle ? metrics.largeTitleHeight : 0
        let collapse =
            showsBar
            ? screen?.barCollapse(hidingDrawer: drawer.hiding, largeTitle: large) ?? NavigationBarCollapse()
            : NavigationBarCollapse()
        let geometry = NavigationBarGeometry(
            frame: frame, safeArea: safeArea, metrics: metrics, showsBar: showsBar,
            showsLargeTitle: configuration.showsLargeTitle, drawerHeight: drawer.total, collapse: collapse.amount)
        return (geometry, collapse)
    }

    /// The part of `frame` inside `safe`, or an empty rectangle at the nearest edge.
    static func clipped(_ frame: CGRect, to safe: CGRect) -> CGRect {
        let minX = Swift.max(frame.minX, safe.minX), maxX = Swift.min(frame.maxX, safe.maxX)
        let minY = Swift.max(frame.minY, safe.minY), maxY = Swift.min(frame.maxY, safe.maxY)
        return CGRect(x: minX, y: minY, width: Swift.max(maxX - minX, 0), height: Swift.max(maxY - minY, 0))
    }
}

extension LayoutNode {
    /// The size this container offers to `containerRelativeFrame` for `proposal`: the
    /// proposed size minus the safe-area insets of its frame (known once it is placed).
    func sizeMinusSafeArea(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: frame.size)
        guard size == frame.size else { return size }
        let insets = safeAreaInsets
        return CGSize(
            width: Swift.max(size.width - insets.leading - insets.trailing, 0),
            height: Swift.max(size.height - insets.top - insets.bottom, 0))
    }
}

extension LayoutSubview {
    /// Places a container's bar in `frame`, or collapses it at `origin` when the bar is hidden.
    func placeBar(in frame: CGRect?, orCollapseAt origin: CGPoint) {
        guard let frame else { return collapse(at: origin) }
        place(at: frame.origin, proposal: ProposedViewSize(frame.size))
    }
}
