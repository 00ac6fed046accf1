import Foundation

/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Each view of the content is a tab; `tabItem(_:)` gives its tab bar item and `tag(_:)`
/// the value the `selection` binding refers to it by (an untagged tab's tag is its index).
/// Only the selected tab is laid out (see `_TabViewLayout`); the others keep their state.
/// For `containerRelativeFrame`, a tab offers its area: the tab view minus the top safe
/// area and the tab bar. The tab bar is drawn as a flat bar material under its items.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    @State private var internalSelection: AnyHashable?
    private let selection: Binding<SelectionValue>?
    private let content: Content

    /// Creates an instance that selects from content associated with `selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Creates an instance that selects from its content by itself (the first tab first).
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    public var body: some View {
        let access: TabSelectionAccess
        if let selection {
            access = TabSelectionAccess(
                get: { AnyHashable(selection.wrappedValue) },
                set: { value in
                    if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
                })
        } else {
            let internalSelection = $internalSelection
            access = TabSelectionAccess(get: { internalSelection.wrappedValue }, set: { internalSelection.wrappedValue = $0 })
        }
        return _TabViewContainer(viewType: Self.self, content: content, selection: access)
    }
}

/// Reads and writes a tab view's selection as a type-erased tag.
struct TabSelectionAccess {
    let get: () -> AnyHashable?
    let set: (AnyHashable) -> Void
}

/// The primitive view a `TabView`'s body produces.
struct _TabViewContainer<Content: View>: View {
    typealias Body = Never
    let viewType: Any.Type
    let content: Content
    let selection: TabSelectionAccess

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let tabView = node as? TabViewNode ?? TabViewNode(viewType: view.viewType)
        tabView.update(view, inputs: inputs)
        return tabView
    }
}

/// The marker types of a tab view's pages and tab bar (for layout descriptions).
enum _TabPage {}
enum _TabBar {}

/// The node of a tab view: its content (one view per tab), a page layout node hosting each
/// tab, the tab bar (drawn as a bar material over the page), and the tab view's layout node
/// over them.
final class TabViewNode: _ViewNode {
    let settings = TabBarSettings()
    private let viewType: Any.Type
    private var content: _ViewNode?
    private(set) var pages: [LayoutNode] = []
    private var selection: TabSelectionAccess?
    private weak var updates: UpdateQueue?
    private var derived = DerivedEnvironment()
    /// The tab bar's items: for each of its subviews, the tab it belongs to.
    private(set) var barItems: [(tab: Int, node: LayoutNode)] = []
    private(set) var metrics = BarMetrics.resolve(window: .zero, safeArea: .infinite)
    /// The tab shown by the last placement.
    private var placedIndex: Int?

    /// The tab view's layout node; its structural parent is this node, so a tab item finds
    /// its tab view by following layout parents.
    private(set) lazy var tabViewNode: LayoutNode = {
        let node = LayoutNode(viewType: viewType, box: LayoutBox(_TabViewLayout(model: self)))
        node.parent = self
        return node
    }()

    /// The tab bar's layout node.
    private(set) lazy var barNode: LayoutNode = {
        let node = LayoutNode(viewType: _TabBar.self, box: LayoutBox(_TabBarLayout(model: self)))
        node.contentBuilder = { [unowned self] bar in bar.replaceSubviewsDuringPlacement(self.barItems.map(\.node)) }
        return node
    }()

    init(viewType: Any.Type) {
        self.viewType = viewType
        super.init()
        settings.onChange = { [unowned self] in self.tabViewNode.invalidateLayout() }
    }

    @MainActor
    func update<Content: View>(_ view: _TabViewContainer<Content>, inputs: _ViewInputs) {
        selection = view.selection
        updates = inputs.updates
        var contentInputs = inputs
        contentInputs.stackAxis = nil
        let settings = self.settings
        contentInputs.environment = derived.environment(from: inputs.environment) { $0.tabBarSettings = settings }
        content = reconcileChild(view.content, content, contentInputs)
        let direction = inputs.environment.layoutDirection
        barNode.drawing = ShapeDrawing.tabBar(inputs.environment.colorScheme)
        tabViewNode.layoutDirection = direction
        barNode.layoutDirection = direction
        refreshPages()
        if let placedIndex, placedIndex != selectedIndex { tabViewNode.invalidateLayout() }
    }

    /// Hosts each view of the content in a page.
    private func refreshPages() {
        let units = content?.units ?? []
        if pages.count > units.count { pages.removeLast(pages.count - units.count) }
        for (index, unit) in units.enumerated() {
            if index == pages.count {
                let page = LayoutNode(viewType: _TabPage.self, box: LayoutBox(_HostedContentLayout()))
                page.containerSize = { $0.replacingUnspecifiedDimensions(by: .zero) }
                pages.append(page)
            }
            pages[index].layoutDirection = tabViewNode.layoutDirection
            pages[index].setSubviews([unit])
        }
        tabViewNode.setSubviews(pages + [barNode])
    }

    override func childUnitsChanged() {
        refreshPages()
    }

    // MARK: Selection

    /// The tag of each tab: its `tag(_:)`, or its index.
    var tags: [AnyHashable] {
        pages.enumerated().map { index, page in page.subviews.first?.traits.value(TagTraitKey.self) ?? AnyHashable(index) }
    }

    /// The index of the selected tab: the one tagged with the selection, else the first.
    var selectedIndex: Int {
        guard let selected = selection?.get() else { return 0 }
        return tags.firstIndex(of: selected) ?? 0
    }

    /// Selects the tab at `index`, as a tap on its tab bar item does.
    func selectTab(at index: Int) {
        guard tags.indices.contains(index) else { return }
        selection?.set(tags[index])
    }

    // MARK: Layout

    /// Where the tab bar and the selected tab go, for the tab view's frame and safe area.
    func barGeometry(frame: CGRect, safeArea: CGRect) -> TabBarGeometry {
        let metrics = BarMetrics.current(safeArea: safeArea)
        let page = pages.indices.contains(selectedIndex) ? pages[selectedIndex] : nil
        let hidden = page.map { settings.hidesBar(in: $0) } ?? false
        return TabBarGeometry(
            frame: frame, safeArea: safeArea, window: LayoutPass.current.window, height: metrics.tabBarHeight,
            showsBar: !hidden)
    }

    /// Takes the tabs' items onto the tab bar, before it is placed, and remembers the tab
    /// being shown.
    func updateBar(safeArea: CGRect) {
        let selected = selectedIndex
        placedIndex = selected
        metrics = BarMetrics.current(safeArea: safeArea)
        barItems = []
        for (index, page) in pages.enumerated() {
            guard let item = page.subviews.first?.traits.value(TabItemTraitKey.self) else { continue }
            barItems += item.labelNodes.map { (index, $0) }
            let isSelected = index == selected
            // The items' look changes after this layout, as state set by a layout observer does.
            // (Layout runs on the main actor, where the update runs.)
            nonisolated(unsafe) let selection = item.selection
            if selection.isSelected != isSelected { updates?.enqueue { selection.isSelected = isSelected } }
        }
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(tabViewNode)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
    }
}
