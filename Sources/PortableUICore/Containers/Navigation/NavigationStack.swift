import Foundation

/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// The stack shows its top screen under a navigation bar (see `_NavigationStackLayout`).
/// Screens are pushed by `NavigationLink`s and popped by `dismiss`, or by changing the
/// `path` binding: each path value is shown with the view of the `navigationDestination(for:)`
/// declared for its type in the stack. Covered screens keep their state but are not laid
/// out. For `containerRelativeFrame`, the stack offers its size minus the safe-area insets
/// of its frame; the bar's height is not subtracted.
public struct NavigationStack<Data, Root: View>: View {
    @State private var storage = NavigationStackStorage()
    private let path: NavigationPathAccess?
    private let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        path = nil
        self.root = root()
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }

    public var body: some View {
        let storage = $storage
        let internalPath = NavigationPathAccess(get: { storage.wrappedValue.path }, set: { storage.wrappedValue.path = $0 })
        return _NavigationStackContainer(viewType: Self.self, root: root, path: path ?? internalPath, storage: storage)
    }
}

/// A view pushed by `NavigationLink(destination:)`: it sits on top of the path values in
/// `base`, and is dropped for good once the path no longer starts with them.
struct NavigationViewEntry: Equatable {
    var id: Int
    var base: [AnyHashable]
}

/// A navigation stack's own state: its path when no binding is given, and the views pushed
/// by destination links.
struct NavigationStackStorage: Equatable {
    var path: [AnyHashable] = []
    var viewEntries: [NavigationViewEntry] = []
    var nextID = 0
}

/// The primitive view a `NavigationStack`'s body produces.
struct _NavigationStackContainer<Root: View>: View {
    typealias Body = Never
    let viewType: Any.Type
    let root: Root
    let path: NavigationPathAccess
    let storage: Binding<NavigationStackStorage>

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let stack = node as? NavigationStackNode ?? NavigationStackNode(viewType: view.viewType)
        stack.update(view, inputs: inputs)
        return stack
    }
}

/// The node of a navigation stack: its screens (root, then one per path value, with the
/// views pushed by destination links among them), the stack's layout node and its bar.
final class NavigationStackNode: _ViewNode, NavigationPresenter {
    let destinations = NavigationDestinationRegistry()
    let bar = NavigationBarModel()
    private(set) var screens: [NavigationScreen] = []
    private let viewType: Any.Type
    private var path: NavigationPathAccess?
    private var storage: Binding<NavigationStackStorage>?
    private var pushedViews: [Int: AnyView] = [:]
    private var droppedViewIDs: Set<Int> = []
    /// The split view column the stack fills, if any: its bar is the column's, and it
    /// offers `containerRelativeFrame` the column minus the bar.
    private weak var column: SplitViewColumnContext?

    private(set) lazy var stackNode: LayoutNode = {
        let node = LayoutNode(viewType: viewType, box: LayoutBox(_NavigationStackLayout(model: self)))
        node.parent = self
        node.containerSize = { [unowned self, unowned node] proposal in
            self.column != nil ? self.contentSize(proposal) : node.sizeMinusSafeArea(proposal)
        }
        return node
    }()

    init(viewType: Any.Type) {
        self.viewType = viewType
    }

    // MARK: Updating

