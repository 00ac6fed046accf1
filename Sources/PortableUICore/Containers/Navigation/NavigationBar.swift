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

/// A navigation bar: its layout node, whose subviews are the title of the visible screen,
/// its back button and its toolbar items, and the metrics it was laid out with.
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
    /// The back button's labels to show (nil: no back button), and the ones its node was
    /// built for; what pressing it does.
    private(set) var backLabels: NavigationBackLabels?
    private var builtBackLabels: NavigationBackLabels?
    private var backNode: _ViewNode?
    private var backAction: (() -> Void)?
    /// The number of the bar's first subviews that are the title's views, and of the next
    /// ones that are the back button's.
    private(set) var titleNodeCount = 0
    private(set) var backNodeCount = 0
    /// The inputs of the container, for building the title's view.
    var inputs: _ViewInputs?

    private(set) lazy var node: LayoutNode = {
        let node = LayoutNode(viewType: _NavigationBar.self, box: LayoutBox(_NavigationBarLayout(model: self)))
        node.contentBuilder = { [unowned self] bar in
            // (Layout runs on the main actor, where the bar's model lives.)
            nonisolated(unsafe) let model = self
            MainActor.assumeIsolated { model.buildViews() }
            let titleNodes = self.titleNode?.units ?? []
            let backNodes = self.backNode?.units ?? []
            self.titleNodeCount = titleNodes.count
            self.backNodeCount = backNodes.count
            bar.replaceSubviewsDuringPlacement(titleNodes + backNodes + self.items.map(\.node))
        }
        return node
    }()

    /// Takes the visible screen's title, toolbar items and back button settings, the metrics,
    /// the collapse and where a back button goes (nil: the screen is the first), before the
    /// bar is placed. A principal item replaces the inline title; a fully collapsed large
    /// title shows inline. The screen's `navigationBarBackButtonHidden` hides the back
    /// button; its toolbar role may hide the button's title. A `.navigation` item goes to
    /// the trailing edge in a compact width when a back button shows (Apple's
    /// `ToolbarItemPlacement.navigation`: "If a system navigation item such as a back button
    /// is present in a compact width, it instead appears in the primaryAction placement").
    func update(
        screen: NavigationScreenContext?, showsLargeTitle: Bool, metrics: BarMetrics,
        collapse: NavigationBarCollapse = NavigationBarCollapse(), back: NavigationBackTarget? = nil
    ) {
        self.metrics = metrics
        self.collapse = collapse
        let back = screen?.hidesBackButton == true ? nil : back
        let navigationSlot: ToolbarItemPlacement.Slot = back != nil && metrics.isCompactWidth ? .trailing : .leading
        items = (screen?.toolbarEntries ?? []).flatMap { entry in
            let slot = entry.placement == .navigation ? navigationSlot : entry.placement.slot
            return slot == .unsupported
                ? []
                : entry.nodes.map {
                    Item(slot: slot, node: $0, hidesOnScroll: entry.placement == .searchDrawerHidingOnScroll)
                }
        }
        let hasPrincipal = items.contains { $0.slot == .principal }
        let isLarge = showsLargeTitle && !collapse.isFullyCollapsed
        if let title = screen?.title, !title.isEmpty, isLarge || !hasPrincipal {
            self.title = Title(text: title, isLarge: isLarge)
        } else {
            self.title = nil
        }
        backAction = back?.pop
        backLabels = back.map { back in
            let idiom = inputs?.environment.presentationIdiom ?? .phone
            let hidesTitle = (screen?.toolbarRole ?? .automatic).hidesBackButtonTitle(idiom: idiom)
            return NavigationBackLabels(previousTitle: back.title, hidesTitle: hidesTitle)
        }
    }

    /// Sets the opacity of the title's views (a collapsing large title fades).
    fileprivate func setTitleOpacity(_ opacity: Double) {
        for unit in titleNode?.units ?? [] { unit.renderEffects.set(.opacity(opacity), owner: self) }
    }

    /// Builds the title's view (a headline, or a bold large title) and the back button when
    /// they changed.
    @MainActor
    private func buildViews() {
        guard let inputs else { return }
        if title != builtTitle || (title != nil && titleNode == nil) {
            builtTitle = title
            if let title {
                let font: Font = title.isLarge ? .largeTitle.bold() : .headline
                titleNode = reconcileChild(Text(verbatim: title.text).font(font).lineLimit(1), titleNode, inputs)
            } else {
                titleNode?.unmount()
                titleNode = nil
            }
        }
        if backLabels != builtBackLabels || (backLabels != nil && backNode == nil) {
            builtBackLabels = backLabels
            if let backLabels {
                let button = _NavigationBackButton(labels: backLabels) { [weak self] in self?.backAction?() }
                backNode = reconcileChild(button, backNode, inputs)
            } else {
                backNode?.unmount()
                backNode = nil
            }
        }
    }
}

