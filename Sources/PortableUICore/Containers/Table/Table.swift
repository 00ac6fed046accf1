import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally
/// providing the ability to select one or more members.
///
/// A table is a header row (the columns' labels; a click on a sortable column's header
/// updates the `sortOrder` binding, see ``TableSortOrder``) above a plain `List` whose rows
/// are the table's rows, each laid out by ``TableColumnLayout``. So rows are realized lazily
/// (a table of a million rows costs what a screenful costs), and selection works as in a
/// list: a click selects a row, Shift-click extends and Command/Control-click toggles a `Set`
/// selection, the arrow keys move it once the table has the focus.
///
/// On a phone (a compact width) a table shows its first column only, without a header, as
/// iOS does; the style's kind (inset, bordered, alternating backgrounds) is ignored there.
///
/// With a `columnCustomization:` binding the columns show in its order, without the hidden
/// ones (see ``TableColumnCustomization``); columns hidden by `defaultVisibility(_:)` are
/// left out with or without one. On a desktop the user resizes columns by dragging a
/// header's trailing edge, and with a customization moves them by dragging their headers
/// (see `_TableHeader`): the customization keeps both (widths of columns with a
/// `customizationID(_:)`); without one the table keeps the widths while it is shown.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    @Environment(\.tableStyle) private var style
    @Environment(\.presentationIdiom) private var idiom
    private let columns: [_TableColumnSpec<Value, Columns.TableColumnSortComparator>]
    private let rows: _TableRows<Value>
    private let selection: ListSelection?
    private let sorting: TableSorting?
    private let customization: Binding<TableColumnCustomization<Value>>?
    /// The widths the user dragged columns to, by column key, where no customization keeps them.
    @State private var resizedWidths: [String: CGFloat] = [:]

    init(
        columns: Columns, rows: Rows, selection: ListSelection?, sorting: TableSorting?,
        customization: Binding<TableColumnCustomization<Value>>? = nil
    ) {
        self.columns = columns._tableColumns().enumerated().map { place, column in
            var keyed = column
            keyed.key = column.customizationID ?? "#\(place)"
            return keyed
        }
        self.rows = rows._tableRows()
        self.selection = selection
        self.sorting = sorting
        self.customization = customization
    }

    public var body: some View {
        style.makeBody(TableStyleConfiguration(table: AnyView(table)))
    }

    private var isCompact: Bool { idiom == .phone }

    @ViewBuilder private var table: some View {
        let kind = style.kind
        let arranged = (customization?.wrappedValue ?? TableColumnCustomization()).arranged(columns)
        let shown = isCompact ? Array(arranged.prefix(1)) : arranged
        let widths = isCompact ? [TableColumnWidth()] : shown.map(width)
        let alternates = !isCompact && (kind.alternatesRowBackgrounds ?? (idiom == .desktop))
        let inset = !isCompact && kind.isInset ? TableMetrics.inset : 0
        let bordered = !isCompact && kind.isBordered
        VStack(spacing: 0) {
            if !isCompact {
                header(
                    _TableHeader(
                        columns: shown, widths: widths, sorting: sorting, bordered: bordered,
                        resize: idiom == .desktop ? { resize(shown[$0], to: $1) } : nil,
                        reorder: idiom == .desktop && customization != nil ? { reorder(shown, $0) } : nil)
                )
                .padding(.horizontal, inset)
                Divider()
            }
            List<Never, _EditActionsContent<ForEach<_TableRows<Value>, Value.ID, _TableRowView<Value, Columns.TableColumnSortComparator>>>>(
                content: _EditActionsContent(
                    base: ForEach(rows) { item in
                        _TableRowView(
                            item: item, columns: shown, widths: widths, isCompact: isCompact, inset: inset,
                            alternates: alternates, bordered: bordered)
                    },
                    actions: RowEditActions(onInsert: rows.insertAction)),
                selection: selection
            )
            .listStyle(.plain)
            .environment(\.defaultMinListRowHeight, isCompact ? 44 : TableMetrics.rowHeight)
        }
        .overlay { if bordered { Rectangle().strokeBorder(Color.separator, lineWidth: 1) } }
    }

    /// A column's width: the one the user dragged it to, else the one it declares.
    private func width(_ column: _TableColumnSpec<Value, Columns.TableColumnSortComparator>) -> TableColumnWidth {
        let dragged = column.customizationID.flatMap { customization?.wrappedValue.width(of: $0) } ?? resizedWidths[column.key]
        return dragged.map { TableColumnWidth(fixed: $0) } ?? column.width
    }

    /// Keeps the width the user dragged `column` to: in the customization when it names the
    /// column, else in the table's state.
    private func resize(_ column: _TableColumnSpec<Value, Columns.TableColumnSortComparator>, to width: CGFloat) {
        if let customization, let id = column.customizationID {
            customization.wrappedValue.setWidth(width, of: id)
        } else {
            resizedWidths[column.key] = width
        }
    }

    /// Keeps the order the user dragged the shown columns into.
    private func reorder(_ shown: [_TableColumnSpec<Value, Columns.TableColumnSortComparator>], _ order: [Int]) {
        customization?.wrappedValue.setOrder(order.compactMap { shown[$0].customizationID })
    }

    /// The header, with the menu that shows and hides the customizable columns on a desktop
    /// (iOS offers no built-in customization).
    @ViewBuilder private func header(_ header: some View) -> some View {
        if let customization, idiom == .desktop {
            // The whole header answers a secondary click, between the labels too.
            header.contentShape(Rectangle()).contextMenu { _TableColumnsMenu(columns: columns, customization: customization) }
        } else {
            header
        }
    }
}

