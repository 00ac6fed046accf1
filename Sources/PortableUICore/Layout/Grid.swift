import Foundation

/// A container view that arranges other views in a two-dimensional layout.
///
/// Put `GridRow`s in the grid; a view that is not in a row spans the whole grid.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileContainer(Grid<Content>.self, view.layout, view.content, node, inputs)
    }
}

/// A horizontal row in a two-dimensional grid container.
///
/// The row is not a layout of its own: its views become cells of the grid, marked as one row.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let row = node as? TraitNode ?? TraitNode()
        var cellInputs = inputs
        cellInputs.stackAxis = nil
        row.content = reconcileChild(view.content, row.content, cellInputs)
        let membership = GridRowMembership(row: ObjectIdentifier(row), alignment: view.alignment)
        for cell in row.content?.units ?? [] {
            var traits = cell.traits
            let changed = traits.values[ObjectIdentifier(GridRowKey.self)] == nil
            traits.values[ObjectIdentifier(GridRowKey.self)] = membership
            cell.setTraits(traits, valuesChanged: changed)
        }
        return row
    }
}

/// Which grid row a cell belongs to, and the row's vertical alignment.
struct GridRowMembership {
    let row: ObjectIdentifier
    let alignment: VerticalAlignment?
}

struct GridRowKey: LayoutValueKey {
    static let defaultValue: GridRowMembership? = nil
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: Swift.max(count, 1))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// The layout of `Grid`.
///
/// 1. Cells are grouped into rows: consecutive cells of one `GridRow`, or a single view that
///    is not in a row (it spans every column). Columns are numbered left to right, a cell
///    taking `gridCellColumns` of them.
/// 2. Column widths come from the single-column cells: with an unspecified width each column
///    is as wide as its widest ideal cell; otherwise the columns share the width left after
///    the spacing like the children of an `HStack` (least flexible first, each offered an equal
///    share of what remains and taking its widest cell's width for that share).
/// 3. The grid is as wide as its columns and spacing, or as its widest full-width view if
///    that is wider (unless the view is unsized horizontally).
/// 4. Row heights are the tallest cell of each row for the cell's width; a specified height is
///    shared among the rows in the same way as the widths.
/// 5. Each cell is proposed its cell rectangle and aligned in it: the column's
///    `gridColumnAlignment` or the grid's horizontal alignment, the row's or the grid's vertical
///    alignment, or its `gridCellAnchor`.
public struct GridLayout: Layout, Equatable {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between each cell, or nil for the default (8).
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between each cell, or nil for the default (8).
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    /// The cells and rows of a grid.
    public struct Cache {
        struct Cell {
            let index: Int
            let column: Int
            let span: Int
        }
        struct Row {
            var cells: [Cell]
            let alignment: VerticalAlignment?
            /// Whether the row is one view spanning every column.
            let isFullWidth: Bool
        }
        var rows: [Row] = []
        var columnCount = 0
    }

