import Foundation
import UniformTypeIdentifiers

/// What a drop destination (`dropDestination`, `onDrop`, a row run's `onInsert`) accepts and
/// what it is told as a drag goes over it: the steps of a ``DropDelegate``, which every form
/// of destination is made of.
struct DropTarget {
    /// Whether the destination takes these items (decided from their types, without loading
    /// them); only a destination that does is validated, entered or dropped on.
    let accepts: @MainActor ([TransferItem]) -> Bool
    /// Whether the destination takes part in a drag that entered it (`validateDrop(info:)`).
    var validate: @MainActor (DropInfo) -> Bool = { _ in true }
    /// A validated drag entered the destination.
    let entered: @MainActor (DropInfo) -> Void
    /// A validated drag entered or moved inside the destination: the operation a drop there
    /// would perform (nil: the last one proposed, a copy at first).
    var updated: @MainActor (DropInfo) -> DropProposal? = { _ in nil }
    /// A validated drag left the destination, ended over it without a drop, or was dropped on it.
    let exited: @MainActor (DropInfo) -> Void
    /// Performs the drop; returns whether it was taken.
    let perform: @MainActor (DropInfo) -> Bool
}

/// The modifier behind `dropDestination(for:action:isTargeted:)`, `onDrop` and row runs'
/// `onInsert(of:perform:)`.
public struct _DropDestinationModifier: ViewModifier {
    public typealias Body = Never
    let target: DropTarget

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.dropTargets[owner] = modifier.target }
        return inputNode
    }
}

extension DropTarget {
    /// A destination told only when a drag enters it (true) and when it leaves or ends (false).
    @MainActor
    static func targeting(
        accepts: @escaping @MainActor ([TransferItem]) -> Bool, isTargeted: @escaping @MainActor (Bool) -> Void,
        perform: @escaping @MainActor (DropInfo) -> Bool
    ) -> DropTarget {
        DropTarget(accepts: accepts, entered: { _ in isTargeted(true) }, exited: { _ in isTargeted(false) }, perform: perform)
    }

    /// A destination for `T` (`dropDestination(for:action:isTargeted:)`).
    @MainActor
    static func receiving<T: Transferable>(
        _ type: T.Type, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void
    ) -> DropTarget {
        targeting(
            accepts: { items in !items.isEmpty && items.allSatisfy { $0.conforms(to: T.self) } },
            isTargeted: { isTargeted($0) },
            perform: { info in
                let items = info.items, location = info.location
                let values = items.compactMap { $0.value as? T }
                if values.count == items.count { return action(values, location) }
                // Conversions and file reads are asynchronous; the action runs once they end.
                Task { @MainActor in
                    var loaded: [T] = []
                    for item in items {
                        if let value = await item.load(T.self) { loaded.append(value) }
                    }
                    if !loaded.isEmpty { _ = action(loaded, location) }
                }
                return true
            })
    }

    /// A destination for item providers of some content types (`onDrop(of:isTargeted:perform:)`).
    @MainActor
    static func providing(
        _ types: [UTType], isTargeted: Binding<Bool>?, action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> DropTarget {
        targeting(
            accepts: { DropInfo.hasItems($0, conformingTo: types) },
            isTargeted: { isTargeted?.wrappedValue = $0 },
            perform: { info in action(info.itemProviders(for: types), info.location) })
    }

    /// A destination whose delegate is told every step (`onDrop(of:delegate:)`).
    @MainActor
    static func delegating(_ types: [UTType], to delegate: any DropDelegate) -> DropTarget {
        DropTarget(
            accepts: { DropInfo.hasItems($0, conformingTo: types) },
            validate: { delegate.validateDrop(info: $0) },
            entered: { delegate.dropEntered(info: $0) },
            updated: { delegate.dropUpdated(info: $0) },
            exited: { delegate.dropExited(info: $0) },
            perform: { delegate.performDrop(info: $0) })
    }
}
