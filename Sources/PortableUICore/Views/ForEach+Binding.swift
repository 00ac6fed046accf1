import Foundation

// ForEach's forms over a binding to a collection: the content gets a binding to each
// element. The data is the collection's indices paired with the elements' IDs (as in
// SwiftUI: a `LazyMapSequence` of the indices), so each row is identified by its element's
// ID and reads its element through the binding at its index.

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.idOf = { $0.1 }
        self.content = { element in content(Self.binding(data, at: element.0, id: id)) }
    }
}

extension ForEach where Content: View {
    /// A `ForEach` whose data is a binding to a collection: each element is a binding to an
    /// element of the collection, identified by that element's ID (the content of the binding
    /// forms of `List`).
    init<C>(elementsOf data: Binding<C>, content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable {
        self.init(data: data, content: content, idOf: { $0.wrappedValue.id })
    }
}