/// The layout of a navigation bar. Subviews: the title's views, the back button's, then the
/// toolbar items.
///
/// 1. The bar takes its proposal (the container gives it the bar's frame).
/// 2. Items are proposed nothing (their ideal size) and centred vertically in the inline
///    row at the bar's top.
/// 3. Trailing items end at the trailing margin, 8 points apart [UNVERIFIED]; principal
///    items are centred. Margins are inside the bar's safe area.
/// 4. The back button starts 8 points from the bar's leading edge [UNVERIFIED]. It is
///    proposed the width up to what it must not overlap: the centred principal items, or
///    the centred inline title (at its ideal width, as far as the items leave room for it),
///    or else the trailing items; less the leading items. It shows the first of its labels
///    that fits that width (`_NavigationBackButton`) and is centred vertically in the row.
/// 5. Leading items follow the back button, 8 points apart, or start at the leading margin
///    without one (toolbar items supplement the back button, as SwiftUI documents for
///    leading items since iOS 14).
/// 6. An inline title is centred in the inline row, proposed twice the distance from the
///    bar's centre to the nearer of the two item groups (8 points short of it), so that it
///    overlaps neither; a large title sits at the leading margin, centred vertically in the
///    52-point row below [UNVERIFIED], proposed the width between the margins.
/// 7. A search field item ends the trailing group. Drawer items (a search field under the
///    titles) are proposed the width between the margins and their ideal height, and
///    stacked below the inline row and the large title, those that hide on scrolling last;
///    `drawerHeights` is what they add to the bar's height.
/// 8. While the content's scroll collapses the bar (NavigationBarCollapse), the bar clips
///    its items to its bounds, for drawing and hits; the hiding drawer items fade out, then
///    the large title and what is below it move up by the title's shift and the title fades.
struct _NavigationBarLayout: Layout {
    unowned let model: NavigationBarModel

    static var _explicitGuidesComeFromSubviews: Bool { true }
    static let itemSpacing: CGFloat = 8
    static let backButtonInset: CGFloat = 8

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    // Step 2-8
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let metrics = model.metrics
        let items = model.items
        let titleCount = model.titleNodeCount, backCount = model.backNodeCount
        guard titleCount + backCount + items.count == subviews.count else { return }
        let spacing = Self.itemSpacing
        let insets = subviews.container?.safeAreaInsets ?? EdgeInsets()
        let midY = bounds.minY + metrics.navigationBarHeight / 2
        let titleViews = subviews[subviews.startIndex..<subviews.startIndex + titleCount]
        let backViews = subviews[titleViews.endIndex..<titleViews.endIndex + backCount]
        let itemViews = subviews[backViews.endIndex...]
        let sizes = itemViews.map { $0.sizeThatFits(.unspecified) }
        func place(_ index: Int, x: CGFloat) {
            itemViews[itemViews.startIndex + index].place(
                at: CGPoint(x: x, y: midY - sizes[index].height / 2), proposal: .unspecified)
        }
        func indices(_ slot: ToolbarItemPlacement.Slot) -> [Int] { items.indices.filter { items[$0].slot == slot } }
        func width(_ group: [Int]) -> CGFloat {
            group.reduce(0) { $0 + sizes[$1].width } + spacing * CGFloat(Swift.max(group.count - 1, 0))
        }
        func placeRow(_ group: [Int], from start: CGFloat) {
            var x = start
            for index in group {
                place(index, x: x)
                x += sizes[index].width + spacing
            }
        }
        let leadingEdge = bounds.minX + insets.leading + metrics.margin
        let trailingEdge = bounds.maxX - insets.trailing - metrics.margin
        // Step 3, 7: the search field ends the trailing group.
        let trailing = indices(.trailing) + indices(.searchField)
        let trailingStart = trailingEdge - width(trailing)
        placeRow(trailing, from: trailingStart)
        let principal = indices(.principal)
        placeRow(principal, from: bounds.midX - width(principal) / 2)
        let trailingLimit = trailing.isEmpty ? trailingEdge : trailingStart - spacing
        /// Half the width a title centred in the bar may take, given where the leading group ends.
        func titleHalfWidth(leadingEnd: CGFloat?) -> CGFloat {
            let leadingLimit = leadingEnd.map { $0 + spacing } ?? leadingEdge
            return Swift.max(Swift.min(bounds.midX - leadingLimit, trailingLimit - bounds.midX), 0)
        }
        // Step 4-5
        let leading = indices(.leading)
        let leadingItemsWidth = leading.isEmpty ? 0 : width(leading) + spacing
        var leadingEnd: CGFloat? = leading.isEmpty ? nil : leadingEdge + width(leading)
        var x = leadingEdge
        if let backView = backViews.first {
            let title = model.title
            var centre: CGFloat?
            if !principal.isEmpty {
                centre = width(principal) / 2
            } else if let title, !title.isLarge, let titleView = titleViews.first {
                let ideal = titleView.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
                centre = Swift.min(ideal / 2, titleHalfWidth(leadingEnd: leadingEnd))
            }
            let backX = bounds.minX + insets.leading + Self.backButtonInset
            let limit = centre.map { bounds.midX - $0 - spacing } ?? trailingLimit
            let backProposal = ProposedViewSize(width: Swift.max(limit - backX - leadingItemsWidth, 0), height: nil)
            let backSize = backView.sizeThatFits(backProposal)
            backView.place(at: CGPoint(x: backX, y: midY - backSize.height / 2), proposal: backProposal)
            x = backX + backSize.width + spacing
            leadingEnd = backX + backSize.width + leadingItemsWidth
        }
        placeRow(leading, from: x)
        // Step 7-8
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
        // Step 6, 8
        guard let title = model.title else { return }
        for titleView in titleViews {
            if title.isLarge {
                let proposal = ProposedViewSize(width: Swift.max(trailingEdge - leadingEdge, 0), height: nil)
                let size = titleView.sizeThatFits(proposal)
                let rowMidY = bounds.minY + metrics.navigationBarHeight + metrics.largeTitleHeight / 2 - collapse.titleShift
                titleView.place(at: CGPoint(x: leadingEdge, y: rowMidY - size.height / 2), proposal: proposal)
                model.setTitleOpacity(collapse.largeTitleOpacity)
            } else {
                let proposal = ProposedViewSize(width: 2 * titleHalfWidth(leadingEnd: leadingEnd), height: nil)
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
