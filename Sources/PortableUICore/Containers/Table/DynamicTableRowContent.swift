import Foundation
import UniformTypeIdentifiers

/// A type of table row content that generates table rows from an underlying collection of
/// data: a `ForEach` of rows, and such a `ForEach` with an insert action.
///
/// Its ``onInsert(of:perform:)`` action is called, as a list's is, for items dropped between
/// the table's rows: with the offset in this content's data and the dropped items'
/// providers (see `_TableRows.insertAction`).
public protocol DynamicTableRowContent: TableRowContent {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension DynamicTableRowContent {
    /// Sets the insert action for the dynamic table rows: `action` receives the offset
    /// in ``data`` where items of the supported types were dropped, and their item providers.
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(
            content: self,
            modifier: OnInsertTableRowModifier(action: RowInsertAction(contentTypes: supportedContentTypes, action: action)))
    }
}

/// A table row modifier that adds the ability to insert data in some base row content.
public struct OnInsertTableRowModifier {
    /// The insert action and the types it accepts.
    let action: RowInsertAction
}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier == OnInsertTableRowModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { return fatalError("ModifiedContent has no table row body") }

    /// The content's rows, with the insert action for drops between them.
    public func _tableRows() -> _TableRows<Content.TableRowValue> { content._tableRows().withInsertAction(modifier.action) }
}

extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier == OnInsertTableRowModifier {
    /// The content's underlying data.
    public var data: Content.Data { content.data }
}
