import Foundation

/// The rows a lazy container (stack, grid or list) has realized and measured, by line: a row
/// of a stack, a line of cells of a grid, a row, section header or section footer of a list.
///
/// Line positions are computed from an estimated line length (the mean of the lines measured
/// so far) corrected by the lines actually measured, so that finding the lines in view costs
/// the same for a thousand rows as for a million. When measuring corrects the lines above the
/// one at the top of the view, the enclosing scroll view's offset moves by the correction,
/// so that what is on screen does not jump (see `anchor(at:scrollView:)`).
final class LazyStackState: LayoutObserver, ContainerState {
    let axis: Axis
    private(set) var rows = LazyRows()
    private var inputs: _ViewInputs?
    private(set) var spacing: CGFloat = ViewSpacing.defaultValue
    /// The container's node (which holds this state; weak, so that rows or observers that
    /// keep the state longer never reach a freed node).
    weak var node: LayoutNode?
    weak var graph: ViewGraph?

    /// How many rows share one line (the columns of a lazy grid); 1 for a stack.
    var cellsPerLine = 1 {
        didSet {
            if cellsPerLine != oldValue { forgetMeasurements() }
        }
    }

    /// A list's lines (sections' headers, rows and footers), when the container is a list.
    var list: LazyListModel?

    /// Realized rows by ID, with the index they had when last realized: a row keeps its node
    /// (and state) while its ID stays in the data, wherever it moves.
    private var realized: [LazyRowID: RealizedRow] = [:]
    /// Counts the updates of the rows: a realized row whose node took the current rows'
    /// value is realized again without evaluating its view.
    private var rowsVersion = 0
    /// Measured lengths (along the axis) by line index.
    private var measured = MeasuredLines()
    /// The length across the axis the measured lines were placed at (nil before any placement;
    /// `.some(nil)` for an unspecified one).
    private var measuredAcross: CGFloat??
    /// The section header pinned at the top of the view: its line, the next header's line and
    /// the offset of the top of the visible area.
    var pinnedHeader: (header: Int, next: Int, viewportStart: CGFloat)?
    /// The rows realized for the current placement, in order.
    var visibleRows: [(index: Int, units: [LayoutNode])] = []
    private var lengthChanged = false
    /// The line at the top of the view, its offset before the realized lines were measured
    /// and the scroll view to correct.
    private var anchor: (line: Int, offset: CGFloat, scrollView: LayoutNode)?

    /// How far beyond the visible area rows are realized, in points.
    static let margin: CGFloat = 200
    /// The length assumed for a row before any row is measured.
    static let defaultEstimate: CGFloat = 44

    init(axis: Axis) {
        self.axis = axis
    }

    @MainActor
    func update(rows newRows: LazyRows, inputs: _ViewInputs, spacing: CGFloat) {
        let oldLineCount = lineCount
        let oldPlan = list?.plan
        let oldRows = rows
        rows = newRows
        list?.update(rows: newRows)
        // Lines keep their measurements while they hold the same rows: what a change of the
        // rows leaves in place stays in place on screen.
        let ownEstimatesChanged = list.map { model in
            !model.plan.ownEstimates.elementsEqual(oldPlan?.ownEstimates ?? []) { $0.line == $1.line && $0.length == $1.length }
        } ?? false
        if lineCount != oldLineCount || ownEstimatesChanged {
            keepMeasurements(of: oldRows, plan: oldPlan, lineCount: oldLineCount)
        }
        self.inputs = inputs
        self.spacing = spacing
        rowsVersion &+= 1
        // Rows still at their index take their new value now; the others are matched by ID
        // (or released) when the container realizes its rows again.
        for (id, row) in realized where row.index < rows.count && rows.id(at: row.index) == id {
            guard let rowInputs = self.inputs(forRow: row.index) else { continue }
            let node = rows.reconcile(at: row.index, node: row.node, inputs: rowInputs)
            realized[id] = RealizedRow(index: row.index, node: node, version: rowsVersion)
        }
    }

