import Foundation

/// A table's header row: each column's label, laid out as the rows are, with the sort
/// indicator (a chevron up for ascending, down for descending) on the column that sorts
/// first. A click on a sortable column's label updates the sort order.
///
/// On a desktop the user arranges the columns from the header, as in a macOS table:
/// 1. Dragging a header's trailing edge (``TableMetrics/resizeHandleWidth`` points inside
///    the column) resizes the column: its width follows the pointer, within the column's
///    `min` and `max` (``TableMetrics/minimumColumnWidth`` without a `min`), and the flexible
///    columns share what is left. Columns of a fixed `width(_:)` and those whose
///    `disabledCustomizationBehavior(_:)` holds `.resize` have no edge to drag.
/// 2. With a customization (`resize`/`reorder` given), dragging a header further than a tap
///    moves the header with the pointer; on release the column takes the place where its
///    centre is among the other columns' centres. Only columns with a `customizationID(_:)`
///    and without `.reorder` in their disabled behaviors move, and only among such columns.
struct _TableHeader<Value: Identifiable, Sort: SortComparator>: View {
    let columns: [_TableColumnSpec<Value, Sort>]
    let widths: [TableColumnWidth]
    let sorting: TableSorting?
    let bordered: Bool
    /// Gives the shown column at an index a width; nil where columns are not resized.
    var resize: ((Int, CGFloat) -> Void)?
    /// Shows the columns in a new order (the shown columns' indices); nil where columns do
    /// not move.
    var reorder: (([Int]) -> Void)?
    /// The header's width, which the columns' widths follow.
    @State private var width: CGFloat = 0
    /// The header being dragged to a new place and how far it has moved.
    @State private var moving: (index: Int, offset: CGFloat)?

    var body: some View {
        let resolved = TableColumnLayout.widths(of: widths, available: width)
        TableColumnLayout(columns: widths) {
            ForEach(columns.indices, id: \.self) { index in
                arrangeable(index, resolved: resolved).accessibilityIdentifier("TableHeader\(index)")
            }
        }
        .frame(height: TableMetrics.headerHeight)
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    }

    /// A header cell with its resize edge and the drag that moves it.
    @ViewBuilder private func arrangeable(_ index: Int, resolved: [CGFloat]) -> some View {
        let cell = headerCell(columns[index])
            .overlay(alignment: .trailing) { resizeEdge(index, resolved: resolved) }
            .offset(x: moving?.index == index ? moving?.offset ?? 0 : 0)
            .zIndex(moving?.index == index ? 1 : 0)
        if reorder != nil, canMove(index) {
            cell.gesture(
                DragGesture(minimumDistance: GestureTiming.tapSlop)
                    .onChanged { value in moving = (index, value.translation.width) }
                    .onEnded { value in drop(index, by: value.translation.width, resolved: resolved) }
            )
        } else {
            cell
        }
    }

    @ViewBuilder private func resizeEdge(_ index: Int, resolved: [CGFloat]) -> some View {
        let column = columns[index]
        if let resize, column.width.fixed == nil, !column.disabledBehavior.contains(.resize), index < resolved.count {
            _TableColumnResizeEdge(width: resolved[index]) { proposed in
                resize(index, Self.bounded(proposed, column.width))
            }
            .accessibilityIdentifier("TableColumnResize\(index)")
        }
    }

    /// A dragged width within the column's bounds.
    static func bounded(_ proposed: CGFloat, _ width: TableColumnWidth) -> CGFloat {
        let low = width.min ?? TableMetrics.minimumColumnWidth
        let high = Swift.max(low, width.max ?? .infinity)
        guard proposed.isFinite else { return low }
        return Swift.min(Swift.max(proposed, low), high)
    }

    private func canMove(_ index: Int) -> Bool {
        columns[index].customizationID != nil && !columns[index].disabledBehavior.contains(.reorder)
    }

    /// Step 2: the place among the movable columns where the dragged column's centre falls.
    private func drop(_ index: Int, by offset: CGFloat, resolved: [CGFloat]) {
        moving = nil
        guard resolved.count == columns.count, offset.isFinite else { return }
        let starts = resolved.indices.map { resolved[..<$0].reduce(0, +) }
        let centre = starts[index] + resolved[index] / 2 + offset
        let before = columns.indices.filter { $0 != index && canMove($0) && starts[$0] + resolved[$0] / 2 < centre }
        let movable = columns.indices.filter(canMove)
        guard let slot = movable.firstIndex(of: index), before.count != slot else { return }
        var moved = movable
        moved.remove(at: slot)
        moved.insert(index, at: before.count)
        // The movable columns take one another's places; the others keep theirs.
        var order = Array(columns.indices)
        for (place, column) in zip(movable, moved) { order[place] = column }
        reorder?(order)
    }

    @ViewBuilder private func headerCell(_ column: _TableColumnSpec<Value, Sort>) -> some View {
        let order = column.comparator.flatMap { comparator in sorting?.indicator(comparator) }
        let cell = HStack(spacing: 4) {
            column.label
            if let order {
                Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                    .font(.caption2.weight(.semibold))
                    .accessibilityIdentifier("TableSortIndicator")
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
        .lineLimit(1)
        .padding(.horizontal, TableMetrics.cellPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .overlay(alignment: .trailing) {
            if bordered { Rectangle().fill(Color.separator).frame(width: 1) }
        }
        if let comparator = column.comparator, let sorting {
            cell.contentShape(Rectangle()).onTapGesture { sorting.click(comparator) }
                .accessibilityAddTraits(.isButton)
        } else {
            cell.contentShape(Rectangle())
        }
    }
}

/// The strip at a header's trailing edge that resizes its column: a drag gives the column
/// the width it had when the drag began plus the drag's horizontal distance.
struct _TableColumnResizeEdge: View {
    let width: CGFloat
    let resize: (CGFloat) -> Void
    @State private var startWidth: CGFloat?

    var body: some View {
        Color.clear
            .frame(width: TableMetrics.resizeHandleWidth)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        let start = startWidth ?? width
                        startWidth = start
                        resize(start + value.translation.width)
                    }
                    .onEnded { _ in startWidth = nil }
            )
    }
}
