import Foundation

/// A type that represents one or more columns of a table.
///
/// `TableColumn` is the usual column; `TableColumnBuilder` combines several into a
/// `TupleTableColumnContent`. A custom type conforms by declaring `tableColumnBody`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of the table rows the columns show.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of sort comparator associated with the columns.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the columns' content body.
    associatedtype TableColumnBody: TableColumnContent

    /// The composition of content that comprises the table column content.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }

    /// The columns this content shows, in order (PortableUI's own requirement; a custom
    /// content gets its body's).
    func _tableColumns() -> [_TableColumnSpec<TableRowValue, TableColumnSortComparator>]
}

extension TableColumnContent
where
    TableColumnBody.TableRowValue == TableRowValue,
    TableColumnBody.TableColumnSortComparator == TableColumnSortComparator
{
    public func _tableColumns() -> [_TableColumnSpec<TableRowValue, TableColumnSortComparator>] {
        tableColumnBody._tableColumns()
    }
}

/// One column as a table lays it out: its label, the view of a row's cell, its width
/// constraints, the comparator a header click adds to the sort order, and its customization
/// settings (see ``TableColumnCustomization``).
public struct _TableColumnSpec<RowValue: Identifiable, Sort: SortComparator> {
    let label: AnyView
    let cell: (RowValue) -> AnyView
    var width: TableColumnWidth
    let comparator: Sort?
    var customizationID: String?
    var defaultVisibility = Visibility.automatic
    var disabledBehavior = TableColumnCustomizationBehavior()
    /// What a width the user gave the column by dragging is kept under: its customization ID,
    /// else its place among the table's declared columns (set by `Table`).
    var key = ""

    /// The same column in a table sorted by `Other` comparators, with no comparator of its own.
    func unsortable<Other: SortComparator>(as _: Other.Type) -> _TableColumnSpec<RowValue, Other> {
        _TableColumnSpec<RowValue, Other>(
            label: label, cell: cell, width: width, comparator: nil, customizationID: customizationID,
            defaultVisibility: defaultVisibility, disabledBehavior: disabledBehavior)
    }
}

/// A type of table column content that creates table columns from a Swift tuple of them.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    private let columns: [_TableColumnSpec<RowValue, Sort>]

    init(columns: [_TableColumnSpec<RowValue, Sort>]) {
        self.columns = columns
    }

    public var tableColumnBody: Never { return fatalError("TupleTableColumnContent has no body") }

    public func _tableColumns() -> [_TableColumnSpec<RowValue, Sort>] { columns }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator

    public var tableColumnBody: Never { return fatalError("Optional has no table column body") }

    public func _tableColumns() -> [_TableColumnSpec<Wrapped.TableRowValue, Wrapped.TableColumnSortComparator>] {
        self?._tableColumns() ?? []
    }
}

/// The columns of one of two branches of a condition in a `TableColumnBuilder`.
public struct _ConditionalTableColumnContent<First: TableColumnContent, Second: TableColumnContent>: TableColumnContent
where First.TableRowValue == Second.TableRowValue, First.TableColumnSortComparator == Second.TableColumnSortComparator {
    public typealias TableRowValue = First.TableRowValue
    public typealias TableColumnSortComparator = First.TableColumnSortComparator
    public typealias TableColumnBody = Never

    let columns: [_TableColumnSpec<First.TableRowValue, First.TableColumnSortComparator>]

    public var tableColumnBody: Never { return fatalError("conditional table column content has no body") }

    public func _tableColumns() -> [_TableColumnSpec<First.TableRowValue, First.TableColumnSortComparator>] { columns }
}

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never

    public var tableColumnBody: Never { return fatalError("Never has no body") }

    public func _tableColumns() -> [_TableColumnSpec<Never, Never>] { switch self {} }
}

extension Never: @retroactive SortComparator {
    public typealias Compared = Never

    public func compare(_ lhs: Never, _ rhs: Never) -> ComparisonResult { switch lhs {} }

    public var order: SortOrder {
        get { switch self {} }
        set {}
    }
}