    /// Called as the container places its lines `across` long across its axis: a line's length
    /// along the axis depends on that length (text wraps, aspect ratios scale), so the lengths
    /// measured at another one are forgotten and the lines in view measured again, as a fresh
    /// container would. Sizing probes at other lengths keep them: only a placement changes them.
    func placing(across length: CGFloat?) {
        if let measuredAcross, !Self.isSameLength(measuredAcross, length) { forgetMeasurements() }
        measuredAcross = .some(length)
    }

    /// Whether the measured lines were measured at `length` across the axis (or were never
    /// placed).
    func isMeasured(across length: CGFloat?) -> Bool {
        measuredAcross.map { Self.isSameLength($0, length) } ?? true
    }

    private static func isSameLength(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        a == b || (a?.isNaN == true && b?.isNaN == true)
    }

    private func forgetMeasurements() {
        measured.reset(lineCount: lineCount)
    }

    /// Keeps the measured lengths of the lines that still hold the same rows after the rows
    /// changed: at the same line (before the rows inserted or removed: a disclosure group
    /// expanded, rows appended) or, in a list, as many lines further as lines were inserted
    /// (after them: the following sections). A plain stack keeps only the lines still at their
    /// index: rows appended before a stack's footer (infinite scrolling's loading row) leave
    /// the footer estimated again, as the gallery's catalog expects of a stack held at its end
    /// (`CatalogEndToEndTests`). A grid's lines, whose cells move from line to line, start over.
    private func keepMeasurements(of oldRows: LazyRows, plan oldPlan: ListPlan?, lineCount oldLineCount: Int) {
        guard cellsPerLine == 1 else { return forgetMeasurements() }
        let shift = lineCount - oldLineCount
        measured.remap(lineCount: lineCount) { line in
            guard let identity = LineIdentity(ofLine: line, rows: oldRows, plan: oldPlan) else { return nil }
            let candidates = list == nil ? [line] : [line, line + shift]
            let kept = candidates.first { LineIdentity(ofLine: $0, rows: rows, plan: list?.plan) == identity }
            return kept.map { ($0, list?.plan.ownEstimate(ofLine: $0)) }
        }
    }

    /// The inputs of row `index`: a list's headers and footers have their own.
    private func inputs(forRow index: Int) -> _ViewInputs? {
        guard let inputs else { return nil }
        return list?.inputs(forRow: index) ?? inputs
    }

    // MARK: Lines

    /// The number of lines: rows for a stack, rows of cells for a grid, a list's lines.
    var lineCount: Int {
        list?.plan.lineCount ?? (rows.count + cellsPerLine - 1) / Swift.max(cellsPerLine, 1)
    }

    /// The rows of line `line`.
    func rowRange(ofLine line: Int) -> Range<Int> {
        if let list { return list.plan.rows(ofLine: line) }
        return (line * cellsPerLine)..<Swift.min((line + 1) * cellsPerLine, rows.count)
    }

    /// The line holding row `row`.
    func line(ofRow row: Int) -> Int {
        list?.plan.line(ofRow: row) ?? row / Swift.max(cellsPerLine, 1)
    }

    // MARK: Lengths and offsets

    /// The estimated length of a line not yet measured (a list's headers and footers have
    /// their own estimates).
    var estimate: CGFloat {
        measured.rowCount == 0 ? Self.defaultEstimate : measured.rowTotal / CGFloat(measured.rowCount)
    }

    /// The offset of line `index` along the axis from the stack's origin.
    ///
    /// - Complexity: O(log n) in the number of lines.
    func offset(of index: Int) -> CGFloat {
        let estimate = self.estimate
        let sums = measured.sums(before: index)
        var offset = CGFloat(index) * (estimate + spacing)
        offset += sums.rowLength - CGFloat(sums.rows) * estimate + sums.ownDifference
        if let plan = list?.plan {
            let own = plan.ownEstimates(before: index)
            offset += own.total - CGFloat(own.count) * estimate
        }
        return offset
    }

    /// The length of line `index`: measured, or estimated.
    func length(of index: Int) -> CGFloat { measured[index] ?? list?.plan.ownEstimate(ofLine: index) ?? estimate }

    var hasMeasurements: Bool { !measured.isEmpty }

    /// How many rows are realized now.
    var realizedCount: Int { realized.count }

