import Foundation

/// The marker type of a split view column's layout node (for layout descriptions).
enum _SplitViewColumn {}

/// One column of a split view: what it shows (its own content or a presented destination),
/// its bar, and its layout node over both.
final class SplitViewColumn {
    /// 0 sidebar, 1 content, 2 detail.
    let index: Int
    let context: SplitViewColumnContext
    let bar = NavigationBarModel()
    var screen: NavigationScreen?
    unowned let owner: NavigationSplitViewNode

    private(set) lazy var node = LayoutNode(viewType: _SplitViewColumn.self, box: LayoutBox(_SplitViewColumnLayout(column: self)))

    init(index: Int, owner: NavigationSplitViewNode) {
        self.index = index
        self.owner = owner
        context = SplitViewColumnContext(isSidebar: index == 0)
        context.showNextColumn = { [unowned owner] in owner.showColumn(after: index) }
        context.backTarget = { [unowned owner] in owner.backTarget(of: index) }
    }

    /// The width the column's views ask for with `navigationSplitViewColumnWidth` (also on
    /// the root of a navigation stack filling the column), else 320 [UNVERIFIED].
    var preferredWidth: CGFloat {
        let requested = screen?.context.columnWidth ?? context.stack?.screens.first?.context.columnWidth
        guard let requested else { return 320 }
        var width = requested.ideal
        if let minimum = requested.min { width = Swift.max(width, minimum) }
        if let maximum = requested.max { width = Swift.min(width, maximum) }
        return Swift.max(width, 0)
    }

    /// Takes the column's title, toolbar items and back button onto its bar, and has the
    /// column's scroll view follow `collapse`.
    func updateBar(safeArea: CGRect, collapse: NavigationBarCollapse) {
        let metrics = BarMetrics.current(safeArea: safeArea)
        let configuration = NavigationBarConfiguration(screens: owner.titleChain(upTo: self), metrics: metrics)
        bar.update(
            screen: screen?.context, showsLargeTitle: configuration.showsLargeTitle, metrics: metrics,
            collapse: collapse, back: owner.backTarget(of: index))
        screen?.context.follow(collapse) { [weak self] in self?.node.invalidateLayout() }
    }

    /// The bar and content area of the column for its frame and safe area, and the bar's
    /// collapse by the column's scroll view; a navigation stack filling the column brings
    /// its own bar, so the column shows none.
    func barLayout(frame: CGRect, safeArea: CGRect) -> (geometry: NavigationBarGeometry, collapse: NavigationBarCollapse) {
        let metrics = BarMetrics.current(safeArea: safeArea)
        let configuration = NavigationBarConfiguration(screens: owner.titleChain(upTo: self), metrics: metrics)
        return NavigationBarGeometry.of(
            screen?.context, configuration: configuration, showsBar: configuration.showsBar && context.stack == nil,
            frame: frame, safeArea: safeArea, metrics: metrics)
    }
}

/// The node of a navigation split view: its columns and the split view's layout node.
final class NavigationSplitViewNode: _ViewNode, NavigationPresenter {
    let destinations = NavigationDestinationRegistry()
    private let viewType: Any.Type
    private(set) var columns: [SplitViewColumn] = []
    private var storage: Binding<NavigationSplitStorage>?
    private var presentedViews: [Int: AnyView] = [:]
    private(set) var visibility = NavigationSplitViewVisibility.automatic
    private(set) var keepsDetailWidth = false
    private var preferredCompactColumn = 0
    /// Whether the last layout was in a compact-width window (one column at a time).
    private(set) var isCompact = false

    private(set) lazy var splitNode: LayoutNode = {
        let node = LayoutNode(viewType: viewType, box: LayoutBox(_NavigationSplitViewLayout(model: self)))
        node.parent = self
        return node
    }()

    init(viewType: Any.Type) {
        self.viewType = viewType
    }

    // MARK: Updating

