import Foundation

/// What a list's rows do with the user: selection by tap or click and arrow keys, delete
/// controls and reorder handles in edit mode, swipe actions, and the Delete key.
///
/// The list's layout records where it placed each row (`placedRows`, in the coordinates of
/// the list's content); taps, drags and keys find their row there. Rows are told apart by
/// their identity (`LazyRowID`), so a swipe or a selection stays with its row when the data
/// is reloaded.
final class ListInteraction {
    /// A row as the layout last placed it.
    struct PlacedRow {
        let row: Int
        let id: LazyRowID
        /// The whole row: the card's width, the row's height.
        let frame: CGRect
        let selectionValue: AnyHashable?
        let deleteDisabled: Bool
    }

    /// The row whose swipe actions show, and how far the row is moved (negative: to the
    /// leading side, showing the trailing actions).
    struct Swipe: Equatable {
        let id: LazyRowID
        var offset: CGFloat
        var isDragging: Bool
    }

    /// The row being dragged by its reorder handle, and how far.
    struct Move: Equatable {
        let row: Int
        var translation: CGFloat
    }

    var selection: ListSelection?
    var isEditing = false
    /// What choosing a row by a plain tap does besides selecting it: in a collapsed split
    /// view's column, show the next column.
    var showNextColumn: (() -> Void)?
    weak var state: LazyStackState?
    var placedRows: [PlacedRow] = []
    private(set) var swipe: Swipe?
    private(set) var move: Move?

    private var rows: LazyRows? { state?.rows }

    /// The drag that swipes rows: horizontal only, so that vertical drags scroll the list.
    static var swipeGesture: DragGesture {
        var gesture = DragGesture(minimumDistance: 10)
        gesture.activationAxes = .horizontal
        return gesture
    }

    /// Asks the list to be placed again (the rows' chrome or offsets changed).
    private func replace() {
        guard let state, let node = state.node else { return }
        node.setNeedsPlacement()
        // (The list's interaction runs on the main actor, with the graph.)
        nonisolated(unsafe) let listState = state
        MainActor.assumeIsolated {
            listState.graph?.needsLayout = true
            listState.graph?.updates.enqueue {}
        }
    }

    func placedRow(at point: CGPoint) -> PlacedRow? {
        placedRows.first { $0.frame.contains(point) }
    }

    // MARK: Edit actions

    /// The delete action of row `row` and the row's offset in its data, unless the row
    /// refuses deletion.
    func deleteAction(ofRow row: Int, unit: LayoutNode?) -> (() -> Void)? {
        guard let (actions, offset) = rows?.editActions(ofRow: row), let onDelete = actions.onDelete,
            unit?.traits.value(DeleteDisabledKey.self) != true
        else { return nil }
        return { [weak self] in
            self?.closeSwipe()
            withAnimation(.default) { onDelete(IndexSet(integer: offset)) }
        }
    }

    /// Whether row `row` can be moved by its handle.
    func isMovable(_ row: Int, unit: LayoutNode?) -> Bool {
        guard let actions = rows?.editActions(ofRow: row)?.actions else { return false }
        return actions.onMove != nil && unit?.traits.value(MoveDisabledKey.self) != true
    }

    // MARK: Selection

    /// The row value a Shift-click's range starts from: the row last clicked without Shift.
    private var anchor: AnyHashable?

    /// A tap or click at `point`: closes open swipe actions, or selects the row there.
    ///
    /// Rules (those of macOS's lists, which Linux desktops share, Ctrl standing in for
    /// Command): a Command- or Control-click adds the row to the selection or removes it (a
    /// single optional selection is cleared, a required one is kept), as a tap does in edit
    /// mode; a Shift-click selects the rows from the anchor to the row, in place of the
    /// selection; any other click selects the row alone. The anchor is the row last clicked
    /// without Shift or moved to with the arrow keys (see ``rangeAnchor(in:)``); a range
    /// covers the rows in view, the clicked row alone when the anchor is out of view. A row
    /// chosen alone, outside edit mode, in a collapsed split view's column shows the next
    /// column.
    func tap(at point: CGPoint, modifiers: EventModifiers = []) {
        if swipe != nil {
            closeSwipe()
            return
        }
        guard let selection, let row = placedRow(at: point), let value = row.selectionValue else { return }
        if modifiers.contains(.command) || modifiers.contains(.control) || (isEditing && selection.allowsMultiple) {
            selection.toggle(value)
            anchor = value
        } else if modifiers.contains(.shift) && selection.allowsMultiple {
            selection.select(all: values(from: rangeAnchor(in: selection) ?? value, to: value))
        } else {
            selection.select(value)
            anchor = value
            if !isEditing { showNextColumn?() }
        }
    }

