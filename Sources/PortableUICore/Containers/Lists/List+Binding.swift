import Foundation

// List's forms over a binding to a collection: the content is a `ForEach` over the binding,
// so each row gets a binding to its element.
//
// The forms without `id:` have a `ForEach` over the `Binding` itself as their content (its
// elements are bindings to the collection's elements), where SwiftUI's is a `ForEach` over a
// `LazyMapSequence` of indices and IDs: a `Binding` to a collection is itself a collection of
// identifiable bindings, so with SwiftUI's content type `List($items)` is ambiguous between
// these forms and the plain data forms; with the binding as data, these forms are the more
// specific ones and win (docs/differences.md).

extension List {
    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable, SelectionValue == Never
    {
        self.init(content: ForEach(elementsOf: data, content: rowContent), selection: nil)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, SelectionValue == Never
    {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(content: ForEach(elementsOf: data, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(content: ForEach(elementsOf: data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, requiring a selection of a single row (disfavoured, as
    /// `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(content: ForEach(elementsOf: data, content: rowContent), selection: ListSelection(required: selection))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, requiring a selection of a single row (disfavoured, as
    /// `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(required: selection))
    }
}
