import Foundation

/// A set of edit actions on a collection of data that a view can offer to a user.
///
/// `ForEach($items, editActions: .all)` and `List($items, editActions: .all)` offer them on
/// their rows in a list: `.delete` as `onDelete(perform:)` would (swipe, delete control, the
/// Delete key), `.move` as `onMove(perform:)` would (the reorder handle in edit mode), both
/// editing the bound collection.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of a collection.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }

    /// All the edit actions available on this collection.
    public static var all: EditActions<Data> { .delete }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }

    /// All the edit actions available on this collection.
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// All the edit actions available on this collection.
    public static var all: EditActions<Data> { [.delete, .move] }
}

extension EditActions {
    /// All the edit actions available on this collection (none, for a collection that can be
    /// neither reordered nor shortened).
    public static var all: EditActions<Data> { [] }

    /// The list row actions that carry these out on `data`: deleting removes the elements at
    /// the offsets (when the collection can be shortened), moving reorders them.
    func rowActions(editing data: Binding<Data>) -> RowEditActions where Data: MutableCollection {
        var actions = RowEditActions()
        if contains(EditActions(rawValue: 1 << 0)) {
            actions.onDelete = { offsets in data.wrappedValue = EditableCollection.removing(offsets, from: data.wrappedValue) }
            actions.setsDelete = true
        }
        if contains(EditActions(rawValue: 1 << 1)) {
            actions.onMove = { offsets, destination in data.wrappedValue.move(fromOffsets: offsets, toOffset: destination) }
            actions.setsMove = true
        }
        return actions
    }
}

/// Deleting from a collection known only to be mutable: the delete action exists only for
/// collections that can be shortened (`EditActions.delete`), so the collection is opened as one.
enum EditableCollection {
    /// `collection` without the elements at `offsets`; unchanged when it cannot be shortened.
    static func removing<C: MutableCollection>(_ offsets: IndexSet, from collection: C) -> C {
        guard let shortenable = collection as? any RangeReplaceableCollection & MutableCollection else {
            return collection
        }
        return (removed(offsets, from: shortenable) as? C) ?? collection
    }

    private static func removed<C: RangeReplaceableCollection & MutableCollection>(_ offsets: IndexSet, from collection: C)
        -> C
    {
        var copy = collection
        copy.remove(atOffsets: offsets)
        return copy
    }
}
