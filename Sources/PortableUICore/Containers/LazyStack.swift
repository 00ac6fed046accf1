import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileLazyStack(
            Self.self, axis: .vertical, alignment: view.alignment.key, spacing: view.spacing,
            pinsHeaders: view.pinnedViews.contains(.sectionHeaders), content: view.content, node: node, inputs: inputs)
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment,
    /// pinning behavior, and content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileLazyStack(
            Self.self, axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing,
            pinsHeaders: view.pinnedViews.contains(.sectionHeaders), content: view.content, node: node, inputs: inputs)
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each Section will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The footer view of each Section will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

@MainActor
private func reconcileLazyStack<Content: View>(
    _ viewType: Any.Type, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, pinsHeaders: Bool, content: Content,
    node: _ViewNode?, inputs: _ViewInputs
) -> LayoutNode {
    var rowInputs = inputs
    rowInputs.stackAxis = axis
    return reconcileLazyContainer(
        viewType, axis: axis, spacing: spacing, content: content, node: node, inputs: inputs, contentInputs: rowInputs,
        layout: { _LazyStackLayout(axis: axis, alignment: alignment, pinsHeaders: pinsHeaders, state: $0) },
        realize: { layout, node in layout.realizeVisibleRows(of: node) })
}

/// Makes or updates the node of a lazy container (stack or grid): its rows are described by
/// `LazyRows` without building them, and realized by `realize` when the container is placed.
@MainActor
func reconcileLazyContainer<Content: View, L: Layout>(
    _ viewType: Any.Type, axis: Axis, spacing: CGFloat?, content: Content, node: _ViewNode?, inputs: _ViewInputs,
    contentInputs: _ViewInputs, layout makeLayout: (LazyStackState) -> L,
    realize: @escaping @MainActor (L, LayoutNode) -> Void
) -> LayoutNode {
    let existing = (node as? LayoutNode).flatMap { $0.viewType == viewType ? $0 : nil }
    let state = existing?.lazyState ?? LazyStackState(axis: axis)
    state.update(rows: LazyRows.of(content), inputs: contentInputs, spacing: spacing ?? ViewSpacing.defaultValue)
    let layout = makeLayout(state)
    let container = existing ?? LayoutNode(viewType: viewType, box: LayoutBox(layout))
    if existing != nil { container.updateLayout(layout) }
    container.lazyState = state
    state.node = container
    if state.graph == nil, let graph = inputs.graph {
        state.graph = graph
        graph.addLayoutObserver(state)
    }
    container.contentBuilder = { node in MainActor.assumeIsolated { realize(layout, node) } }
    container.setNeedsPlacement()
    return container
}

/// The rows a lazy stack has realized and measured.
///
/// Row positions are computed from an estimated row length (the mean of the rows measured so
/// far) corrected by the rows actually measured, so that finding the rows in view costs the
/// same for a thousand rows as for a million.
final class LazyStackState: LayoutObserver {
    let axis: Axis
    private(set) var rows = LazyRows()
    private var inputs: _ViewInputs?
    private(set) var spacing: CGFloat = ViewSpacing.defaultValue
    unowned(unsafe) var node: LayoutNode?
    weak var graph: ViewGraph?

    /// How many rows share one line (the columns of a lazy grid); 1 for a stack.
    var cellsPerLine = 1 {
        didSet {
            if cellsPerLine != oldValue {
                measured.removeAll()
                measuredTotal = 0
            }
        }
    }

    /// The number of lines: rows for a stack, rows of cells for a grid.
    var lineCount: Int { (rows.count + cellsPerLine - 1) / Swift.max(cellsPerLine, 1) }

    /// Realized rows by index, with the ID they had when realized.
    private var realized: [Int: (id: AnyHashable, node: _ViewNode)] = [:]
    /// Measured lengths (along the axis) by line index.
    private var measured: [Int: CGFloat] = [:]
    private var measuredTotal: CGFloat = 0
    /// The section header pinned at the top of the view: its line, the next header's line and
    /// the offset of the top of the visible area.
    var pinnedHeader: (header: Int, next: Int, viewportStart: CGFloat)?
    /// The rows realized for the current placement, in order.
    var visibleRows: [(index: Int, units: [LayoutNode])] = []
    private var lengthChanged = false

    /// How far beyond the visible area rows are realized, in points.
    static let margin: CGFloat = 200
    /// The length assumed for a row before any row is measured.
    static let defaultEstimate: CGFloat = 44

    init(axis: Axis) {
        self.axis = axis
    }

    @MainActor
    func update(rows newRows: LazyRows, inputs: _ViewInputs, spacing: CGFloat) {
        if newRows.count != rows.count { keepMeasurements(stillValidIn: newRows) }
        rows = newRows
        self.inputs = inputs
        self.spacing = spacing
        for (index, row) in realized {
            if index < rows.count && rows.id(at: index) == row.id {
                realized[index] = (row.id, rows.reconcile(at: index, node: row.node, inputs: inputs))
            } else {
                row.node.unmount()
                realized[index] = nil
            }
        }
    }

