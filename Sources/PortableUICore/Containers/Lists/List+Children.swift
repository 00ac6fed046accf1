import Foundation

// List's hierarchical forms: an ``OutlineGroup`` over tree-structured data as the list's
// content.

extension List {
    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        
        Data.Element: Identifiable, SelectionValue == Never
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        SelectionValue == Never
    {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that computes its rows on demand from identifiable data,
    /// optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        
        Data.Element: Identifiable
    {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that computes its rows on demand from identifiable data,
    /// optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        
        Data.Element: Identifiable
    {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data, allowing users to have exactly one row always selected
    /// (disfavoured, as `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: ListSelection(required: selection))
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, allowing users to have exactly one row always
    /// selected (disfavoured, as `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: ListSelection(required: selection))
    }
}

// The hierarchical forms over a binding: the content is an `OutlineGroup` over the binding,
// so each row gets a binding to its element.

extension List {
    /// Creates a hierarchical list that computes its rows on demand from a binding to an
    /// underlying collection of identifiable data.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, SelectionValue == Never
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    /// Creates a hierarchical list that computes its rows on demand from a binding to an
    /// underlying collection of identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a hierarchical list that computes its rows on demand from a binding to an
    /// underlying collection of identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a hierarchical list that computes its rows on demand from a binding to an
    /// underlying collection of identifiable data and allowing users to have exactly one row
    /// always selected (disfavoured, as `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: ListSelection(required: selection))
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the data a binding holds.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable, SelectionValue == Never
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the data a binding holds, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: selection.map { ListSelection(set: $0) })
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the data a binding holds, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: selection.map { ListSelection(single: $0) })
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the data a binding holds and allowing users to have exactly one row
    /// always selected (disfavoured, as `List(selection:content:)` is).
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, ID: Hashable
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: ListSelection(required: selection))
    }
}