    @MainActor
    func update<Sidebar: View, Content: View, Detail: View>(
        _ view: _NavigationSplitViewContainer<Sidebar, Content, Detail>, inputs: _ViewInputs
    ) {
        storage = view.storage
        visibility = view.visibility
        preferredCompactColumn = view.preferredCompactColumn
        if keepsDetailWidth != inputs.environment.splitViewKeepsDetailWidth {
            keepsDetailWidth = inputs.environment.splitViewKeepsDetailWidth
            splitNode.invalidateLayout()
        }
        if columns.isEmpty {
            columns = (view.content == nil ? [0, 2] : [0, 1, 2]).map { SplitViewColumn(index: $0, owner: self) }
        }
        let presented = view.storage.wrappedValue.presented
        presentedViews = presentedViews.filter { id, _ in presented.values.contains { $0.id == id } }
        for column in columns {
            column.bar.inputs = inputs
            if let presentation = presented[column.index] {
                let screen = screen(of: column, key: .presented(column: column.index, id: presentation.id))
                if let value = presentation.value {
                    let destination = destinations.destination(for: value)
                    if destination == nil { NavigationDestinationRegistry.reportMissingDestination(for: value) }
                    screen.reconcile(destination ?? AnyView(EmptyView()), presenter: self, isPresented: true, inputs: inputs)
                } else {
                    screen.reconcile(presentedViews[presentation.id] ?? AnyView(EmptyView()), presenter: self, isPresented: true, inputs: inputs)
                }
            } else {
                let screen = screen(of: column, key: .column(column.index))
                switch column.index {
                case 0: screen.reconcile(view.sidebar, presenter: self, isPresented: false, inputs: inputs)
                case 1: screen.reconcile(view.content, presenter: self, isPresented: false, inputs: inputs)
                default: screen.reconcile(view.detail, presenter: self, isPresented: false, inputs: inputs)
                }
            }
            let direction = inputs.environment.layoutDirection
            column.node.layoutDirection = direction
            column.bar.node.layoutDirection = direction
            column.screen?.node?.containerSize = { $0.replacingUnspecifiedDimensions(by: .zero) }
            column.node.setSubviews([column.screen?.node, column.bar.node].compactMap { $0 })
        }
        splitNode.layoutDirection = inputs.environment.layoutDirection
        splitNode.setSubviews(columns.reversed().map(\.node))
    }

    /// The column's screen for `key`: the current one, or a new one replacing it.
    @MainActor
    private func screen(of column: SplitViewColumn, key: NavigationScreenKey) -> NavigationScreen {
        if let screen = column.screen, screen.key == key { return screen }
        column.screen?.unmount()
        let screen = NavigationScreen(key: key, column: column.context) { [unowned self, unowned column] in
            column.node.invalidateLayout()
            self.splitNode.invalidateLayout()
        }
        column.screen = screen
        return screen
    }

    // MARK: Presenting

    func present(_ request: NavigationDestinationRequest, from screen: NavigationScreenContext) {
        guard let position = columns.firstIndex(where: { $0.screen?.context === screen }), let storage else { return }
        guard position + 1 < columns.count else {
            Diagnostics.report("A NavigationLink in the last column of a NavigationSplitView has no column to present in; use a NavigationStack there.")
            return
        }
        let target = columns[position + 1].index
        var stored = storage.wrappedValue
        let id = stored.nextID
        stored.nextID += 1
        switch request {
        case .value(let value):
            stored.presented[target] = SplitPresentation(id: id, value: value)
        case .view(let view):
            presentedViews[id] = view
            stored.presented[target] = SplitPresentation(id: id, value: nil)
        }
        for column in columns where column.index > target { stored.presented[column.index] = nil }
        stored.compactColumn = target
        storage.wrappedValue = stored
    }

    func dismiss(_ screen: NavigationScreenContext) {
        guard isCompact, let storage, let position = columns.firstIndex(where: { $0.screen?.context === screen }),
            position > 0
        else { return }
        var stored = storage.wrappedValue
        stored.presented[columns[position].index] = nil
        stored.compactColumn = columns[position - 1].index
        storage.wrappedValue = stored
    }

    /// In a compact-width window, shows the column after column `index` (SwiftUI pushes the
    /// next column when a list's selection changes in a collapsed split view); a presented
    /// destination in that column stays. Nothing happens when the columns are side by side
    /// or `index` is the last column.
    func showColumn(after index: Int) {
        guard isCompact, let storage, let position = columns.firstIndex(where: { $0.index == index }),
            position + 1 < columns.count
        else { return }
        let next = columns[position + 1].index
        guard storage.wrappedValue.compactColumn != next else { return }
        storage.wrappedValue.compactColumn = next
    }

    /// Where a back button on column `index` goes: in a compact-width window, the previous
    /// column (titled as the visible screen of a navigation stack filling it, or as its own
    /// content), which pressing the button shows again as `dismiss` does; nil when the
    /// columns are side by side or `index` is the first column.
    func backTarget(of index: Int) -> NavigationBackTarget? {
        guard isCompact, let position = columns.firstIndex(where: { $0.index == index }), position > 0,
            let screen = columns[position].screen?.context
        else { return nil }
        let previous = columns[position - 1]
        let title = previous.context.stack?.screens.last?.context.title ?? previous.screen?.context.title
        return NavigationBackTarget(title: title) { [weak self] in self?.dismiss(screen) }
    }

