import Foundation
import UniformTypeIdentifiers

/// A type of view that generates views from an underlying collection of data.
///
/// In a `List`, the rows of dynamic view content with `onDelete(perform:)` can be deleted
/// (swiped, or with the delete control in edit mode, or with the Delete key when selected)
/// and those with `onMove(perform:)` reordered by their handle in edit mode. Elsewhere the
/// actions are kept but nothing offers them, as in SwiftUI. An `onInsert(of:perform:)`
/// action is called when items of its types are dropped between a list's rows.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// The action receives the offsets of the deleted elements in ``data``; it should remove
    /// them from the data (`remove(atOffsets:)`). nil disables deletion.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditActionsContent(base: self, actions: RowEditActions(onDelete: action, setsDelete: true))
    }

    /// Sets the move action for the dynamic view.
    ///
    /// The action receives the offsets of the moved elements and the destination: an offset
    /// in the data before the move (`move(fromOffsets:toOffset:)`). nil disables moving.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditActionsContent(base: self, actions: RowEditActions(onMove: action, setsMove: true))
    }

    /// Sets the insert action for the dynamic view.
    ///
    /// In a `List`, the action receives the offset in ``data`` where items of the supported
    /// types were dropped (before the row nearest the drop when above its middle, after it
    /// otherwise), and their item providers. Elsewhere it is kept and not called, as in SwiftUI.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void)
        -> some DynamicViewContent
    {
        _EditActionsContent(
            base: self, actions: RowEditActions(onInsert: RowInsertAction(contentTypes: supportedContentTypes, action: action)))
    }

    /// Sets the insert action for the dynamic view, for items of the given type identifiers.
    @available(*, deprecated, message: "Use onInsert(of: [UTType], perform:)")
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void)
        -> some DynamicViewContent
    {
        onInsert(of: acceptedTypeIdentifiers.map(UTType.declared), perform: action)
    }
}

/// A run of rows' insert action (`onInsert(of:perform:)`) and the content types it accepts.
public struct RowInsertAction {
    let contentTypes: [UTType]
    let action: (Int, [NSItemProvider]) -> Void
}

/// Dynamic view content with delete or move actions for its rows in a list.
public struct _EditActionsContent<Base: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never
    let base: Base
    let actions: RowEditActions

    public var data: Base.Data { base.data }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileChild(view.base, node, inputs)
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        let first = rows.segmentCount
        rows.appendRows(of: view.base)
        rows.addEditActions(view.actions, toSegments: first..<rows.segmentCount)
    }
}

/// The delete, move and insert actions of a run of list rows (one `ForEach`'s), and whether
/// delete and move were set (a nil action set by `onDelete(perform: nil)` removes an inner
/// one).
public struct RowEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
    var setsDelete = false
    var setsMove = false
    /// The insert action; an outer one replaces an inner one.
    var onInsert: RowInsertAction?

    /// The actions of `self` with those `outer` sets in their place.
    func merging(_ outer: RowEditActions) -> RowEditActions {
        var merged = self
        if outer.setsDelete {
            merged.onDelete = outer.onDelete
            merged.setsDelete = true
        }
        if outer.setsMove {
            merged.onMove = outer.onMove
            merged.setsMove = true
        }
        if let insert = outer.onInsert { merged.onInsert = insert }
        return merged
    }
}

/// Whether a row refuses deletion (`deleteDisabled(_:)`).
struct DeleteDisabledKey: LayoutValueKey {
    static let defaultValue = false
}

/// Whether a row refuses moving (`moveDisabled(_:)`).
struct MoveDisabledKey: LayoutValueKey {
    static let defaultValue = false
}

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        layoutValue(key: DeleteDisabledKey.self, value: isDisabled)
    }

    /// Adds a condition for whether the view's view hierarchy is movable.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        layoutValue(key: MoveDisabledKey.self, value: isDisabled)
    }
}
