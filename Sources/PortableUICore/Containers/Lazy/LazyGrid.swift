import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item (8 when nil).
    public var spacing: CGFloat?
    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment values.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }
}

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid that grows vertically.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let alignment = Alignment(horizontal: view.alignment, vertical: .center)
        return reconcileLazyGrid(
            Self.self, axis: .vertical, items: view.columns, alignment: alignment, spacing: view.spacing,
            content: view.content, node: node, inputs: inputs)
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid that grows horizontally.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let alignment = Alignment(horizontal: .center, vertical: view.alignment)
        return reconcileLazyGrid(
            Self.self, axis: .horizontal, items: view.rows, alignment: alignment, spacing: view.spacing,
            content: view.content, node: node, inputs: inputs)
    }
}

@MainActor
private func reconcileLazyGrid<Content: View>(
    _ viewType: Any.Type, axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, content: Content,
    node: _ViewNode?, inputs: _ViewInputs
) -> LayoutNode {
    var cellInputs = inputs
    cellInputs.stackAxis = nil
    return reconcileLazyContainer(
        viewType, axis: axis, spacing: spacing, content: content, node: node, inputs: inputs, contentInputs: cellInputs,
        layout: { _LazyGridLayout(axis: axis, items: items, alignment: alignment, state: $0) },
        realize: { layout, node in layout.realizeVisibleLines(of: node) })
}

