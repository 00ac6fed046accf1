import Foundation

// The initializers of `Table`, as in SwiftUI: over a collection of identifiable values
// (`Rows == TableForEachContent<Data>`) or over `rows:` built with `TableRowBuilder`, each
// without a selection, with a single optional or a `Set` selection of row IDs, and with or
// without a sort order binding.

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: TableForEachContent(data), selection: nil, sorting: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// and that supports selecting zero or one row.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(single: selection),
            sorting: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// and that supports selecting multiple rows.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(set: selection), sorting: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data, and supports selecting zero or one row.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(single: selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data, and supports selecting multiple rows.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: TableForEachContent(data), selection: ListSelection(set: selection),
            sorting: TableSorting(sortOrder))
    }
}

extension Table {
    /// Creates a table with the given columns and rows.
    public init(
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: nil, sorting: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row.
    public init(
        selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: ListSelection(single: selection), sorting: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows.
    public init(
        selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: ListSelection(set: selection), sorting: nil)
    }

    /// Creates a sortable table with the given columns and rows.
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// zero or one row.
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(single: selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// multiple rows.
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder))
    }
}

extension Table {
    /// Creates a table with the given columns and rows that generates its contents using
    /// values of the given type.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: nil, sorting: nil)
    }

    /// Creates a table of values of the given type that supports selecting zero or one row.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: ListSelection(single: selection), sorting: nil)
    }

    /// Creates a table of values of the given type that supports selecting multiple rows.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(columns: columns(), rows: rows(), selection: ListSelection(set: selection), sorting: nil)
    }

    /// Creates a sortable table of values of the given type.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: rows(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table of values of the given type that supports selecting zero
    /// or one row.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(single: selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table of values of the given type that supports selecting
    /// multiple rows.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(
            columns: columns(), rows: rows(), selection: ListSelection(set: selection), sorting: TableSorting(sortOrder))
    }
}