/// One row of a table as a row of its list: its cells side by side, with the style's
/// insets and background. The list's `ForEach` identifies rows by their value's ID, which
/// the selection holds, and asks for a row's value only when the row is in view.
struct _TableRowView<Value: Identifiable, Sort: SortComparator>: View {
    let item: _TableRowItem<Value>
    let columns: [_TableColumnSpec<Value, Sort>]
    let widths: [TableColumnWidth]
    let isCompact: Bool
    let inset: CGFloat
    let alternates: Bool
    let bordered: Bool

    var body: some View {
        TableColumnLayout(columns: widths) {
            ForEach(columns.indices, id: \.self) { index in
                _TableCell(content: columns[index].cell(item.value), isCompact: isCompact, bordered: bordered)
            }
        }
        .listRowInsets(isCompact ? nil : EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset))
        .listRowSeparator(isCompact ? .automatic : .hidden)
        .listSectionSeparator(isCompact ? .automatic : .hidden)
        .listRowBackground(alternates && item.index % 2 == 1 ? TableMetrics.alternateRowBackground : nil)
    }
}

/// One cell: its column's content, leading-aligned in the column with the cell padding.
struct _TableCell: View {
    let content: AnyView
    let isCompact: Bool
    let bordered: Bool

    var body: some View {
        content
            .padding(.horizontal, isCompact ? 0 : TableMetrics.cellPadding)
            .padding(.vertical, isCompact ? 0 : TableMetrics.cellVerticalPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .trailing) {
                if bordered { Rectangle().fill(Color.separator).frame(width: 1) }
            }
    }
}

/// The metrics of a table on a desktop [UNVERIFIED; docs/differences.md]: macOS's inset
/// table (rows 24 points high, a 28-point header, rows inset by 10 points, cells padded by
/// 6 points, every other row on the alternating content background).
enum TableMetrics {
    static let rowHeight: CGFloat = 24
    static let headerHeight: CGFloat = 28
    static let inset: CGFloat = 10
    static let cellPadding: CGFloat = 6
    static let cellVerticalPadding: CGFloat = 4
    static let alternateRowBackground = Color(red: 244 / 255, green: 245 / 255, blue: 245 / 255)
    /// The strip at a header's trailing edge that resizes its column when dragged.
    static let resizeHandleWidth: CGFloat = 6
    /// The narrowest a column without a `min` is dragged to (NSTableColumn's `minWidth`
    /// default of 10 [UNVERIFIED]).
    static let minimumColumnWidth: CGFloat = 10
}
