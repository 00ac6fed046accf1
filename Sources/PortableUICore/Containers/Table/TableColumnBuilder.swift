import Foundation

/// A result builder that creates table column content from closures.
///
/// Columns whose sort comparator is `Never` (made without a `value:` key path or a
/// comparator) join a sortable table's columns as columns that do not sort.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Passes a column whose comparator is the table's through unchanged.
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// Makes an unsortable column a column of a table sorted by `Sort` comparators
    /// (disfavoured, so that in an unsortable table the column passes through unchanged).
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> {
        column.unsortable(as: Sort.self)
    }

    /// Makes unsortable column content (a modified column) columns of a table sorted by
    /// `Sort` comparators.
    @_disfavoredOverload
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> _ModifiedTableColumnContent<RowValue, Sort>
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Never {
        _ModifiedTableColumnContent(columns: content._tableColumns().map { $0.unsortable(as: Sort.self) })
    }

    /// Creates a single column result.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Creates a column result from 2 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 3 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 4 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 5 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns(), c4._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 6 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns(), c4._tableColumns(), c5._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 7 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns(), c4._tableColumns(), c5._tableColumns(), c6._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 8 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
        C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns(), c4._tableColumns(), c5._tableColumns(), c6._tableColumns(), c7._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 9 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
        C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
        C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns(), c4._tableColumns(), c5._tableColumns(), c6._tableColumns(), c7._tableColumns(), c8._tableColumns()].flatMap { $0 })
    }

    /// Creates a column result from 10 sources.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
        C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
        C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort,
        C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(columns: [c0._tableColumns(), c1._tableColumns(), c2._tableColumns(), c3._tableColumns(), c4._tableColumns(), c5._tableColumns(), c6._tableColumns(), c7._tableColumns(), c8._tableColumns(), c9._tableColumns()].flatMap { $0 })
    }

    /// Creates the columns of an `if` without an `else`: none when the condition is false.
    public static func buildIf<Column: TableColumnContent>(_ content: Column?) -> Column?
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        content
    }

    /// Creates the columns of the first branch of a condition.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(
        first: First
    ) -> _ConditionalTableColumnContent<First, Second>
    where First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort,
        Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(columns: first._tableColumns())
    }

    /// Creates the columns of the second branch of a condition.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(
        second: Second
    ) -> _ConditionalTableColumnContent<First, Second>
    where First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort,
        Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(columns: second._tableColumns())
    }

    /// Passes columns behind an availability check through unchanged.
    public static func buildLimitedAvailability<Column: TableColumnContent>(_ content: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        content
    }
}