    /// Keeps the measured lengths of the rows that kept their identity and line (rows appended
    /// after the loaded ones, as infinite scrolling does), forgets the others.
    private func keepMeasurements(stillValidIn newRows: LazyRows) {
        guard cellsPerLine == 1 else {
            measured.removeAll()
            measuredTotal = 0
            return
        }
        for (row, length) in measured where row >= newRows.count || newRows.id(at: row) != rows.id(at: row) {
            measured[row] = nil
            measuredTotal -= length
        }
    }

    /// The estimated length of a row not yet measured.
    var estimate: CGFloat {
        measured.isEmpty ? Self.defaultEstimate : measuredTotal / CGFloat(measured.count)
    }

    /// The offset of row `index` along the axis from the stack's origin.
    func offset(of index: Int) -> CGFloat {
        let estimate = self.estimate
        var offset = CGFloat(index) * (estimate + spacing)
        for (row, length) in measured where row < index { offset += length - estimate }
        return offset
    }

    func length(of index: Int) -> CGFloat { measured[index] ?? estimate }

    var hasMeasurements: Bool { !measured.isEmpty }

    /// How many rows are realized now.
    var realizedCount: Int { realized.count }

    /// The stack's total length along the axis.
    var totalLength: CGFloat {
        lineCount == 0 ? 0 : offset(of: lineCount - 1) + length(of: lineCount - 1)
    }

    /// The rows that overlap `range` (offsets along the axis from the stack's origin).
    func lineRange(overlapping range: ClosedRange<CGFloat>) -> Range<Int> {
        let count = lineCount
        guard count > 0 else { return 0..<0 }
        let step = estimate + spacing
        var first = Swift.min(Swift.max(Int(range.lowerBound / Swift.max(step, 1)), 0), count - 1)
        while first > 0 && offset(of: first) > range.lowerBound { first -= 1 }
        while first < count - 1 && offset(of: first) + length(of: first) < range.lowerBound { first += 1 }
        var last = first
        while last < count - 1 && offset(of: last + 1) <= range.upperBound { last += 1 }
        return first..<(last + 1)
    }

    /// Realizes the rows in `range` and releases the others; returns the layout nodes of the
    /// realized rows, row by row.
    /// Realizes the rows of the lines in `range` and releases the others; returns the layout
    /// nodes of each realized line.
    @MainActor
    func realize(_ range: Range<Int>, releasingOthers: Bool = true, keeping extra: Int? = nil)
        -> [(index: Int, units: [LayoutNode])]
    {
        guard let inputs else { return [] }
        let rowRange = (range.lowerBound * cellsPerLine)..<Swift.min(range.upperBound * cellsPerLine, rows.count)
        for (index, row) in realized where releasingOthers && !rowRange.contains(index) && index != extra {
            row.node.unmount()
            realized[index] = nil
        }
        var result: [(Int, [LayoutNode])] = []
        let lines = extra.map { range.contains($0) ? Array(range) : [$0] + Array(range) } ?? Array(range)
        for line in lines {
            var units: [LayoutNode] = []
            for index in (line * cellsPerLine)..<Swift.min((line + 1) * cellsPerLine, rows.count) {
                let id = rows.id(at: index)
                let previous = realized[index].flatMap { $0.id == id ? $0.node : nil }
                let rowNode = rows.reconcile(at: index, node: previous, inputs: inputs)
                rowNode.parent = node
                realized[index] = (id, rowNode)
                units.append(contentsOf: rowNode.units)
            }
            result.append((line, units))
        }
        return result
    }

    /// Records the measured length of a row.
    func record(_ length: CGFloat, of index: Int) {
        let previous = measured[index]
        guard previous != length else { return }
        measuredTotal += length - (previous ?? 0)
        measured[index] = length
        lengthChanged = true
    }

    @MainActor
    func layoutDidFinish() {
        guard lengthChanged else { return }
        lengthChanged = false
        node?.invalidateLayout()
        graph?.updates.enqueue {}
    }
}