    @MainActor
    func update<Root: View>(_ view: _NavigationStackContainer<Root>, inputs: _ViewInputs) {
        path = view.path
        storage = view.storage
        bar.inputs = inputs
        column = inputs.environment.splitViewColumn
        column?.stack = self
        let values = view.path.get()
        let entries = view.storage.wrappedValue.viewEntries
        var previous = Dictionary(screens.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var next: [NavigationScreen] = []
        func screen(_ key: NavigationScreenKey) -> NavigationScreen {
            self.screen(key, keptIn: &previous)
        }
        func appendPushedViews(on base: ArraySlice<AnyHashable>) {
            for entry in entries where entry.base.count == base.count && !droppedViewIDs.contains(entry.id) {
                guard entry.base[...] == base, let pushed = pushedViews[entry.id] else { continue }
                let pushedScreen = screen(.view(id: entry.id))
                pushedScreen.reconcile(pushed, presenter: self, isPresented: true, inputs: inputs)
                next.append(pushedScreen)
            }
        }
        let root = screen(.root)
        root.reconcile(view.root, presenter: self, isPresented: false, inputs: inputs)
        next.append(root)
        appendPushedViews(on: values[..<0])
        for (index, value) in values.enumerated() {
            let valueScreen = screen(.value(index: index, value))
            let destination = destinations.destination(for: value)
            if destination == nil { NavigationDestinationRegistry.reportMissingDestination(for: value) }
            valueScreen.reconcile(destination ?? AnyView(EmptyView()), presenter: self, isPresented: true, inputs: inputs)
            next.append(valueScreen)
            appendPushedViews(on: values[...index])
        }
        for entry in entries where !values.starts(with: entry.base) {
            droppedViewIDs.insert(entry.id)
            pushedViews[entry.id] = nil
        }
        for removed in previous.values { removed.unmount() }
        screens = next
        let direction = inputs.environment.layoutDirection
        stackNode.layoutDirection = direction
        bar.node.layoutDirection = direction
        stackNode.setSubviews((next.last?.node).map { [$0, bar.node] } ?? [bar.node])
    }

    /// The screen for `key`: the one `previous` kept for it (taken out of it), or a new one.
    /// (A method, not a local function of `update`: the release build's region check does not
    /// take a local function to be isolated as its method is, and a new screen's change
    /// handler must be made on the main actor.)
    @MainActor
    private func screen(
        _ key: NavigationScreenKey, keptIn previous: inout [NavigationScreenKey: NavigationScreen]
    ) -> NavigationScreen {
        if let kept = previous.removeValue(forKey: key) { return kept }
        return NavigationScreen(key: key) { [unowned self] in self.stackNode.invalidateLayout() }
    }

    // MARK: Presenting

    func present(_ request: NavigationDestinationRequest, from screen: NavigationScreenContext) {
        guard let index = screens.firstIndex(where: { $0.context === screen }) else { return }
        var (values, entries) = state(keeping: index + 1)
        var nextID = storage?.wrappedValue.nextID ?? 0
        switch request {
        case .value(let value):
            values.append(value)
        case .view(let view):
            pushedViews[nextID] = view
            entries.append(NavigationViewEntry(id: nextID, base: values))
            nextID += 1
        }
        commit(values: values, entries: entries, nextID: nextID)
    }

    func dismiss(_ screen: NavigationScreenContext) {
        guard let index = screens.firstIndex(where: { $0.context === screen }), index > 0 else { return }
        let (values, entries) = state(keeping: index)
        commit(values: values, entries: entries, nextID: storage?.wrappedValue.nextID ?? 0)
    }

    /// The path values and pushed views of the first `count` screens.
    private func state(keeping count: Int) -> (values: [AnyHashable], entries: [NavigationViewEntry]) {
        let kept = screens.prefix(count)
        var values: [AnyHashable] = []
        var ids: Set<Int> = []
        for screen in kept {
            switch screen.key {
            case .value(_, let value): values.append(value)
            case .view(let id): ids.insert(id)
            case .root, .column, .presented: break
            }
        }
        let entries = storage?.wrappedValue.viewEntries.filter { ids.contains($0.id) } ?? []
        return (values, entries)
    }

    private func commit(values: [AnyHashable], entries: [NavigationViewEntry], nextID: Int) {
        if let path, path.get() != values { path.set(values) }
        guard let storage else { return }
        var stored = storage.wrappedValue
        stored.viewEntries = entries
        stored.nextID = nextID
        if stored != storage.wrappedValue { storage.wrappedValue = stored }
    }

    // MARK: Layout

    /// The bar and content rectangles for the stack's frame and safe area, and the bar's
    /// collapse by the visible screen's scroll view.
    func barLayout(frame: CGRect, safeArea: CGRect) -> (geometry: NavigationBarGeometry, collapse: NavigationBarCollapse) {
        let metrics = BarMetrics.current(safeArea: safeArea)
        let configuration = NavigationBarConfiguration(screens: screens.map(\.context), metrics: metrics)
        return NavigationBarGeometry.of(
            screens.last?.context, configuration: configuration, showsBar: configuration.showsBar, frame: frame,
            safeArea: safeArea, metrics: metrics)
    }

    /// The bar and content rectangles for the stack's frame and safe area.
    func barGeometry(frame: CGRect, safeArea: CGRect) -> NavigationBarGeometry {
        barLayout(frame: frame, safeArea: safeArea).geometry
    }

    /// Takes the visible screen's title, toolbar items and back button onto the bar, and has
    /// the screen's scroll view follow `collapse`.
    func updateBar(safeArea: CGRect, collapse: NavigationBarCollapse) {
        let metrics = BarMetrics.current(safeArea: safeArea)
        let configuration = NavigationBarConfiguration(screens: screens.map(\.context), metrics: metrics)
        let top = screens.last?.context
        bar.update(
            screen: top, showsLargeTitle: configuration.showsLargeTitle, metrics: metrics, collapse: collapse,
            back: backTarget)
        // (The layout must run again, not replay its cached placements.)
        top?.follow(collapse) { [weak self] in self?.stackNode.invalidateLayout() }
    }

    /// Where the visible screen's back button goes: the screen below it, or, for the root of
    /// a stack filling a split view column, the column before (in a collapsed split view).
    private var backTarget: NavigationBackTarget? {
        guard let top = screens.last?.context else { return nil }
        guard screens.count > 1 else { return column?.backTarget?() }
        return NavigationBackTarget(title: screens[screens.count - 2].context.title) { [weak self] in
            self?.dismiss(top)
        }
    }

    /// The size of the content area for `proposal` (a stack filling a split view column).
    private func contentSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: stackNode.frame.size)
        let frame = CGRect(origin: stackNode.frame.origin, size: size)
        return barGeometry(frame: frame, safeArea: stackNode.safeArea).content.size
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(stackNode)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        for screen in screens {
            if let node = screen.structuralNode { body(node) }
        }
    }

    @MainActor override func unmount() {
        if column?.stack === self { column?.stack = nil }
        for screen in screens { screen.unmount() }
    }
}

