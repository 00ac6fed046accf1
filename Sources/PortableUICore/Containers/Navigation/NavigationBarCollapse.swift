import Foundation

/// How far a navigation screen's scroll view has collapsed the screen's navigation bar.
///
/// On an iPhone a bar with a large title (and a search field in its drawer that hides on
/// scrolling, `navigationBarDrawer(displayMode: .automatic)`) follows the vertical offset of
/// the screen's scroll view, as UIKit's bars do for SwiftUI:
///
/// 1. The collapsible height is the drawer items that hide on scrolling plus the large
///    title's row (52 points, BarMetrics); the collapse is the scroll view's offset within
///    0 ... that height.
/// 2. The drawer collapses first: it is cut off from below and fades out over its height;
///    then the large title moves up and fades out over its row. Once the bar is fully
///    collapsed the inline title shows (iPhone: a 44-point bar).
/// 3. The content stays against the bar's bottom while the bar collapses: the scroll view
///    shows its content at the offset minus the collapse, and its range grows by the
///    collapse, so the rows move by the scroll distance, as under UIKit's bar.
/// 4. Pulling down past the top expands the bar again (the drawer reappears); a negative
///    offset (a pull) does not grow the bar past its full height.
///
/// The screen's scroll view is the first vertical scroll view built on the screen (a `List`, a
/// `Form`, a `ScrollView`; each registers with the screen when it is built) that the screen
/// shows (``NavigationScreenContext/scrollView``).
struct NavigationBarCollapse: Equatable {
    /// The height of the drawer items that hide on scrolling.
    var hidingDrawer: CGFloat = 0
    /// The large title's row, 0 when no large title shows.
    var largeTitle: CGFloat = 0
    /// How far the bar is collapsed, in 0 ... ``collapsible``.
    private(set) var amount: CGFloat = 0

    init() {}

    /// Step 1: the collapse for a scroll view's vertical `offset` (nil: no scroll view).
    init(hidingDrawer: CGFloat, largeTitle: CGFloat, offset: CGFloat?) {
        self.hidingDrawer = Self.length(hidingDrawer)
        self.largeTitle = Self.length(largeTitle)
        amount = Self.clamped(offset ?? 0, to: self.hidingDrawer + self.largeTitle)
    }

    /// The height the bar loses when fully collapsed.
    var collapsible: CGFloat { hidingDrawer + largeTitle }

    /// Step 2: how far the hiding drawer is cut off.
    var drawerShift: CGFloat { Swift.min(amount, hidingDrawer) }
    /// Step 2: how far the large title has moved up.
    var titleShift: CGFloat { Swift.max(amount - hidingDrawer, 0) }
    /// Step 2: whether the large title is gone and the inline title shows.
    var isFullyCollapsed: Bool { largeTitle > 0 && titleShift >= largeTitle }

    /// Step 2: the opacity of the hiding drawer items.
    var drawerOpacity: Double { hidingDrawer > 0 ? Double(1 - drawerShift / hidingDrawer) : 1 }
    /// Step 2: the opacity of the large title.
    var largeTitleOpacity: Double { largeTitle > 0 ? Double(1 - titleShift / largeTitle) : 1 }

    /// The collapse the same bar would have at `offset`.
    func at(offset: CGFloat) -> NavigationBarCollapse {
        NavigationBarCollapse(hidingDrawer: hidingDrawer, largeTitle: largeTitle, offset: offset)
    }

    private static func clamped(_ value: CGFloat, to limit: CGFloat) -> CGFloat {
        value.isFinite ? Swift.min(Swift.max(value, 0), limit) : 0
    }

    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(value, 0) : 0
    }
}

extension NavigationScreenContext {
    /// Step 1: the collapse of the screen's bar with `drawer` and `largeTitle` heights of
    /// collapsible rows, for its scroll view's current offset.
    func barCollapse(hidingDrawer: CGFloat, largeTitle: CGFloat) -> NavigationBarCollapse {
        NavigationBarCollapse(hidingDrawer: hidingDrawer, largeTitle: largeTitle, offset: scrollView?.offset.y)
    }

    /// Step 3: hands `collapse` to the screen's scroll view before it is placed, and asks
    /// for `relayout` whenever its offset changes the collapse.
    func follow(_ collapse: NavigationBarCollapse, relayout: @escaping () -> Void) {
        guard let scrollView else { return }
        scrollView.barCollapse = collapse
        scrollView.offsetChanged = { [weak scrollView] in
            guard let scrollView, scrollView.barCollapse.at(offset: scrollView.offset.y) != scrollView.barCollapse else { return }
            relayout()
        }
    }
}

extension ScrollState {
    /// Registers this scroll view with its navigation screen, when it scrolls vertically.
    func register(with screen: NavigationScreenContext?) {
        guard let screen, axes.contains(.vertical) else { return }
        screen.scrollViews.removeAll { $0.value == nil }
        if !screen.scrollViews.contains(where: { $0.value === self }) { screen.scrollViews.append(Weak(self)) }
    }

    /// Whether the screen shows this scroll view: its node was placed, and neither it nor a
    /// layout ancestor was collapsed (as a `ViewThatFits` collapses the candidates it leaves
    /// out).
    var isShown: Bool {
        guard let node, node.hasBeenPlaced else { return false }
        var current: LayoutNode? = node
        while let ancestor = current {
            if ancestor.isCollapsed { return false }
            current = ancestor.layoutParent
        }
        return true
    }
}
