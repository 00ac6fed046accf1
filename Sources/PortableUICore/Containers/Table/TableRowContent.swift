import Foundation

/// A type that represents the rows of a table.
///
/// `TableRow` is one row, `ForEach` over identifiable values makes a row for each, and
/// `TableRowBuilder` combines them. A table asks for its rows by position only when they
/// scroll into view, so a `ForEach` over a million values costs what its visible rows cost.
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent

    /// The composition of content that comprises the table row content.
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }

    /// The rows of this content (PortableUI's own requirement; a custom content gets its
    /// body's).
    func _tableRows() -> _TableRows<TableRowValue>
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    public func _tableRows() -> _TableRows<TableRowValue> { tableRowBody._tableRows() }
}

/// A row that represents a data value in a table.
public struct TableRow<Value: Identifiable>: TableRowContent, _SingleTableRow {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    private let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) {
        self.value = value
    }

    public var tableRowBody: Never { return fatalError("TableRow has no body") }

    public func _tableRows() -> _TableRows<Value> { _TableRows(count: 1) { _ in value } }
}

/// Row content that is exactly one row, whatever its value.
protocol _SingleTableRow {}

/// A type of table row content that creates table rows from an underlying collection of data.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    private let data: Data

    init(_ data: Data) {
        self.data = data
    }

    public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }

    public func _tableRows() -> _TableRows<Data.Element> { _TableRows(data) }
}

/// A type of table row content that creates table rows from a Swift tuple of them.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    private let rows: _TableRows<Value>

    init(rows: _TableRows<Value>) {
        self.rows = rows
    }

    public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }

    public func _tableRows() -> _TableRows<Value> { rows }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    /// Creates an instance that generates table rows from a collection of identifiable data.
    public init<V: Identifiable>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Content.TableRowValue == V, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }

    public var tableRowBody: Never { return fatalError("ForEach has no table row body") }

    /// One row per element, asked for by position when it scrolls into view, when each
    /// element makes a single `TableRow`; otherwise every element's rows, in order.
    public func _tableRows() -> _TableRows<Content.TableRowValue> {
        let data = data, content = content
        if Content.self is _SingleTableRow.Type {
            return _TableRows(count: data.count) { offset in
                content(data[data.index(data.startIndex, offsetBy: offset)])._tableRows().value(at: 0)
            }
        }
        return _TableRows(concatenating: data.map { content($0)._tableRows() })
    }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {

    public var tableRowBody: Never { return fatalError("Optional has no table row body") }

    public func _tableRows() -> _TableRows<Wrapped.TableRowValue> {
        self?._tableRows() ?? _TableRows(count: 0) { _ in fatalError("no rows") }
    }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never

    public var tableRowBody: Never { return fatalError("Never has no body") }

    public func _tableRows() -> _TableRows<Never> { switch self {} }
}

/// A result builder that creates table row content from closures.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// Creates a single row result.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// Creates a row result from 2 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableRowContent<Value, (C0, C1)> where C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows()]))
    }

    /// Creates a row result from 3 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows()]))
    }

    /// Creates a row result from 4 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows()]))
    }

    /// Creates a row result from 5 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows(), c4._tableRows()]))
    }

    /// Creates a row result from 6 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows(), c4._tableRows(), c5._tableRows()]))
    }

    /// Creates a row result from 7 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows(), c4._tableRows(), c5._tableRows(), c6._tableRows()]))
    }

    /// Creates a row result from 8 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows(), c4._tableRows(), c5._tableRows(), c6._tableRows(), c7._tableRows()]))
    }

    /// Creates a row result from 9 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows(), c4._tableRows(), c5._tableRows(), c6._tableRows(), c7._tableRows(), c8._tableRows()]))
    }

    /// Creates a row result from 10 sources.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value, C9.TableRowValue == Value {
        TupleTableRowContent(rows: _TableRows(concatenating: [c0._tableRows(), c1._tableRows(), c2._tableRows(), c3._tableRows(), c4._tableRows(), c5._tableRows(), c6._tableRows(), c7._tableRows(), c8._tableRows(), c9._tableRows()]))
    }

    /// Creates the rows of an `if` without an `else`: none when the condition is false.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value {
        content
    }
}
