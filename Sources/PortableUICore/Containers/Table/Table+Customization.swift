import Foundation

// The initializers of `Table` with a `columnCustomization:` binding (see
// `TableColumnCustomization`), as in SwiftUI: over a collection of identifiable values and
// over `rows:` of a given value type, each without a selection, with a single optional or a
// `Set` selection of row IDs, and with or without a sort order binding.

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data and has dynamically
    /// customizable columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: nil, sorting: nil,
            customization: columnCustomization)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, supports selecting
    /// zero or one row, and has dynamically customizable columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(single: selection), sorting: nil,
            customization: columnCustomization)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, supports selecting
    /// multiple rows, and has dynamically customizable columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(set: selection), sorting: nil,
            customization: columnCustomization)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data and has
    /// dynamically customizable columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: nil, sorting: TableSorting(sortOrder),
            customization: columnCustomization)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data, supports
    /// selecting zero or one row, and has dynamically customizable columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(single: selection), sorting: TableSorting(sortOrder),
            customization: columnCustomization)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable data, supports
    /// selecting multiple rows, and has dynamically customizable columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder),
            customization: columnCustomization)
    }

    /// Creates a table with the given columns and rows of values of the given type and has dynamically
    /// customizable columns.
    public init(
        of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            columns: columns(), rows: rows(), selection: nil, sorting: nil, customization: columnCustomization)
    }

    /// Creates a table with the given columns and rows of values of the given type, supports selecting zero
    /// or one row, and has dynamically customizable columns.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(single: selection), sorting: nil, customization: columnCustomization)
    }

    /// Creates a table with the given columns and rows of values of the given type, supports selecting
    /// multiple rows, and has dynamically customizable columns.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(set: selection), sorting: nil, customization: columnCustomization)
    }

    /// Creates a sortable table with the given columns and rows of values of the given type and has
    /// dynamically customizable columns.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: nil, sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// Creates a sortable table with the given columns and rows of values of the given type, supports
    /// selecting zero or one row, and has dynamically customizable columns.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(single: selection), sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// Creates a sortable table with the given columns and rows of values of the given type, supports
    /// selecting multiple rows, and has dynamically customizable columns.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder), customization: columnCustomization)
    }
}
