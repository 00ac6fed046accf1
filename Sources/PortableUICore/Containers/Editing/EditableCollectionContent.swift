import Foundation

/// An opaque wrapper view that adds editing capabilities to a row in a list.
///
/// A `ForEach` over a binding with edit actions makes one per element: it shows the row's
/// content and carries the actions, which the list reads from the first element's (see
/// `ForEach._makeLazyRows`).
public struct EditableCollectionContent<Content: View, Data>: View {
    // (Set once by a `ForEach`'s row closure, which is not isolated; read on the main actor.)
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let actions: RowEditActions

    nonisolated init(content: Content, actions: RowEditActions) {
        self.content = content
        self.actions = actions
    }

    public var body: Content {
        content
    }
}

/// Rows that carry list edit actions (`EditableCollectionContent`).
protocol EditableRowContent {
    var rowEditActions: RowEditActions { get }
}

extension EditableCollectionContent: EditableRowContent {
    nonisolated var rowEditActions: RowEditActions { actions }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    ///
    /// In a list, the rows offer the `editActions` on the bound collection.
    public init<C, R>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// A `ForEach` over a binding whose elements are identified by `id`, with edit actions
    /// (what `List(_:id:editActions:rowContent:)` shows; SwiftUI has no public `ForEach` form).
    init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection,
        C: RandomAccessCollection, R: View, C.Index: Hashable
    {
        let actions = editActions.rowActions(editing: data)
        self.data = IndexedIdentifierCollection(base: data.wrappedValue, id: id)
        self.idOf = { $0.id }
        self.content = { element in
            EditableCollectionContent(content: content(Self.binding(data, at: element.index, id: id)), actions: actions)
        }
    }

    /// The element at `index` of the bound collection, as long as the element there still has
    /// `id`: once it was deleted or moved, the binding shows (and edits nothing but) the element
    /// it was made for, so that a row leaving the list never reads past the data's end.
    static func binding<C: MutableCollection>(_ data: Binding<C>, at index: C.Index, id: KeyPath<C.Element, ID>)
        -> Binding<C.Element>
    {
        let original = data.wrappedValue[index]
        let originalID = original[keyPath: id]
        func isCurrent(_ collection: C) -> Bool {
            index >= collection.startIndex && index < collection.endIndex && collection[index][keyPath: id] == originalID
        }
        return Binding(
            get: { isCurrent(data.wrappedValue) ? data.wrappedValue[index] : original },
            set: { newValue in
                guard isCurrent(data.wrappedValue) else { return }
                data.wrappedValue[index] = newValue
            })
    }
}