    /// The stack's total length along the axis.
    var totalLength: CGFloat {
        lineCount == 0 ? 0 : offset(of: lineCount - 1) + length(of: lineCount - 1)
    }

    /// The lines that overlap `range` (offsets along the axis from the stack's origin).
    func lineRange(overlapping range: ClosedRange<CGFloat>) -> Range<Int> {
        let count = lineCount
        guard count > 0 else { return 0..<0 }
        // Offsets grow with the index: the first line ending after the range's start,
        // the last one starting at or before its end (at least the first).
        let first = Swift.min(firstLine { offset(of: $0) + length(of: $0) > range.lowerBound }, count - 1)
        let last = Swift.max(firstLine { offset(of: $0) > range.upperBound } - 1, first)
        return first..<(last + 1)
    }

    /// The first line for which `isPast` holds (`lineCount` if none), for a predicate that,
    /// once true, stays true for every later line.
    private func firstLine(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = lineCount
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: Realizing

    /// Realizes the rows of the lines in `range` (and of line `extra`) and releases the
    /// others; returns the layout nodes of each realized line.
    @MainActor
    func realize(_ range: Range<Int>, releasingOthers: Bool = true, keeping extra: Int? = nil)
        -> [(index: Int, units: [LayoutNode])]
    {
        let lines = extra.map { range.contains($0) ? Array(range) : [$0] + Array(range) } ?? Array(range)
        var kept: [LazyRowID: RealizedRow] = [:]
        var result: [(Int, [LayoutNode])] = []
        for line in lines {
            var units: [LayoutNode] = []
            for index in rowRange(ofLine: line) {
                var id = rows.id(at: index)
                if kept[id] != nil { id.duplicate = index }
                guard let rowNode = realizeRow(at: index, reusing: realized.removeValue(forKey: id)) else { return [] }
                kept[id] = RealizedRow(index: index, node: rowNode, version: rowsVersion)
                units.append(contentsOf: rowNode.units)
            }
            result.append((line, units))
        }
        if releasingOthers {
            for row in realized.values { row.node.unmount() }
            realized = kept
        } else {
            realized.merge(kept) { $1 }
        }
        return result
    }

    /// The node of row `index`: `existing` as it is when it took the current rows' value at
    /// this index, otherwise `existing` (or a new node) given the row's view.
    @MainActor
    private func realizeRow(at index: Int, reusing existing: RealizedRow?) -> _ViewNode? {
        if let existing, existing.version == rowsVersion, existing.index == index { return existing.node }
        guard let rowInputs = inputs(forRow: index) else { return nil }
        let rowNode = rows.reconcile(at: index, node: existing?.node, inputs: rowInputs)
        rowNode.parent = node
        return rowNode
    }

    /// Records the measured length of a line.
    func record(_ length: CGFloat, of index: Int) {
        if measured.record(length, of: index, ownEstimate: list?.plan.ownEstimate(ofLine: index)) {
            lengthChanged = true
        }
    }

    // MARK: Anchoring

    /// Remembers the line at `viewportStart` (an offset from the stack's origin) and its
    /// offset before measuring, to keep it in place on screen: `scrollView` is the scroll
    /// view whose content offset moves by the correction. Nothing is remembered when the
    /// stack's start is in view (its first line cannot move).
    func anchor(at viewportStart: CGFloat, scrollView: LayoutNode?) {
        anchor = nil
        guard viewportStart > 0, let scrollView, let state = scrollView.scrollState,
            state.axes.contains(axis == .vertical ? .vertical : .horizontal),
            let line = lineRange(overlapping: viewportStart...viewportStart).first, line > 0
        else { return }
        anchor = (line, offset(of: line), scrollView)
    }

    /// After the realized lines were measured: how far the anchored line moved; the scroll
    /// view's offset moves by as much (placed again in the next layout), so that the caller,
    /// placing its lines shifted back by the correction, keeps everything in view where it was.
    func correctAnchor() -> CGFloat {
        guard let (line, before, scrollView) = anchor, let state = scrollView.scrollState else { return 0 }
        anchor = nil
        let correction = offset(of: line) - before
        guard correction != 0 else { return 0 }
        // A drag in progress moves on from the corrected offset too.
        if axis == .vertical {
            state.offset.y += correction
            state.dragStartOffset?.y += correction
        } else {
            state.offset.x += correction
            state.dragStartOffset?.x += correction
        }
        scrollView.setNeedsPlacement()
        lengthChanged = true
        return correction
    }

    /// Visits the realized rows' nodes.
    func forEachRealizedRow(_ body: (_ViewNode) -> Void) {
        for row in realized.values { body(row.node) }
    }

    /// The container left the graph (its rows were unmounted with it): forgets the rows and
    /// stops observing layout.
    @MainActor
    func containerDidUnmount() {
        realized.removeAll()
        graph?.removeLayoutObserver(ObjectIdentifier(self))
        graph = nil
    }

    @MainActor
    func layoutDidFinish() {
        guard lengthChanged else { return }
        lengthChanged = false
        node?.invalidateLayout()
        graph?.needsLayout = true
        graph?.updates.enqueue {}
    }
}

/// The part of a lazy container (offsets along `axis` from its origin) that the nearest
/// scroll view shows: the start of the visible part, the range widened by the margin, and the
/// scroll view (nil when the window is the viewport).
struct LazyViewport {
    let start: CGFloat
    let range: ClosedRange<CGFloat>
    let scrollView: LayoutNode?