/// The layout of a navigation stack. Subviews: the top screen's hosted content, then the bar.
///
/// 1. The stack takes its proposal; an unspecified dimension takes the content's ideal
///    length (plus the inline bar's height vertically).
/// 2. The bar and the content area follow `NavigationBarGeometry`: the bar at the top of
///    the safe area (into the status bar on Dynamic Island iPhones), the content below it
///    within the safe area, whose top moves to the bar's bottom for the content. The bar
///    is as collapsed as the top screen's scroll view says (NavigationBarCollapse).
/// 3. The content is proposed the content area and placed in it; the bar is drawn over it.
struct _NavigationStackLayout: Layout, SafeAreaAdjustingLayout, Equatable {
    unowned let model: NavigationStackNode

    static var _explicitGuidesComeFromSubviews: Bool { true }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let content = subviews.count == 2 ? subviews[subviews.startIndex].sizeThatFits(proposal) : .zero
        let bar = BarMetrics.current(safeArea: model.stackNode.safeArea).navigationBarHeight
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }

    // Step 2-3
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let safeArea = model.stackNode.safeArea
        let (geometry, collapse) = model.barLayout(frame: bounds, safeArea: safeArea)
        model.updateBar(safeArea: safeArea, collapse: collapse)
        let barSubview = subviews[subviews.endIndex - 1]
        if subviews.count == 2 {
            subviews[subviews.startIndex].place(at: geometry.content.origin, proposal: ProposedViewSize(geometry.content.size))
        }
        barSubview.placeBar(in: geometry.bar, orCollapseAt: bounds.origin)
    }

    func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        model.barGeometry(frame: frame, safeArea: safeArea).contentSafeArea
    }
}
