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

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, enables editing the collection, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that identifies its rows by a key path to the identifier of the
    /// underlying data, enables editing the collection, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, enables editing the collection, optionally allowing users to select a single row.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that identifies its rows by a key path to the identifier of the
    /// underlying data, enables editing the collection, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, enables editing the collection, requiring a selection of a single row (disfavoured, as `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent), selection: ListSelection(required: selection))
    }

    /// Creates a list that identifies its rows by a key path to the identifier of the
    /// underlying data, enables editing the collection, requiring a selection of a single row (disfavoured, as `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: ListSelection(required: selection))
    }
}