/// The layout of `LazyVGrid` (and, with the axes swapped, `LazyHGrid`).
///
/// 1. Track lengths come from the grid items only: the length left after every item's
///    spacing but the last is given out in order, fixed items first, each offered an equal
///    share of what remains: a fixed item takes its length, a flexible one the share clamped
///    to its bounds, an adaptive one the share (never below zero).
/// 2. An adaptive item holds as many tracks of its minimum length (with its spacing between)
///    as fit, at least one, widened equally up to its maximum.
/// 3. The grid is as wide as the proposal or its tracks, whichever is larger, and lays its
///    tracks out again for that width when placing them.
/// 4. Cells fill the tracks line by line; a line is as tall as its tallest cell (cells are
///    proposed their track's width and nothing along the axis); lines are `spacing` apart
///    (8 by default) and realized only when in view, as in a lazy stack (which also keeps
///    the lines in view in place when estimates are corrected). A line holds as many rows of
///    the content as there are tracks; a row that is several views (a `ForEach` element of
///    several views, a custom view whose body is a `ForEach`) gives a cell per view, and the
///    cells of a line wrap onto as many rows of tracks as they need, `spacing` apart.
/// 5. Each cell is aligned in its track and line with its item's alignment or the grid's.
public struct _LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let state: LazyStackState

    struct Track {
        let offset: CGFloat
        let length: CGFloat
        let alignment: Alignment
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func spacing(after index: Int) -> CGFloat { items[index].spacing ?? ViewSpacing.defaultValue }

    // Steps 1-2
    func tracks(for length: CGFloat) -> [Track] {
        guard !items.isEmpty else { return [] }
        var remaining = length - (0..<(items.count - 1)).reduce(0) { $0 + spacing(after: $1) }
        let order = items.indices.filter { items[$0].isFixed } + items.indices.filter { !items[$0].isFixed }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        for (position, index) in order.enumerated() {
            let share = remaining / CGFloat(order.count - position)
            switch items[index].size {
            case .fixed(let fixed): lengths[index] = fixed
            case .flexible(let minimum, let maximum): lengths[index] = Swift.min(Swift.max(share, minimum), maximum)
            case .adaptive: lengths[index] = Swift.max(share, 0)
            }
            remaining -= lengths[index]
        }
        var tracks: [Track] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let itemAlignment = item.alignment ?? alignment
            if case .adaptive(let minimum, let maximum) = item.size {
                let gap = spacing(after: index)
                let fitting = ((lengths[index] + gap) / Swift.max(minimum + gap, 1)).rounded(.down)
                // (An infinite length, which sizing proposes to find the grid's flexibility,
                // holds one track: the grid is as long as proposed whatever the count.)
                let count = fitting.isFinite ? Swift.max(Int(Swift.min(fitting, CGFloat(Int32.max))), 1) : 1
                let trackLength = Swift.min((lengths[index] - CGFloat(count - 1) * gap) / CGFloat(count), maximum)
                for k in 0..<count {
                    tracks.append(Track(offset: offset + CGFloat(k) * (trackLength + gap), length: Swift.max(trackLength, 0), alignment: itemAlignment))
                }
            } else {
                tracks.append(Track(offset: offset, length: lengths[index], alignment: itemAlignment))
            }
            offset += lengths[index] + spacing(after: index)
        }
        return tracks
    }

    /// The length the tracks need, spacing included.
    private func tracksLength(_ tracks: [Track]) -> CGFloat {
        tracks.map { $0.offset + $0.length }.max() ?? 0
    }

    private func cellProposal(_ track: Track) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: track.length, axis: axis)
    }

    // Step 3
    private func crossLength(for proposal: ProposedViewSize) -> CGFloat {
        let proposed = proposal[axis.other] ?? 0
        return Swift.max(proposed, tracksLength(tracks(for: proposed)))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = tracks(for: crossLength(for: proposal))
        state.cellsPerLine = Swift.max(tracks.count, 1)
        if state.rows.count > 0 && !state.hasMeasurements {
            MainActor.assumeIsolated { _ = measure(state.realize(0..<1, releasingOthers: false), tracks) }
        }
        return CGSize(major: state.totalLength, minor: crossLength(for: proposal), axis: axis)
    }

    // Step 4
    /// Measures each line's cells and records the line's length; returns, per line, the
    /// length of each row of tracks its cells fill.
    private func measure(_ lines: [(index: Int, units: [LayoutNode])], _ tracks: [Track]) -> [[CGFloat]] {
        lines.map { line, units in
            let rows = trackRows(of: units, tracks).map { cells in
                cells.map { unit, track in unit.sizeThatFits(cellProposal(track))[axis] }.max() ?? 0
            }
            let gaps = state.spacing * CGFloat(Swift.max(rows.count - 1, 0))
            state.record(rows.reduce(gaps, +), of: line)
            return rows
        }
    }

    /// The cells of a line by row of tracks: each unit with the track it fills.
    private func trackRows(of units: [LayoutNode], _ tracks: [Track]) -> [[(LayoutNode, Track)]] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: units.count, by: tracks.count).map { start in
            let end = Swift.min(start + tracks.count, units.count)
            return (start..<end).map { (units[$0], tracks[$0 - start]) }
        }
    }

    // Step 5
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.recorder == nil else { return }
        let tracks = tracks(for: bounds.size[axis.other])
        state.placing(across: bounds.size[axis.other])
        let lines = state.visibleRows
        let rowLengths = measure(lines, tracks)
        let major = (axis == .vertical ? bounds.minY : bounds.minX) - state.correctAnchor()
        let minor = axis == .vertical ? bounds.minX : bounds.minY
        for ((line, units), lengths) in zip(lines, rowLengths) {
            var rowOffset = major + state.offset(of: line)
            for (cells, rowLength) in zip(trackRows(of: units, tracks), lengths) {
                for (unit, track) in cells {
                    let origin = CGPoint(major: rowOffset, minor: minor + track.offset, axis: axis)
                    let cell = CGRect(origin: origin, size: CGSize(major: rowLength, minor: track.length, axis: axis))
                    placeAligned(
                        LayoutSubview(node: unit, index: 0, recorder: nil), in: cell, proposal: cellProposal(track),
                        alignment: track.alignment)
                }
                rowOffset += rowLength + state.spacing
            }
        }
    }

    /// Realizes the lines in view before the grid places them.
    @MainActor
    func realizeVisibleLines(of node: LayoutNode) {
        state.cellsPerLine = Swift.max(tracks(for: node.frame.size[axis.other]).count, 1)
        let viewport = LazyViewport(of: node.frame, node: node, axis: axis)
        state.anchor(at: viewport.start, scrollView: viewport.scrollView)
        let lines = state.realize(state.lineRange(overlapping: viewport.range))
        state.visibleRows = lines
        node.replaceSubviewsDuringPlacement(lines.flatMap(\.units))
    }
}
