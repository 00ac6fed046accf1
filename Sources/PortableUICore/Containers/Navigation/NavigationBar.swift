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

/// A navigation bar: its layout node, whose subviews are the title of the visible screen
/// and its toolbar items, and the metrics it was laid out with.
final class NavigationBarModel {
    /// A toolbar item on the bar.
    struct Item {
        var slot: ToolbarItemPlacement.Slot
        var node: LayoutNode
        /// A drawer item that hides as the content scrolls up.
        var hidesOnScroll = false
    }

    /// The title of the visible screen and whether it shows large.
    struct Title: Equatable {
        var text: String
        var isLarge: Bool
    }

    private(set) var items: [Item] = []
    private(set) var metrics = BarMetrics.resolve(window: .zero, safeArea: .infinite)
    /// How far the content's scroll has collapsed the bar.
    private(set) var collapse = NavigationBarCollapse()
    /// The title to show, and the one its node was built for.
    private(set) var title: Title?
    private var builtTitle: Title?
    private var titleNode: _ViewNode?
    /// The number of the bar's first subviews that are the title's views.
    private(set) var titleNodeCount = 0
    /// The inputs of the container, for building the title's view.
    var inputs: _ViewInputs?

    private(set) lazy var node: LayoutNode = {
        let node = LayoutNode(viewType: _NavigationBar.self, box: LayoutBox(_NavigationBarLayout(model: self)))
        node.contentBuilder = { [unowned self] bar in
            // (Layout runs on the main actor, where the bar's model lives.)
            nonisolated(unsafe) let model = self
            MainActor.assumeIsolated { model.buildTitle() }
            let titleNodes = self.titleNode?.units ?? []
            self.titleNodeCount = titleNodes.count
            bar.replaceSubviewsDuringPlacement(titleNodes + self.items.map(\.node))
        }
        return node
    }()

    /// Takes the visible screen's title and toolbar items, the metrics and the collapse,
    /// before the bar is placed. A principal item replaces the inline title; a fully
    /// collapsed large title shows inline.
    func update(
        title: String?, showsLargeTitle: Bool, entries: [ToolbarEntry], metrics: BarMetrics,
        collapse: NavigationBarCollapse = NavigationBarCollapse()
    ) {
        self.metrics = metrics
        self.collapse = collapse
        items = entries.flatMap { entry in
            entry.placement.slot == .unsupported
                ? []
                : entry.nodes.map {
                    Item(slot: entry.placement.slot, node: $0, hidesOnScroll: entry.placement == .searchDrawerHidingOnScroll)
                }
        }
        let hasPrincipal = items.contains { $0.slot == .principal }
        let isLarge = showsLargeTitle && !collapse.isFullyCollapsed
        if let title, !title.isEmpty, isLarge || !hasPrincipal {
            self.title = Title(text: title, isLarge: isLarge)
        } else {
            self.title = nil
        }
    }

    /// Sets the opacity of the title's views (a collapsing large title fades).
    fileprivate func setTitleOpacity(_ opacity: Double) {
        for unit in titleNode?.units ?? [] { unit.renderEffects.set(.opacity(opacity), owner: self) }
    }

    /// Builds the title's view (a headline, or a bold large title) when it changed.
    @MainActor
    private func buildTitle() {
        guard title != builtTitle || (title != nil && titleNode == nil), let inputs else { return }
        builtTitle = title
        guard let title else {
            titleNode?.unmount()
            titleNode = nil
            return
        }
        let font: Font = title.isLarge ? .largeTitle.bold() : .headline
        titleNode = reconcileChild(Text(verbatim: title.text).font(font).lineLimit(1), titleNode, inputs)
    }
}

/// The layout of a navigation bar. Subviews: the title's views, then the toolbar items.
///
/// 1. The bar takes its proposal (the container gives it the bar's frame).
/// 2. Items are proposed nothing (their ideal size) and centred vertically in the inline
///    row at the bar's top.
/// 3. Leading items run from the leading margin, trailing items end at the trailing margin,
///    8 points apart [UNVERIFIED]; principal items are centred. Margins are inside the
///    bar's safe area.
/// 4. An inline title is centred in the inline row, proposed the width between the wider of
///    the two item groups and its mirror image; a large title sits at the leading margin,
///    centred vertically in the 52-point row below [UNVERIFIED], proposed the width between
///    the margins. (The back button is not built yet.)
/// 5. A search field item ends the trailing group. Drawer items (a search field under the
///    titles) are proposed the width between the margins and their ideal height, and
///    stacked below the inline row and the large title, those that hide on scrolling last;
///    `drawerHeights` is what they add to the bar's height.
/// 6. While the content's scroll collapses the bar (NavigationBarCollapse), the bar clips
///    its items to its bounds, for drawing and hits; the hiding drawer items fade out, then
///    the large title and what is below it move up by the title's shift and the title fades.
struct _NavigationBarLayout: Layout {
    unowned let model: NavigationBarModel

