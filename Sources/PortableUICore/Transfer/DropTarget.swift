import Foundation
import UniformTypeIdentifiers

/// What a drop destination (`dropDestination`, `onDrop`, a row run's `onInsert`) accepts and does.
struct DropTarget {
    /// Whether the destination takes these items (decided without loading them).
    let accepts: @MainActor ([TransferItem]) -> Bool
    /// Called with true when a drag it accepts enters it, false when it leaves or ends.
    let setTargeted: @MainActor (Bool) -> Void
    /// Performs the drop at a location in the destination's own space; returns whether it was taken.
    let perform: @MainActor ([TransferItem], CGPoint) -> Bool
}

/// The modifier behind `dropDestination(for:action:isTargeted:)`, `onDrop` and row runs'
/// `onInsert(of:perform:)`.
public struct _DropDestinationModifier: ViewModifier {
    public typealias Body = Never
    let target: DropTarget

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = node as? InputModifierNode ?? InputModifierNode()
        inputNode.content = reconcileChild(content, inputNode.content, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.dropTargets[owner] = modifier.target }
        return inputNode
    }
}

extension DropTarget {
    /// A destination for `T` (`dropDestination(for:action:isTargeted:)`).
    @MainActor
    static func receiving<T: Transferable>(
        _ type: T.Type, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void
    ) -> DropTarget {
        DropTarget(
            accepts: { items in !items.isEmpty && items.allSatisfy { $0.conforms(to: T.self) } },
            setTargeted: { isTargeted($0) },
            perform: { items, location in
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
        DropTarget(
            accepts: { items in !items.isEmpty && items.contains { $0.conforms(toAnyOf: types) } },
            setTargeted: { isTargeted?.wrappedValue = $0 },
            perform: { items, location in
                action(items.filter { $0.conforms(toAnyOf: types) }.map { $0.itemProvider() }, location)
            })
    }
}