    // MARK: Layout

    /// The column shown in a compact-width window.
    var compactColumn: SplitViewColumn? {
        let wanted = storage?.wrappedValue.compactColumn ?? preferredCompactColumn
        return columns.first { $0.index >= wanted } ?? columns.last
    }

    /// The screens whose title display modes lead to `column`'s: in a compact-width window
    /// the columns before it (they behave as a stack), else the column alone.
    func titleChain(upTo column: SplitViewColumn) -> [NavigationScreenContext] {
        let chain = isCompact ? Array(columns.prefix { $0.index <= column.index }) : [column]
        return chain.compactMap { $0.screen?.context }
    }

    /// The frame of each visible column (by column index) for the split view's frame.
    ///
    /// 1. In a compact-width window only the compact column shows, over the whole frame.
    /// 2. Otherwise the visibility picks the columns: `.all` every one; `.doubleColumn` the
    ///    last two; `.detailOnly` the detail; `.automatic` in a landscape window the same as
    ///    `.doubleColumn`, in portrait the detail only [UNVERIFIED].
    /// 3. Leading columns take their preferred widths from the leading edge; the detail takes
    ///    the rest, or, with the prominent-detail style, the whole frame under them.
    func columnFrames(in frame: CGRect, metrics: BarMetrics) -> [Int: CGRect] {
        isCompact = metrics.isCompactWidth
        // Step 1
        if isCompact { return compactColumn.map { [$0.index: frame] } ?? [:] }
        // Step 2
        let window = LayoutPass.current.window
        let visible: [SplitViewColumn]
        switch visibility.value {
        case .all: visible = columns
        case .doubleColumn: visible = Array(columns.suffix(2))
        case .detailOnly: visible = Array(columns.suffix(1))
        case .automatic: visible = Array(columns.suffix(window.width > window.height ? 2 : 1))
        }
        // Step 3
        var frames: [Int: CGRect] = [:]
        var x = frame.minX
        for column in visible.dropLast() {
            let width = column.preferredWidth
            frames[column.index] = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
            x += width
        }
        if let detail = visible.last {
            frames[detail.index] =
                keepsDetailWidth
                ? frame : CGRect(x: x, y: frame.minY, width: Swift.max(frame.maxX - x, 0), height: frame.height)
        }
        return frames
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(splitNode)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        for column in columns {
            if let node = column.screen?.structuralNode { body(node) }
        }
    }

    @MainActor override func unmount() {
        for column in columns { column.screen?.unmount() }
    }
}

/// The layout of a navigation split view. Subviews: the columns, detail first (so that
/// leading columns draw over it).
///
/// 1. The split view takes its proposal (an unspecified dimension becomes 10).
/// 2. Each visible column is proposed and placed at its frame (`columnFrames`); the others
///    are left out.
struct _NavigationSplitViewLayout: Layout, Equatable {
    unowned let model: NavigationSplitViewNode

    static var _explicitGuidesComeFromSubviews: Bool { true }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    // Step 2
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let metrics = BarMetrics.current(safeArea: model.splitNode.safeArea)
        let frames = model.columnFrames(in: bounds, metrics: metrics)
        for (subview, column) in zip(subviews, model.columns.reversed()) {
            if let frame = frames[column.index] {
                subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
            } else {
                subview.collapse(at: bounds.origin)
            }
        }
    }
}

/// The layout of a split view column. Subviews: what the column shows, then its bar.
///
/// 1. The column takes its proposal.
/// 2. The bar and content area follow `NavigationBarGeometry`, as in a navigation stack
///    (none when a navigation stack fills the column and shows its own).
/// 3. The content is proposed and placed in the content area; the bar is drawn over it.
struct _SplitViewColumnLayout: Layout, SafeAreaAdjustingLayout {
    unowned let column: SplitViewColumn

    static var _explicitGuidesComeFromSubviews: Bool { true }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    // Step 2-3
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let safeArea = column.node.safeArea
        let (geometry, collapse) = column.barLayout(frame: bounds, safeArea: safeArea)
        column.updateBar(safeArea: safeArea, collapse: collapse)
        let bar = subviews[subviews.endIndex - 1]
        if subviews.count == 2 {
            subviews[subviews.startIndex].place(at: geometry.content.origin, proposal: ProposedViewSize(geometry.content.size))
        }
        bar.placeBar(in: geometry.bar, orCollapseAt: bounds.origin)
    }

    func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        column.barLayout(frame: frame, safeArea: safeArea).geometry.contentSafeArea
    }
}
