import Foundation

/// The lists over a binding whose rows offer edit actions (`EditActions`) on the bound
/// collection: their content is a `ForEach(_:editActions:content:)`.
extension List {
    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data and enables editing the collection.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable, SelectionValue == Never
    {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: nil)
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data and enables editing the collection.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable,
        SelectionValue == Never
    {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: nil)
    }
}
