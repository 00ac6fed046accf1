import Foundation

/// The marker type of a navigation bar's layout node (for layout descriptions).
enum _NavigationBar {}

/// How a container's navigation bar shows for its visible screen.
struct NavigationBarConfiguration: Equatable {
    var showsBar: Bool
    var showsLargeTitle: Bool

    /// Resolves the bar for the last of `screens` (a stack's screens, bottom first).
    ///
    /// 1. The bar is hidden when the visible screen hides it.
    /// 2. The title display mode starts as large (a stack's root prefers large titles); each
    ///    screen's `.inline` or `.large` replaces it, `.automatic` keeps the previous one.
    /// 3. A large title shows only with a non-empty title, where the device shows large titles.
    init(screens: [NavigationScreenContext], metrics: BarMetrics) {
        guard let top = screens.last else {
            self.init(showsBar: true, showsLargeTitle: false)
            return
        }
        // Step 2
        var large = true
        for screen in screens {
            switch screen.titleDisplayMode {
            case .large: large = true
            case .inline: large = false
            case .automatic: break
            }
        }
        // Step 1, 3
        let hasTitle = !(top.title ?? "").isEmpty
        self.init(showsBar: !top.hidesNavigationBar, showsLargeTitle: large && hasTitle && metrics.largeTitleHeight > 0)
    }

    init(showsBar: Bool, showsLargeTitle: Bool) {
        self.showsBar = showsBar
        self.showsLargeTitle = showsLargeTitle
    }
}

/// A navigation bar: its layout node, whose subviews are the visible screen's toolbar
/// items, and the metrics it was laid out with.
final class NavigationBarModel {
    /// A toolbar item on the bar.
    struct Item {
        var slot: ToolbarItemPlacement.Slot
        var node: LayoutNode
    }

    private(set) var items: [Item] = []
    private(set) var metrics = BarMetrics.resolve(window: .zero, safeArea: .infinite)

    private(set) lazy var node: LayoutNode = {
        let node = LayoutNode(viewType: _NavigationBar.self, box: LayoutBox(_NavigationBarLayout(model: self)))
        node.contentBuilder = { [unowned self] bar in bar.replaceSubviewsDuringPlacement(self.items.map(\.node)) }
        return node
    }()

    /// Takes the visible screen's toolbar items and the metrics, before the bar is placed.
    func update(entries: [ToolbarEntry], metrics: BarMetrics) {
        self.metrics = metrics
        items = entries.flatMap { entry in
            entry.placement.slot == .unsupported ? [] : entry.nodes.map { Item(slot: entry.placement.slot, node: $0) }
        }
    }
}

/// The layout of a navigation bar.
///
/// 1. The bar takes its proposal (the container gives it the bar's frame).
/// 2. Items are proposed nothing (their ideal size) and centred vertically in the inline
///    row at the bar's top (a large title goes below that row).
/// 3. Leading items run from the leading margin, trailing items end at the trailing margin,
///    8 points apart [UNVERIFIED]; principal items are centred. Margins are inside the
///    bar's safe area.
/// The title and the back button are not drawn yet (they need `Text`).
struct _NavigationBarLayout: Layout {
    unowned let model: NavigationBarModel

    static var _explicitGuidesComeFromSubviews: Bool { true }
    static let itemSpacing: CGFloat = 8

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    // Step 2-3
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let metrics = model.metrics
        let items = model.items
        guard items.count == subviews.count else { return }
        let insets = PlacementContext.node?.safeAreaInsets ?? EdgeInsets()
        let midY = bounds.minY + metrics.navigationBarHeight / 2
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        func place(_ index: Int, x: CGFloat) {
            subviews[subviews.startIndex + index].place(
                at: CGPoint(x: x, y: midY - sizes[index].height / 2), proposal: .unspecified)
        }
        func indices(_ slot: ToolbarItemPlacement.Slot) -> [Int] { items.indices.filter { items[$0].slot == slot } }
        func width(_ group: [Int]) -> CGFloat {
            group.reduce(0) { $0 + sizes[$1].width } + Self.itemSpacing * CGFloat(Swift.max(group.count - 1, 0))
        }
        var x = bounds.minX + insets.leading + metrics.margin
        for index in indices(.leading) {
            place(index, x: x)
            x += sizes[index].width + Self.itemSpacing
        }
        let trailing = indices(.trailing)
        x = bounds.maxX - insets.trailing - metrics.margin - width(trailing)
        for index in trailing {
            place(index, x: x)
            x += sizes[index].width + Self.itemSpacing
        }
        let principal = indices(.principal)
        x = bounds.midX - width(principal) / 2
        for index in principal {
            place(index, x: x)
            x += sizes[index].width + Self.itemSpacing
        }
    }
}
