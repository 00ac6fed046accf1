import Foundation

/// Items dropped between a list's rows go to the insert action (`onInsert(of:perform:)`) of
/// the rows' run:
/// 1. the row nearest the drop (by its vertical middle) decides: a drop above a row's middle
///    inserts before it, below after it;
/// 2. the action receives that offset in its run's data and the item providers of the items
///    of the types it supports; a run without an insert action, or supporting none of the
///    items' types, takes no drop there.
extension ListInteraction {
    /// The list's drop target for its rows' insert actions.
    @MainActor
    var insertionTarget: DropTarget {
        DropTarget(
            accepts: { [weak self] items in self?.hasInsertAction(accepting: items) ?? false },
            entered: { _ in }, exited: { _ in },
            perform: { [weak self] info in self?.insert(info.items, at: info.location) ?? false })
    }

    /// Whether some run of rows inserts one of `items`.
    private func hasInsertAction(accepting items: [TransferItem]) -> Bool {
        placedRows.contains { placed in insertion(atRow: placed.row, after: false, items: items) != nil }
    }

    /// Calls the insert action for a drop at `location` (the rows' coordinates).
    private func insert(_ items: [TransferItem], at location: CGPoint) -> Bool {
        guard location.y.isFinite,
            let nearest = placedRows.min(by: { abs($0.frame.midY - location.y) < abs($1.frame.midY - location.y) }),
            let (action, offset) = insertion(atRow: nearest.row, after: location.y >= nearest.frame.midY, items: items)
        else { return false }
        let accepted = items.filter { $0.conforms(toAnyOf: action.contentTypes) }
        action.action(offset, accepted.map { $0.itemProvider() })
        return true
    }

    /// The insert action of row `row`'s run and the offset before (or after) the row, when
    /// the action supports one of `items`' types.
    private func insertion(atRow row: Int, after: Bool, items: [TransferItem]) -> (RowInsertAction, Int)? {
        guard let (actions, offset) = state?.rows.editActions(ofRow: row), let action = actions.onInsert,
            items.contains(where: { $0.conforms(toAnyOf: action.contentTypes) })
        else { return nil }
        return (action, after ? offset + 1 : offset)
    }
}
