import Foundation

/// A table's header row: each column's label, laid out as the rows are, with the sort
/// indicator (a chevron up for ascending, down for descending) on the column that sorts
/// first. A click on a sortable column's label updates the sort order.
struct _TableHeader<Value: Identifiable, Sort: SortComparator>: View {
    let columns: [_TableColumnSpec<Value, Sort>]
    let widths: [TableColumnWidth]
    let sorting: TableSorting?
    let bordered: Bool

    var body: some View {
        TableColumnLayout(columns: widths) {
            ForEach(columns.indices, id: \.self) { index in
                headerCell(columns[index]).accessibilityIdentifier("TableHeader\(index)")
            }
        }
        .frame(height: TableMetrics.headerHeight)
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
            cell
        }
    }
}