    private var hSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultValue }
    private var vSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultValue }

    // Step 1
    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        var current: ObjectIdentifier?
        for (offset, subview) in subviews.enumerated() {
            let index = subviews.startIndex + offset
            guard let membership = subview[GridRowKey.self] else {
                cache.rows.append(Cache.Row(cells: [Cache.Cell(index: index, column: 0, span: 0)], alignment: nil, isFullWidth: true))
                current = nil
                continue
            }
            if membership.row != current {
                cache.rows.append(Cache.Row(cells: [], alignment: membership.alignment, isFullWidth: false))
                current = membership.row
            }
            let column = cache.rows[cache.rows.count - 1].cells.last.map { $0.column + $0.span } ?? 0
            let span = subview[GridCellColumnsKey.self]
            cache.rows[cache.rows.count - 1].cells.append(Cache.Cell(index: index, column: column, span: span))
            cache.columnCount = Swift.max(cache.columnCount, column + span)
        }
        return cache
    }

    private struct Geometry {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var width: CGFloat
    }

    // Step 2
    private func columnWidths(_ width: CGFloat?, _ subviews: Subviews, _ cache: Cache) -> [CGFloat] {
        var columns = [[LayoutSubview]](repeating: [], count: cache.columnCount)
        for row in cache.rows where !row.isFullWidth {
            for cell in row.cells where cell.span == 1 {
                let subview = subviews[cell.index]
                if !subview[GridCellUnsizedAxesKey.self].contains(.horizontal) { columns[cell.column].append(subview) }
            }
        }
        func widest(_ cells: [LayoutSubview], _ proposal: CGFloat?) -> CGFloat {
            cells.reduce(0) { Swift.max($0, $1.sizeThatFits(ProposedViewSize(width: proposal, height: nil)).width) }
        }
        guard let width else { return columns.map { widest($0, nil) } }
        let order = columns.indices.sorted { a, b in
            let flexA = widest(columns[a], .infinity) - widest(columns[a], 0)
            let flexB = widest(columns[b], .infinity) - widest(columns[b], 0)
            return flexA != flexB ? flexA < flexB : a < b
        }
        var available = width - hSpacing * CGFloat(Swift.max(cache.columnCount - 1, 0))
        var widths = [CGFloat](repeating: 0, count: cache.columnCount)
        for (position, column) in order.enumerated() {
            let share = Swift.max(available / CGFloat(order.count - position), 0)
            widths[column] = widest(columns[column], share)
            available -= widths[column]
        }
        return widths
    }

    private func cellWidth(_ cell: Cache.Cell, _ row: Cache.Row, _ widths: [CGFloat], gridWidth: CGFloat) -> CGFloat {
        if row.isFullWidth { return gridWidth }
        let spanned = widths[cell.column..<Swift.min(cell.column + cell.span, widths.count)]
        return spanned.reduce(0, +) + hSpacing * CGFloat(spanned.count - 1)
    }

    // Steps 2-4
    private func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: Cache) -> Geometry {
        let widths = columnWidths(proposal.width, subviews, cache)
        var width = widths.reduce(0, +) + hSpacing * CGFloat(Swift.max(widths.count - 1, 0))
        for row in cache.rows where row.isFullWidth {
            let subview = subviews[row.cells[0].index]
            guard !subview[GridCellUnsizedAxesKey.self].contains(.horizontal) else { continue }
            width = Swift.max(width, subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
        }
        func tallest(_ row: Cache.Row, _ height: CGFloat?) -> CGFloat {
            row.cells.reduce(0) { result, cell in
                let subview = subviews[cell.index]
                if subview[GridCellUnsizedAxesKey.self].contains(.vertical) && height != nil { return result }
                let proposal = ProposedViewSize(width: cellWidth(cell, row, widths, gridWidth: width), height: height)
                return Swift.max(result, subview.sizeThatFits(proposal).height)
            }
        }
        var heights = cache.rows.map { tallest($0, nil) }
        if let height = proposal.height {
            let order = cache.rows.indices.sorted { a, b in
                let flexA = tallest(cache.rows[a], .infinity) - tallest(cache.rows[a], 0)
                let flexB = tallest(cache.rows[b], .infinity) - tallest(cache.rows[b], 0)
                return flexA != flexB ? flexA < flexB : a < b
            }
            var available = height - vSpacing * CGFloat(Swift.max(cache.rows.count - 1, 0))
            for (position, row) in order.enumerated() {
                heights[row] = tallest(cache.rows[row], Swift.max(available / CGFloat(order.count - position), 0))
                available -= heights[row]
            }
        }
        return Geometry(columnWidths: widths, rowHeights: heights, width: width)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !cache.rows.isEmpty else { return .zero }
        let geometry = geometry(proposal, subviews, cache)
        let height = geometry.rowHeights.reduce(0, +) + vSpacing * CGFloat(cache.rows.count - 1)
        return CGSize(width: geometry.width, height: height)
    }

    // Step 5
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !cache.rows.isEmpty else { return }
        let geometry = geometry(proposal, subviews, cache)
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in geometry.columnWidths {
            columnX.append(x)
            x += width + hSpacing
        }
        let columnAlignments = self.columnAlignments(subviews, cache)
        var y = bounds.minY
        for (rowIndex, row) in cache.rows.enumerated() {
            let height = geometry.rowHeights[rowIndex]
            for cell in row.cells {
                let subview = subviews[cell.index]
                let width = cellWidth(cell, row, geometry.columnWidths, gridWidth: geometry.width)
                let rect = CGRect(x: row.isFullWidth ? bounds.minX : columnX[cell.column], y: y, width: width, height: height)
                let cellAlignment = Alignment(
                    horizontal: row.isFullWidth ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal,
                    vertical: row.alignment ?? alignment.vertical)
                place(subview, in: rect, alignment: cellAlignment)
            }
            y += height + vSpacing
        }
    }

    private func place(_ subview: LayoutSubview, in rect: CGRect, alignment: Alignment) {
        let proposal = ProposedViewSize(rect.size)
        guard let anchor = subview[GridCellAnchorKey.self] else {
            return placeAligned(subview, in: rect, proposal: proposal, alignment: alignment)
        }
        let size = subview.sizeThatFits(proposal)
        subview.place(
            at: CGPoint(x: rect.minX + anchor.x * (rect.width - size.width), y: rect.minY + anchor.y * (rect.height - size.height)),
            proposal: proposal)
    }

    /// The `gridColumnAlignment` set by any cell of each column.
    private func columnAlignments(_ subviews: Subviews, _ cache: Cache) -> [HorizontalAlignment?] {
        var result = [HorizontalAlignment?](repeating: nil, count: cache.columnCount)
        for row in cache.rows where !row.isFullWidth {
            for cell in row.cells {
                if let guide = subviews[cell.index][GridColumnAlignmentKey.self] { result[cell.column] = guide }
            }
        }
        return result
    }
}