/// The layout of `LazyVStack` and `LazyHStack`.
///
/// 1. Along the axis the stack is as long as its rows: measured rows count their length,
///    the others the mean measured length; rows are separated by the spacing (8 by default).
///    Across, it takes the proposal (or its widest realized row when unspecified).
/// 2. When placed, it realizes the rows within the visible part of the nearest enclosing
///    scroll view (or the window) plus a margin, releases the others (their `onDisappear`
///    runs), measures the realized rows and places them, aligned across the axis.
/// 3. When measuring changed the stack's length, it lays out again in the next frame.
public struct _LazyStackLayout: Layout {
    let axis: Axis
    let alignment: AlignmentKey
    /// Whether section headers stay at the top of the visible area while their section is in view.
    let pinsHeaders: Bool
    let state: LazyStackState

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    // Step 1
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if state.rows.count > 0 && !state.hasMeasurements {
            MainActor.assumeIsolated { measure(state.realize(0..<1, releasingOthers: false), rowProposal(proposal)) }
        }
        let minor =
            proposal[axis.other]
            ?? subviews.reduce(0) { Swift.max($0, $1.sizeThatFits(rowProposal(proposal))[axis.other]) }
        return CGSize(major: state.totalLength, minor: minor, axis: axis)
    }

    @discardableResult
    private func measure(_ rows: [(index: Int, units: [LayoutNode])], _ proposal: ProposedViewSize) -> [Int: [CGSize]] {
        var sizes: [Int: [CGSize]] = [:]
        for (index, units) in rows {
            let unitSizes = units.map { $0.sizeThatFits(proposal) }
            let length = unitSizes.reduce(0) { $0 + $1[axis] } + state.spacing * CGFloat(Swift.max(units.count - 1, 0))
            state.record(length, of: index)
            sizes[index] = unitSizes
        }
        return sizes
    }

    // Step 2
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.recorder == nil else { return }
        let childProposal = rowProposal(proposal)
        let rows = state.visibleRows
        let sizes = measure(rows, childProposal)
        let origin = axis == .vertical ? bounds.minY : bounds.minX
        let frameGuide = ViewDimensions(size: bounds.size, node: nil, proposal: proposal)[alignment]
        for (index, units) in rows {
            var position = origin + pinnedOffset(of: index)
            for (unit, size) in zip(units, sizes[index] ?? []) {
                let guide = ViewDimensions(size: size, node: unit, proposal: childProposal)[alignment]
                let minor = (axis == .vertical ? bounds.minX : bounds.minY) + frameGuide - guide
                LayoutSubview(node: unit, index: 0, recorder: nil)
                    .place(at: CGPoint(major: position, minor: minor, axis: axis), proposal: childProposal)
                position += size[axis] + state.spacing
            }
        }
    }

    /// The offset at which row `index` is placed: its own, or, for the pinned header, the top
    /// of the visible area, pushed up by the next section's header.
    private func pinnedOffset(of index: Int) -> CGFloat {
        guard let pinned = state.pinnedHeader, pinned.header == index else { return state.offset(of: index) }
        let natural = state.offset(of: index)
        let limit = state.offset(of: pinned.next) - state.spacing - state.length(of: index)
        return Swift.max(natural, Swift.min(pinned.viewportStart, pinned.next < state.lineCount ? limit : .infinity))
    }

    /// Realizes the rows in view before the stack places them (run as the node's content
    /// builder, so that an empty stack still gets its first rows). With pinned headers, the
    /// header of the section at the top of the view is realized too, and drawn last.
    @MainActor
    func realizeVisibleRows(of node: LayoutNode) {
        let visible = visibleRange(of: node.frame, node: node)
        let range = state.lineRange(overlapping: visible)
        let viewportStart = visible.lowerBound + LazyStackState.margin
        let top = state.lineRange(overlapping: viewportStart...viewportStart).first ?? range.lowerBound
        state.pinnedHeader = pinsHeaders ? state.rows.sectionHeader(atOrBefore: top).map {
            (header: $0.header, next: $0.next, viewportStart: viewportStart)
        } : nil
        var rows = state.realize(range, keeping: state.pinnedHeader?.header)
        if let header = state.pinnedHeader?.header, let index = rows.firstIndex(where: { $0.index == header }) {
            rows.append(rows.remove(at: index))
        }
        state.visibleRows = rows
        node.replaceSubviewsDuringPlacement(rows.flatMap(\.units))
    }

    private func visibleRange(of bounds: CGRect, node: LayoutNode) -> ClosedRange<CGFloat> {
        lazyVisibleRange(of: bounds, node: node, axis: axis)
    }
}

/// The part of a lazy container (offsets along `axis` from its origin) that the nearest
/// scroll view shows, widened by the margin.
func lazyVisibleRange(of bounds: CGRect, node: LayoutNode, axis: Axis) -> ClosedRange<CGFloat> {
    var viewport = PlacementContext.window
    var ancestor = node.layoutParent
    while let current = ancestor {
        if current.scrollState != nil {
            viewport = current.frame
            break
        }
        ancestor = current.layoutParent
    }
    let start = axis == .vertical ? viewport.minY - bounds.minY : viewport.minX - bounds.minX
    let length = axis == .vertical ? viewport.height : viewport.width
    let lower = start - LazyStackState.margin
    return lower...Swift.max(lower, start + length + LazyStackState.margin)
}
