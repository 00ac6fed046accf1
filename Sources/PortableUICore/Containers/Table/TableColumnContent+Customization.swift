import Foundation

extension TableColumnContent {
    /// Sets the identifier to be associated with a column when persisting its state with
    /// `TableColumnCustomization`: required for the column to take part in customization.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        changingColumns { $0.customizationID = id }
    }

    /// Sets the default visibility of a table column: a `.hidden` column is not shown
    /// unless a customization makes it visible.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        changingColumns { $0.defaultVisibility = visibility }
    }

    /// Sets the disabled customization behavior for a table column: the header's menu does
    /// not offer to hide a column whose `.visibility` behavior is disabled. It does not
    /// prevent programmatic changes to a customization.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
    {
        changingColumns { $0.disabledBehavior = behavior }
    }

    /// These columns with `change` applied to each.
    private func changingColumns(
        _ change: (inout _TableColumnSpec<TableRowValue, TableColumnSortComparator>) -> Void
    ) -> _ModifiedTableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(columns: _tableColumns().map { column in
            var column = column
            change(&column)
            return column
        })
    }
}

/// Columns with a setting changed (`customizationID(_:)`, `defaultVisibility(_:)`,
/// `disabledCustomizationBehavior(_:)`), or unsortable columns joining a sortable table.
public struct _ModifiedTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let columns: [_TableColumnSpec<RowValue, Sort>]

    public var tableColumnBody: Never { return fatalError("modified table column content has no body") }

    public func _tableColumns() -> [_TableColumnSpec<RowValue, Sort>] { columns }
}