    /// The anchor of a Shift-click: the row last clicked or moved to, else the selected row
    /// when exactly one is (a selection the app set).
    private func rangeAnchor(in selection: ListSelection) -> AnyHashable? {
        if let anchor { return anchor }
        let values = selection.values
        return values.count == 1 ? values[0] : nil
    }

    /// The selection values of the placed rows from `anchor` to `value`, in order.
    private func values(from anchor: AnyHashable, to value: AnyHashable) -> [AnyHashable] {
        let values = placedRows.compactMap(\.selectionValue)
        guard let start = values.firstIndex(of: anchor), let end = values.firstIndex(of: value) else { return [value] }
        return Array(values[Swift.min(start, end)...Swift.max(start, end)])
    }

    /// Up and down arrows move a single selection to the neighbouring row in view; Delete
    /// deletes the selected rows that can be deleted. Returns whether the key was used.
    func key(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .upArrow, .downArrow: return moveSelection(by: press.key == .upArrow ? -1 : 1) ? .handled : .ignored
        case .delete, .deleteForward: return deleteSelection() ? .handled : .ignored
        default: return .ignored
        }
    }

    private func moveSelection(by step: Int) -> Bool {
        guard let selection else { return false }
        let selectable = placedRows.filter { $0.selectionValue != nil }
        guard !selectable.isEmpty else { return false }
        let current = selection.values.last.flatMap { value in selectable.firstIndex { $0.selectionValue == value } }
        let next = current.map { Swift.min(Swift.max($0 + step, 0), selectable.count - 1) } ?? (step > 0 ? 0 : selectable.count - 1)
        selection.select(selectable[next].selectionValue!)
        anchor = selectable[next].selectionValue
        return true
    }

    /// Deletes the selected rows, each segment's offsets in one call.
    private func deleteSelection() -> Bool {
        guard let selection, let rows else { return false }
        let selected = Set(selection.values)
        var offsetsBySegment: [Int: (actions: RowEditActions, offsets: IndexSet)] = [:]
        for row in 0..<rows.count {
            guard let value = rows.dataID(at: row), selected.contains(value),
                let (actions, offset) = rows.editActions(ofRow: row), actions.onDelete != nil,
                placedRows.first(where: { $0.row == row })?.deleteDisabled != true
            else { continue }
            let segment = rows.id(at: row).segment
            var entry = offsetsBySegment[segment] ?? (actions, IndexSet())
            entry.offsets.insert(offset)
            offsetsBySegment[segment] = entry
        }
        guard !offsetsBySegment.isEmpty else { return false }
        withAnimation(.default) {
            for (_, entry) in offsetsBySegment.sorted(by: { $0.key > $1.key }) { entry.actions.onDelete?(entry.offsets) }
        }
        selection.clear()
        return true
    }

    // MARK: Swipes

    /// The horizontal offset of row `id` (its swipe).
    func swipeOffset(of id: LazyRowID) -> CGFloat {
        swipe?.id == id ? swipe?.offset ?? 0 : 0
    }

    /// The row whose swipe actions show.
    var swipedRow: LazyRowID? { swipe?.id }

    /// A horizontal drag over the rows: the row under its start follows it, limited to the
    /// sides that have actions.
    func swipeChanged(start: CGPoint, translation: CGFloat) {
        guard move == nil, let model = state?.list else { return }
        if dragBase == nil {
            guard let row = placedRow(at: start)?.id else { return }
            if swipe?.id != row { swipe = nil }
            dragBase = (row, swipe?.offset ?? 0)
        }
        guard let (id, base) = dragBase, let row = model.chromeRow(withID: id) else { return }
        var offset = base + translation
        if !row.hasActions(on: .trailing) { offset = Swift.max(offset, 0) }
        if !row.hasActions(on: .leading) { offset = Swift.min(offset, 0) }
        swipe = Swipe(id: id, offset: offset, isDragging: true)
        replace()
    }

    /// The row and its offset when the current swipe began.
    private var dragBase: (id: LazyRowID, offset: CGFloat)?

    /// A swipe by horizontal wheel (a trackpad's two-finger scroll): where it started and
    /// how far the wheel moved the row so far.
    private var wheelSwipe: (start: CGPoint, translation: CGFloat)?

    /// A wheel delta at `location` (the rows' coordinates) swipes the row there as a drag
    /// does: a gesture whose first delta is mostly horizontal, over a row with swipe actions,
    /// moves the row against the delta (a positive width, showing what is to the right,
    /// moves it to the leading side and reveals the trailing actions). Returns whether the
    /// delta was used; vertical gestures are left to the list's scroll view.
    func wheel(_ delta: CGSize, at location: CGPoint) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite, move == nil else { return false }
        if wheelSwipe == nil {
            guard abs(delta.width) > abs(delta.height), let placed = placedRow(at: location),
                let row = state?.list?.chromeRow(withID: placed.id),
                row.hasActions(on: .leading) || row.hasActions(on: .trailing)
            else { return false }
            wheelSwipe = (location, 0)
        }
        guard var current = wheelSwipe else { return false }
        current.translation -= delta.width
        wheelSwipe = current
        swipeChanged(start: current.start, translation: current.translation)
        return true
    }

    /// The wheel gesture ended: the row settles as at the end of a drag.
    @MainActor
    func wheelEnded() {
        guard wheelSwipe != nil else { return }
        wheelSwipe = nil
        swipeEnded()
    }

    /// The drag ended: past the full-swipe distance the first action runs (when the side
    /// allows it); past half the actions' width they stay open; otherwise the row closes.
    @MainActor
    func swipeEnded() {
        dragBase = nil
        guard var current = swipe, let model = state?.list, let row = model.chromeRow(withID: current.id),
            let placed = placedRows.first(where: { $0.id == current.id })
        else {
            closeSwipe()
            return
        }
        current.isDragging = false
        let edge: HorizontalEdge = current.offset < 0 ? .trailing : .leading
        let width = model.actionsWidth(of: current.id, edge: edge)
        let distance = abs(current.offset)
        if distance > placed.frame.width * ListEditingMetrics.fullSwipeFraction, let action = model.fullSwipeAction(of: row, edge: edge) {
            swipe = nil
            replace()
            action()
            return
        }
        current.offset = distance > width / 2 ? (edge == .trailing ? -width : width) : 0
        swipe = current.offset == 0 ? nil : current
        replace()
    }

    /// Shows the trailing actions of row `id` (the delete control in edit mode).
    func reveal(_ id: LazyRowID, width: CGFloat) {
        swipe = Swipe(id: id, offset: -width, isDragging: false)
        replace()
    }

    func closeSwipe() {
        guard swipe != nil else { return }
        swipe = nil
        dragBase = nil
        replace()
    }

    // MARK: Reordering

    /// The vertical offset of row `row` while it is dragged by its handle.
    func moveOffset(ofRow row: Int) -> CGFloat {
        move?.row == row ? move?.translation ?? 0 : 0
    }

    func moveChanged(row: Int, translation: CGFloat) {
        move = Move(row: row, translation: translation)
        replace()
    }

    /// The handle was released: the row goes before the row its middle is over (among the
    /// rows of its `ForEach`), and the move action runs with SwiftUI's destination offset.
    func moveEnded(row: Int, translation: CGFloat) {
        // The rows were last placed with the dragged one moved by the last translation shown.
        let shown = move?.row == row ? move?.translation ?? 0 : 0
        move = nil
        defer { replace() }
        guard let rows, let (actions, offset) = rows.editActions(ofRow: row), let onMove = actions.onMove,
            let moved = placedRows.first(where: { $0.row == row })
        else { return }
        let segment = rows.id(at: row).segment
        let siblings = placedRows.filter { rows.id(at: $0.row).segment == segment && $0.row != row }
        let middle = moved.frame.midY - shown + translation
        let above = siblings.filter { $0.frame.midY < middle }
        let destinationRow = above.last.map { $0.row + 1 } ?? (siblings.first?.row ?? row)
        let destination = offset + destinationRow - row
        guard destination != offset, destination != offset + 1 else { return }
        withAnimation(.default) { onMove(IndexSet(integer: offset), destination) }
    }
}

/// The metrics of list editing [UNVERIFIED: read from iOS screenshots, not measured].
enum ListEditingMetrics {
    /// How far a row's content moves to make room for the delete control, or for the
    /// reorder handle.
    static let controlWidth: CGFloat = 38
    /// The delete control's and the handle's size.
    static let controlSize: CGFloat = 22
    /// The fraction of the row's width past which a swipe runs the first action.
    static let fullSwipeFraction: CGFloat = 0.6
    /// The horizontal padding of a swipe action's title.
    static let actionPadding: CGFloat = 16
    /// The gap between a row's content and its badge.
    static let badgeGap: CGFloat = 8
    /// The height swipe actions are measured at, for their revealed width.
    static let actionHeight: CGFloat = 44
    /// The background of a selected row (`systemGray4`, light appearance).
    static let selectionColor = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
}