    init(of bounds: CGRect, node: LayoutNode, axis: Axis) {
        var viewport = LayoutPass.current.window
        var scrollView: LayoutNode?
        var ancestor = node.layoutParent
        while let current = ancestor {
            if current.scrollState != nil {
                viewport = current.frame
                scrollView = current
                break
            }
            ancestor = current.layoutParent
        }
        var start = axis == .vertical ? viewport.minY - bounds.minY : viewport.minX - bounds.minX
        var length = axis == .vertical ? viewport.height : viewport.width
        // (Frames are finite once placed; a window of a non-finite size shows the start.)
        if !start.isFinite { start = 0 }
        if !length.isFinite { length = 0 }
        let lower = start - LazyStackState.margin
        self.start = start
        self.range = lower...Swift.max(lower, start + length + LazyStackState.margin)
        self.scrollView = scrollView
    }
}

/// What identifies a line across updates of a lazy container's rows: what it holds (a row, or
/// a list's section header, footer or end) and the ID of its row (for a header, of its
/// section's first row; for a footer, of its section's last row).
private struct LineIdentity: Equatable {
    enum Role { case row, header, footer, end }
    let role: Role
    let row: LazyRowID?

    /// The identity of line `line` of `rows`, laid out by `plan` in a list (nil past the
    /// last line).
    init?(ofLine line: Int, rows: LazyRows, plan: ListPlan?) {
        guard line >= 0, line < plan?.lineCount ?? rows.count else { return nil }
        func id(_ row: Int) -> LazyRowID? { row >= 0 && row < rows.count ? rows.id(at: row) : nil }
        guard let plan else {
            (role, row) = (.row, id(line))
            return
        }
        switch plan.kind(ofLine: line) {
        case .header(let block): (role, row) = (.header, id(plan.blocks[block].firstRow))
        case .footer(let block): (role, row) = (.footer, id(plan.blocks[block].footer.upperBound - 1))
        case .row: (role, row) = (.row, id(plan.rows(ofLine: line).lowerBound))
        case .end: (role, row) = (.end, nil)
        }
    }
}

/// A realized row: the index it was realized at, its node, and the version of the rows whose
/// value the node took.
private struct RealizedRow {
    var index: Int
    var node: _ViewNode
    var version: Int
}

/// The structural content of a lazy container's node: its realized rows, so that they are
/// visited with the container and unmounted with it (their `onDisappear` runs when the
/// container leaves).
final class LazyRealizedRows: _ViewNode {
    let state: LazyStackState

    init(_ state: LazyStackState) {
        self.state = state
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        state.forEachRealizedRow(body)
    }

    @MainActor override func unmount() {
        super.unmount()
        state.containerDidUnmount()
    }
}

extension LayoutNode {
    /// The realized rows, for a lazy container's node.
    var lazyState: LazyStackState? {
        get { containerState(LazyStackState.self) }
        set { setContainerState(newValue) }
    }
}