    static var _explicitGuidesComeFromSubviews: Bool { true }
    static let itemSpacing: CGFloat = 8

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    // Step 2-4
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let metrics = model.metrics
        let items = model.items
        let titleCount = model.titleNodeCount
        guard titleCount + items.count == subviews.count else { return }
        let insets = subviews.container?.safeAreaInsets ?? EdgeInsets()
        let midY = bounds.minY + metrics.navigationBarHeight / 2
        let itemViews = subviews[(subviews.startIndex + titleCount)...]
        let sizes = itemViews.map { $0.sizeThatFits(.unspecified) }
        func place(_ index: Int, x: CGFloat) {
            itemViews[itemViews.startIndex + index].place(
                at: CGPoint(x: x, y: midY - sizes[index].height / 2), proposal: .unspecified)
        }
        func indices(_ slot: ToolbarItemPlacement.Slot) -> [Int] { items.indices.filter { items[$0].slot == slot } }
        func width(_ group: [Int]) -> CGFloat {
            group.reduce(0) { $0 + sizes[$1].width } + Self.itemSpacing * CGFloat(Swift.max(group.count - 1, 0))
        }
        let leadingEdge = bounds.minX + insets.leading + metrics.margin
        let trailingEdge = bounds.maxX - insets.trailing - metrics.margin
        let leading = indices(.leading)
        var x = leadingEdge
        for index in leading {
            place(index, x: x)
            x += sizes[index].width + Self.itemSpacing
        }
        // Step 5: the search field ends the trailing group.
        let trailing = indices(.trailing) + indices(.searchField)
        x = trailingEdge - width(trailing)
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
        // Step 5-6
        let collapse = model.collapse
        let drawerWidth = ProposedViewSize(width: Swift.max(trailingEdge - leadingEdge, 0), height: nil)
        let largeTitleRow = model.title?.isLarge == true ? metrics.largeTitleHeight - collapse.titleShift : 0
        var drawerY = bounds.minY + metrics.navigationBarHeight + largeTitleRow
        let drawer = indices(.drawer)
        for index in drawer.filter({ !items[$0].hidesOnScroll }) + drawer.filter({ items[$0].hidesOnScroll }) {
            let view = itemViews[itemViews.startIndex + index]
            view.place(at: CGPoint(x: leadingEdge, y: drawerY), proposal: drawerWidth)
            drawerY += view.sizeThatFits(drawerWidth).height
            items[index].node.renderEffects.set(.opacity(items[index].hidesOnScroll ? collapse.drawerOpacity : 1), owner: model)
        }
        model.clipItems(collapse.amount > 0)
        // Step 4, 6
        guard let title = model.title else { return }
        for titleView in subviews[subviews.startIndex..<subviews.startIndex + titleCount] {
            if title.isLarge {
                let proposal = ProposedViewSize(width: Swift.max(trailingEdge - leadingEdge, 0), height: nil)
                let size = titleView.sizeThatFits(proposal)
                let rowMidY = bounds.minY + metrics.navigationBarHeight + metrics.largeTitleHeight / 2 - collapse.titleShift
                titleView.place(at: CGPoint(x: leadingEdge, y: rowMidY - size.height / 2), proposal: proposal)
                model.setTitleOpacity(collapse.largeTitleOpacity)
            } else {
                let side = Swift.max(width(leading), width(trailing))
                let inset = side > 0 ? side + Self.itemSpacing : 0
                let available = Swift.max(trailingEdge - leadingEdge - 2 * inset, 0)
                let proposal = ProposedViewSize(width: available, height: nil)
                let size = titleView.sizeThatFits(proposal)
                titleView.place(at: CGPoint(x: bounds.midX - size.width / 2, y: midY - size.height / 2), proposal: proposal)
                model.setTitleOpacity(1)
            }
        }
    }
}

extension NavigationBarModel {
    /// The height the drawer items among `entries` add below the bar's titles, and the part
    /// of it that hides on scrolling: their ideal heights for `width`, the width between the
    /// bar's margins (`_NavigationBarLayout`, step 5).
    static func drawerHeights(_ entries: [ToolbarEntry], width: CGFloat) -> (total: CGFloat, hiding: CGFloat) {
        let proposal = ProposedViewSize(width: Swift.max(width, 0), height: nil)
        var total: CGFloat = 0, hiding: CGFloat = 0
        for entry in entries where entry.placement.slot == .drawer {
            for node in entry.nodes {
                let size = node.sizeThatFits(proposal).height
                guard size.isFinite else { continue }
                total += Swift.max(size, 0)
                if entry.placement == .searchDrawerHidingOnScroll { hiding += Swift.max(size, 0) }
            }
        }
        return (total, hiding)
    }

    /// Clips the bar's items to its bounds, for drawing and for hits, while the bar is
    /// collapsed (`_NavigationBarLayout`, step 6); otherwise nothing is clipped.
    func clipItems(_ clips: Bool) {
        node.renderEffects.set(clips ? .clip(Rectangle(), FillStyle()) : .opacity(1), owner: self)
        let owner = ObjectIdentifier(self)
        if clips {
            node.inputRecord.hitClip = Owned(owner: owner, value: .rectangle)
        } else if node.inputRecord.hitClip?.owner == owner {
            node.inputRecord.hitClip = nil
        }
    }
}
