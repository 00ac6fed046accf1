import Foundation

/// A container that presents rows of data arranged in a single column.
///
/// A list is a vertical `ScrollView` (so it offers `containerRelativeFrame` what a scroll
/// view does) holding its sections stacked without gaps (see `_ListSectionLayout` for the
/// rows, separators, headers and footers of each). Rows outside a `Section` form sections
/// of their own. The default style on iOS is inset grouped; `listStyle(_:)` changes it.
/// Grouped styles draw the grouped background behind the list, into the safe area.
///
/// Rows are built and laid out eagerly (a `VStack`-like layout inside the scroll view), not
/// realized lazily; selection is not supported yet.
public struct List<SelectionValue: Hashable, Content: View>: View {
    @Environment(\.listStyle) private var style
    private let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public var body: some View {
        ScrollView { _ListContent(content: content) }
            .background(style.isGrouped ? ListMetrics.groupedBackground : Color.white)
    }
}

/// The content of a list inside its scroll view.
struct _ListContent<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let list = node as? ListContentNode ?? ListContentNode()
        list.update(view.content, inputs: inputs)
        return list
    }
}

/// The marker type of a list's layout node (for layout descriptions).
enum _ListRows {}

/// The node of a list's content: the content (its sections and rows), a section for each
/// run of rows outside sections, and the list's layout node over the sections.
final class ListContentNode: _ViewNode {
    private var content: _ViewNode?
    private var runs: [ListSectionModel] = []
    private var inputs: _ViewInputs?
    private var derived = DerivedEnvironment()

    private(set) lazy var listNode = LayoutNode(viewType: _ListRows.self, box: LayoutBox(_ListLayout()))

    @MainActor
    func update<Content: View>(_ view: Content, inputs: _ViewInputs) {
        var contentInputs = inputs
        contentInputs.stackAxis = .vertical
        contentInputs.environment = derived.environment(from: inputs.environment) { $0.isInList = true }
        self.inputs = contentInputs
        content = reconcileChild(view, content, contentInputs)
        refreshSections()
    }

    /// Groups the content's views into sections: a `Section`'s own, and one for each run of
    /// rows between them.
    @MainActor
    private func refreshSections() {
        guard let inputs else { return }
        var sections: [LayoutNode] = []
        var run: [LayoutNode] = []
        var runCount = 0
        func closeRun() {
            guard !run.isEmpty else { return }
            if runCount == runs.count { runs.append(ListSectionModel()) }
            runs[runCount].update(header: [], rows: run, footer: [], inputs: inputs)
            sections.append(runs[runCount].node)
            runCount += 1
            run = []
        }
        for unit in content?.units ?? [] {
            if unit.viewType == _ListSection.self {
                closeRun()
                sections.append(unit)
            } else {
                run.append(unit)
            }
        }
        closeRun()
        if runs.count > runCount {
            runs[runCount...].forEach { $0.unmount() }
            runs.removeLast(runs.count - runCount)
        }
        listNode.layoutDirection = inputs.environment.layoutDirection
        listNode.updateLayout(_ListLayout(style: inputs.environment.listStyle))
        listNode.setSubviews(sections)
    }

    override func childUnitsChanged() {
        MainActor.assumeIsolated { refreshSections() }
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(listNode)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
        for run in runs { run.forEachChild(body) }
    }

    override func unmount() {
        super.unmount()
        for run in runs { run.unmount() }
    }
}

/// The layout of a list's sections.
///
/// 1. Sections are proposed the list's width and an unspecified height, and stacked from
///    the top without gaps.
/// 2. Grouped styles end with a 35-point gap below the last section.
/// 3. The list is as wide as proposed (an unspecified width: its widest section).
struct _ListLayout: Layout, Equatable {
    var style = ListStyleKind.insetGrouped

    static var _explicitGuidesComeFromSubviews: Bool { true }

    private func heights(_ width: CGFloat?, _ subviews: Subviews) -> [CGSize] {
        subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
    }

    // Step 1-3
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = heights(proposal.width, subviews)
        let bottom = style.isGrouped && !subviews.isEmpty ? ListMetrics.sectionGap : 0
        return CGSize(
            width: proposal.width ?? sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(width: bounds.width, height: nil)
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: childProposal)
            y += subview.sizeThatFits(childProposal).height
        }
    }
}
